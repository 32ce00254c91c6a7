// The language of the web: the browser's on the first visit, kept (localStorage and the hl_lang cookie) for the next,
// a signed-in user's saved one winning; the picker on /login switches the screen's texts at once.
import { loadCatalogue } from '@hookline/shared/catalogue';
import { compileCatalogue } from '@hookline/shared/compile-catalogue';
import { MSG } from '@hookline/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render';
import { currentLocale, pseudoText, t } from './i18n';
import { startLanguage, storedLocale, switchLanguage } from './language';

const forget = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = 'hl_lang=; Path=/; Max-Age=0';
  window.localStorage.removeItem('hl_lang');
};

// a fixture German: the real one is packages/shared/src/locales/de.ts, whatever it says today
const FIXTURE = { authLogIn: 'Anmelden (Test)', languageLabel: 'Sprache (Test)' };

afterEach(async () => {
  vi.restoreAllMocks();
  await switchLanguage('en');
  forget();
});
afterAll(async () => loadCatalogue('de', (await import('virtual:hookline-language/de')).default));

describe('the language of the web', () => {
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
    loadCatalogue('de', compileCatalogue(FIXTURE));
    const user = userEvent.setup();
    renderRoute('/login');
    expect(await screen.findByRole('button', { name: MSG.authLogIn })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(MSG.languageLabel), 'de');
    expect(await screen.findByRole('button', { name: FIXTURE.authLogIn })).toBeTruthy();
    expect(screen.getByLabelText(FIXTURE.languageLabel)).toBeTruthy();
    // a text German does not have yet stays English
    expect(screen.getByLabelText(MSG.authEmail)).toBeTruthy();
    await waitFor(() => expect(storedLocale()).toBe('de'));
  });

  it('the pseudo-locale wraps every text and keeps the values of its placeholders', () => {
    expect(pseudoText('authLogIn')).toBe('⟦Lóg íñ⟧');
    expect(pseudoText('appealAlreadyDecided', { status: 'accepted' })).toBe('⟦Thís áppéál wás álréádý accepted.⟧');
    expect(t('authLogIn')).toBe('Log in');
  });
});
