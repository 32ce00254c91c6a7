import { describe, expect, it } from 'vitest';
import { BILL_MESSAGES } from './bills';
import { isMessageKey, keyOfText, messageText, placeholders } from './catalogue';
import { type MessageKey, MSG } from './messages';

describe('the text catalogue', () => {
  it('fills a text’s placeholders and leaves one without a value as written', () => {
    expect(messageText('appealAlreadyDecided', { status: 'accepted' })).toBe('This appeal was already accepted.');
    expect(messageText('appealAlreadyDecided')).toBe('This appeal was already {status}.');
    expect(messageText('campaignNotFound')).toBe('Campaign not found.');
    expect(placeholders(MSG.moveNotFromStatus)).toEqual(['action', 'status']);
  });

  it('the older message objects read the catalogue', () => {
    expect(BILL_MESSAGES.notOpen).toBe(MSG.billNotOpen);
    expect(messageText('billSettingsMissing', { missing: 'IBAN, address' })).toBe(
      'Still missing before we can pay you: IBAN, address.',
    );
    expect(BILL_MESSAGES.unknownEndToEnd(['2026-7'])).toBe(
      'The bank file names a payment that is not in this batch: 2026-7',
    );
  });

  it('finds a key by its English text, and knows its own keys', () => {
    expect(keyOfText('Campaign not found.')).toBe('campaignNotFound');
    expect(keyOfText('No such sentence.')).toBeUndefined();
    expect(isMessageKey('campaignNotFound')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
  });

  it('writes "Tiktok" only in the texts the specification writes so; everywhere else "TikTok"', () => {
    const specSpelling: MessageKey[] = ['tiktokConnected', 'tiktokConnecting', 'connectTitle'];
    const tiktok = (Object.keys(MSG) as MessageKey[]).filter((k) => MSG[k].includes('Tiktok'));
    expect(tiktok.sort()).toEqual([...specSpelling].sort());
  });

  it('a placeholder is a {name} and nothing else uses braces', () => {
    for (const [key, source] of Object.entries(MSG)) {
      expect(source.replace(/\{\w+\}/g, ''), key).not.toMatch(/[{}]/);
    }
  });
});
