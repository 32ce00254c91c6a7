// The first API requests of a signed-in screen, started by the entry (src/main.tsx) as soon as the page's first
// script runs, instead of after the application's chunks were fetched and run (most of a second on a phone). The
// application's API client (lib/api-client.ts) takes a started answer instead of asking again when it makes the
// same GET with the same token within EARLY_ANSWER_TTL_MS; an answer nobody took is dropped then.
// This module is part of the entry chunk only: the client finds the started requests on `window`, not through an
// import, so that nothing of the application is pulled into the entry.
// Each URL here must be the one the screen's query asks for, character for character (query keys in the order the
// client writes them); e2e/early-requests.spec.ts fails when a screen asks for one of its answers twice.
import { readJson, STORAGE_KEY } from './storage';

/** An answer started this long ago is no longer the first screen's: the client asks again. */
const EARLY_ANSWER_TTL_MS = 15_000;

type StoredUser = { userType: string | null; admin: boolean; creatorId: number | null };

/** Screen path (":name" matches one segment) → the GET requests its first render makes, for a stored user. */
const FIRST_REQUESTS: { route: string; urls: (user: StoredUser, params: Record<string, string>) => string[] }[] = [
  {
    route: '/app/campaigns',
    urls: (u) =>
      u.userType === 'creator' && u.creatorId !== null
        ? [
            '/api/users/me',
            '/api/auth/me',
            '/api/campaigns?page=1&per_page=12',
            '/api/campaigns?page=1&per_page=50',
            `/api/creators/${u.creatorId}/promotions?page=1&per_page=100`,
          ]
        : [],
  },
  {
    route: '/app/musician-campaigns',
    urls: (u) => (u.userType === 'musician' ? ['/api/auth/me', '/api/musician/campaigns?page=1&per_page=10'] : []),
  },
  {
    route: '/app/musician-campaigns/:id',
    urls: (u, p) =>
      u.userType === 'musician' && /^\d+$/.test(p.id ?? '')
        ? ['/api/auth/me', `/api/musician/campaigns/${p.id}?page=1&per_page=20`]
        : [],
  },
  {
    route: '/admin/campaigns/active',
    urls: (u) =>
      u.admin
        ? [
            '/api/admin/campaigns?per_page=5&page=1&campaign_status=active',
            '/api/admin/appeals/count',
            '/api/admin/fraud/count',
          ]
        : [],
  },
];

export type EarlyAnswer = { token: string; expiresAt: number; response: Promise<Response> };

declare global {
  interface Window {
    /** GET URL → its answer, started by the entry before the application ran (lib/early-requests.ts). */
    __hooklineEarly?: Map<string, EarlyAnswer>;
  }
}

function match(route: string, pathname: string): Record<string, string> | null {
  const want = route.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const h = have[i] as string;
    if (w.startsWith(':')) params[w.slice(1)] = h;
    else if (w !== h) return null;
  }
  return params;
}

function storedSession(): (StoredUser & { token: string }) | null {
  // nothing stored, no storage (private mode) or a state this code does not know: the application asks itself
  const state = readJson(STORAGE_KEY) as {
    user?: {
      info?: { id?: unknown; user_type?: unknown; creator?: { id?: unknown } | null } | null;
      access_token?: unknown;
    };
    identity?: { admin?: unknown } | null;
  } | null;
  const token = state?.user?.access_token;
  // a signed-in user's info carries their id
  if (typeof token !== 'string' || !token || typeof state?.user?.info?.id !== 'number') return null;
  const userType = state?.user?.info?.user_type;
  // the creator's own id (not the user's), which their promotion list is asked by
  const creatorId = state?.user?.info?.creator?.id;
  return {
    token,
    userType: typeof userType === 'string' ? userType : null,
    admin: state?.identity?.admin === true,
    creatorId: typeof creatorId === 'number' ? creatorId : null,
  };
}

/** Starts the first requests of the screen at `pathname` for the signed-in user kept in this browser, if any. */
export function startEarlyRequests(pathname: string) {
  const session = storedSession();
  if (!session) return;
  const early = new Map<string, EarlyAnswer>();
  for (const screen of FIRST_REQUESTS) {
    const params = match(screen.route, pathname);
    if (!params) continue;
    for (const url of screen.urls(session, params)) {
      const response = fetch(url, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${session.token}` },
      });
      // nobody may take it (the session ended, the screen changed): its failure must not surface as unhandled
      response.catch(() => undefined);
      early.set(url, { token: session.token, expiresAt: performance.now() + EARLY_ANSWER_TTL_MS, response });
    }
  }
  if (!early.size) return;
  window.__hooklineEarly = early;
  // answers nobody took (the visitor moved on at once) are not kept for the life of the page
  setTimeout(() => {
    if (window.__hooklineEarly === early) window.__hooklineEarly = undefined;
  }, EARLY_ANSWER_TTL_MS);
}
