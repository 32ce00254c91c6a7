import { describe, expect, it } from 'vitest';
import { userInfo } from '../../test/render';
import { landingPath, returnPath } from './landing-path';

describe('landingPath', () => {
  it('sends musicians to their account', () => {
    expect(landingPath(userInfo('musician'))).toBe('/app/account');
  });

  it('sends creators with a connected TikTok profile to campaigns, and those without to account', () => {
    expect(landingPath(userInfo('creator'))).toBe('/app/campaigns');
    const creator = userInfo('creator');
    // a TikTok name without the connection (typed by an admin) is not connected: the account page connects it
    const withoutTiktok = userInfo('creator', {
      creator: creator.creator ? { ...creator.creator, tiktok_connected: false } : null,
    });
    expect(landingPath(withoutTiktok)).toBe('/app/account');
  });
});

describe('returnPath', () => {
  const creator = userInfo('creator');
  const musician = userInfo('musician');
  it('returns to /admin pages and deep links', () => {
    expect(returnPath('/admin/creators?page=2', creator)).toBe('/admin/creators?page=2');
    expect(returnPath('/app/campaigns/12', creator)).toBe('/app/campaigns/12');
    expect(returnPath('/app/account/change-password', musician)).toBe('/app/account/change-password');
  });

  it("keeps an email link's tab page when the user's type may see it", () => {
    expect(returnPath('/app/musician-campaigns', musician)).toBe('/app/musician-campaigns');
    expect(returnPath('/app/credits', creator)).toBe('/app/credits');
    expect(returnPath('/app/credits/campaign-history/5', creator)).toBe('/app/credits/campaign-history/5');
    expect(returnPath('/app/account', musician)).toBe('/app/account');
  });

  it("leaves another type's pages and foreign URLs to the landing rule", () => {
    expect(returnPath('/app/musician-campaigns', creator)).toBeNull();
    expect(returnPath('/app/credits', musician)).toBeNull();
    expect(returnPath('/app/campaigns', musician)).toBeNull();
    expect(returnPath('/app', creator)).toBeNull();
    expect(returnPath(undefined)).toBeNull();
    expect(returnPath('//evil.example/app/x')).toBeNull();
    expect(returnPath('https://evil.example')).toBeNull();
  });
});
