// The musician's report download says 'Report downloaded successfully!', once.
import { musicianDashboardResponse } from '@hookline/shared/campaign-answers';
import { MSG } from '@hookline/shared/messages';
import { refundListResponse } from '@hookline/shared/musician-campaigns';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState } from '../../lib/client-state';
import { fakeApi, served, signedInRoutes } from '../../test/fake-api';
import { aCampaign, aDashboard } from '../../test/fixtures';
import { renderRoute, signInAs } from '../../test/render';

const dashboard = aDashboard({ campaign: aCampaign({ id: 42 }) });

describe('musician report', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the green report toast after the download', async () => {
    fakeApi({
      ...signedInRoutes(signInAs('musician')),
      'GET /api/musician/campaigns/:id': served(musicianDashboardResponse, { data: dashboard }),
      'GET /api/musician/campaigns/:id/refunds': served(refundListResponse, { data: { items: [] } }),
      'GET /api/musician/campaigns/:id/report/:format': () =>
        new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }),
    });
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      renderRoute('/app/musician-campaigns/42');
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Download PDF' }));
      expect(await screen.findByText(MSG.reportDownloaded)).toBeTruthy();
      expect(getClientState().toasts.items.map((t) => `${t.color}:${t.message}`)).toEqual([
        `green:${MSG.reportDownloaded}`,
      ]);
    } finally {
      click.mockRestore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });
});
