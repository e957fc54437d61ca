/** Every route path of the portal, in one place. */
export const paths = {
  home: '/',
  cases: '/cases',
  /** "Case details" in the menu: opens the most relevant active case. */
  currentCase: '/cases/current',
  caseDetails: '/cases/:caseGuid',
  payments: '/payments',
  plans: '/plans',
  createPlan: '/plans/new',
  contact: '/contact',
  help: '/help',
  settings: '/settings',
  accessibility: '/accessibility',
  auth: {
    signIn: '/auth/signin',
    error: '/auth/error',
    /** A client's invited user chooses a password (the link carries `#token=…`). */
    invitation: '/auth/invitation',
  },
} as const;

/** The sign-in page, asking the user to sign in and then return to `callbackUrl`. */
export function signInPath(params: { error?: string; callbackUrl?: string } = {}): string {
  const search = new URLSearchParams();
  if (params.error) search.set('error', params.error);
  if (params.callbackUrl) search.set('callbackUrl', params.callbackUrl);
  const query = search.toString();
  return query ? `${paths.auth.signIn}?${query}` : paths.auth.signIn;
}

export function loginErrorPath(error: string): string {
  return `${paths.auth.error}?${new URLSearchParams({ error })}`;
}

/** One case's details page. */
export function caseDetailsPath(caseGuid: string): string {
  return paths.caseDetails.replace(':caseGuid', encodeURIComponent(caseGuid));
}
