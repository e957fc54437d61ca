/**
 * Demo instalment plans: quoted with the domain's `quoteInstalmentPlan` on the day they were
 * agreed, their fees charged on the cases the plan pays first and their paid instalments registered
 * as payments to the plan, which the ledger divides over its cases.
 */
import {
  addDays,
  feeAmount,
  firstInstalmentDueDate,
  lateInterestRateOn,
  planCaseOrder,
  quoteInstalmentPlan,
  type ReferenceRateTable,
} from '@fordra/domain';
import type { Executor } from '../db/executor.ts';
import { casesByDueDate, putUnpaidCasesOnPlan } from '../db/repositories/cases.ts';
import {
  addInstalments,
  addPlan,
  addPlanCases,
  findInstalment,
  instalmentsOfPlanUnordered,
  setPlanTotal,
} from '../db/repositories/plans.ts';
import { balanceOn } from '../modules/ledger/balance-as-of.ts';
import { chargeFee, registerPayment } from '../modules/ledger/ledger-service.ts';
import { caseInterestRate } from '../modules/ledger/reference-rates.ts';
import {
  billLastInstalment,
  instalmentFeeCaseId,
  instalmentReferences,
  planFeeCaseId,
} from '../modules/plans/plan-notice.ts';
import { PLAN_TERMS_VERSION } from '../modules/plans/plan-terms.ts';
import type { DemoPlan } from './demo-data.ts';

/** Notices go out this many days before an instalment falls due. */
const NOTICE_DAYS_BEFORE_DUE = 20;

export async function seedDemoPlan(
  db: Executor,
  input: { debtorId: string; caseIds: string[]; plan: DemoPlan; today: string; rates: ReferenceRateTable },
) {
  const { plan, today, rates } = input;
  const agreedOn = addDays(today, plan.startInDays);
  const rows = await casesByDueDate(db, input.caseIds);
  const debts = rows.map((row) => ({ row, balance: balanceOn(row, agreedOn, rates) }));
  const planCases = debts.map(({ row, balance }) => ({
    principal: balance.remainingPrincipal,
    interest: balance.remainingInterest,
    fees: balance.remainingFees,
    annualRateBasisPoints: lateInterestRateOn(caseInterestRate(row, rates), agreedOn),
  }));
  const quote = quoteInstalmentPlan({
    cases: planCases,
    currency: 'SEK',
    months: plan.months,
    firstDueDate: firstInstalmentDueDate(agreedOn),
    quotedOn: agreedOn,
  });
  const planId = await addPlan(db, {
    debtorId: input.debtorId,
    status: 'Active',
    currency: 'SEK',
    principal: quote.principal,
    interest: quote.interest,
    fees: quote.fees,
    total: quote.total,
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
  });
  if (!planId) throw new Error('Plan not stored');
  const order = planCaseOrder(planCases);
  await addPlanCases(
    db,
    rows.map((row, index) => ({ planId, caseId: row.id, position: order.indexOf(index) })),
  );
  const references = await instalmentReferences(db, quote.instalments.length);
  const stages = await addInstalments(
    db,
    quote.instalments.map((instalment, index) => {
      const noticed = addDays(instalment.dueDate, -NOTICE_DAYS_BEFORE_DUE) <= today;
      return {
        planId,
        sequence: instalment.sequence,
        dueDate: instalment.dueDate,
        amount: instalment.amount,
        split: instalment.split.map((part) => ({ caseId: rows[part.case]?.id ?? '', amount: part.amount })),
        ocrReference: references[index] ?? null,
        status: !noticed
          ? ('Future' as const)
          : instalment.dueDate < today
            ? ('Past' as const)
            : ('Billed' as const),
      };
    }),
  );

  // The plan's fees on the cases the plan pays first, and its paid instalments paid with their notices'
  // references on their due dates, through the ledger as the engine and a bank file would.
  await chargeFee(db, {
    caseId: await planFeeCaseId(db, planId, agreedOn),
    type: 'planSetup',
    date: agreedOn,
    amount: feeAmount('planSetup', 'SEK') ?? 0,
    currency: 'SEK',
  });
  for (const [index, instalment] of quote.instalments.entries()) {
    const noticeDay = addDays(instalment.dueDate, -NOTICE_DAYS_BEFORE_DUE);
    const stage = stages[index];
    if (noticeDay > today || !stage) break;
    await chargeFee(db, {
      caseId: await instalmentFeeCaseId(db, planId, stage.id, noticeDay),
      type: 'instalmentNotice',
      date: noticeDay,
      amount: feeAmount('instalmentNotice', 'SEK') ?? 0,
      currency: 'SEK',
    });
    await billLastInstalment(db, planId, instalment.sequence);
    if (instalment.sequence > plan.paidInstalments) continue;
    const billed = await findInstalment(db, stage.id);
    await registerPayment(db, {
      paymentReference: stage.ocrReference ?? '',
      amount: billed?.amount ?? instalment.amount,
      currency: 'SEK',
      paymentDate: instalment.dueDate,
      channel: 'bankgiro',
    });
  }
  const billed = await instalmentsOfPlanUnordered(db, planId);
  const total = billed.reduce((sum, row) => sum + row.amount, 0);
  await setPlanTotal(db, planId, { total, interest: total - quote.principal - quote.fees });
  await putUnpaidCasesOnPlan(db, input.caseIds);
}
