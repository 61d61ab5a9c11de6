import { createContext, use, type ReactNode } from 'react';
import { useSession, type Session } from '@/app/use-session';

const SessionContext = createContext<Session | null>(null);

/** Holds the session above the routes, so that visiting a legal page and coming back keeps the screen. */
export function SessionProvider({ children }: { children: ReactNode }) {
  return <SessionContext value={useSession()}>{children}</SessionContext>;
}

export function useSessionContext(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSessionContext must be used inside SessionProvider');
  return session;
}
