/** The cases aggregate: cases, their fees, counts and process steps. */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { caseFees, caseRegistrations, cases, creditors, debtors } from '../schema.ts';

/** A client's case by its guid, with its creditor and its debtor; none when it is another client's. */
export async function clientCaseWithParties(db: Executor, clientId: string, caseGuid: string) {
  const [row] = await db
    .select({
      case: cases,
      clientNumber: creditors.clientNumber,
      creditorName: creditors.name,
      creditorGuid: creditors.guid,
      debtor: debtors,
    })
    .from(cases)
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .where(and(eq(cases.clientId, clientId), eq(cases.guid, caseGuid)));
  return row ?? null;
}

/** The fee lines of a case, oldest first. */
export async function feesOfCaseByDate(db: Executor, caseId: string) {
  return db.select().from(caseFees).where(eq(caseFees.caseId, caseId)).orderBy(asc(caseFees.date));
}

/** What a registration answers about its case; none for an unknown case. */
export async function registeredCase(db: Executor, caseId: string) {
  const [row] = await db
    .select({
      caseGuid: cases.guid,
      caseNumber: cases.caseNumber,
      ocrReference: cases.ocrReference,
      bankgiro: cases.bankgiro,
      status: cases.status,
    })
    .from(cases)
    .where(eq(cases.id, caseId));
  return row ?? null;
}

/** The registration a client made with an `Idempotency-Key`: its case and its request's fingerprint. */
export async function caseRegistrationByKey(db: Executor, clientId: string, idempotencyKey: string) {
  const [row] = await db
    .select({ caseId: caseRegistrations.caseId, requestHash: caseRegistrations.requestHash })
    .from(caseRegistrations)
    .where(
      and(eq(caseRegistrations.clientId, clientId), eq(caseRegistrations.idempotencyKey, idempotencyKey)),
    );
  return row ?? null;
}

/** The id of a client's case with its own reference `clientReference`, if there is one. */
export async function caseIdByClientReference(db: Executor, clientId: string, clientReference: string) {
  const [row] = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.clientId, clientId), eq(cases.clientReference, clientReference)));
  return row?.id ?? null;
}

/** Records a registration of a case, by which a repeated one is known. */
export async function insertCaseRegistration(
  db: Executor,
  registration: typeof caseRegistrations.$inferInsert,
) {
  await db.insert(caseRegistrations).values(registration);
}
