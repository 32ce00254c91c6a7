import { describe, expect, it } from 'vitest';
import { type MessageKey, type MessageParams, messageText } from './catalogue';
import { latestViewsText, viewsAt72hText } from './views';

const english = (key: MessageKey, params?: MessageParams) => messageText(key, params);

describe('views at 72 h wording', () => {
  it('says when the views were read, or that an admin typed them', () => {
    expect(viewsAt72hText(english, 10_000, '2026-11-23T14:00:00.000Z', (iso) => iso.slice(0, 16))).toBe(
      'Views at 72 h: 10,000 (read at 2026-11-23T14:00)',
    );
    expect(viewsAt72hText(english, 1_500, null, (iso) => iso)).toBe('Views at 72 h: 1,500 (entered by an admin)');
    expect(latestViewsText(english, 300, true)).toBe('Latest views: 300 (typed by an admin)');
    expect(latestViewsText(english, 512_795, false)).toBe('Latest views: 512,795');
  });

  it('reads its words from the reader it is given, so a screen shows them in its language', () => {
    const pseudo = (key: MessageKey, params?: MessageParams) => `«${key}»${JSON.stringify(params ?? {})}`;
    expect(viewsAt72hText(pseudo, 1_500, null, (iso) => iso)).toBe('«viewsAt72hEntered»{"views":"1,500"}');
    expect(latestViewsText(pseudo, 300, true)).toBe(
      '«latestViewsLine»{"views":"«typedFigure»{\\"views\\":\\"300\\"}"}',
    );
  });
});
