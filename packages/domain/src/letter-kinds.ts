/**
 * The letters the archive holds for a collection case: the collection process's (reminder, collection
 * demand, its second notice, the notice of the application to Kronofogden) and an instalment plan's
 * (notice, reminder of a missed instalment, termination). The server writes them, the web names them.
 */
export const CASE_LETTER_KINDS = [
  'reminder',
  'collectionDemand',
  'secondNotice',
  'enforcementApplication',
  'instalmentNotice',
  'instalmentReminder',
  'planTerminated',
] as const;

export type CaseLetterKind = (typeof CASE_LETTER_KINDS)[number];
