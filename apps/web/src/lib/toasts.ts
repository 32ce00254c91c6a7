// Toasts: kept in the client state with increasing ids, removable, gone after
// TOAST_LIFETIME_MS. Green for success, red for error. Call toast.success/error anywhere, or useToast() in React.
import { TOAST_LIFETIME_MS } from '@hookline/shared/constants';
import { getClientState, type Toast, type ToastType, updateClientState, useClientState } from './client-state';

const COLORS = { success: 'green', error: 'red' } as const;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let lastId = 0;

function nextId() {
  const highest = getClientState().toasts.items.reduce((max, t) => Math.max(max, t.id), 0);
  lastId = Math.max(lastId, highest) + 1;
  return lastId;
}

function scheduleRemoval(id: number, delay: number) {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => removeToast(id), Math.max(0, delay)),
  );
}

export function addToast(message: string, type: ToastType, reference?: string | null): number {
  const toast: Toast = {
    id: nextId(),
    message,
    type,
    color: COLORS[type],
    created_at: Date.now(),
    ...(reference ? { reference } : {}),
  };
  updateClientState((s) => ({ ...s, toasts: { ...s.toasts, items: [...s.toasts.items, toast] } }));
  scheduleRemoval(toast.id, TOAST_LIFETIME_MS);
  return toast.id;
}

export function removeToast(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (!getClientState().toasts.items.some((t) => t.id === id)) return;
  updateClientState((s) => ({ ...s, toasts: { ...s.toasts, items: s.toasts.items.filter((t) => t.id !== id) } }));
}

/** Removes the toasts `stale` names (a refusal that a later success answered), at once. */
export function dismissToasts(stale: (toast: Toast) => boolean) {
  for (const t of getClientState().toasts.items.filter(stale)) removeToast(t.id);
}

/** Toasts restored from storage (a reload) keep only what is left of their five seconds. */
export function resumeToastTimers(now = Date.now()) {
  for (const t of getClientState().toasts.items) {
    if (!timers.has(t.id)) scheduleRemoval(t.id, t.created_at + TOAST_LIFETIME_MS - now);
  }
}

export const toast = {
  success: (message: string) => addToast(message, 'success'),
  error: (message: string, reference?: string | null) => addToast(message, 'error', reference),
};

export const useToast = () => toast;

export const useToasts = () => useClientState((s) => s.toasts.items);
