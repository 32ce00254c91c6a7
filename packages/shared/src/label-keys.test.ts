// The labels the shared modules name by catalogue key: English exactly as the screens showed it before, and a helper
// that words a label reads the language of the reader it is given (a screen's `t`, the server's `textIn(locale)`).
import { describe, expect, it } from 'vitest';
import { billPeriodLabel, TAX_STATUS_KEYS } from './bills';
import { type MessageKey, type MessageParams, messageText } from './catalogue';
import { GENRE_KEYS, genreLabel, levelLabel, TERRITORIES, territoryLabel } from './constants';
import {
  EARNING_LINE_KIND_KEYS,
  EARNING_STATE_HINT_KEYS,
  EARNING_STATE_KEYS,
  EARNING_STATE_LINE_KEYS,
} from './earning-states';
import { BILLING_DOCUMENT_KEYS, PAYMENT_STATUS_KEYS } from './musician-billing';

const english = (keys: Partial<Record<string, MessageKey>>) =>
  Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, key && messageText(key)]));
/** A pseudo-language reader: the key and its values, so a test sees which text was asked for. */
const pseudo = (key: MessageKey, params?: MessageParams) => `${key}${params ? JSON.stringify(params) : ''}`;

describe('labels by key', () => {
  it('read in English as before', () => {
    expect(english(EARNING_STATE_KEYS)).toEqual({
      reserved: 'Reserved',
      earned: 'Earned',
      billed: 'Billed',
      paid: 'Paid',
      released: 'Released',
    });
    expect(english(EARNING_STATE_HINT_KEYS).billed).toBe('On a bill, waiting for payout');
    expect(english(EARNING_STATE_LINE_KEYS).reserved).toBe('Reserved: set aside at approval until the views at 72 h');
    expect(english(EARNING_LINE_KIND_KEYS)).toEqual({
      reversal: 'Reversal',
      correction: 'Correction',
      payout: 'Payout',
    });
    expect(english(TAX_STATUS_KEYS)).toEqual({
      vat_registered: 'VAT registered',
      small_business: 'Small business (VAT exempt)',
      private: 'Private person, not VAT registered',
    });
    expect(english(BILLING_DOCUMENT_KEYS)).toEqual({
      invoice: 'Invoice',
      credit_note: 'Credit note',
      pro_forma: 'Pro-forma invoice',
    });
    expect(english(PAYMENT_STATUS_KEYS).open).toBe('Awaiting payment');
    expect(levelLabel((key, params) => messageText(key, params), 4)).toBe('Level 3');
    // the territories' names as the database writes them
    for (const { name } of TERRITORIES) expect(territoryLabel((key) => messageText(key), name)).toBe(name);
    // the genres' names as the reference data writes them
    for (const name of Object.keys(GENRE_KEYS)) expect(genreLabel((key) => messageText(key), name)).toBe(name);
  });

  it('worded by the reader they are given', () => {
    expect(levelLabel(pseudo, 4)).toBe('levelNumberLabel{"level":3}');
    expect(billPeriodLabel(pseudo, '2026-11-01', null)).toBe('billPeriodToNow{"first":"1 Nov 2026"}');
    expect(territoryLabel(pseudo, 'North America')).toBe('territoryNorthAmerica');
    expect(territoryLabel(pseudo, 'all')).toBe('territoryAll');
  });

  it('shows a territory the list does not know by its name', () => {
    expect(territoryLabel(pseudo, 'Antarctica')).toBe('Antarctica');
    expect(genreLabel(pseudo, 'Classical')).toBe('genreClassical');
    expect(genreLabel(pseudo, 'Sea Shanty')).toBe('Sea Shanty'); // a genre added later
    expect(territoryLabel(pseudo, 'constructor')).toBe('constructor');
  });
});
