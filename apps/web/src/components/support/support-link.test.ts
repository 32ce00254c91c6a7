// The support address goes beside a message that asks to contact support, in whatever language the message is shown.
import { type MessageKey, type MessageParams, messageText } from '@hookline/shared/catalogue';
import { describe, expect, it } from 'vitest';
import { t } from '../../lib/i18n';
import { mentionsSupport } from './support-link';

/** A pseudo-language: every word of the English written backwards, the placeholders kept ("Please" → "esaelP"). */
const pseudo = (key: MessageKey, params: MessageParams = {}) =>
  messageText(key, {}, 'en')
    .replace(/(?<![{\w])[A-Za-z]+(?![}\w])/g, (word) => [...word].reverse().join(''))
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

describe('mentionsSupport', () => {
  it('knows the catalogue texts that ask to contact support in the language shown, not by English words', () => {
    const shown = pseudo('contactSupport');
    expect(shown).toBe('gnihtemoS tnew gnorw, esaelp tcatnoc troppus');
    expect(mentionsSupport(shown, pseudo)).toBe(true);
    expect(mentionsSupport(pseudo('tiktokOff'), pseudo)).toBe(true);
    // a text with a placeholder matches whatever fills it
    expect(mentionsSupport(pseudo('mailContactSupport', { email: 'help@hookline.test' }), pseudo)).toBe(true);
    // a message that does not ask for support gets no address
    expect(mentionsSupport(pseudo('thereWasAnError'), pseudo)).toBe(false);
    expect(mentionsSupport(null, pseudo)).toBe(false);
  });

  it('in English, and for a server that still answers in English', () => {
    expect(mentionsSupport(t('contactSupport'))).toBe(true);
    expect(mentionsSupport('Error, contact support!')).toBe(true);
    expect(mentionsSupport(t('thereWasAnError'))).toBe(false);
  });
});
