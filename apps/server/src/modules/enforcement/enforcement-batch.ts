/**
 * The day's applications to Kronofogden for an order to pay, as one file
 * (docs/decisions/005-enforcement-application-file.md). The collection process records each
 * application as a step of its case (`enforcementApplication`, taken on the business day); this files
 * the day's steps whose cases are still `Legal` into one XML document, kept in `documents` (kind
 * `enforcementBatch`) for staff to download and send. Each case filed gets a step of its own
 * (`enforcementFiled`, pointing at the document), so a case is filed once however often this runs.
 */
import {
  type EnforcementApplication,
  type EnforcementCost,
  isApplicationCost,
  isValidIsoDate,
  writeEnforcementApplications,
} from '@fordra/domain';
import type { Config } from '../../config-types.ts';
import type { Executor, Transaction } from '../../db/executor.ts';
import { insertAuditEntry } from '../../db/repositories/audit-log.ts';
import { unpaidFeeLinesOfCases } from '../../db/repositories/cases.ts';
import { addressesServedFirst } from '../../db/repositories/debtors.ts';
import {
  casesForApplications,
  filingsOfDay,
  lockApplicationsOfDay,
} from '../../db/repositories/enforcement.ts';
import { storeDocument } from '../../db/repositories/letters.ts';
import { setKronofogdenNoticesFiled } from '../../db/repositories/objections.ts';
import { insertStepRows, insertSteps } from '../../db/repositories/process-steps.ts';
import { recordWebhookEvents } from '../../db/repositories/webhooks.ts';
import { withdrawalsDue } from './enforcement-withdrawals.ts';

/** The document kind of a day's file. */
export const ENFORCEMENT_BATCH_KIND = 'enforcementBatch';

async function applicationsOf(tx: Transaction, caseIds: string[]): Promise<EnforcementApplication[]> {
  const rows = await casesForApplications(tx, caseIds);
  const addresses = await addressesServedFirst(
    tx,
    rows.map((row) => row.case.debtorId),
  );
  const fees = await unpaidFeeLinesOfCases(tx, caseIds);
  // The first address of each debtor in the order above, and each case's fees in date order.
  const addressOf = new Map<string, (typeof addresses)[number]>();
  for (const address of addresses)
    if (!addressOf.has(address.debtorId)) addressOf.set(address.debtorId, address);
  const feesOf = new Map<string, typeof fees>();
  for (const fee of fees) feesOf.set(fee.caseId, [...(feesOf.get(fee.caseId) ?? []), fee]);
  return rows.map((row): EnforcementApplication => {
    const stored = row.case;
    const address = addressOf.get(stored.debtorId);
    const costs = (feesOf.get(stored.id) ?? [])
      .filter((fee) => isApplicationCost(fee.type))
      .map((fee) => ({ type: fee.type, date: fee.date, amount: fee.amount - fee.paid }) as EnforcementCost);
    return {
      reference: stored.caseNumber,
      creditor: { name: row.creditorName, orgNumber: row.creditorOrgNumber },
      debtor: {
        kind: row.debtorKind,
        name: row.debtorName,
        identityNumber: row.identityNumber,
        address: address
          ? {
              careOf: address.careOf,
              street: address.street,
              postalCode: address.postalCode,
              city: address.city,
              country: address.country,
            }
          : null,
      },
      currency: stored.currency,
      principal: stored.remainingPrincipal,
      dueDate: stored.dueDate,
      accruedInterest: stored.interestAccruedUntil
        ? { amount: stored.remainingInterest, until: stored.interestAccruedUntil }
        : null,
      interestRate:
        stored.interestMarginBp === null
          ? { kind: 'fixed', rateBp: stored.interestRateBp }
          : { kind: 'reference', marginBp: stored.interestMarginBp },
      costs,
      basis: {
        invoiceNumber: stored.invoiceNumber,
        invoiceDate: stored.invoiceDate,
        description: stored.description,
      },
    };
  });
}

/**
 * Files the applications of business day `businessDate` (ISO), and the withdrawals due of applications
 * filed earlier (`withdrawalsDue`), into one document: the new file's id and how many applications and
 * withdrawals it holds; when every one is already filed, the day's latest file; null when the day has
 * none. Run at once by several callers, one files and the others answer its file.
 */
export async function produceEnforcementBatch(
  db: Executor,
  config: Pick<Config, 'provider'>,
  businessDate: string,
): Promise<{ documentId: string; applications: number; withdrawals: number } | null> {
  if (!isValidIsoDate(businessDate)) throw new RangeError(`Not a business day: "${businessDate}"`);
  return db.transaction(async (tx) => {
    // Locking the day's steps makes a second caller wait here and then see what the first filed.
    const steps = await lockApplicationsOfDay(tx, businessDate);
    const withdrawals = await withdrawalsDue(tx);
    const filed = await filingsOfDay(tx, businessDate);
    const filedCases = new Set(
      filed.filter((row) => row.action === 'enforcementFiled').map((row) => row.caseId),
    );
    const toFile = steps
      .filter((step) => step.status === 'Legal' && step.caseId !== null && !filedCases.has(step.caseId))
      .map((step) => step.caseId as string);
    if (toFile.length === 0 && withdrawals.length === 0) {
      const latest = filed.reduce<(typeof filed)[number] | null>(
        (last, row) => (last === null || row.at > last.at ? row : last),
        null,
      );
      if (!latest?.documentId) return null;
      return {
        documentId: latest.documentId,
        applications: filed.filter(
          (row) => row.documentId === latest.documentId && row.action === 'enforcementFiled',
        ).length,
        withdrawals: filed.filter(
          (row) => row.documentId === latest.documentId && row.action === 'enforcementWithdrawal',
        ).length,
      };
    }

    const sequence = new Set(filed.map((row) => row.documentId)).size + 1;
    const applications = await applicationsOf(tx, toFile);
    const xml = writeEnforcementApplications(
      applications,
      {
        businessDate,
        sequence,
        agent: {
          name: config.provider.name,
          orgNumber: config.provider.orgNumber,
          address: {
            street: config.provider.street,
            postalCode: config.provider.postalCode,
            city: config.provider.city,
            country: 'SE',
          },
          phone: config.provider.supportPhone,
        },
      },
      withdrawals,
    );
    const content = Buffer.from(xml, 'utf8');
    const suffix = sequence === 1 ? '' : `-${sequence}`;
    const document = await storeDocument(tx, {
      kind: ENFORCEMENT_BATCH_KIND,
      title: `Ansökningar om betalningsföreläggande ${businessDate}${sequence === 1 ? '' : ` (${sequence})`}`,
      fileName: `betalningsforelaggande-${businessDate}${suffix}.xml`,
      contentType: 'application/xml',
      language: 'sv',
      sizeBytes: content.byteLength,
      content,
    });
    if (!document) throw new Error('The file was not stored');
    const step = (caseId: string) => ({
      subjectKind: 'case' as const,
      subjectId: caseId,
      caseId,
      dueOn: businessDate,
      takenOn: businessDate,
      documentId: document.id,
    });
    // A day's backlog may file tens of thousands of cases: in statements of one array per column.
    await insertStepRows(
      tx,
      toFile.map((caseId) => ({ ...step(caseId), action: 'enforcementFiled' })),
    );
    if (withdrawals.length > 0)
      await insertSteps(
        tx,
        withdrawals.map((withdrawal) => ({
          ...step(withdrawal.caseId),
          action: 'enforcementWithdrawal',
          details: { reason: withdrawal.reason, filedOn: withdrawal.filedOn },
        })),
      );
    await recordWebhookEvents(tx, [
      ...toFile.map((caseId) => ({
        type: 'enforcement.application_filed' as const,
        caseId,
        data: { filedOn: businessDate },
      })),
      ...withdrawals.map(({ caseId }) => ({
        type: 'enforcement.application_withdrawn' as const,
        caseId,
        data: { withdrawnOn: businessDate },
      })),
    ]);
    // A withdrawn application tells Kronofogden of the objections its case had waiting for it.
    await setKronofogdenNoticesFiled(
      tx,
      withdrawals.map((withdrawal) => withdrawal.caseId),
      businessDate,
    );
    await insertAuditEntry(tx, {
      action: 'enforcement.filed',
      entity: 'document',
      entityId: document.guid,
      details: { businessDate, sequence, applications: toFile.length, withdrawals: withdrawals.length },
    });
    return { documentId: document.id, applications: toFile.length, withdrawals: withdrawals.length };
  });
}
