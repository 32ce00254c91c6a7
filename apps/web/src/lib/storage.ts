// localStorage that never throws: private modes and full quotas degrade to an in-memory session.

/** The key of the client state (lib/client-state.ts); read by the entry too (lib/early-requests.ts). */
export const STORAGE_KEY = 'hookline:state';

export function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the in-memory state still works for this tab
  }
}

/** Logout empties local storage entirely, not only our own key. */
export function clearStorage() {
  try {
    window.localStorage.clear();
  } catch {
    // nothing stored, nothing to clear
  }
}
