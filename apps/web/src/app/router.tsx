// The route table. Screens load lazily per area (auth, account, creator, musician, admin), so the
// /login chunk stays small and never pulls in the admin area, rich text or charts.
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ErrorPage } from '../components/errors/error-page';
import { NotFoundPage } from '../components/errors/not-found-page';
import { RouteErrorPage } from '../components/errors/route-error-page';
import { RequireUserType } from '../components/layout/guards';
import { PageLoader } from '../components/layout/page-loader';

type Module = { default: ComponentType };
// every screen but the two signed-out forms also needs the rest of Mantine's styles (main.tsx), loaded beside it
const fullStyles = () => import('../lib/full-styles');
const page = (load: () => Promise<Module>) => async () => {
  const [module] = await Promise.all([load(), fullStyles()]);
  return { Component: module.default };
};
const authPage = (load: () => Promise<Module>) => async () => ({ Component: (await load()).default });

const creatorRoutes: RouteObject[] = [
  { path: 'account/payment-settings', lazy: page(() => import('./routes/creator/payment-settings')) },
  { path: 'campaigns', lazy: page(() => import('./routes/creator/campaigns')) },
  { path: 'campaigns/:campaignId', lazy: page(() => import('./routes/creator/campaign')) },
  { path: 'credits', lazy: page(() => import('./routes/creator/credits')) },
  { path: 'credits/campaign-history', lazy: page(() => import('./routes/creator/campaign-history')) },
  { path: 'credits/campaign-history/:promotionId', lazy: page(() => import('./routes/creator/video')) },
  { path: 'credits/pricing', lazy: page(() => import('./routes/creator/pricing')) },
  { path: 'credits/bills', lazy: page(() => import('./routes/creator/bills')) },
  { path: 'credits/transaction-history', lazy: page(() => import('./routes/creator/transaction-history')) },
  { path: 'faq', lazy: page(() => import('./routes/creator/faq')) },
  { path: 'tiktok-connection-testing', lazy: page(() => import('./routes/creator/tiktok-connection-testing')) },
  { path: 'authorize/tiktok', lazy: page(() => import('./routes/creator/authorize-tiktok')) },
];

const musicianRoutes: RouteObject[] = [
  { path: 'account/notification-settings', lazy: page(() => import('./routes/musician/notification-settings')) },
  { path: 'musician-campaigns', lazy: page(() => import('./routes/musician/musician-campaigns')) },
  { path: 'musician-campaigns/:id', lazy: page(() => import('./routes/musician/musician-campaign')) },
];

const adminCampaigns = (status: 'all' | 'active' | 'archived') => async () => {
  const [{ CampaignsScreen }] = await Promise.all([import('./routes/admin/campaigns'), fullStyles()]);
  return { element: <CampaignsScreen status={status} /> };
};

const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="campaigns/active" replace /> },
  { path: 'create-campaign', lazy: page(() => import('./routes/admin/create-campaign')) },
  { path: 'create-musician', lazy: page(() => import('./routes/admin/create-musician')) },
  { path: 'campaigns', lazy: adminCampaigns('all') },
  { path: 'campaigns/active', lazy: adminCampaigns('active') },
  { path: 'campaigns/archived', lazy: adminCampaigns('archived') },
  { path: 'creators', lazy: page(() => import('./routes/admin/creators')) },
  { path: 'appeals', lazy: page(() => import('./routes/admin/appeals')) },
  { path: 'musicians', lazy: page(() => import('./routes/admin/musicians')) },
  { path: 'invoices', lazy: page(() => import('./routes/admin/invoices')) },
  { path: 'fraud', lazy: page(() => import('./routes/admin/fraud-queue')) },
  { path: 'background-processes', lazy: page(() => import('./routes/admin/background-processes')) },
  { path: 'logout', lazy: page(() => import('./routes/admin/logout')) },
  { path: '*', element: <ErrorPage /> },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: '/', lazy: page(() => import('./routes/landing')) },
      { path: '/login', lazy: authPage(() => import('./routes/auth/login')) },
      { path: '/signup', lazy: authPage(() => import('./routes/auth/signup')) },
      { path: '/reset-password', lazy: page(() => import('./routes/auth/reset-password')) },
      { path: '/terms', lazy: page(() => import('./routes/legal/terms')) },
      { path: '/privacy', lazy: page(() => import('./routes/legal/privacy')) },
      {
        path: '/app',
        lazy: page(() => import('./routes/app/app-root')),
        children: [
          { index: true, lazy: page(() => import('./routes/app/app-index')) },
          { path: 'account', lazy: page(() => import('./routes/account/account')) },
          { path: 'account/change-password', lazy: page(() => import('./routes/account/change-password')) },
          { path: 'account/change-email', lazy: page(() => import('./routes/account/change-email')) },
          { element: <RequireUserType userType="creator" />, children: creatorRoutes },
          { element: <RequireUserType userType="musician" />, children: musicianRoutes },
          { path: '*', element: <ErrorPage /> },
        ],
      },
      { path: '/admin', lazy: page(() => import('./routes/admin/admin-root')), children: adminRoutes },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
