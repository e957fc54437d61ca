import { addDays, formatMoney, stockholmDateTime } from '@fordra/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_PREFIX } from '../../app.ts';
import type { Executor } from '../../db/executor.ts';
import {
  accounts,
  cases,
  documents,
  instalments,
  invoices,
  paymentPlanCases,
  paymentPlans,
} from '../../db/schema.ts';
import { pdfText } from '../../pdf/pdf-text.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';
import { chargeFee } from '../ledger/ledger-service.ts';
import { issueCaseLetter } from './case-letters.ts';
import { issueInvoiceReminderLetter } from './invoice-letters.ts';
import { loadLetterText } from './letter-text.ts';
import { issueInstalmentReminderLetter, issuePlanTerminatedLetter } from './plan-letters.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type PortalCase = {
  caseGuid: string;
  status: string;
  remainingAmount: number;
  remainingPrincipal: number;
  remainingInterest: number;
  remainingFees: number;
};

/** The letters are issued as the collection process issues them: inside its transaction. */
const inTransaction = <T>(work: (tx: Executor) => Promise<T>): Promise<T> =>
  t.database.db.transaction((tx) => work(tx));

const squash = (text: string) => text.replace(/[ \u00a0]+/g, ' ');
const sek = (minor: number) => squash(formatMoney(minor, 'SEK', 'sv-SE'));
const svDate = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

async function storedLetter(documentId: string) {
  const [row] = await t.database.db.select().from(documents).where(eq(documents.id, documentId));
  if (!row?.content) throw new Error(`Document ${documentId} was not stored`);
  return { ...row, text: squash(await pdfText(row.content)) };
}

async function caseRow(caseGuid: string) {
  const [row] = await t.database.db.select().from(cases).where(eq(cases.guid, caseGuid));
  if (!row) throw new Error(`No case ${caseGuid}`);
  return row;
}

/** The debtor's active cases in a status, with their balance today as the portal shows it. */
async function portalCases(visitor: Visitor, status: string): Promise<PortalCase[]> {
  const all: PortalCase[] = (await visitor.soap('getCaseDetails')).json().cases;
  return all.filter((c) => c.status === status);
}

/** Every figure of the debt the portal shows for the case today stands in the letter. */
function expectWholeDebt(text: string, debt: PortalCase) {
  expect(text).toContain(sek(debt.remainingPrincipal));
  if (debt.remainingInterest > 0) expect(text).toContain(sek(debt.remainingInterest));
  expect(text).toContain(`Att betala ${sek(debt.remainingAmount)}`);
}

describe('the letters of a case in the collection process', () => {
  let lars: Visitor;
  beforeAll(async () => {
    lars = await signedIn(t.app, 'demo');
  });

  it('sends a second notice of the collection demand with the day of the demand and the whole debt, no new fee', async () => {
    const [debt] = await portalCases(lars, 'Collection');
    if (!debt) throw new Error('The demo debtor has no case in collection');
    const c = await caseRow(debt.caseGuid);
    const [demand] = await t.database.db
      .select({ createdAt: documents.createdAt })
      .from(documents)
      .where(and(eq(documents.caseId, c.id), eq(documents.kind, 'collectionDemand')));
    if (!demand) throw new Error('The case has no collection demand');

    const { documentId } = await inTransaction((tx) =>
      issueCaseLetter(tx, t.config.provider, { caseId: c.id, kind: 'secondNotice', issuedOn: t.today }),
    );
    const letter = await storedLetter(documentId);
    expect(letter).toMatchObject({
      caseId: c.id,
      debtorId: c.debtorId,
      invoiceId: null,
      kind: 'secondNotice',
      language: 'sv',
      title: 'Påminnelse om inkassokrav',
      fileName: `Påminnelse om inkassokrav-${c.caseNumber}-${t.today}.pdf`,
    });
    expect(letter.text).toContain(
      `Den ${svDate(stockholmDateTime(demand.createdAt).date)} skickade vi ett inkassokrav`,
    );
    expect(letter.text).toContain('Den här påminnelsen kostar inget extra');
    expect(letter.text).toContain(`senast ${svDate(addDays(t.today, 10))}`);
    expectWholeDebt(letter.text, debt);
    // The portal's figures include no fee for the notice, so the letter's total is the debt as it was.
    expect((await portalCases(lars, 'Collection'))[0]?.remainingAmount).toBe(debt.remainingAmount);

    const shown = (await lars.soap('getHistoryDocument', { caseGuid: debt.caseGuid })).json().documents;
    expect(shown.map((d: { kind: string }) => d.kind)).toContain('secondNotice');
  });

  it('tells of the application to Kronofogden with its fee in the table, charged in the same transaction', async () => {
    const [before] = await portalCases(lars, 'Collection');
    if (!before) throw new Error('The demo debtor has no case in collection');
    const c = await caseRow(before.caseGuid);
    const { documentId } = await inTransaction(async (tx) => {
      await chargeFee(tx, {
        caseId: c.id,
        type: 'enforcementApplication',
        date: t.today,
        amount: 30_000,
        currency: 'SEK',
      });
      return issueCaseLetter(tx, t.config.provider, {
        caseId: c.id,
        kind: 'enforcementApplication',
        issuedOn: t.today,
      });
    });
    const [after] = (await portalCases(lars, 'Collection')).filter((x) => x.caseGuid === before.caseGuid);
    if (!after) throw new Error('The case left collection');
    expect(after.remainingAmount).toBe(before.remainingAmount + 30_000);

    const letter = await storedLetter(documentId);
    expect(letter).toMatchObject({ caseId: c.id, debtorId: c.debtorId, kind: 'enforcementApplication' });
    expect(letter.text).toContain(`Ansökningsavgift hos Kronofogden ${sek(30_000)}`);
    expect(letter.text).toContain('i dag skickat en ansökan om betalningsföreläggande till Kronofogden');
    expectWholeDebt(letter.text, after);
  });

  it('writes the letter in the debtor’s language', async () => {
    const [amal] = await t.database.db
      .select({ debtorId: accounts.debtorId })
      .from(accounts)
      .where(eq(accounts.username, 'amal'));
    const [c] = await t.database.db
      .select()
      .from(cases)
      .where(and(eq(cases.debtorId, amal?.debtorId ?? ''), eq(cases.status, 'Collection')));
    if (!c) throw new Error('amal has no case in collection');
    const { documentId } = await inTransaction((tx) =>
      issueCaseLetter(tx, t.config.provider, { caseId: c.id, kind: 'secondNotice', issuedOn: t.today }),
    );
    const letter = await storedLetter(documentId);
    const arabic = await loadLetterText('ar');
    expect(letter.language).toBe('ar');
    expect(letter.title).toBe(arabic.kinds.secondNotice.title);
    expect(letter.text).toContain(arabic.kinds.secondNotice.title);
  });

  it('stores nothing when the transaction it was issued in is rolled back', async () => {
    const [debt] = await portalCases(lars, 'Collection');
    const c = await caseRow(debt?.caseGuid ?? '');
    const count = async () =>
      (
        await t.database.db
          .select({ id: documents.id })
          .from(documents)
          .where(and(eq(documents.caseId, c.id), eq(documents.kind, 'secondNotice')))
      ).length;
    const before = await count();
    await expect(
      inTransaction(async (tx) => {
        await issueCaseLetter(tx, t.config.provider, {
          caseId: c.id,
          kind: 'secondNotice',
          issuedOn: t.today,
        });
        throw new Error('the step failed after its letter');
      }),
    ).rejects.toThrow('the step failed after its letter');
    expect(await count()).toBe(before);
  });
});

describe('the letters of an instalment plan not kept', () => {
  let erik: Visitor;
  let plan: typeof paymentPlans.$inferSelect;
  let planCaseIds: string[];
  beforeAll(async () => {
    erik = await signedIn(t.app, 'plan');
    const [active] = await t.database.db.select().from(paymentPlans).where(eq(paymentPlans.status, 'Active'));
    if (!active) throw new Error('The demo has no active plan');
    plan = active;
    planCaseIds = (
      await t.database.db
        .select({ caseId: paymentPlanCases.caseId })
        .from(paymentPlanCases)
        .where(eq(paymentPlanCases.planId, plan.id))
    ).map((row) => row.caseId);
  });

  const instalment = async (sequence: number) => {
    const [row] = await t.database.db
      .select()
      .from(instalments)
      .where(and(eq(instalments.planId, plan.id), eq(instalments.sequence, sequence)));
    if (!row) throw new Error(`No instalment ${sequence}`);
    return row;
  };

  it('reminds of an unpaid instalment: what is left of it and the reminder fee, by a new date', async () => {
    const third = await instalment(3);
    const unpaid = third.amount - third.paid;
    expect(unpaid).toBeGreaterThan(0);
    const caseId = planCaseIds[0] ?? '';
    const dueDate = addDays(t.today, 10);
    const { documentId } = await inTransaction((tx) =>
      issueInstalmentReminderLetter(tx, t.config.provider, {
        planId: plan.id,
        caseId,
        sequence: 3,
        issuedOn: t.today,
        dueDate,
        fee: 6_000,
      }),
    );
    const letter = await storedLetter(documentId);
    expect(letter).toMatchObject({
      caseId,
      debtorId: plan.debtorId,
      kind: 'instalmentReminder',
      title: `Påminnelse om delbetalning 3/${plan.months}`,
    });
    expect(letter.text).toContain(`delbetalning 3 av ${plan.months}`);
    expect(letter.text).toContain(`Den skulle ha betalats senast ${svDate(third.dueDate)}`);
    expect(letter.text).toContain(`Obetalt av delbetalning 3 ${sek(unpaid)}`);
    expect(letter.text).toContain(`Påminnelseavgift för missad delbetalning ${sek(6_000)}`);
    expect(letter.text).toContain(`Att betala ${sek(unpaid + 6_000)} senast ${svDate(dueDate)}`);
    expect(letter.text).not.toContain('Ränta');
  });

  it('leaves the fee line out when there is no fee, and refuses a paid instalment or a case outside the plan', async () => {
    const third = await instalment(3);
    const { documentId } = await inTransaction((tx) =>
      issueInstalmentReminderLetter(tx, t.config.provider, {
        planId: plan.id,
        caseId: planCaseIds[0] ?? '',
        sequence: 3,
        issuedOn: t.today,
        dueDate: addDays(t.today, 10),
        fee: 0,
      }),
    );
    const { text } = await storedLetter(documentId);
    expect(text).not.toContain('Påminnelseavgift');
    expect(text).toContain(`Att betala ${sek(third.amount - third.paid)}`);

    const remind = (input: { caseId: string; sequence: number }) =>
      inTransaction((tx) =>
        issueInstalmentReminderLetter(tx, t.config.provider, {
          planId: plan.id,
          ...input,
          issuedOn: t.today,
          dueDate: addDays(t.today, 10),
          fee: 6_000,
        }),
      );
    await expect(remind({ caseId: planCaseIds[0] ?? '', sequence: 1 })).rejects.toThrow(/is paid/);
    const [elsewhere] = await t.database.db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.debtorId, plan.debtorId), eq(cases.status, 'Paid')));
    await expect(remind({ caseId: elsewhere?.id ?? '', sequence: 3 })).rejects.toThrow(/not in plan/);
  });

  it('tells that the plan is terminated: when it was agreed, how many were missed, the whole debt now due', async () => {
    const [debt] = await portalCases(erik, 'PaymentPlan');
    if (!debt) throw new Error('The plan debtor has no case in the plan');
    const c = await caseRow(debt.caseGuid);
    expect(planCaseIds).toContain(c.id);
    const { documentId } = await inTransaction((tx) =>
      issuePlanTerminatedLetter(tx, t.config.provider, {
        planId: plan.id,
        caseId: c.id,
        issuedOn: t.today,
        missed: 2,
      }),
    );
    const letter = await storedLetter(documentId);
    expect(letter).toMatchObject({
      caseId: c.id,
      debtorId: c.debtorId,
      kind: 'planTerminated',
      title: 'Uppsagd avbetalningsplan',
    });
    const agreedOn = stockholmDateTime(plan.decidedAt ?? plan.createdAt).date;
    expect(letter.text).toContain(`kom överens om den ${svDate(agreedOn)}`);
    expect(letter.text).toContain('Antal obetalda delbetalningar: 2.');
    expect(letter.text).toContain(`senast ${svDate(addDays(t.today, 10))}`);
    expectWholeDebt(letter.text, debt);
  });
});

describe('the reminder of an invoice of the invoice ledger', () => {
  const invoiceNumbered = async (invoiceNumber: string) => {
    const [row] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.invoiceNumber, invoiceNumber));
    if (!row) throw new Error(`No invoice ${invoiceNumber}`);
    return row;
  };

  it('is known by the invoice number, stored with the invoice, with the reminder fee the client agreed', async () => {
    const invoice = await invoiceNumbered('NE-24-8811');
    const dueDate = addDays(t.today, 14);
    const { documentId } = await inTransaction((tx) =>
      issueInvoiceReminderLetter(tx, t.config.provider, {
        invoiceId: invoice.id,
        issuedOn: t.today,
        dueDate,
        fee: 6_000,
      }),
    );
    const letter = await storedLetter(documentId);
    expect(letter).toMatchObject({
      invoiceId: invoice.id,
      caseId: null,
      debtorId: invoice.debtorId,
      kind: 'reminder',
      title: 'Påminnelse NE-24-8811',
      fileName: `Påminnelse-NE-24-8811-${t.today}.pdf`,
    });
    expect(letter.text).toContain('Fakturanummer NE-24-8811');
    expect(letter.text).toContain(`Obetalt belopp på fakturan ${sek(invoice.amount)}`);
    expect(letter.text).toContain(`Påminnelseavgift ${sek(6_000)}`);
    expect(letter.text).toContain(`Att betala ${sek(invoice.amount + 6_000)} senast ${svDate(dueDate)}`);
    expect(letter.text).not.toMatch(/[Ää]rende/);

    // The debtor finds it beside the invoice's own PDF.
    const maria = await signedIn(t.app, 'faktura');
    const own = (await maria.request('GET', `${GATEWAY_PREFIX}/invoices`)).json();
    const shown = own.items.find((item: { invoiceNumber: string }) => item.invoiceNumber === 'NE-24-8811');
    expect(shown.documents.map((d: { kind: string }) => d.kind)).toEqual(['invoice', 'reminder']);
  });

  it('has no fee line when no reminder fee was agreed, and refuses an invoice that is paid', async () => {
    const invoice = await invoiceNumbered('KB-24-3301');
    const { documentId } = await inTransaction((tx) =>
      issueInvoiceReminderLetter(tx, t.config.provider, {
        invoiceId: invoice.id,
        issuedOn: t.today,
        dueDate: addDays(t.today, 14),
        fee: 0,
      }),
    );
    const { text, debtorId } = await storedLetter(documentId);
    expect(debtorId).toBe(invoice.debtorId);
    expect(text).not.toContain('Påminnelseavgift');
    expect(text).not.toContain('Avgifter');
    expect(text).toContain(`Att betala ${sek(invoice.amount)}`);

    const paid = await invoiceNumbered('NE-24-7544');
    await expect(
      inTransaction((tx) =>
        issueInvoiceReminderLetter(tx, t.config.provider, {
          invoiceId: paid.id,
          issuedOn: t.today,
          dueDate: addDays(t.today, 14),
          fee: 6_000,
        }),
      ),
    ).rejects.toThrow(/Paid/);
  });
});
