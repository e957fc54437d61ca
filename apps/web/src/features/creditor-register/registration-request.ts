import { registerCollectionCaseRequest } from '@fordra/contract';
import { parseOrganisationNumber, parsePersonalNumber } from '@fordra/domain';
import type { z } from 'zod';

export type RegistrationRequest = z.output<typeof registerCollectionCaseRequest>;
type RequestInput = z.input<typeof registerCollectionCaseRequest>;

/**
 * A case as typed into the form or read from a CSV row: every value the text it was written as.
 * Its shape follows the request's, so that a field the server blames (`debtor.address.postalCode`)
 * names the same field here.
 */
export type RegistrationDraft = {
  clientReference: string;
  creditorGuid: string;
  debtor: {
    kind: 'person' | 'company';
    identityNumber: string;
    firstName: string;
    lastName: string;
    companyName: string;
    address: { careOf: string; street: string; postalCode: string; city: string };
    email: string;
    cellularPhone: string;
  };
  claim: {
    /** Kronor as typed: `1 234,50`. */
    principal: string;
    currency: string;
    invoiceNumber: string;
    invoiceDate: string;
    dueDate: string;
    description: string;
    /** A reminder fee the client already charged, in kronor, and the day it did; both empty for none. */
    reminderFee: string;
    reminderFeeDate: string;
  };
};

/** What is wrong with a draft: the field (a path of the draft) and an error code to translate. */
export type DraftIssue = { field: string; code: string };

export type DraftCheck = { ok: true; request: RegistrationRequest } | { ok: false; issues: DraftIssue[] };

export const emptyDraft = (creditorGuid = ''): RegistrationDraft => ({
  clientReference: '',
  creditorGuid,
  debtor: {
    kind: 'person',
    identityNumber: '',
    firstName: '',
    lastName: '',
    companyName: '',
    address: { careOf: '', street: '', postalCode: '', city: '' },
    email: '',
    cellularPhone: '',
  },
  claim: {
    principal: '',
    currency: 'SEK',
    invoiceNumber: '',
    invoiceDate: '',
    dueDate: '',
    description: '',
    reminderFee: '',
    reminderFeeDate: '',
  },
});

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The request's fee fields as the draft's: there is one fee, the reminder fee. */
function draftField(requestPath: string): string {
  if (requestPath === 'claim.fees.0.date') return 'claim.reminderFeeDate';
  if (requestPath.startsWith('claim.fees')) return 'claim.reminderFee';
  return requestPath;
}

/**
 * The request a draft makes, checked by the contract's own schema and the domain's identity number
 * rules; or every field that is wrong, with the code the server would answer. Amounts are parsed
 * with `parseAmount` (kronor text to öre, null when unreadable). `today` is `YYYY-MM-DD`.
 */
export function checkDraft(
  draft: RegistrationDraft,
  today: string,
  parseAmount: (text: string) => number | null,
): DraftCheck {
  const issues: DraftIssue[] = [];
  // Empty, these would be refused for their form ("not a valid date"): say instead that they are missing.
  const required: [string, string][] = [
    ['debtor.identityNumber', draft.debtor.identityNumber],
    ['debtor.address.postalCode', draft.debtor.address.postalCode],
    ['claim.invoiceDate', draft.claim.invoiceDate],
    ['claim.dueDate', draft.claim.dueDate],
  ];
  // The server's rule of names per kind of debtor (case-registration.ts), told before sending.
  if (draft.debtor.kind === 'person')
    required.push(['debtor.firstName', draft.debtor.firstName], ['debtor.lastName', draft.debtor.lastName]);
  else required.push(['debtor.companyName', draft.debtor.companyName]);
  for (const [field, value] of required)
    if (value.trim() === '') issues.push({ field, code: 'FieldRequired' });
  const principal = parseAmount(draft.claim.principal);
  if (principal === null)
    issues.push({
      field: 'claim.principal',
      code: draft.claim.principal.trim() ? 'InvalidAmount' : 'FieldRequired',
    });
  const feeGiven = draft.claim.reminderFee.trim() !== '' || draft.claim.reminderFeeDate.trim() !== '';
  const fee = feeGiven ? parseAmount(draft.claim.reminderFee) : null;
  if (feeGiven && fee === null) issues.push({ field: 'claim.reminderFee', code: 'InvalidAmount' });

  const { debtor, claim } = draft;
  // An unreadable amount is already an issue: a stand-in of 1 öre lets the schema check the rest.
  const request: RequestInput = {
    clientReference: draft.clientReference,
    creditorGuid: optional(draft.creditorGuid),
    debtor: {
      kind: debtor.kind,
      identityNumber: debtor.identityNumber.trim(),
      firstName: debtor.kind === 'person' ? optional(debtor.firstName) : undefined,
      lastName: debtor.kind === 'person' ? optional(debtor.lastName) : undefined,
      companyName: debtor.kind === 'company' ? optional(debtor.companyName) : undefined,
      address: {
        careOf: optional(debtor.address.careOf),
        street: debtor.address.street,
        postalCode: debtor.address.postalCode,
        city: debtor.address.city,
        country: 'SE',
      },
      email: optional(debtor.email),
      cellularPhone: optional(debtor.cellularPhone),
    },
    claim: {
      principal: principal ?? 1,
      currency: claim.currency.trim().toUpperCase() as RequestInput['claim']['currency'],
      invoiceNumber: claim.invoiceNumber,
      invoiceDate: claim.invoiceDate.trim(),
      dueDate: claim.dueDate.trim(),
      description: claim.description,
      fees: feeGiven ? [{ type: 'reminder', amount: fee ?? 1, date: claim.reminderFeeDate.trim() }] : [],
    },
  };

  const parsed = registerCollectionCaseRequest.safeParse(request);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      issues.push({ field: draftField(issue.path.join('.')), code: issue.message });
  const identity =
    debtor.kind === 'person'
      ? parsePersonalNumber(debtor.identityNumber, today)
      : parseOrganisationNumber(debtor.identityNumber);
  if (!identity.ok && debtor.identityNumber.trim() !== '')
    issues.push({ field: 'debtor.identityNumber', code: 'InvalidIdentityNumber' });

  // One message per field: the first found.
  const unique = issues.filter(
    (issue, index) => issues.findIndex((other) => other.field === issue.field) === index,
  );
  return parsed.success && unique.length === 0
    ? { ok: true, request: parsed.data }
    : { ok: false, issues: unique };
}

/** A server's field (`claim.fees.0.amount`) as the draft's field it came from. */
export const draftFieldOf = (serverField: string | undefined) =>
  serverField === undefined ? undefined : draftField(serverField);

/** A registered name (`Anna Maria Svensson`) as first names and last name: the last word is the last name. */
export function splitRegisteredName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  const lastName = words.length > 1 ? (words.pop() ?? '') : '';
  return { firstName: words.join(' '), lastName };
}
