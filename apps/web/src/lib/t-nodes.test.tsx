// A sentence with a link inside is one catalogue text: the link sits where the language puts its placeholder.
import { loadCatalogue, provideLingui } from '@hookline/shared/catalogue';
import { compileCatalogue } from '@hookline/shared/compile-catalogue';
import { de } from '@hookline/shared/locales/de';
import { setupI18n } from '@lingui/core';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLocale, setActiveLocale, setPseudoLocale, tNodes } from './i18n';

const link = <a href="/app/account/payment-settings">payment settings</a>;

describe('tNodes', () => {
  const before = currentLocale();
  afterEach(() => {
    setActiveLocale(before);
    setPseudoLocale(false);
  });

  it('writes the English sentence as before, the link in its place', () => {
    const { container } = render(<p>{tNodes('crFaqCompletePaymentSettings', { link })}</p>);
    expect(container.textContent).toBe(
      'Complete your payment settings: account holder, a valid IBAN and your address. Your account shows as payable once they are complete.',
    );
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/app/account/payment-settings');
  });

  it("follows the language's word order, and the pseudo-locale wraps the whole sentence", () => {
    provideLingui(setupI18n);
    loadCatalogue('de', compileCatalogue(de));
    setActiveLocale('de');
    const german = render(<p>{tNodes('crFaqStillStuckWrite', { address: <a href="mailto:x">x@y</a> })}</p>);
    expect(german.container.textContent).toBe(
      'Kommst du nicht weiter? Schreib an den Support unter x@y von der E-Mail-Adresse deines Kontos.',
    );
    setPseudoLocale(true);
    const pseudo = render(<p>{tNodes('crFaqPersonalDealSee', { pricing: <a href="/p">P</a> })}</p>);
    expect(pseudo.container.textContent).toMatch(/^⟦.*P\.⟧$/);
    expect(pseudo.container.querySelector('a')?.textContent).toBe('P');
  });
});
