/**
 * UI slice: short notices ("link copied", "that move was refused") shown in
 * a polite live region. Pure reducers; see actions.ts.
 */

export type ToastTone = 'info' | 'ok' | 'error';

export interface Toast {
  id: number;
  tone: ToastTone;
  /** An i18n key of the `common` namespace, or already translated text. */
  message: string;
  /** Interpolation values for `message`. */
  values?: Record<string, string | number>;
}

export interface UiSlice {
  ui: { toasts: Toast[]; nextToastId: number };
}

/** At most this many notices at once; the oldest goes first. */
export const TOAST_LIMIT = 3;

export const initialUi = (): UiSlice => ({ ui: { toasts: [], nextToastId: 1 } });

type U = UiSlice['ui'];

export function toastAdded(u: U, toast: Omit<Toast, 'id'>): U {
  const next: Toast = { ...toast, id: u.nextToastId };
  return { toasts: [...u.toasts, next].slice(-TOAST_LIMIT), nextToastId: u.nextToastId + 1 };
}

export const toastDismissed = (u: U, id: number): U => ({ ...u, toasts: u.toasts.filter((t) => t.id !== id) });
