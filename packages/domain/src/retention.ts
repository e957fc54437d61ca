/**
 * How long what has ended is kept before the portal's daily purge deletes it, in seconds, each with why.
 * Sign-in attempt counts are kept for their window (`LOGIN_LIMIT_WINDOW_SECONDS`): after it a count
 * starts over anyway. The audit log is kept: it is the evidence of who did what.
 */
export const RETENTION_SECONDS = {
  /**
   * A session that has ended (signed out, idle or past its lifetime) holds the address and browser it was
   * used from: a day, to look into a sign-in problem reported the same day, and no longer.
   */
  endedSession: 24 * 60 * 60,
  /**
   * A BankID order, from its start: BankID's own live three minutes, and a day answers a question about a
   * failed sign-in; the personal number of a completed one is forgotten at the latest with it.
   */
  bankidOrder: 24 * 60 * 60,
  /**
   * A temporary upload folder a stopped process left behind (each request removes its own): a day, far
   * longer than any upload may take.
   */
  uploadFolder: 24 * 60 * 60,
  /**
   * A client's webhook event, with its deliveries and their attempts (the log a client reads and replays
   * from): 90 days, a quarter, so that a client reconciles a month with its log in hand and can replay
   * the events since any day of it after an outage; its cases and payments themselves are kept. An event
   * still to be delivered is kept until it is.
   */
  webhookEvent: 90 * 24 * 60 * 60,
} as const;
