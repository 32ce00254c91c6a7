import { describe, expect, it } from 'vitest';
import { userInfo } from '../../test/render';
import { landingPath, returnPath } from './landing-path';

describe('landingPath (SPEC §4)', () => {
  it('sends musicians to their account', () => {
    expect(landingPath(userInfo('musician'))).toBe('/app/account');
  });

  it('sends creators with a TikTok username to campaigns, and those without to account', () => {
    expect(landingPath(userInfo('creator'))).toBe('/app/campaigns');
    const creator = userInfo('creator');
    const withoutTiktok = userInfo('creator', {
      creator: creator.creator ? { ...creator.creator, tiktok_username: null } : null,
    });
    expect(landingPath(withoutTiktok)).toBe('/app/account');
  });
});

describe('returnPath', () => {
  it('returns to /admin pages and deep links', () => {
    expect(returnPath('/admin/creators?page=2')).toBe('/admin/creators?page=2');
    expect(returnPath('/app/campaigns/12')).toBe('/app/campaigns/12');
    expect(returnPath('/app/account/change-password')).toBe('/app/account/change-password');
  });

  it('leaves tab roots and foreign URLs to the landing rule', () => {
    expect(returnPath('/app/campaigns')).toBeNull();
    expect(returnPath('/app/account')).toBeNull();
    expect(returnPath(undefined)).toBeNull();
    expect(returnPath('//evil.example/app/x')).toBeNull();
    expect(returnPath('https://evil.example')).toBeNull();
  });
});
