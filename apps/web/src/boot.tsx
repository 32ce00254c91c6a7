// The application itself, loaded by main.tsx (see there why it is a chunk of its own).
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { setUnauthorizedHandler } from './lib/api-client';

const router = createAppRouter();
// an expired session (401) goes to /login without reloading the page
setUnauthorizedHandler(() => {
  void router.navigate('/login', { replace: true });
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A page with build-time markup (/login, /signup: src/prerender.tsx) keeps it on screen until the router has the
// screen's lazy module: rendering at once would swap the finished form for the loading spinner and back.
if (root.hasChildNodes() && !router.state.initialized) {
  await new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
const reactRoot = createRoot(root);
// a transition lets React render in slices that leave the phone's main thread free between them
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
