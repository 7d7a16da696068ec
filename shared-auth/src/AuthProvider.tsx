import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { authStore, type AuthState } from './authStore';

const AuthContext = createContext<typeof authStore | null>(null);

/** Provides the singleton store and runs the session check once on start. */
export function AuthProvider({ children, checkOnMount = true }: { children: ReactNode; checkOnMount?: boolean }) {
  useEffect(() => {
    if (checkOnMount) void authStore.getState().checkSession();
  }, [checkOnMount]);
  return <AuthContext.Provider value={authStore}>{children}</AuthContext.Provider>;
}

/** Using it outside the provider raises this exact error. */
export function useAuth(): AuthState {
  const store = useContext(AuthContext);
  if (!store) throw new Error('useAuth must be used within an AuthProvider');
  return useStore(store);
}

/** Select part of the auth state (re-renders only when that part changes). */
export function useAuthSelector<T>(selector: (state: AuthState) => T): T {
  const store = useContext(AuthContext);
  if (!store) throw new Error('useAuth must be used within an AuthProvider');
  return useStore(store, selector);
}
