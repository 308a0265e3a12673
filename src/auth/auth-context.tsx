// React access to the sign-in session: the provider holds one AuthSession, hooks read its state.
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthSession, AuthState } from './session';

const AuthContext = createContext<AuthSession | null>(null);

export function AuthProvider({ session, children }: { session: AuthSession; children: ReactNode }) {
  return <AuthContext.Provider value={session}>{children}</AuthContext.Provider>;
}

export function useAuthSession(): AuthSession {
  const session = useContext(AuthContext);
  if (!session) throw new Error('useAuthSession outside AuthProvider');
  return session;
}

export function useAuthState(): AuthState {
  const session = useAuthSession();
  return useSyncExternalStore(session.subscribe, session.getState);
}
