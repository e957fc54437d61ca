/** A session as the person signed in reads it back (`GET /api/auth/session` and the calls that change it). */
import type { Session } from '@fordra/contract';
import type { ActiveSession } from '../auth/sessions.ts';

/** The signed-in user (whoever they are: debtor, client's user or staff) and when the session ends. */
export function sessionForUser(session: ActiveSession): Session {
  return {
    user: {
      name: session.accountName,
      accountId: session.accountId,
      debtorGuid: session.debtorGuid,
      role: session.role,
      clientGuid: session.clientGuid,
      loginMethod: session.loginMethod,
      language: session.language,
      mustChangePassword: session.mustChangePassword,
    },
    expires: session.expires.toISOString(),
  };
}
