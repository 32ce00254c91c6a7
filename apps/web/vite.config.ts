import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { languages } from './build/languages.ts';
import { precompress } from './build/precompress.ts';
import { routePreload } from './build/route-preload.ts';

// The API server (npm run dev:server) listens on 8080; the dev server proxies the API and the dev mailbox to it.
const api = 'http://127.0.0.1:8080';

// every screen but the signed-out forms loads all of Mantine's styles beside its module (src/app/router.tsx)
const fullStyles = 'src/lib/full-styles.ts';
const appRoot = 'src/app/routes/app/app-root.tsx';
const adminRoot = 'src/app/routes/admin/admin-root.tsx';
// and the rest of the English texts (src/lib/language.ts), which every screen but the signed-out forms waits for
const englishRest = 'virtual:hookline-language/en/rest';

export default defineConfig({
  plugins: [
    react(),
    // each language's texts compiled by Lingui, a chunk of its own (src/lib/language.ts)
    languages(),
    // the first screens a visit can land on, with the lazy route modules each needs (src/app/router.tsx)
    routePreload(
      {
        '/': [fullStyles, englishRest, 'src/app/routes/landing.tsx'],
        '/login': ['src/app/routes/auth/login.tsx'],
        '/signup': ['src/app/routes/auth/signup.tsx'],
        '/reset-password': [fullStyles, englishRest, 'src/app/routes/auth/reset-password.tsx'],
        '/app/campaigns': [fullStyles, englishRest, appRoot, 'src/app/routes/creator/campaigns.tsx'],
        '/app/campaigns/:campaignId': [fullStyles, englishRest, appRoot, 'src/app/routes/creator/campaign.tsx'],
        '/app/musician-campaigns': [fullStyles, englishRest, appRoot, 'src/app/routes/musician/musician-campaigns.tsx'],
        '/app/musician-campaigns/:id': [
          fullStyles,
          englishRest,
          appRoot,
          'src/app/routes/musician/musician-campaign.tsx',
        ],
        '/admin/campaigns/active': [fullStyles, englishRest, adminRoot, 'src/app/routes/admin/campaigns.tsx'],
      },
      {
        app: 'src/boot.tsx',
        // these screens' markup is in their pages, painted before the scripts ran (src/prerender.tsx)
        prerender: {
          entry: '/src/prerender.tsx',
          pages: [
            { route: '/login' },
            { route: '/signup' },
            { route: '/app/campaigns', as: 'creator' },
            { route: '/app/musician-campaigns', as: 'musician' },
            { route: '/app/musician-campaigns/:id', path: '/app/musician-campaigns/1', as: 'musician' },
            { route: '/admin/campaigns/active', as: 'admin' },
          ],
        },
      },
    ),
    // last: compresses everything above, the per-screen pages included
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks on the first screens: each response costs about 1 KB of headers (security headers
        // included) and a request on a slow phone network, and left alone the bundler splits React, the router,
        // TanStack Query and Mantine's core into some forty files of 1-5 KB. What every screen runs goes in one
        // chunk; Mantine's core and the components of the signed-out forms, error pages and toasts in another.
        codeSplitting: {
          groups: [
            {
              // what the entry runs before anything else (the first API requests of a signed-in screen,
              // lib/early-requests.ts): a chunk of its own with no imports, first in the list so that no other group
              // takes it in (app-core would, as a dependency of lib/session, and the entry would then wait for
              // app-core, Mantine's core and the framework, 120 KB, before starting them)
              name: 'early-requests',
              test: /apps[\\/]web[\\/]src[\\/]lib[\\/](storage|early-requests)\.ts$/,
            },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/,
            },
            {
              name: 'mantine-core',
              test: /node_modules[\\/]@mantine[\\/](hooks[\\/]|core[\\/]esm[\\/](core|components[\\/](ActionIcon|Alert|Anchor|Box|Button|Center|Checkbox|CloseButton|Group|InlineInput|Input|InputBase|Loader|Notification|Paper|PasswordInput|Stack|Text|TextInput|Title|Transition|UnstyledButton|VisuallyHidden))[\\/])/,
            },
            {
              // the application's own modules that every screen loads (the sign-in form too): one request
              name: 'app-core',
              test: /apps[\\/]web[\\/]src[\\/](components[\\/](layout[\\/](guards|page-loader|brand)|icons[\\/]icons|support[\\/]support-link)|lib[\\/](api-client|session))\.tsx?$|packages[\\/]shared[\\/]src[\\/]messages\.ts$/,
            },
            {
              // the small building blocks of the signed-in screens (header, page numbers, errors, dates, amounts)
              name: 'app-screens',
              test: /apps[\\/]web[\\/]src[\\/](components[\\/](layout[\\/](screen-header|list-pages)|errors[\\/]load-error|actions[\\/]confirm-button)|lib[\\/](use-query-params|use-search-box|download|query-keys))\.tsx?$|packages[\\/]shared[\\/]src[\\/]money\.ts$|node_modules[\\/]dayjs[\\/]/,
            },
            {
              // Mantine's small layout components of the signed-in first screens, which would each be a file
              name: 'mantine-screens',
              test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Badge|Card|Combobox[\\/]ComboboxChevron|Image|NativeSelect|Pagination|Progress|SimpleGrid|Skeleton)[\\/]/,
            },
            {
              // the creator feed's own small modules (each a file of 1-3 KB otherwise): the other creator screens
              // use most of them too
              name: 'creator-screens',
              test: /apps[\\/]web[\\/]src[\\/]features[\\/](creator[\\/](api[\\/]get-promotions|format|level-text|components[\\/](campaign-feed-card|campaign-cover|promotion-status))|tiktok[\\/]components[\\/]connect-tiktok-button|users[\\/]api[\\/]get-me)\.tsx?$|packages[\\/]shared[\\/]src[\\/]level-rules\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': api, '/dev': api },
  },
});
