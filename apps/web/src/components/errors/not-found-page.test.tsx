import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '../../test/render';

async function backLink() {
  expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
  expect(screen.getByText('Oops! Page Not Be Found')).toBeTruthy();
  return screen.getByRole('link', { name: 'Back to homepage' }).getAttribute('href');
}

describe('404 page', () => {
  it('links visitors to /app/campaigns', async () => {
    renderRoute('/no/such/page');
    expect(await backLink()).toBe('/app/campaigns');
  });

  it('links creators to /app/campaigns', async () => {
    signInAs('creator');
    renderRoute('/definitely-not-here');
    expect(await backLink()).toBe('/app/campaigns');
  });

  it('links musicians to /app/musician-campaigns', async () => {
    signInAs('musician');
    renderRoute('/definitely-not-here');
    expect(await backLink()).toBe('/app/musician-campaigns');
  });
});
