import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ListPages } from './list-pages';

describe('ListPages', () => {
  it('moves a page past the last one to the last page, and leaves a page in range alone', () => {
    const pastEnd = vi.fn();
    renderWithProviders(<ListPages pages={2} value={5} onChange={pastEnd} />);
    expect(pastEnd).toHaveBeenCalledWith(2);
    const inRange = vi.fn();
    renderWithProviders(<ListPages pages={2} value={2} onChange={inRange} />);
    // while the total is unknown (0 pages) nothing moves
    renderWithProviders(<ListPages pages={0} value={4} onChange={inRange} />);
    expect(inRange).not.toHaveBeenCalled();
  });
});
