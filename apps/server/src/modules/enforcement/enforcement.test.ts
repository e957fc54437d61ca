/**
 * Kronofogden's part of a case: the day's applications filed once as one XML document with each case's
 * figures, and a handler's registration of Kronofogden's decision: its fee charged once, its status,
 * its audit entry, refused where it does not apply.
 */
import { addDays, decimalString, SEK_FEES } from '@fordra/domain';
import { and, asc, count, eq, gt, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, caseFees, cases, debtors, documents, processActions } from '../../db/schema.ts';
import { demoStaffAccount } from '../../seed/demo-data.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { recomputeCase } from '../ledger/ledger-service.ts';
import { ENFORCEMENT_BATCH_KIND, produceEnforcementBatch } from './enforcement-batch.ts';
import { registerEnforcementDecision } from './enforcement-decisions.ts';

let t: TestApp;
let staffId: string;
beforeAll(async () => {
  t = await startTestApp();
  const [staff] = await t.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, demoStaffAccount.username));
  staffId = staff?.id ?? '';
});
afterAll(() => t.close());

const used: string[] = [];

/**
 * The next demo case in collection, moved to `Legal` as the collection process does on `day`: the
 * application fee through the ledger, the status, and the step `enforcementApplication`.
 */
async function applyToKronofogden(day: string, debtorKind?: 'person' | 'company') {
  const { db } = t.database;
  const [next] = await db
    .select({ case: cases })
    .from(cases)
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .where(
      and(
        inArray(cases.status, ['PreCollection', 'Collection', 'Inkasso']),
        eq(cases.currency, 'SEK'),
        gt(cases.remainingPrincipal, 0),
        ...(debtorKind ? [eq(debtors.kind, debtorKind)] : []),
        ...(used.length > 0 ? [notInArray(cases.id, used)] : []),
      ),
    )
    .orderBy(asc(cases.caseNumber))
    .limit(1);
  if (!next) throw new Error('No demo case left in collection');
  used.push(next.case.id);
  await db.transaction(async (tx) => {
    await tx.insert(caseFees).values({
      caseId: next.case.id,
      type: 'enforcementApplication',
      date: day,
      currency: 'SEK',
      amount: SEK_FEES.enforcementApplication.amount,
    });
    await recomputeCase(tx, next.case.id);
    await tx
      .update(cases)
      .set({ status: 'Legal', service: 'Juridisk hantering' })
      .where(eq(cases.id, next.case.id));
    await tx.insert(processActions).values({
      subjectKind: 'case',
      subjectId: next.case.id,
      caseId: next.case.id,
      action: 'enforcementApplication',
      dueOn: day,
      takenOn: day,
    });
  });
  const [moved] = await db.select().from(cases).where(eq(cases.id, next.case.id));
  if (!moved) throw new Error('The case vanished');
  return moved;
}

async function xmlOf(documentId: string) {
  const [document] = await t.database.db.select().from(documents).where(eq(documents.id, documentId));
  if (!document?.content) throw new Error('No such document');
  return { document, xml: Buffer.from(document.content).toString('utf8') };
}

const batchCount = async () =>
  (
    await t.database.db
      .select({ n: count() })
      .from(documents)
      .where(eq(documents.kind, ENFORCEMENT_BATCH_KIND))
  )[0]?.n ?? 0;

describe('the day’s file of applications to Kronofogden', () => {
  it('files the cases moved to Legal that day, with their figures, as one XML document of no case', async () => {
    const day = t.today;
    const company = await applyToKronofogden(day, 'company');
    const person = await applyToKronofogden(day, 'person');
    const batch = await produceEnforcementBatch(t.database.db, t.config, day);
    expect(batch?.applications).toBe(2);
    const { document, xml } = await xmlOf(batch?.documentId ?? '');
    expect(document).toMatchObject({
      kind: 'enforcementBatch',
      contentType: 'application/xml',
      caseId: null,
      debtorId: null,
      clientId: null,
      fileName: `betalningsforelaggande-${day}.xml`,
      sizeBytes: Buffer.byteLength(xml),
    });
    expect(xml).toContain(`<Skapad>${day}</Skapad>`);
    expect(xml).toContain('<AntalAnsokningar>2</AntalAnsokningar>');
    expect(xml).toContain(`<Organisationsnummer>${t.config.provider.orgNumber}</Organisationsnummer>`);
    for (const filed of [company, person]) {
      expect(xml).toContain(`<SokandensReferens>${filed.caseNumber}</SokandensReferens>`);
      expect(xml).toContain(`<Belopp>${decimalString(filed.remainingPrincipal)}</Belopp>`);
      expect(xml).toContain(`<Fakturanummer>${filed.invoiceNumber}</Fakturanummer>`);
    }
    // The company's name has an ampersand, written escaped.
    expect(xml).toContain('<Namn>Bergström Bygg &amp; Montage AB</Namn>');
    expect(xml).toContain('<Kostnad typ="Ansokningsavgift">300.00</Kostnad>');
    expect(xml).toContain('avgift="collectionDemand"');
    const fees = await t.database.db.select().from(caseFees).where(eq(caseFees.caseId, company.id));
    const unpaidFees = fees.reduce((sum, fee) => sum + fee.amount - fee.paid, 0);
    expect(unpaidFees).toBe(company.remainingFees);
    const companyPart = xml.slice(
      xml.indexOf(company.caseNumber),
      xml.indexOf('</Ansokan>', xml.indexOf(company.caseNumber)),
    );
    expect(companyPart).toContain(
      `<Summa valuta="SEK">${decimalString(company.remainingPrincipal + company.remainingInterest + company.remainingFees)}</Summa>`,
    );

    const filedSteps = await t.database.db
      .select()
      .from(processActions)
      .where(and(eq(processActions.action, 'enforcementFiled'), eq(processActions.dueOn, day)));
    expect(filedSteps.map((step) => step.caseId).sort()).toEqual([company.id, person.id].sort());
    expect(new Set(filedSteps.map((step) => step.documentId))).toEqual(new Set([batch?.documentId]));
  });

  it('answers the same document when the day is filed again, and files a later step in a second file', async () => {
    const day = t.today;
    const before = await batchCount();
    const first = await produceEnforcementBatch(t.database.db, t.config, day);
    const again = await produceEnforcementBatch(t.database.db, t.config, day);
    expect(again).toEqual(first);
    expect(await batchCount()).toBe(before);

    const late = await applyToKronofogden(day);
    const second = await produceEnforcementBatch(t.database.db, t.config, day);
    expect(second?.applications).toBe(1);
    expect(second?.documentId).not.toBe(first?.documentId);
    const { document, xml } = await xmlOf(second?.documentId ?? '');
    expect(document.fileName).toBe(`betalningsforelaggande-${day}-2.xml`);
    expect(xml).toContain('<Lopnummer>2</Lopnummer>');
    expect(xml).toContain(late.caseNumber);
    expect(await produceEnforcementBatch(t.database.db, t.config, day)).toEqual(second);
  });

  it('files a day once when asked twice at the same time', async () => {
    const day = addDays(t.today, -1);
    await applyToKronofogden(day);
    const before = await batchCount();
    const [one, two] = await Promise.all([
      produceEnforcementBatch(t.database.db, t.config, day),
      produceEnforcementBatch(t.database.db, t.config, day),
    ]);
    expect(one).toEqual(two);
    expect(one?.applications).toBe(1);
    expect(await batchCount()).toBe(before + 1);
  });

  it('files nothing on a day without applications, nor a case that left Legal before it was filed', async () => {
    expect(await produceEnforcementBatch(t.database.db, t.config, addDays(t.today, -30))).toBeNull();
    const day = addDays(t.today, -2);
    const paid = await applyToKronofogden(day);
    await t.database.db.update(cases).set({ status: 'Paid' }).where(eq(cases.id, paid.id));
    expect(await produceEnforcementBatch(t.database.db, t.config, day)).toBeNull();
  });
});

describe('registering Kronofogden’s decision', () => {
  const decide = (
    caseId: string,
    decision: 'verdict' | 'enforcement' | 'rejected' | 'withdrawn',
    extra: Partial<{ decidedOn: string; reason: string; staffAccountId: string }> = {},
  ) =>
    registerEnforcementDecision(t.database.db, {
      caseId,
      decision,
      decidedOn: t.today,
      staffAccountId: staffId,
      reason: 'Beslut från Kronofogden, mål 1234-26',
      ...extra,
    });

  const stored = async (caseId: string) => {
    const [row] = await t.database.db.select().from(cases).where(eq(cases.id, caseId));
    if (!row) throw new Error('No such case');
    return row;
  };

  it('turns an application into a verdict, audited with who, when and why, and registered once', async () => {
    const applied = await applyToKronofogden(addDays(t.today, -20));
    const result = await decide(applied.id, 'verdict', { decidedOn: addDays(t.today, -3) });
    expect(result).toMatchObject({ status: 'Verdict', fee: 0, registered: true });
    expect(await stored(applied.id)).toMatchObject({ status: 'Verdict', service: 'Juridisk hantering' });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'enforcement.decision'), eq(auditLog.entityId, applied.caseNumber)));
    expect(audit).toMatchObject({
      accountId: staffId,
      debtorId: applied.debtorId,
      details: {
        decision: 'verdict',
        decidedOn: addDays(t.today, -3),
        reason: 'Beslut från Kronofogden, mål 1234-26',
        from: 'Legal',
        to: 'Verdict',
        fee: 0,
      },
    });
    const steps = await t.database.db
      .select()
      .from(processActions)
      .where(and(eq(processActions.caseId, applied.id), eq(processActions.action, 'enforcementDecision')));
    expect(steps).toHaveLength(1);
    expect(steps[0]?.dueOn).toBe(addDays(t.today, -3));
  });

  it('charges the 600 kr enforcement fee once when the same decision is registered twice at once', async () => {
    const applied = await applyToKronofogden(addDays(t.today, -20));
    const [one, two] = await Promise.all([
      decide(applied.id, 'enforcement'),
      decide(applied.id, 'enforcement'),
    ]);
    expect([one.registered, two.registered].sort()).toEqual([false, true]);
    expect(one).toMatchObject({ status: 'Enforcement', fee: 60_000 });
    expect(two).toMatchObject({ status: 'Enforcement', fee: 60_000 });
    const fees = await t.database.db
      .select()
      .from(caseFees)
      .where(and(eq(caseFees.caseId, applied.id), eq(caseFees.type, 'enforcementFee')));
    expect(fees.map((fee) => [fee.amount, fee.date])).toEqual([[60_000, t.today]]);
    const after = await stored(applied.id);
    expect(after).toMatchObject({ status: 'Enforcement', service: 'Juridisk hantering' });
    expect(after.remainingFees).toBe(applied.remainingFees + 60_000);
    const audits = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'enforcement.decision'), eq(auditLog.entityId, applied.caseNumber)));
    expect(audits[0]?.n).toBe(1);
    // Once registered, another decision of that day is refused and the same one changes nothing.
    await expect(decide(applied.id, 'withdrawn')).rejects.toMatchObject({
      statusCode: 409,
      code: 'DecisionAlreadyRegistered',
    });
    expect((await decide(applied.id, 'enforcement')).registered).toBe(false);
  });

  it('hands a rejected or withdrawn application back to collection for a handler', async () => {
    const rejected = await applyToKronofogden(addDays(t.today, -20));
    expect(await decide(rejected.id, 'rejected')).toMatchObject({ status: 'Collection', fee: 0 });
    expect(await stored(rejected.id)).toMatchObject({ status: 'Collection', service: 'Inkasso' });
    const withdrawn = await applyToKronofogden(addDays(t.today, -20));
    await decide(withdrawn.id, 'verdict', { decidedOn: addDays(t.today, -5) });
    expect(await decide(withdrawn.id, 'withdrawn')).toMatchObject({ status: 'Collection', registered: true });
  });

  it('refuses a decision the case’s status does not allow, and input that is not a decision', async () => {
    const [collection] = await t.database.db
      .select()
      .from(cases)
      .where(and(eq(cases.status, 'Collection'), notInArray(cases.id, used)))
      .limit(1);
    const caseId = collection?.id ?? '';
    await expect(decide(caseId, 'verdict')).rejects.toMatchObject({
      statusCode: 409,
      code: 'DecisionNotAllowed',
    });
    const verdict = await applyToKronofogden(addDays(t.today, -20));
    await decide(verdict.id, 'verdict', { decidedOn: addDays(t.today, -1) });
    await expect(decide(verdict.id, 'rejected')).rejects.toMatchObject({ code: 'DecisionNotAllowed' });
    expect(await stored(verdict.id)).toMatchObject({ status: 'Verdict' });

    await expect(decide(caseId, 'verdict', { reason: '  ' })).rejects.toMatchObject({
      code: 'FieldRequired',
    });
    await expect(decide(caseId, 'verdict', { decidedOn: '2026-02-30' })).rejects.toMatchObject({
      code: 'InvalidDate',
    });
    await expect(decide(caseId, 'verdict', { decidedOn: addDays(t.today, 1) })).rejects.toMatchObject({
      code: 'DatesOutOfOrder',
    });
    await expect(decide('not-a-case', 'verdict')).rejects.toMatchObject({
      statusCode: 404,
      code: 'NotFound',
    });
    await expect(decide('00000000-0000-4000-8000-000000000000', 'verdict')).rejects.toMatchObject({
      code: 'NotFound',
    });
    const [debtorAccount] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.role, 'debtor'))
      .limit(1);
    await expect(
      decide(verdict.id, 'enforcement', { staffAccountId: debtorAccount?.id ?? '' }),
    ).rejects.toMatchObject({
      statusCode: 403,
      code: 'Forbidden',
    });
    expect(await stored(verdict.id)).toMatchObject({ status: 'Verdict' });
  });
});
