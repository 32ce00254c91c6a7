// jsdom lacks the browser APIs Mantine reads on mount (matchMedia, ResizeObserver and the like).
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearClientState } from '../lib/client-state';

// lazy route and chart chunks load through the module graph: on a busy CI machine that can take more than the
// default 1 s of findBy/waitFor, which would make tests fail for the machine's sake, not the product's
configure({ asyncUtilTimeout: 10_000 });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });

// jsdom only logs "not implemented" for scrolling
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  clearClientState();
});
