import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export type AuthModalMode = 'login' | 'register';

export interface AuthModalState {
  /** Spec 000 section 4: closed, login open or register open; never both. */
  open: AuthModalMode | null;
  openLogin: () => void;
  openRegister: () => void;
  close: () => void;
}

/**
 * Which auth modal is open. The shell renders the modals; any remote (e.g. the hero's
 * Track Compliance button) opens them through this store, shared as part of the singleton.
 */
export const authModalStore = createStore<AuthModalState>()((set) => ({
  open: null,
  openLogin: () => set({ open: 'login' }),
  openRegister: () => set({ open: 'register' }),
  close: () => set({ open: null }),
}));

export function useAuthModal<T>(selector: (state: AuthModalState) => T): T {
  return useStore(authModalStore, selector);
}
