/** The version of the plan terms the debtor accepts by sending a proposal; the web shows the same text. */
export const PLAN_TERMS_VERSION = '2026-01';
