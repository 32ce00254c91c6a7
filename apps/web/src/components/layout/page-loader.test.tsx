// A loading spinner that has a name is announced as a status: a name (aria-label) on an element without a role is
// an ARIA attribute axe-core refuses (aria-prohibited-attr), which every-screen.spec met on a slow machine.
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PageLoader } from './page-loader';

const prohibited = async (container: HTMLElement) => {
  const result = await axe.run(container, { runOnly: { type: 'rule', values: ['aria-prohibited-attr'] } });
  return result.violations.map((v) => v.id);
};

describe('loading spinners', () => {
  it('the page loader is a status named Loading, with no prohibited ARIA attribute', async () => {
    const { container } = renderWithProviders(<PageLoader />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await prohibited(container)).toEqual([]);
  });
});
