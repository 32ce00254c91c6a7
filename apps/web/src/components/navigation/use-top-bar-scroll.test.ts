import { SCROLL_HIDE_PX, SCROLL_WHITE_PX } from '@hookline/shared/constants';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initialTopBarScroll, nextTopBarScroll, type TopBarScroll, useTopBarScroll } from './use-top-bar-scroll';

const walk = (...ys: number[]) =>
  ys.reduce<TopBarScroll>((state, y) => nextTopBarScroll(state, y), initialTopBarScroll);

describe('nextTopBarScroll', () => {
  it('turns white only after more than 20px', () => {
    expect(walk(SCROLL_WHITE_PX).white).toBe(false);
    expect(walk(SCROLL_WHITE_PX + 1).white).toBe(true);
    expect(walk(SCROLL_WHITE_PX + 1, 0).white).toBe(false);
  });

  it('does not hide while scrolling down within the first 100px', () => {
    expect(walk(10, 50, SCROLL_HIDE_PX).hidden).toBe(false);
  });

  it('hides on scroll down past 100px and shows again on scroll up', () => {
    expect(walk(50, SCROLL_HIDE_PX + 1).hidden).toBe(true);
    expect(walk(50, 300, 400).hidden).toBe(true);
    expect(walk(50, 300, 400, 350).hidden).toBe(false);
  });

  it('always shows near the top, even when scrolling down there', () => {
    expect(walk(300, 80).hidden).toBe(false);
  });
});

describe('useTopBarScroll', () => {
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
      window.dispatchEvent(new Event('scroll'));
    });
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true }));

  it('follows window scrolling', () => {
    const { result } = renderHook(() => useTopBarScroll());
    expect(result.current).toEqual({ hidden: false, white: false });
    scrollTo(30);
    expect(result.current).toEqual({ hidden: false, white: true });
    scrollTo(250);
    expect(result.current).toEqual({ hidden: true, white: true });
    scrollTo(260);
    scrollTo(240);
    expect(result.current).toEqual({ hidden: false, white: true });
    scrollTo(10);
    expect(result.current).toEqual({ hidden: false, white: false });
  });
});
