// The current campaign info and the level info of the client state (docs/decisions/0004-client-state-slices.md):
// written by their query's fetcher only, persisted, and shown at once on a later visit before the server answers.
import { type CreatorCampaignDetail, creatorCampaignResponse } from '@hookline/shared/campaign-answers';
import { type LevelProgress, levelProgressResponse } from '@hookline/shared/creator-levels';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClientState, STORAGE_KEY } from '../../../lib/client-state';
import { fakeApi, served, signedInRoutes } from '../../../test/fake-api';
import { aCampaign } from '../../../test/fixtures';
import { renderRoute, signInAs } from '../../../test/render';
import { campaignQueryOptions } from './get-campaign';
import { levelProgressQueryOptions } from './get-level-progress';

const campaign: CreatorCampaignDetail = {
  ...aCampaign({ id: 5 }),
  you_can_earn_eur: 25,
  your_per_1k_views_eur: 0.5,
  days_left: 12,
  can_join: true,
};

const progress: LevelProgress = served(levelProgressResponse, {
  data: {
    tiktok_connected: true,
    level_id: 3,
    level_name: '2',
    followers: 12_000,
    median_views: 2_400,
    videos_counted: 10,
    checked_at: '2026-11-20T10:00:00.000Z',
    next: { level_id: 4, name: '3', min_followers: 20_000, min_median_views: 8_000 },
    pending_proposal: null,
    figures_level: null,
    next_review_at: '2026-12-01T00:00:00.000Z',
    accounts: [],
    best_platform: null,
  },
}).data;

/** What a query starts from before its fetch: its initial data. */
const initialOf = <T,>(options: { initialData?: T | (() => T | undefined) }) =>
  typeof options.initialData === 'function' ? (options.initialData as () => T | undefined)() : options.initialData;

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');

describe('kept answers', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the campaign opened last and shows it at once on return, before the server answers', async () => {
    const info = signInAs('creator');
    fakeApi({ ...signedInRoutes(info), 'GET /api/campaigns/5': served(creatorCampaignResponse, { data: campaign }) });
    await new QueryClient().fetchQuery(campaignQueryOptions(5));
    expect(getClientState().campaign.info).toEqual(campaign);
    expect(stored().campaign.info.id).toBe(5);

    // the next visit: the server does not answer, the page shows the kept campaign
    fakeApi({ ...signedInRoutes(info), '/api/campaigns/*': () => new Promise<Response>(() => {}) });
    renderRoute('/app/campaigns/5');
    expect(await screen.findByRole('heading', { name: /Midnight Drive/ })).toBeTruthy();
    // another campaign is not shown from it
    expect(initialOf(campaignQueryOptions(6))).toBeUndefined();
    expect(initialOf(campaignQueryOptions(5))).toEqual(campaign);
  });

  it('keeps the level info and starts the level query from it', async () => {
    signInAs('creator');
    fakeApi({ 'GET /api/creator/level': served(levelProgressResponse, { data: progress }) });
    await new QueryClient().fetchQuery(levelProgressQueryOptions());
    expect(getClientState().level.info).toEqual(progress);
    expect(stored().level.info).toEqual(progress);
    expect(initialOf(levelProgressQueryOptions())).toEqual(progress);
  });
});
