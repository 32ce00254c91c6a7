import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { routePreload } from './build/route-preload.ts';

// The API server (npm run dev:server) listens on 8080; the dev server proxies the API and the dev mailbox to it.
const api = 'http://127.0.0.1:8080';

const appRoot = 'src/app/routes/app/app-root.tsx';
const adminRoot = 'src/app/routes/admin/admin-root.tsx';

export default defineConfig({
  plugins: [
    react(),
    // the first screens a visit can land on, with the lazy route modules each needs (src/app/router.tsx)
    routePreload({
      '/': ['src/app/routes/landing.tsx'],
      '/login': ['src/app/routes/auth/login.tsx'],
      '/signup': ['src/app/routes/auth/signup.tsx'],
      '/reset-password': ['src/app/routes/auth/reset-password.tsx'],
      '/app/campaigns': [appRoot, 'src/app/routes/creator/campaigns.tsx'],
      '/app/campaigns/:campaignId': [appRoot, 'src/app/routes/creator/campaign.tsx'],
      '/app/musician-campaigns': [appRoot, 'src/app/routes/musician/musician-campaigns.tsx'],
      '/app/musician-campaigns/:id': [appRoot, 'src/app/routes/musician/musician-campaign.tsx'],
      '/admin/campaigns/active': [adminRoot, 'src/app/routes/admin/campaigns.tsx'],
    }),
    // last: compresses everything above, the per-screen pages included
    precompress(),
  ],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': api, '/dev': api },
  },
});
