// The client state, persisted in localStorage under one key. Read it with useClientState(selector),
// change it with updateClientState(fn). Selectors must return a slice of the state (stable references), never
// a freshly built object, because useSyncExternalStore compares results with Object.is.

import type { Identity } from '@hookline/shared/auth';
import type { CreatorCampaignDetail } from '@hookline/shared/campaign-answers';
import type { LevelProgress } from '@hookline/shared/creator-levels';
import type { GenreAnswer } from '@hookline/shared/reference';
import type { UserInfo } from '@hookline/shared/users';
import { useSyncExternalStore } from 'react';
import { clearStorage, readJson, STORAGE_KEY, writeJson } from './storage';

export { STORAGE_KEY };

export type ToastType = 'success' | 'error';
export type ToastColor = 'green' | 'red';
export type Toast = {
  id: number;
  message: string;
  type: ToastType;
  color: ToastColor;
  created_at: number;
  /** a server error's short reference (its request id), shown under the message */
  reference?: string;
};

export type Genre = GenreAnswer;
export type PageCache<T = unknown> = { items: T[]; meta: { total_items: number } };

export type ClientState = {
  user: { info: UserInfo | null; active_page: string; access_token: string | null };
  /** The identity answered by sign-in (admin claim, email_verified...), refreshed from GET /api/auth/me. */
  identity: Identity | null;
  toasts: { items: Toast[]; verify_profile: 0 | 1 };
  currency: string | null;
  song: { playing: string | null };
  /** The admin's genre list, shown at once on the campaign forms and refreshed from the server. */
  genres: Genre[];
  /** Musician campaigns kept per page number. */
  musician_campaigns: Record<string, PageCache>;
  /** The campaign the creator opened last, as GET /api/campaigns/{id} answered: its page shows it at once on return. */
  campaign: { info: CreatorCampaignDetail | null };
  /** The creator's level progress, as GET /api/creator/level answered. */
  level: { info: LevelProgress | null };
};

export const DEFAULT_ACTIVE_PAGE = 'campaigns';

export const initialClientState = (): ClientState => ({
  user: { info: null, active_page: DEFAULT_ACTIVE_PAGE, access_token: null },
  identity: null,
  toasts: { items: [], verify_profile: 0 },
  currency: null,
  song: { playing: null },
  genres: [],
  musician_campaigns: {},
  campaign: { info: null },
  level: { info: null },
});

function load(): ClientState {
  const stored = readJson(STORAGE_KEY);
  const base = initialClientState();
  if (!stored || typeof stored !== 'object') return base;
  // a shallow merge keeps older stored shapes working when a slice is added; slices we no longer keep
  // (docs/decisions/0004-client-state-slices.md) are dropped rather than carried along
  const s = Object.fromEntries(
    Object.entries(stored as Record<string, unknown>).filter(([key]) => key in base),
  ) as Partial<ClientState>;
  return {
    ...base,
    ...s,
    user: { ...base.user, ...s.user },
    toasts: { ...base.toasts, ...s.toasts },
  };
}

let state: ClientState = load();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const getClientState = () => state;

export function updateClientState(update: (current: ClientState) => ClientState) {
  state = update(state);
  writeJson(STORAGE_KEY, state);
  notify();
}

/** Empties local storage entirely and resets the in-memory state (logout, expired session, tests). */
export function clearClientState() {
  clearStorage();
  state = initialClientState();
  notify();
}

export function subscribeClientState(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// another tab signing in or out changes our state too
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEY) return;
    state = load();
    notify();
  });
}

export function useClientState<T>(selector: (s: ClientState) => T): T {
  return useSyncExternalStore(
    subscribeClientState,
    () => selector(state),
    () => selector(state),
  );
}

export const setActivePage = (page: string) => {
  if (state.user.active_page === page) return;
  updateClientState((s) => ({ ...s, user: { ...s.user, active_page: page } }));
};

export const setUserInfo = (info: UserInfo) => updateClientState((s) => ({ ...s, user: { ...s.user, info } }));

export const setIdentity = (identity: Identity) => updateClientState((s) => ({ ...s, identity }));

export const setGenres = (genres: Genre[]) => updateClientState((s) => ({ ...s, genres }));

export const setCampaignInfo = (info: CreatorCampaignDetail) =>
  updateClientState((s) => ({ ...s, campaign: { info } }));

export const setLevelInfo = (info: LevelProgress) => updateClientState((s) => ({ ...s, level: { info } }));

export const setVerifyProfile = (flag: 0 | 1) =>
  updateClientState((s) => ({ ...s, toasts: { ...s.toasts, verify_profile: flag } }));
