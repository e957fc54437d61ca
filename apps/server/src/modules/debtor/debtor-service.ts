/** What the portal shows of the signed-in debtor: identity, contact details, totals. */
import type { DebtorEntry, DebtTotal } from '@fordra/contract';
import {
  type Currency,
  debtorDisplayName,
  INACTIVE_STATUSES,
  isActiveStatus,
  maskOrganisationNumber,
  maskPersonalNumber,
} from '@fordra/domain';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { cases, creditors, debtorAddresses, debtors, invoices } from '../../db/schema.ts';
import { notFound } from '../../http/api-error.ts';
import { invoiceRemaining } from '../invoices/invoice-service.ts';
import { balanceOn } from '../ledger/ledger-service.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';

const inactive = [...INACTIVE_STATUSES];

export async function getDebtorEntry(db: Executor, debtorId: string): Promise<DebtorEntry> {
  const [debtor] = await db.select().from(debtors).where(eq(debtors.id, debtorId)).limit(1);
  if (!debtor) throw notFound('The debtor');
  const [address] = await db
    .select()
    .from(debtorAddresses)
    .where(eq(debtorAddresses.debtorId, debtorId))
    .orderBy(sql`${debtorAddresses.isPrimary} desc`)
    .limit(1);
  const [counts] = await db
    .select({
      active: sql<number>`count(*) filter (where ${notInArray(cases.status, inactive)})`.mapWith(Number),
      inactive: sql<number>`count(*) filter (where ${inArray(cases.status, inactive)})`.mapWith(Number),
    })
    .from(cases)
    .where(eq(cases.debtorId, debtorId));
  const isCompany = debtor.kind === 'company';
  return {
    DebtorGuid: debtor.guid,
    IsCompany: isCompany,
    JuridicalType: isCompany ? 'Company' : 'Person',
    Name: debtorDisplayName(debtor),
    FirstName: debtor.firstName,
    LastName: debtor.lastName,
    CompanyName: debtor.companyName,
    MaskedIdentityNumber: isCompany
      ? maskOrganisationNumber(debtor.identityNumber)
      : maskPersonalNumber(debtor.identityNumber),
    Email: debtor.email,
    CellularPhone: debtor.cellularPhone,
    HomePhone: debtor.homePhone,
    WorkPhone: debtor.workPhone,
    Language: debtor.language,
    Address: address
      ? {
          street: address.street,
          postalCode: address.postalCode,
          city: address.city,
          country: address.country,
        }
      : null,
    ActiveCases: counts?.active ?? 0,
    InactiveCases: counts?.inactive ?? 0,
  };
}

// Prepared: the home screen asks for the summary on every visit.
const activeBalancesOf = preparedPerDatabase((db) =>
  db
    .select({
      currency: cases.currency,
      status: cases.status,
      remainingPrincipal: cases.remainingPrincipal,
      remainingInterest: cases.remainingInterest,
      remainingFees: cases.remainingFees,
      interestRateBp: cases.interestRateBp,
      interestMarginBp: cases.interestMarginBp,
      interestAccruedUntil: cases.interestAccruedUntil,
      dueDate: cases.dueDate,
    })
    .from(cases)
    .where(eq(cases.debtorId, sql.placeholder('debtorId')))
    .prepare('debtor_summary_cases'),
);

const openInvoicesOf = preparedPerDatabase((db) =>
  db
    .select({
      currency: invoices.currency,
      status: invoices.status,
      amount: invoices.amount,
      fees: invoices.fees,
      interest: invoices.interest,
      paid: invoices.paid,
      credited: invoices.credited,
    })
    .from(invoices)
    .where(
      and(eq(invoices.debtorId, sql.placeholder('debtorId')), inArray(invoices.status, ['Open', 'Reminded'])),
    )
    .prepare('debtor_summary_invoices'),
);

/**
 * The debtor's total remaining debt per currency on ISO day `today`: active cases (fees include
 * statutory costs) and open invoices.
 */
export async function getDebtorSummary(db: Executor, debtorId: string, today: string) {
  const [rows, openInvoices, rates] = await Promise.all([
    activeBalancesOf(db).execute({ debtorId }),
    openInvoicesOf(db).execute({ debtorId }),
    referenceRatesOf(db),
  ]);
  const byCurrency = new Map<Currency, DebtTotal>();
  const totalIn = (currency: Currency) => {
    const found = byCurrency.get(currency) ?? {
      currency: currency,
      remainingPrincipal: 0,
      remainingInterest: 0,
      remainingFees: 0,
      remainingInvoices: 0,
      total: 0,
      activeCases: 0,
      openInvoices: 0,
    };
    byCurrency.set(currency, found);
    return found;
  };
  for (const invoice of openInvoices) {
    const remaining = invoiceRemaining(invoice);
    if (remaining === 0) continue;
    const total = totalIn(invoice.currency);
    total.remainingInvoices += remaining;
    total.total += remaining;
    total.openInvoices += 1;
  }
  let inactiveCases = 0;
  for (const row of rows) {
    if (!isActiveStatus(row.status)) {
      inactiveCases += 1;
      continue;
    }
    const balance = balanceOn(row, today, rates);
    const total = totalIn(row.currency);
    total.remainingPrincipal += balance.remainingPrincipal;
    total.remainingInterest += balance.remainingInterest;
    total.remainingFees += balance.remainingFees;
    total.total += balance.remainingAmount;
    total.activeCases += 1;
  }
  const totals = [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
  return { totals, activeCases: totals.reduce((n, t) => n + t.activeCases, 0), inactiveCases };
}

/** The settings of the creditors the debtor has cases with. */
export async function getCreditorSettings(db: Executor, debtorId: string) {
  const rows = await db
    .selectDistinct({
      creditorGuid: creditors.guid,
      name: creditors.name,
      phone: creditors.phone,
      bankgiro: creditors.bankgiro,
      swishPayee: creditors.swishPayee,
      planMinMonths: creditors.planMinMonths,
      planMaxMonths: creditors.planMaxMonths,
      planMinMonthlyMinor: creditors.planMinMonthlyMinor,
    })
    .from(creditors)
    .innerJoin(cases, eq(cases.creditorId, creditors.id))
    .where(eq(cases.debtorId, debtorId))
    .orderBy(asc(creditors.name));
  return rows;
}
