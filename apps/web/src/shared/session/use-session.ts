import { useContext } from 'react';
import { SessionContext, type SessionContextValue } from './session-context.ts';

/** The session and its status, like NextAuth's useSession(). */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
