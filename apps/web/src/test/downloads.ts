// jsdom has no object URLs and does not follow links: a download test stubs both, and every test of the file gets the
// originals (and the globals and spies it changed) back afterwards.
import { afterEach, vi } from 'vitest';

/** Restores, after each test of the file, what `stubDownloads` and the test changed. */
export function useDownloadStubs() {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
}

/** Object URLs that exist, and links that are "clicked" without leaving the page: the click spy to assert on. */
export function stubDownloads(objectUrl = 'blob:doc') {
  URL.createObjectURL = vi.fn(() => objectUrl);
  URL.revokeObjectURL = vi.fn();
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
}
