import type { Session } from '@fordra/contract';
import { createContext } from 'react';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type SessionContextValue = {
  data: Session | null;
  status: SessionStatus;
  /** Saves data in the session (the language choice); resolves with the updated session. */
  update: (data: { language?: string }) => Promise<Session | null>;
};

export const SessionContext = createContext<SessionContextValue | null>(null);
