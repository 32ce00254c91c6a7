// The language of the web: the browser's on the first visit, kept (localStorage and the hl_lang cookie) for the next,
// a signed-in user's saved one winning; the picker on /login switches the screen's texts at once.
import { de } from '@hookline/shared/locales/de';
import { MSG } from '@hookline/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render';
import { currentLocale, pseudoText, t } from './i18n';
import { startLanguage, storedLocale, switchLanguage } from './language';

const forget = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = 'hl_lang=; Path=/; Max-Age=0';
  window.localStorage.removeItem('hl_lang');
};

afterEach(async () => {
  vi.restoreAllMocks();
  await switchLanguage('en');
  forget();
});

describe('the language of the web', () => {
  it('a first visit of /login loads the texts of the signed-out forms; a text outside them brings the rest', async () => {
    forget();
    window.history.pushState({}, '', '/login');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    vi.resetModules(); // a first visit: nothing loaded yet
    const language = await import('./language');
    const i18n = await import('./i18n');
    const catalogue = await import('@hookline/shared/catalogue');
    await language.startLanguage();
    expect(i18n.t('authLogIn')).toBe(de.authLogIn);
    expect(catalogue.hasText('authLogIn', 'de')).toBe(true);
    // a creator's text is not in the start part: English for the moment, then German once the rest is in
    expect(catalogue.hasText('crFaqGettingStarted', 'de')).toBe(false);
    expect(i18n.t('crFaqGettingStarted')).toBe(MSG.crFaqGettingStarted);
    await waitFor(() => expect(i18n.t('crFaqGettingStarted')).toBe(de.crFaqGettingStarted));
    // the modules of this visit stay those later test files get: leave them in English
    await language.switchLanguage('en');
    window.history.pushState({}, '', '/');
  });

  it('on a first visit is the browser’s best match, kept for the next visits', async () => {
    forget();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'pt-PT', 'en']);
    await startLanguage();
    expect(currentLocale()).toBe('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(storedLocale()).toBe('pt-BR');
    expect(document.cookie).toContain('hl_lang=pt-BR');
    // the next visit keeps it, whatever the browser says now
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    await startLanguage();
    expect(currentLocale()).toBe('pt-BR');
  });

  it('a signed-in user’s saved language wins over the kept one', async () => {
    await switchLanguage('es');
    await startLanguage('de');
    expect(currentLocale()).toBe('de');
    expect(storedLocale()).toBe('de');
  });

  it('the picker on /login shows the screen in the chosen language at once', async () => {
    const user = userEvent.setup();
    renderRoute('/login');
    expect(await screen.findByRole('button', { name: MSG.authLogIn })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(MSG.languageLabel), 'de');
    expect(await screen.findByRole('button', { name: de.authLogIn })).toBeTruthy();
    expect(screen.getByLabelText(de.languageLabel ?? '')).toBeTruthy();
    expect(screen.getByLabelText(de.authEmail ?? '')).toBeTruthy();
    await waitFor(() => expect(storedLocale()).toBe('de'));
  });

  it('the pseudo-locale wraps every text and keeps the values of its placeholders', () => {
    expect(pseudoText('authLogIn')).toBe('⟦Lóg íñ⟧');
    expect(pseudoText('appealAlreadyDecided', { status: 'accepted' })).toBe('⟦Thís áppéál wás álréádý accepted.⟧');
    expect(t('authLogIn')).toBe('Log in');
  });
});
