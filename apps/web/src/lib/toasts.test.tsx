import { TOAST_LIFETIME_MS } from '@hookline/shared/constants';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { getClientState } from './client-state';
import { addToast, removeToast, toast } from './toasts';

const items = () => getClientState().toasts.items;

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives increasing ids', () => {
    const a = toast.success('one');
    const b = toast.error('two');
    const c = addToast('three', 'success');
    expect(b).toBeGreaterThan(a);
    expect(c).toBeGreaterThan(b);
    expect(items().map((t) => t.message)).toEqual(['one', 'two', 'three']);
  });

  it('keeps ids increasing after earlier toasts were removed', () => {
    const a = toast.success('one');
    removeToast(a);
    expect(toast.success('two')).toBeGreaterThan(a);
  });

  it('removes a toast by id', () => {
    const a = toast.success('keep');
    const b = toast.error('drop');
    removeToast(b);
    expect(items().map((t) => t.id)).toEqual([a]);
  });

  it('disappears after five seconds', () => {
    toast.success('short-lived');
    vi.advanceTimersByTime(TOAST_LIFETIME_MS - 1);
    expect(items()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(items()).toHaveLength(0);
  });

  it('is green for success and red for error', () => {
    toast.success('yes');
    toast.error('no');
    expect(items().map((t) => [t.type, t.color])).toEqual([
      ['success', 'green'],
      ['error', 'red'],
    ]);
  });

  it('renders each toast as an alert with its colour, and the close button removes it', async () => {
    vi.useRealTimers();
    // AppProviders renders the one ToastViewport of the app
    renderWithProviders(<main />);
    act(() => {
      toast.success('Saved');
      toast.error('Failed');
    });
    const rendered = screen.getAllByTestId('toast');
    expect(rendered.map((el) => [el.textContent, el.getAttribute('data-color'), el.getAttribute('role')])).toEqual([
      ['Saved', 'green', 'alert'],
      ['Failed', 'red', 'alert'],
    ]);
    const failed = rendered[1];
    if (!failed) throw new Error('missing toast');
    await userEvent.click(within(failed).getByRole('button', { name: 'Dismiss' }));
    expect(screen.getAllByTestId('toast').map((el) => el.textContent)).toEqual(['Saved']);
  });
});
