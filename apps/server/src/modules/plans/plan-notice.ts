/** The notice of one instalment of a plan, paid with the OCR reference of the plan's first case. */
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { instalments, paymentPlans } from '../../db/schema.ts';
import { issueInstalmentNoticeLetter } from '../documents/case-letters.ts';

/**
 * Issues the notice of instalment `sequence`. Its parts follow the plan's even spread (domain.md):
 * the plan's interest and fees divided by the months, rounded to the öre, and the rest principal.
 */
export async function issueInstalmentNotice(
  db: Db,
  provider: Config['provider'],
  input: { planId: string; caseId: string; sequence: number; issuedOn: string },
) {
  const [plan] = await db.select().from(paymentPlans).where(eq(paymentPlans.id, input.planId));
  const [instalment] = await db
    .select()
    .from(instalments)
    .where(and(eq(instalments.planId, input.planId), eq(instalments.sequence, input.sequence)));
  if (!plan || !instalment) throw new Error(`No instalment ${input.sequence} in plan ${input.planId}`);
  const fees = Math.min(instalment.amount, Math.round(plan.fees / plan.months));
  const interest = Math.min(instalment.amount - fees, Math.round(plan.interest / plan.months));
  return issueInstalmentNoticeLetter(db, provider, {
    caseId: input.caseId,
    issuedOn: input.issuedOn,
    dueDate: instalment.dueDate,
    amounts: { principal: instalment.amount - fees - interest, interest, fees, total: instalment.amount },
    instalment: { sequence: input.sequence, of: plan.months },
  });
}
