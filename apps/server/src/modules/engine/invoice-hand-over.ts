/**
 * An unpaid invoice handed over to collection: a case for what is left of it, the reminder fee it
 * carried, the collection demand's fee and letter, and the invoice pointing at its case.
 */
import { type Currency, makeOcrReference, statutoryLateInterest } from '@fordra/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  caseFees,
  caseNumberSequence,
  cases,
  clients,
  invoices,
  invoiceTransactions,
} from '../../db/schema.ts';
import { issueCaseLetter } from '../documents/case-letters.ts';
import { recomputeCase } from '../ledger/ledger-service.ts';
import { loadReferenceRates } from '../ledger/reference-rates.ts';
import { recordTakenStep } from './record-step.ts';
import { feeOf, type StepContext, type Tx } from './step-transaction.ts';

export async function handOverInvoice(
  tx: Tx,
  context: StepContext,
  invoice: typeof invoices.$inferSelect,
): Promise<{ caseId: string; caseNumber: string; documentId: string }> {
  const { day } = context;
  const currency = invoice.currency as Currency;
  const principal = invoice.amount - invoice.paid - invoice.credited;
  const [numbered] = await tx
    .select({ n: sql<string>`${sql.raw(`nextval('${caseNumberSequence.seqName}')::text`)}` })
    .from(clients)
    .where(eq(clients.id, invoice.clientId));
  if (!numbered) throw new Error('No case number was drawn');
  const interest = statutoryLateInterest(await loadReferenceRates(tx), day);
  const [row] = await tx
    .insert(cases)
    .values({
      caseNumber: numbered.n,
      debtorId: invoice.debtorId,
      creditorId: invoice.creditorId,
      clientId: invoice.clientId,
      status: 'Collection',
      service: 'Inkasso',
      invoiceNumber: invoice.invoiceNumber,
      invoiceDate: invoice.invoiceDate,
      dueDate: invoice.dueDate,
      registrationDate: day,
      description: invoice.description,
      currency,
      originalPrincipal: principal,
      interestRateBp: interest.rateBp,
      interestMarginBp: interest.marginBp,
      remainingPrincipal: principal,
      ocrReference: makeOcrReference(numbered.n),
      bankgiro: invoice.bankgiro,
    })
    .returning({ id: cases.id });
  if (!row) throw new Error('The case was not stored');
  if (invoice.fees > 0) {
    const [reminded] = await tx
      .select({ date: invoiceTransactions.date })
      .from(invoiceTransactions)
      .where(and(eq(invoiceTransactions.invoiceId, invoice.id), eq(invoiceTransactions.type, 'Reminder')))
      .orderBy(desc(invoiceTransactions.date))
      .limit(1);
    await tx.insert(caseFees).values({
      caseId: row.id,
      type: 'reminder',
      date: reminded?.date ?? day,
      currency,
      amount: invoice.fees,
    });
  }
  const demandFee = feeOf(context, 'collectionDemand', currency, invoice.creditorId);
  if (demandFee > 0)
    await tx
      .insert(caseFees)
      .values({ caseId: row.id, type: 'collectionDemand', date: day, currency, amount: demandFee });
  await recomputeCase(tx, row.id);
  await tx
    .update(invoices)
    .set({ status: 'HandedOver', caseId: row.id, updatedAt: new Date() })
    .where(eq(invoices.id, invoice.id));
  await tx
    .insert(invoiceTransactions)
    .values({ invoiceId: invoice.id, type: 'HandedToCollection', date: day, amount: principal });
  const { documentId } = await issueCaseLetter(tx as unknown as Db, context.provider, {
    caseId: row.id,
    kind: 'collectionDemand',
    issuedOn: day,
  });
  // The case's own demand, so its deadline and the steps after it count from today.
  await recordTakenStep(tx, {
    subjectKind: 'case',
    subjectId: row.id,
    caseId: row.id,
    action: 'collectionDemand',
    day,
    documentId,
  });
  return { caseId: row.id, caseNumber: numbered.n, documentId };
}
