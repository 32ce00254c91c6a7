// The top bar hides on scroll down and shows on scroll up, but hides only once past SCROLL_HIDE_PX so it never
// flickers near the top; it turns white after SCROLL_WHITE_PX.
import { SCROLL_HIDE_PX, SCROLL_WHITE_PX } from '@hookline/shared/constants';
import { useEffect, useRef, useState } from 'react';

export type TopBarScroll = { hidden: boolean; white: boolean; lastY: number };

export const initialTopBarScroll: TopBarScroll = { hidden: false, white: false, lastY: 0 };

export function nextTopBarScroll(prev: TopBarScroll, y: number): TopBarScroll {
  const white = y > SCROLL_WHITE_PX;
  let hidden = prev.hidden;
  if (y <= SCROLL_HIDE_PX) hidden = false;
  else if (y > prev.lastY) hidden = true;
  else if (y < prev.lastY) hidden = false;
  return { hidden, white, lastY: y };
}

export function useTopBarScroll() {
  const last = useRef<TopBarScroll>(initialTopBarScroll);
  const [flags, setFlags] = useState(() => {
    // no window when the build renders the bar into a page (src/prerender.tsx): the top of the page
    last.current = nextTopBarScroll(initialTopBarScroll, typeof window === 'undefined' ? 0 : window.scrollY);
    return { hidden: last.current.hidden, white: last.current.white };
  });
  useEffect(() => {
    const onScroll = () => {
      const next = nextTopBarScroll(last.current, window.scrollY);
      last.current = next;
      // the same flags keep the same object, so scrolling does not re-render the bar on every pixel
      setFlags((prev) =>
        prev.hidden === next.hidden && prev.white === next.white ? prev : { hidden: next.hidden, white: next.white },
      );
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return flags;
}
