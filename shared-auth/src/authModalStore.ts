import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export type AuthModalMode = 'login' | 'register';

export interface AuthModalState {
  /** Closed, login open or register open; never both. */
  open: AuthModalMode | null;
  /** Where to go after signing in or registering instead of the role's home (e.g. back to a chosen plan). */
  returnTo: string | null;
  openLogin: (returnTo?: string) => void;
  openRegister: (returnTo?: string) => void;
  close: () => void;
}

/**
 * Which auth modal is open. The shell renders the modals; any remote (e.g. the hero's
 * Track Compliance button) opens them through this store, shared as part of the singleton.
 */
export const authModalStore = createStore<AuthModalState>()((set) => ({
  open: null,
  returnTo: null,
  // Switching between the two modals keeps the return path; closing drops it.
  openLogin: (returnTo) => set((s) => ({ open: 'login', returnTo: returnTo ?? s.returnTo })),
  openRegister: (returnTo) => set((s) => ({ open: 'register', returnTo: returnTo ?? s.returnTo })),
  close: () => set({ open: null, returnTo: null }),
}));

export function useAuthModal<T>(selector: (state: AuthModalState) => T): T {
  return useStore(authModalStore, selector);
}
