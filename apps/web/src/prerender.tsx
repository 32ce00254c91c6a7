// Build-time markup of the first screens: the build (build/route-preload.ts) renders them here in Node and writes
// the markup into their pages, so a phone paints the screen with the HTML and the stylesheet instead of after the
// whole main chunk ran. The browser then renders the same tree over it (main.tsx).
// - the signed-out forms (/login, /signup), whole, once per language (the server picks the visitor's: the hl_lang
//   cookie, else Accept-Language; docs/decisions/0012-languages.md);
// - the first screens of a signed-in area (`as` a user type): the area's bars and the screen's loading state, as
//   a signed-in user of that type sees them before the answers arrive. Nothing of a real user is in it: the build
//   signs in a made-up user of that type for the render only.

import type { MessageKey } from '@hookline/shared/catalogue';
import type { UserType } from '@hookline/shared/constants';
import { DEFAULT_LOCALE, type Locale } from '@hookline/shared/languages';
import type { UserInfo } from '@hookline/shared/users';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadRoute } from './app/router';
import { navKeyForPath } from './components/navigation/nav-items';
import { clearClientState, DEFAULT_ACTIVE_PAGE, updateClientState } from './lib/client-state';
import { setActiveLocale, whenTextMissing } from './lib/i18n';
import { loadLanguage, SIGNED_OUT_FORMS } from './lib/language';

export type PrerenderAs = UserType | 'admin';

function signInAs(path: string, as: PrerenderAs) {
  const userType: UserType = as === 'admin' ? 'creator' : as;
  const info = {
    id: 0,
    email: '',
    first_name: null,
    last_name: null,
    user_type: userType,
    is_admin: as === 'admin',
    creator: null,
    musician: null,
  } as unknown as UserInfo;
  updateClientState((s) => ({
    ...s,
    user: { info, active_page: navKeyForPath(path) ?? DEFAULT_ACTIVE_PAGE, access_token: 'prerender' },
    identity: {
      id: 0,
      email: '',
      email_verified: true,
      admin: as === 'admin',
      user_type: userType,
      mfa_enabled: false,
      mfa_passed: true,
    },
  }));
}

/** The markup of `path` (signed in `as` a user type, or signed out) with its texts in `locale`. */
export async function prerender(path: string, as?: PrerenderAs, locale: Locale = DEFAULT_LOCALE): Promise<string> {
  if (as) signInAs(path, as);
  // a signed-out form is rendered with the start part of the language alone, as a first visit loads it: a text
  // that part lacks would show in English (build/languages.ts, START_SOURCES)
  await loadLanguage(locale, SIGNED_OUT_FORMS.includes(path) ? 'start' : 'all');
  setActiveLocale(locale);
  const missing = new Set<MessageKey>();
  whenTextMissing((key) => missing.add(key));
  try {
    await preloadRoute(path);
    const markup = renderToString(
      <StrictMode>
        <AppProviders>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
    );
    if (missing.size)
      throw new Error(
        `${path} [${locale}] shows texts its language's start part lacks: ${[...missing].join(', ')}; ` +
          'add the file that writes them to START_SOURCES in apps/web/build/languages.ts',
      );
    return markup;
  } finally {
    whenTextMissing(undefined);
    setActiveLocale(DEFAULT_LOCALE);
    if (as) clearClientState();
  }
}
