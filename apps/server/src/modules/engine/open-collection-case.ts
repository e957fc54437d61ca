/**
 * A claim entering collection, the one way both doors write it: a client's registration through the
 * gateway and an invoice of the ledger handed over. The figures are the domain's `openCollectionCase`;
 * this stores the case (status Collection, service Inkasso), its fee lines, its collection demand and
 * the step the process goes on from. While a half-year of its interest has no reference rate, the
 * demand (which states interest), its fee and its step wait: the process takes them once it has.
 */
import {
  type ClaimHandedOver,
  chargedOnOpening,
  type FeeConditions,
  type ForeignFeeConfig,
  makeOcrReference,
  openCollectionCase,
  statutoryLateInterest,
} from '@fordra/domain';
import type { Config } from '../../config-types.ts';
import type { Transaction } from '../../db/executor.ts';
import { drawCaseNumber, insertCase, insertCaseFee } from '../../db/repositories/cases.ts';
import { recordWebhookEvent } from '../../db/repositories/webhooks.ts';
import { recomputeCase } from '../ledger/ledger-service.ts';
import { loadReferenceRates } from '../ledger/reference-rates.ts';
import { issueCaseLetter } from '../letters/case-letters.ts';
import { caseRegistered, letterIssued } from '../webhooks/webhook-events.ts';
import { recordTakenStep } from './record-step.ts';

/** Who and what the case is about, as stored on it besides the figures. */
export type CollectionCaseParties = {
  debtorId: string;
  creditorId: string;
  clientId: string;
  clientReference?: string | null;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  description: string;
  bankgiro: string;
};

/**
 * Writes a new collection case for `claim`, received on ISO day `day`, in the caller's transaction:
 * the case numbered, its fees and balance, its collection demand dated on the first bank day on or
 * after `day`; answers the case's id and number and the demand's document (null while it waits for a
 * reference rate). The demand's PDF is rendered after commit: the caller hands `documentId` to
 * `renderLetters` or a render job (letters/letter-rendering.ts) once its transaction has committed.
 */
export async function writeCollectionCase(
  tx: Transaction,
  provider: Config['provider'],
  input: {
    day: string;
    parties: CollectionCaseParties;
    claim: ClaimHandedOver;
    conditions: FeeConditions;
    foreignFees: ForeignFeeConfig;
  },
): Promise<{ caseId: string; caseNumber: string; documentId: string | null }> {
  const { day, parties, claim } = input;
  const opening = openCollectionCase(input);
  // One row (the client's) to select the next number with.
  const caseNumber = await drawCaseNumber(tx, parties.clientId);
  if (caseNumber === null) throw new Error('No case number was drawn');
  const rates = await loadReferenceRates(tx);
  const rate = statutoryLateInterest(rates, day);
  const { demandNow, fees } = chargedOnOpening(
    opening,
    { dueDate: parties.dueDate, interestMarginBp: rate.marginBp },
    rates,
  );
  const caseId = await insertCase(tx, {
    ...parties,
    caseNumber,
    status: opening.status,
    service: opening.service,
    registrationDate: day,
    currency: claim.currency,
    originalPrincipal: opening.principal,
    interestRateBp: rate.rateBp,
    interestMarginBp: rate.marginBp,
    remainingPrincipal: opening.principal,
    ocrReference: makeOcrReference(caseNumber),
  });
  if (!caseId) throw new Error('The case was not stored');
  for (const fee of fees) await insertCaseFee(tx, { caseId, currency: claim.currency, ...fee });
  await recomputeCase(tx, caseId);
  await recordWebhookEvent(tx, caseRegistered(caseId, day, claim.currency, opening.principal));
  if (!demandNow) return { caseId, caseNumber, documentId: null };
  const { documentId } = await issueCaseLetter(tx, provider, {
    caseId,
    kind: 'collectionDemand',
    issuedOn: opening.demandOn,
    dueDate: opening.demandDueDate,
    rendering: 'afterCommit',
  });
  await recordWebhookEvent(tx, letterIssued(caseId, 'collectionDemand', opening.demandOn));
  // The case's own demand, so its deadline and the steps after it count from the demand's day.
  await recordTakenStep(tx, {
    subjectKind: 'case',
    subjectId: caseId,
    caseId,
    action: 'collectionDemand',
    day: opening.demandOn,
    documentId,
  });
  return { caseId, caseNumber, documentId };
}
