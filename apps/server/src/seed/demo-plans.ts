/**
 * Demo instalment plans: quoted with the domain's `quoteInstalmentPlan` on the day they were
 * agreed, their fees charged and their paid instalments registered as payments on the cases.
 */
import {
  addDays,
  feeAmount,
  lateInterestRateOn,
  quoteInstalmentPlan,
  type ReferenceRateTable,
} from '@fordra/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cases, instalments, paymentPlanCases, paymentPlans } from '../db/schema.ts';
import { balanceOn, chargeFee, registerPayment } from '../modules/ledger/ledger-service.ts';
import { caseInterestRate } from '../modules/ledger/reference-rates.ts';
import { PLAN_TERMS_VERSION } from '../modules/plans/plan-terms.ts';
import type { DemoPlan } from './demo-data.ts';

/** Notices go out this many days before an instalment falls due. */
const NOTICE_DAYS_BEFORE_DUE = 20;

export async function seedDemoPlan(
  db: Db,
  input: { debtorId: string; caseIds: string[]; plan: DemoPlan; today: string; rates: ReferenceRateTable },
) {
  const { plan, today, rates } = input;
  const agreedOn = addDays(today, plan.startInDays);
  const rows = await db
    .select()
    .from(cases)
    .where(inArray(cases.id, input.caseIds))
    .orderBy(asc(cases.dueDate));
  const debts = rows.map((row) => ({ row, balance: balanceOn(row, agreedOn, rates) }));
  const quote = quoteInstalmentPlan({
    cases: debts.map(({ row, balance }) => ({
      principal: balance.remainingPrincipal,
      interest: balance.remainingInterest,
      fees: balance.remainingFees,
      annualRateBasisPoints: lateInterestRateOn(caseInterestRate(row, rates), agreedOn),
    })),
    currency: 'SEK',
    months: plan.months,
    firstDueDate: addDays(agreedOn, 30),
  });
  const completed = plan.paidInstalments === plan.months;
  const [first] = rows;
  if (!first) throw new Error('A demo plan needs cases');

  const setupFee = feeAmount('planSetup', 'SEK') ?? 0;
  await chargeFee(db, {
    caseId: first.id,
    type: 'planSetup',
    date: agreedOn,
    amount: setupFee,
    currency: 'SEK',
  });
  const amounts = quote.instalments.map((instalment) => instalment.amount);
  for (const instalment of quote.instalments) {
    const noticeDay = addDays(instalment.dueDate, -NOTICE_DAYS_BEFORE_DUE);
    if (noticeDay > today) break;
    await chargeFee(db, {
      caseId: first.id,
      type: 'instalmentNotice',
      date: noticeDay,
      amount: feeAmount('instalmentNotice', 'SEK') ?? 0,
      currency: 'SEK',
    });
    if (instalment.sequence > plan.paidInstalments) continue;
    const paidOn = addDays(instalment.dueDate, -2);
    const isLast = instalment.sequence === plan.months;
    // Each payment goes to the oldest case with something left; the last one settles exactly what remains.
    for (const { row } of debts) {
      const [current] = await db.select().from(cases).where(eq(cases.id, row.id));
      if (!current || current.status === 'Paid') continue;
      const owed = balanceOn(current, paidOn, rates).remainingAmount;
      const amount = isLast ? owed : Math.min(owed, amounts[instalment.sequence - 1] ?? 0);
      if (isLast) amounts[instalment.sequence - 1] = amount;
      await registerPayment(db, {
        paymentReference: current.ocrReference,
        amount,
        currency: 'SEK',
        paymentDate: paidOn,
        channel: 'bankgiro',
      });
      break;
    }
  }

  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  const [stored] = await db
    .insert(paymentPlans)
    .values({
      debtorId: input.debtorId,
      status: completed ? 'Completed' : 'Active',
      currency: 'SEK',
      principal: quote.principal,
      interest: total - quote.principal - quote.fees,
      fees: quote.fees,
      total,
      months: quote.months,
      monthlyAmount: quote.perMonth,
      effectiveRateBp: Math.round(quote.effectiveRate * 10_000),
      termsVersion: PLAN_TERMS_VERSION,
      termsAcceptedAt: new Date(`${agreedOn}T10:00:00Z`),
      termsFigures: {
        months: quote.months,
        perMonth: quote.perMonth,
        total: quote.total,
        effectiveRateTenths: quote.effectiveRateTenths,
      },
      decidedAt: new Date(`${agreedOn}T10:00:00Z`),
      decidedBy: 'auto-approval',
      createdAt: new Date(`${agreedOn}T10:00:00Z`),
    })
    .returning({ id: paymentPlans.id });
  if (!stored) throw new Error('Plan not stored');
  await db.insert(paymentPlanCases).values(rows.map((row) => ({ planId: stored.id, caseId: row.id })));
  await db.insert(instalments).values(
    quote.instalments.map((instalment, index) => {
      const amount = amounts[index] ?? instalment.amount;
      const paid = instalment.sequence <= plan.paidInstalments;
      const noticed = addDays(instalment.dueDate, -NOTICE_DAYS_BEFORE_DUE) <= today;
      const status = paid ? 'Paid' : instalment.dueDate < today ? 'Past' : noticed ? 'Billed' : 'Future';
      return {
        planId: stored.id,
        sequence: instalment.sequence,
        dueDate: instalment.dueDate,
        amount,
        paid: paid ? amount : 0,
        status,
      };
    }),
  );
  if (!completed) {
    await db
      .update(cases)
      .set({ status: 'PaymentPlan', service: 'Avbetalningsplan' })
      .where(inArray(cases.id, input.caseIds));
  }
}
