// The entry: the stylesheets (a render-blocking link in index.html) and the application as a chunk of its own.
// A page whose markup the build rendered (/login, /signup: src/prerender.tsx) paints that markup first and only
// then runs the application's scripts, which take a phone most of a second; the chunks themselves are fetched
// meanwhile (preloaded by build/route-preload.ts).
// Only the Mantine styles of the screens a first visit can see before any area loads (the signed-out forms, the
// error pages, toasts); every other screen loads all of Mantine's styles with its area (lib/full-styles.ts). All
// of Mantine sits in the `mantine` cascade layer, so our own styles.css wins whichever file loaded last, and the
// second copy of a rule changes nothing. Dependencies first, in the order Mantine's documentation gives.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import './styles.css';
import { startEarlyRequests } from './lib/early-requests';
import { readJson, STORAGE_KEY } from './lib/storage';

/** The signed-in user's saved language, as their stored user info says (lib/client-state.ts). */
const savedLanguage = () =>
  (readJson(STORAGE_KEY) as { user?: { info?: { language?: unknown } | null } } | null)?.user?.info?.language;

// a signed-in screen's first API answers are on their way while the application's chunks load (see there)
startEarlyRequests(window.location.pathname);

/** Lets the browser paint and handle input between two pieces of start-up work. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The stylesheets a page with build-time markup holds back from its first paint (it carries inline the rules its
 * markup needs: build/route-preload.ts): applied now, and loaded before the application renders.
 */
const applyHeldStyles = () =>
  Promise.all(
    [...document.querySelectorAll<HTMLLinkElement>('link[data-apply-before-start]')].map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true }); // the screen's own stylesheet still comes
          link.removeAttribute('data-apply-before-start');
          link.rel = 'stylesheet';
        }),
    ),
  );

// Evaluating the application's modules is the longest piece of its start: React DOM alone takes a phone about a
// tenth of a second. It is done in three tasks with a yield between them (the framework; Mantine, the query client
// and the toasts; the router and the rest), so no single task holds the main thread for all of it.
const boot = async () => {
  const styles = applyHeldStyles();
  // the language, and its texts, before anything renders (lib/language.ts)
  const language = import('./lib/language').then((m) => m.startLanguage(savedLanguage()));
  await import('react-dom/client');
  await yieldToMain();
  await import('./app/providers');
  await yieldToMain();
  await styles;
  await language;
  await import('./boot');
};

/** Runs `then` once the browser reports the page's first contentful paint (the frame on screen, not just drawn). */
function afterFirstPaint(then: () => void) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    then();
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // a page opened in a background tab paints only when it is shown: it should be ready by then
  setTimeout(start, 1000);
}

if (document.getElementById('root')?.hasChildNodes()) {
  afterFirstPaint(() => void boot());
} else {
  void boot();
}
