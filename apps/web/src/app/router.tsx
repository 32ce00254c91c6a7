// The route table. Screens load lazily per area (auth, account, creator, musician, admin), so the
// /login chunk stays small and never pulls in the admin area, rich text or charts.
// Declarative routes (`useRoutes`) rather than a data router: the app loads its data with TanStack Query, not with
// route loaders, and the data router is 60 KB more of minified script on every first visit (docs/performance.md).
import { type ComponentType, Suspense, use } from 'react';
import { matchRoutes, Navigate, type RouteObject, useRoutes } from 'react-router';
import { ErrorPage } from '../components/errors/error-page';
import { NotFoundPage } from '../components/errors/not-found-page';
import { RouteErrorBoundary } from '../components/errors/route-error-page';
import { RequireUserType } from '../components/layout/guards';
import { PageLoader } from '../components/layout/page-loader';
import { loadAllTexts, SIGNED_OUT_FORMS } from '../lib/language';

type Module<P> = { default: ComponentType<P> };
/** A screen module's loading, with the status and value React's use() reads once it is loaded. */
type Loading<P> = Promise<ComponentType<P>> & { status?: 'fulfilled'; value?: ComponentType<P> };
/** A lazily loaded screen, and how to load it before it is first rendered. */
type LazyScreen<P> = ComponentType<P> & { preload: () => Loading<P> };

// every screen but the signed-out forms also needs the rest of Mantine's styles (main.tsx) and of the language's texts
// (lib/language.ts), loaded beside it; a language chunk that fails leaves its texts in English, not the screen blank
const fullStyles = () => import('../lib/full-styles');
const allTexts = () => loadAllTexts().catch(() => undefined);

/**
 * A screen whose module is loaded on first render (it suspends until then) or earlier by `preload`, after which it
 * renders at once (use() reads the loaded promise's value): the first screen of a visit is loaded before the first
 * render (boot.tsx, prerender.tsx), so the page's build-time markup is not swapped for the loading state and back.
 */
function lazyScreen<P extends object>(load: () => Promise<Module<P>>, signedOutForm = false): LazyScreen<P> {
  let loading: Loading<P> | undefined;
  const preload = (): Loading<P> => {
    if (loading) return loading;
    const promise: Loading<P> = Promise.all([
      load(),
      signedOutForm ? null : fullStyles(),
      signedOutForm ? null : allTexts(),
    ]).then(([module]) => {
      promise.status = 'fulfilled';
      promise.value = module.default;
      return module.default;
    });
    loading = promise;
    return promise;
  };
  function Screen(props: P) {
    const Component = use(preload() as Promise<ComponentType<P>>);
    return <Component {...props} />;
  }
  return Object.assign(Screen, { preload });
}

/** What a route showing a lazy screen holds: the screen, and in `handle.preload` how to load it (preloadRoute). */
const lazyRoute = (load: () => Promise<Module<object>>, signedOutForm = false) => {
  const Screen = lazyScreen(load, signedOutForm);
  return { element: <Screen />, handle: { preload: Screen.preload } };
};

/** A route showing a lazy screen at `path`, or as its parent's index without one. */
const screen = (path: string | undefined, load: () => Promise<Module<object>>): RouteObject =>
  path === undefined
    ? { index: true, ...lazyRoute(load) }
    : { path, ...lazyRoute(load, SIGNED_OUT_FORMS.includes(path)) };

const creatorRoutes: RouteObject[] = [
  screen('account/payment-settings', () => import('./routes/creator/payment-settings')),
  screen('campaigns', () => import('./routes/creator/campaigns')),
  screen('campaigns/:campaignId', () => import('./routes/creator/campaign')),
  screen('credits', () => import('./routes/creator/credits')),
  screen('credits/campaign-history', () => import('./routes/creator/campaign-history')),
  screen('credits/campaign-history/:promotionId', () => import('./routes/creator/video')),
  screen('credits/pricing', () => import('./routes/creator/pricing')),
  screen('credits/bills', () => import('./routes/creator/bills')),
  screen('credits/transaction-history', () => import('./routes/creator/transaction-history')),
  screen('faq', () => import('./routes/creator/faq')),
  screen('tiktok-connection-testing', () => import('./routes/creator/tiktok-connection-testing')),
  screen('authorize/tiktok', () => import('./routes/creator/authorize-tiktok')),
  screen('authorize/instagram', () => import('./routes/creator/authorize-platform')),
  screen('authorize/youtube', () => import('./routes/creator/authorize-platform')),
];

const musicianRoutes: RouteObject[] = [
  screen('account/notification-settings', () => import('./routes/musician/notification-settings')),
  screen('account/billing', () => import('./routes/musician/billing')),
  screen('musician-campaigns', () => import('./routes/musician/musician-campaigns')),
  screen('musician-campaigns/:id', () => import('./routes/musician/musician-campaign')),
  screen('musician-campaigns/drafts/new', () => import('./routes/musician/musician-draft')),
  screen('musician-campaigns/drafts/:draftId', () => import('./routes/musician/musician-draft')),
  screen('musician-campaigns/drafts/:draftId/preview', () => import('./routes/musician/musician-draft-preview')),
];

const CampaignsScreen = lazyScreen(() =>
  import('./routes/admin/campaigns').then((m) => ({ default: m.CampaignsScreen })),
);
const adminCampaigns = (path: string, status: 'all' | 'active' | 'archived'): RouteObject => ({
  path,
  element: <CampaignsScreen status={status} />,
  handle: { preload: CampaignsScreen.preload },
});

const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="campaigns/active" replace /> },
  screen('create-campaign', () => import('./routes/admin/create-campaign')),
  screen('create-musician', () => import('./routes/admin/create-musician')),
  adminCampaigns('campaigns', 'all'),
  adminCampaigns('campaigns/active', 'active'),
  adminCampaigns('campaigns/archived', 'archived'),
  screen('creators', () => import('./routes/admin/creators')),
  screen('appeals', () => import('./routes/admin/appeals')),
  screen('campaign-requests', () => import('./routes/admin/campaign-requests')),
  screen('musicians', () => import('./routes/admin/musicians')),
  screen('invoices', () => import('./routes/admin/invoices')),
  screen('fraud', () => import('./routes/admin/fraud-queue')),
  screen('background-processes', () => import('./routes/admin/background-processes')),
  screen('logout', () => import('./routes/admin/logout')),
  { path: '*', element: <ErrorPage /> },
];

/** An area: its root screen (bars, guard) at `path` with its screens inside. */
const area = (path: string, load: () => Promise<Module<object>>, children: RouteObject[]): RouteObject => ({
  path,
  ...lazyRoute(load),
  children,
});

export const routes: RouteObject[] = [
  screen('/', () => import('./routes/landing')),
  screen('/login', () => import('./routes/auth/login')),
  screen('/signup', () => import('./routes/auth/signup')),
  screen('/reset-password', () => import('./routes/auth/reset-password')),
  screen('/terms', () => import('./routes/legal/terms')),
  screen('/privacy', () => import('./routes/legal/privacy')),
  area('/app', () => import('./routes/app/app-root'), [
    screen(undefined, () => import('./routes/app/app-index')),
    screen('account', () => import('./routes/account/account')),
    screen('account/change-password', () => import('./routes/account/change-password')),
    screen('account/change-email', () => import('./routes/account/change-email')),
    { element: <RequireUserType userType="creator" />, children: creatorRoutes },
    { element: <RequireUserType userType="musician" />, children: musicianRoutes },
    { path: '*', element: <ErrorPage /> },
  ]),
  area('/admin', () => import('./routes/admin/admin-root'), adminRoutes),
  { path: '*', element: <NotFoundPage /> },
];

const preloadOf = (route: RouteObject) => (route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload;

/** Loads the screens `pathname` shows (its area and its screen), so that they render at once. */
export async function preloadRoute(pathname: string) {
  await Promise.all((matchRoutes(routes, pathname) ?? []).map((m) => preloadOf(m.route)?.()));
}

/** Loads every screen (the component tests: a screen that suspends inside their act() scopes is not retried). */
export async function preloadEveryRoute(list: RouteObject[] = routes): Promise<void> {
  await Promise.all(list.map((r) => Promise.all([preloadOf(r)?.(), preloadEveryRoute(r.children ?? [])])));
}

function Screens() {
  return useRoutes(routes);
}

/** The application's screens for the current address, inside a router. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoader />}>
        <Screens />
      </Suspense>
    </RouteErrorBoundary>
  );
}
