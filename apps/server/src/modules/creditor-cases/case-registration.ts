/**
 * `registercollectioncase`: a client hands over an unpaid claim. The case enters collection at once
 * (status Collection, service Inkasso) with its collection fee (or a business debtor's 4 a §
 * compensation) and its collection demand letter, as an invoice handed over does
 * (`writeCollectionCase`); while a half-year of its interest has no reference rate, the process sends
 * the demand and its fee once it has. The same client reference, or the same `Idempotency-Key`, answers
 * the first result.
 */
import { createHash } from 'node:crypto';
import {
  type CaseStatus,
  type Currency,
  type FeeConditions,
  type ForeignFeeConfig,
  handedOverFeeProblem,
  normalizeEmail,
  normalizePhoneNumber,
  parseOrganisationNumber,
  parsePersonalNumber,
} from '@fordra/domain';
import type { CreditorCaller } from '../../auth/session-plugin.ts';
import type { Config } from '../../config-types.ts';
import type { Executor } from '../../db/executor.ts';
import { isUniqueViolation } from '../../db/expressions.ts';
import { insertAuditEntry } from '../../db/repositories/audit-log.ts';
import {
  caseIdByClientReference,
  caseRegistrationByKey,
  insertCaseRegistration,
  registeredCase,
} from '../../db/repositories/cases.ts';
import { creditorsOfClientWithForeignFees, feeConditionsOfClient } from '../../db/repositories/clients.ts';
import {
  debtorIdByIdentityNumber,
  insertDebtorAddress,
  insertDebtorUnlessKnown,
} from '../../db/repositories/debtors.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import { writeCollectionCase } from '../engine/open-collection-case.ts';
import { renderLetters } from '../letters/letter-rendering.ts';
import { recordNewLetterNotifications } from '../notifications/event-notifications.ts';
import { canonical } from '../objections/idempotency.ts';

export type CaseRegistration = {
  clientReference: string;
  creditorGuid?: string | undefined;
  debtor: {
    kind: 'person' | 'company';
    identityNumber: string;
    firstName?: string | undefined;
    lastName?: string | undefined;
    companyName?: string | undefined;
    address: { careOf?: string | undefined; street: string; postalCode: string; city: string; country: 'SE' };
    email?: string | undefined;
    cellularPhone?: string | undefined;
  };
  claim: {
    principal: number;
    currency: Currency;
    invoiceNumber: string;
    invoiceDate: string;
    dueDate: string;
    description: string;
    fees: { type: 'reminder'; amount: number; date: string }[];
  };
};

type Registered = {
  caseGuid: string;
  caseNumber: string;
  ocrReference: string;
  bankgiro: string;
  status: CaseStatus;
  created: boolean;
};

const fieldError = (code: ConstructorParameters<typeof ApiError>[1], field: string, message: string) =>
  new ApiError(400, code, message, { field });

/** The checks a schema cannot make: check digits, names per kind, dates against each other and today. */
function checkRegistration(
  input: CaseRegistration,
  today: string,
  conditions: FeeConditions,
  foreignFees: ForeignFeeConfig,
) {
  const { debtor, claim } = input;
  const identity =
    debtor.kind === 'person'
      ? parsePersonalNumber(debtor.identityNumber, today)
      : parseOrganisationNumber(debtor.identityNumber);
  if (!identity.ok)
    throw fieldError('InvalidIdentityNumber', 'debtor.identityNumber', 'The identity number is not valid.');
  if (debtor.kind === 'person' && !debtor.firstName)
    throw fieldError('FieldRequired', 'debtor.firstName', 'A person’s first name is required.');
  if (debtor.kind === 'person' && !debtor.lastName)
    throw fieldError('FieldRequired', 'debtor.lastName', 'A person’s last name is required.');
  if (debtor.kind === 'company' && !debtor.companyName)
    throw fieldError('FieldRequired', 'debtor.companyName', 'A company’s name is required.');
  const email = debtor.email ? normalizeEmail(debtor.email) : null;
  if (email && !email.ok)
    throw fieldError('InvalidEmail', 'debtor.email', 'The e-mail address is not valid.');
  const phone = debtor.cellularPhone ? normalizePhoneNumber(debtor.cellularPhone) : null;
  if (phone && !phone.ok)
    throw fieldError('InvalidPhone', 'debtor.cellularPhone', 'The phone number is not valid.');
  if (claim.invoiceDate > today)
    throw fieldError('DatesOutOfOrder', 'claim.invoiceDate', 'The invoice date is in the future.');
  if (claim.dueDate < claim.invoiceDate)
    throw fieldError('DatesOutOfOrder', 'claim.dueDate', 'The due date comes before the invoice date.');
  if (claim.dueDate >= today)
    throw fieldError(
      'DatesOutOfOrder',
      'claim.dueDate',
      'A claim can be handed over once its due date has passed.',
    );
  for (const [index, fee] of claim.fees.entries()) {
    const field = `claim.fees.${index}`;
    const problem = handedOverFeeProblem(fee, claim, conditions, foreignFees, today);
    if (problem === 'NoBasis')
      throw fieldError(
        'InvalidFilter',
        `${field}.type`,
        conditions.reminderFeeAgreed
          ? 'A business debtor owes the late-payment compensation instead of a reminder fee.'
          : 'No reminder fee was agreed with the client’s debtors.',
      );
    if (problem === 'AboveStatutoryAmount')
      throw fieldError('InvalidAmount', `${field}.amount`, 'The fee is above the amount the law allows.');
    if (problem === 'NotAfterDueDate')
      throw fieldError('DatesOutOfOrder', `${field}.date`, 'A reminder fee is charged after the due date.');
  }
  return { identityNumber: identity.value, email: email?.value ?? null, phone: phone?.value ?? null };
}

/** The request's fingerprint: a reused `Idempotency-Key` with another body is refused. */
function fingerprint(input: CaseRegistration): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(input)))
    .digest('hex');
}

async function answerOf(db: Executor, caseId: string): Promise<Registered> {
  const row = await registeredCase(db, caseId);
  if (!row) throw notFound('The case');
  return { ...row, created: false };
}

/** An earlier registration this request repeats: by its key (same body only) or by its client reference. */
async function earlierRegistration(
  db: Executor,
  clientId: string,
  input: CaseRegistration,
  idempotencyKey: string | undefined,
  requestHash: string,
): Promise<Registered | null> {
  if (idempotencyKey) {
    const byKey = await caseRegistrationByKey(db, clientId, idempotencyKey);
    if (byKey) {
      if (byKey.requestHash !== requestHash)
        throw new ApiError(
          422,
          'IdempotencyKeyReused',
          'This Idempotency-Key was used for a different request.',
          { field: 'Idempotency-Key' },
        );
      return answerOf(db, byKey.caseId);
    }
  }
  const byReference = await caseIdByClientReference(db, clientId, input.clientReference);
  return byReference ? answerOf(db, byReference) : null;
}

export async function registerCollectionCase(
  db: Executor,
  config: Pick<Config, 'provider' | 'publicUrl'>,
  caller: CreditorCaller,
  input: CaseRegistration,
  options: { idempotencyKey: string | undefined; today: string },
): Promise<Registered> {
  const { today, idempotencyKey } = options;
  const requestHash = fingerprint(input);
  const earlier = await earlierRegistration(db, caller.clientId, input, idempotencyKey, requestHash);
  if (earlier) return earlier;

  const client = await feeConditionsOfClient(db, caller.clientId);
  if (!client) throw notFound('The client');
  const conditions: FeeConditions = { ...client, debtorKind: input.debtor.kind };
  const ownCreditors = await creditorsOfClientWithForeignFees(db, caller.clientId);
  const creditor = input.creditorGuid
    ? ownCreditors.find((candidate) => candidate.guid === input.creditorGuid)
    : ownCreditors.length === 1
      ? ownCreditors[0]
      : undefined;
  if (!creditor && input.creditorGuid) throw notFound('The creditor');
  if (!creditor)
    throw fieldError('FieldRequired', 'creditorGuid', 'Name the creditor: the client collects for several.');
  const checked = checkRegistration(input, today, conditions, creditor.foreignFees);

  try {
    const { caseId, demand } = await db.transaction(async (tx) => {
      const debtorId = await findOrAddDebtor(tx, input, checked);
      const { claim } = input;
      const {
        caseId: id,
        caseNumber,
        documentId,
      } = await writeCollectionCase(tx, config.provider, {
        day: today,
        parties: {
          debtorId,
          creditorId: creditor.id,
          clientId: caller.clientId,
          clientReference: input.clientReference,
          invoiceNumber: claim.invoiceNumber,
          invoiceDate: claim.invoiceDate,
          dueDate: claim.dueDate,
          description: claim.description,
          // The provider's bankgiro, to which debtors pay every case with its OCR reference.
          bankgiro: config.provider.bankgiros[0],
        },
        claim: {
          currency: claim.currency,
          amount: claim.principal,
          fees: claim.fees,
          interest: 0,
          paid: 0,
          credited: 0,
        },
        conditions,
        foreignFees: creditor.foreignFees,
      });
      if (documentId) await recordNewLetterNotifications(tx, [documentId], { portalUrl: config.publicUrl });
      await insertCaseRegistration(tx, {
        clientId: caller.clientId,
        idempotencyKey: idempotencyKey ?? null,
        requestHash,
        caseId: id,
      });
      await insertAuditEntry(tx, {
        accountId: caller.accountId,
        apiKeyId: caller.apiKeyId,
        debtorId,
        action: 'case.registered',
        entity: 'case',
        entityId: caseNumber,
        details: { clientReference: input.clientReference },
      });
      return { caseId: id, demand: documentId };
    });
    // The demand's PDF, typeset now that the case is committed.
    if (demand) await renderLetters(db, [demand]);
    return { ...(await answerOf(db, caseId)), created: true };
  } catch (error) {
    // A registration of the same reference or key committed first: answer it, as a repeat would be.
    if (!isUniqueViolation(error)) throw error;
    const repeated = await earlierRegistration(db, caller.clientId, input, idempotencyKey, requestHash);
    if (repeated) return repeated;
    throw error;
  }
}

/**
 * The debtor with this identity number, or a new one. A known debtor keeps the details on file (the
 * debtor's own changes come first); a new one gets those the client sent.
 */
async function findOrAddDebtor(
  db: Executor,
  input: CaseRegistration,
  checked: { identityNumber: string; email: string | null; phone: string | null },
): Promise<string> {
  const { debtor } = input;
  const known = await debtorIdByIdentityNumber(db, checked.identityNumber);
  if (known) return known;
  const id = await insertDebtorUnlessKnown(db, {
    kind: debtor.kind,
    firstName: debtor.kind === 'person' ? (debtor.firstName ?? null) : null,
    lastName: debtor.kind === 'person' ? (debtor.lastName ?? null) : null,
    companyName: debtor.kind === 'company' ? (debtor.companyName ?? null) : null,
    identityNumber: checked.identityNumber,
    email: checked.email,
    cellularPhone: checked.phone,
  });
  if (!id) {
    // Added by a concurrent registration a moment ago.
    const added = await debtorIdByIdentityNumber(db, checked.identityNumber);
    if (!added) throw new Error('The debtor was not stored');
    return added;
  }
  const { careOf, street, postalCode, city, country } = debtor.address;
  const compactCode = postalCode.replace(/\s/g, '');
  await insertDebtorAddress(db, {
    debtorId: id,
    careOf: careOf || null,
    street,
    postalCode: `${compactCode.slice(0, 3)} ${compactCode.slice(3)}`,
    city,
    country,
  });
  return id;
}
