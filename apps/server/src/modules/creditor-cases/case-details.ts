import type { Executor } from '../../db/executor.ts';
import { clientCaseWithParties, feesOfCaseByDate } from '../../db/repositories/cases.ts';
import { postalAddressOf } from '../../db/repositories/debtors.ts';
import { documentsOfCase } from '../../db/repositories/letters.ts';
import { paymentsOfCaseNewestFirst } from '../../db/repositories/payments.ts';
import { planDecisionsOfCase } from '../../db/repositories/plans.ts';
import { notFound } from '../../http/api-error.ts';
import { caseDetailsForClient } from '../../presenters/case-for-client.ts';
import { presentCase } from '../../presenters/case-for-debtor.ts';
import { letterDeliveriesOfCase } from '../delivery/letter-deliveries.ts';
import { balancesAsOf, checkBalanceDay } from '../ledger/balance-as-of.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';
import { withLettersRendered } from '../letters/pending-letters.ts';

export async function getCreditorCaseDetails(
  db: Executor,
  clientId: string,
  caseGuid: string,
  today: string,
  asOf: string = today,
) {
  if (asOf !== today) checkBalanceDay(asOf, today);
  const row = await clientCaseWithParties(db, clientId, caseGuid);
  if (!row) throw notFound('The case');
  const caseId = row.case.id;
  if (asOf !== today) checkBalanceDay(asOf, today, row.case.registrationDate);

  const [fees, paid, docs, plans, address, rates, deliveries] = await Promise.all([
    feesOfCaseByDate(db, caseId),
    paymentsOfCaseNewestFirst(db, caseId),
    documentsOfCase(db, caseId).then((rows) => withLettersRendered(db, rows)),
    planDecisionsOfCase(db, caseId),
    postalAddressOf(db, row.debtor.id),
    referenceRatesOf(db),
    letterDeliveriesOfCase(db, caseId),
  ]);

  const feeLines = fees.map((fee) => ({
    type: fee.type,
    date: fee.date,
    amount: fee.amount,
    paid: fee.paid,
  }));
  return caseDetailsForClient(
    { ...row, caseGuid, fees, payments: paid, documents: docs, deliveries, plans, address },
    presentCase(
      { ...row, fees: feeLines, planGuid: null },
      today,
      rates,
      asOf === today ? undefined : (await balancesAsOf(db, [row.case], asOf, today, rates)).get(caseId),
    ),
  );
}
