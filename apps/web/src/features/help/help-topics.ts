import { type FeeType, SEK_FEES } from '@fordra/domain';
import type { Language } from '@fordra/domain/languages';

/** The PDF documents the server serves under /api/help/documents/<id>, in every portal language. */
export const helpDocuments = ['fee-schedule', 'how-to-pay'] as const;
export type HelpDocumentId = (typeof helpDocuments)[number];

/** The external link: the financial supervisory authority, which licenses and supervises debt collectors. */
export const supervisoryAuthorityUrl = 'https://www.fi.se/';

/**
 * The help center's questions, grouped as docs/spec-coverage.md#debtor-screens says (their texts are in
 * the `help` namespace), and each group's links: the payment group's documents, the other group's link
 * to the authority.
 */
export const helpGroups = [
  { id: 'case', topics: ['letter', 'process', 'paymentDefault', 'disagree', 'genuine'], documents: [] },
  {
    id: 'payment',
    topics: ['howToPay', 'registration', 'partPayment', 'fees', 'interest', 'plan', 'planTermination'],
    documents: helpDocuments,
  },
  {
    id: 'other',
    topics: ['contactDetails', 'notifications', 'contactUs', 'language', 'supervision'],
    documents: [],
    authority: true,
  },
] as const;

export type HelpGroupId = (typeof helpGroups)[number]['id'];
export type HelpTopicId = (typeof helpGroups)[number]['topics'][number];

/** Topics whose answer has a list after its first paragraphs, then more text; numbered where the order matters. */
export const listTopics = { process: 'ordered', howToPay: 'unordered' } as const;
export type ListTopicId = keyof typeof listTopics;

export function hasList(topic: HelpTopicId): topic is ListTopicId {
  return topic in listTopics;
}

/** A help document's address in the reader's language (every portal language has its text). */
export function helpDocumentUrl(document: HelpDocumentId, language: Language): string {
  return `/api/help/documents/${document}?${new URLSearchParams({ lang: language })}`;
}

/** Every fee the help center lists, in the order a case meets them (SEK amounts in öre, `SEK_FEES`). */
export const feeSchedule: readonly { type: FeeType; amount: number }[] = (
  [
    'reminder',
    'collectionDemand',
    'latePaymentCompensation',
    'enforcementApplication',
    'agentFee',
    'enforcementFee',
    'planSetup',
    'instalmentNotice',
    'missedInstalmentReminder',
  ] as const
).map((type) => ({ type, amount: SEK_FEES[type].amount }));
