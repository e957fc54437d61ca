/**
 * Where a payment goes: the case it names, or what its references are the OCR reference of — a case,
 * an instalment of a plan (the payment is the plan's, divided over its cases by the ledger), or an
 * invoice of the invoice ledger (an invoice handed over to collection sends it to its case) —
 * tried in order, the first in the payment's currency deciding; otherwise nowhere (unmatched). Found for
 * many payments at once, in a query per kind of target.
 */
import { isValidOcrReference } from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { casesByOcrReferences, casesForPayments } from '../../db/repositories/cases.ts';
import { invoicesByOcrReferences } from '../../db/repositories/invoices.ts';
import { plansByInstalmentReferences } from '../../db/repositories/plans.ts';

export type PaymentToMatch = {
  currency: string;
  /** The case the payment is for, when the one who registers it knows. */
  caseId?: string | undefined;
  /** References to match by, most trusted first; spaces are ignored, invalid OCR references skipped. */
  references: readonly string[];
};

/**
 * A payment's case, or its plan (to be divided over the plan's cases), or its invoice (each with its
 * debtor), or none when it matched nothing.
 */
export type PaymentTarget = {
  caseId: string | null;
  planId: string | null;
  invoiceId: string | null;
  debtorId: string | null;
};

const UNMATCHED: PaymentTarget = { caseId: null, planId: null, invoiceId: null, debtorId: null };

type Found = { id: string; debtorId: string; currency: string };

/** The target of each of `list`, in its order. */
export async function findPaymentTargets(
  tx: Executor,
  list: readonly PaymentToMatch[],
): Promise<PaymentTarget[]> {
  const references = list.map((payment) =>
    payment.references.map((reference) => reference.replace(/\s/g, '')).filter(isValidOcrReference),
  );
  const named = [...new Set(list.flatMap((payment) => (payment.caseId ? [payment.caseId] : [])))];
  const wanted = [...new Set(references.flat())];
  const namedCases = new Map<string, Found>();
  if (named.length > 0) {
    for (const row of await casesForPayments(tx, named)) namedCases.set(row.id, row);
  }
  const casesByReference = new Map<string, Found>();
  const plansByReference = new Map<string, Found>();
  const invoicesByReference = new Map<string, Found & { handedOverTo: Found | null }>();
  if (wanted.length > 0) {
    const found = await casesByOcrReferences(tx, wanted);
    for (const { reference, ...row } of found) casesByReference.set(reference, row);
    const foundPlans = await plansByInstalmentReferences(tx, wanted);
    for (const { reference, ...row } of foundPlans) if (reference) plansByReference.set(reference, row);
    const foundInvoices = await invoicesByOcrReferences(tx, wanted);
    for (const { reference, caseId, caseDebtorId, caseCurrency, ...row } of foundInvoices) {
      const handedOverTo =
        caseId && caseDebtorId && caseCurrency
          ? { id: caseId, debtorId: caseDebtorId, currency: caseCurrency }
          : null;
      invoicesByReference.set(reference, { ...row, handedOverTo });
    }
  }

  const onCase = (found: Found): PaymentTarget => ({
    caseId: found.id,
    planId: null,
    invoiceId: null,
    debtorId: found.debtorId,
  });
  return list.map((payment, index) => {
    if (payment.caseId) {
      const named = namedCases.get(payment.caseId);
      return named?.currency === payment.currency ? onCase(named) : UNMATCHED;
    }
    for (const reference of references[index] ?? []) {
      const found = casesByReference.get(reference);
      if (found?.currency === payment.currency) return onCase(found);
      const plan = plansByReference.get(reference);
      if (plan?.currency === payment.currency)
        return { caseId: null, planId: plan.id, invoiceId: null, debtorId: plan.debtorId };
      const invoice = invoicesByReference.get(reference);
      if (invoice?.handedOverTo) {
        if (invoice.handedOverTo.currency === payment.currency) return onCase(invoice.handedOverTo);
      } else if (invoice?.currency === payment.currency) {
        return { caseId: null, planId: null, invoiceId: invoice.id, debtorId: invoice.debtorId };
      }
    }
    return UNMATCHED;
  });
}
