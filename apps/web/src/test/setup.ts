// jsdom lacks the browser APIs Mantine reads on mount (STACK-NOTES "Vitest + Mantine in jsdom").
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearClientState } from '../lib/client-state';

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
