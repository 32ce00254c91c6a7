// Build-time markup of the signed-out first screens (/login, /signup): the build (build/route-preload.ts) renders
// them here in Node and writes the markup into their pages, so a phone paints the form with the HTML and the
// stylesheet instead of after the whole main chunk ran. The browser then renders the same tree over it (main.tsx).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/router';

export async function prerender(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
