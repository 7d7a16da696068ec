import { createStore } from 'zustand/vanilla';

export type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastState {
  toasts: Toast[];
  push: (kind: ToastKind, message: string) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

/**
 * One toast queue for the whole page. shared-ui is not a federation singleton (a remote that needs a
 * newer one bundles its own copy), so the queue is kept under a global key every copy finds; `v1` is the
 * shape of ToastState, and a copy with another shape would use another key.
 */
const QUEUE_KEY = Symbol.for('compliance.shared-ui.toastStore.v1');
const registry = globalThis as unknown as Record<symbol, ReturnType<typeof createToastStore> | undefined>;

const createToastStore = () =>
  createStore<ToastState>()((set) => ({
    toasts: [],
    push(kind, message) {
      const id = nextId++;
      set((s) => ({ toasts: [...s.toasts.slice(-4), { id, kind, message }] }));
      setTimeout(() => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })), kind === 'error' ? 8000 : 5000);
    },
    dismiss(id) {
      set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
    },
  }));

export const toastStore = (registry[QUEUE_KEY] ??= createToastStore());

/** Accessible replacement for alert(): keeps the exact text of the specification. */
export const toast = {
  success: (message: string) => toastStore.getState().push('success', message),
  error: (message: string) => toastStore.getState().push('error', message),
  info: (message: string) => toastStore.getState().push('info', message),
};
