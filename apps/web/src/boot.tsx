// The application itself, loaded by main.tsx (see there why it is a chunk of its own).
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadRoute } from './app/router';
import { setUnauthorizedHandler } from './lib/api-client';
import { getClientState, subscribeClientState } from './lib/client-state';
import { followUserLanguage } from './lib/language';

/** An expired session (401) goes to /login without reloading the page. */
function UnauthorizedToLogin() {
  const navigate = useNavigate();
  useEffect(() => setUnauthorizedHandler(() => void navigate('/login', { replace: true })), [navigate]);
  return null;
}

// a user who signs in (or whose user info arrives) brings their saved language (lib/language.ts)
subscribeClientState(() => followUserLanguage(getClientState().user.info?.language));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A page with build-time markup (/login, /signup, the first signed-in screens: src/prerender.tsx) keeps it on
// screen until the screen's lazy modules are loaded: rendering at once would swap it for the loading spinner and back.
if (root.hasChildNodes()) await preloadRoute(window.location.pathname);
const reactRoot = createRoot(root);
// a transition lets React render in slices that leave the phone's main thread free between them
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <UnauthorizedToLogin />
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
