import { describe, expect, it } from 'vitest';
import { viewsAt72hText } from './views';

describe('views at 72 h wording', () => {
  it('says when the views were read, or that an admin typed them', () => {
    expect(viewsAt72hText(10_000, '2026-11-23T14:00:00.000Z', (iso) => iso.slice(0, 16))).toBe(
      'Views at 72 h: 10,000 (read at 2026-11-23T14:00)',
    );
    expect(viewsAt72hText(1_500, null, (iso) => iso)).toBe('Views at 72 h: 1,500 (entered by an admin)');
  });
});
