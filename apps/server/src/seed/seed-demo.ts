/** Seeds the demo world once: a second run finds the `demo` login and changes nothing. */
import { randomUUID } from 'node:crypto';
import {
  addDays,
  debtorDisplayName,
  defaultLateInterestRateBp,
  feeAmount,
  latestReferenceRate,
  makeOcrReference,
  quoteInstalmentPlan,
  type ReferenceRateTable,
  referenceRatePeriods,
  statutoryLateInterest,
} from '@fordra/domain';
import { hashApiKey } from '../auth/api-keys.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Config } from '../config-types.ts';
import type { Executor } from '../db/executor.ts';
import { accountIdByUsername, addAccount } from '../db/repositories/accounts.ts';
import { insertAuditEntry } from '../db/repositories/audit-log.ts';
import { addCase, findCase, insertFeeLine, pauseCase } from '../db/repositories/cases.ts';
import {
  addApiKey,
  addClient,
  addClientUser,
  addCreditor,
  idsOfClients,
} from '../db/repositories/clients.ts';
import { addDebtor, addDebtorAddress, addDebtorLogin } from '../db/repositories/debtors.ts';
import {
  markReturned,
  oldestPostedLetterOfClosedCase,
  postLettersOnIssueDays,
} from '../db/repositories/deliveries.ts';
import { addConversation, addMessages } from '../db/repositories/messages.ts';
import { insertObjection } from '../db/repositories/objections.ts';
import { addStaffAccount } from '../db/repositories/staff.ts';
import { importBgmax } from '../modules/bank-files/bgmax-import.ts';
import { markDayRun } from '../modules/engine/business-days.ts';
import { recordTakenStep } from '../modules/engine/record-step.ts';
import { balanceOn } from '../modules/ledger/balance-as-of.ts';
import { recomputeCase, registerPayment } from '../modules/ledger/ledger-service.ts';
import { loadReferenceRates } from '../modules/ledger/reference-rates.ts';
import { issueCaseLetter } from '../modules/letters/case-letters.ts';
import { firstDueDateFor } from '../modules/plans/plan-decisions.ts';
import { createProposal } from '../modules/plans/plan-proposals.ts';
import { planCandidates } from '../modules/plans/plan-queries.ts';
import { PLAN_TERMS_VERSION } from '../modules/plans/plan-terms.ts';
import { previousMonth, produceMonthlyReports } from '../modules/reports/monthly-reports.ts';
import {
  DEMO_PASSWORD,
  type DemoCase,
  type DemoDebtor,
  demoAccountWithoutDebtor,
  demoApiKey,
  demoClients,
  demoClientUsers,
  demoCreditors,
  demoDebtors,
  demoRefusedPaymentFile,
  demoStaffAccount,
  demoStaffAdmin,
} from './demo-data.ts';
import { seedDemoLedger } from './demo-ledger.ts';
import { seedDemoPlan } from './demo-plans.ts';

/** Demo case numbers start here; generated data for scale uses numbers above 10 000 000. */
const FIRST_DEMO_CASE_NUMBER = 1_000_001;

export type SeedOptions = { today: string; provider: Config['provider'] };

export async function seedDemoData(db: Executor, options: SeedOptions): Promise<{ seeded: boolean }> {
  if (await accountIdByUsername(db, 'demo')) return { seeded: false };
  // One hash for every demo user, as generated data for scale has: their password is the same and public.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rates = await loadReferenceRates(db);
  /** Each demo debtor's id and case ids, in the order of their cases. */
  const seeded = new Map<DemoDebtor, { debtorId: string; caseIds: string[] }>();

  await db.transaction(async (tx) => {
    const clientIds = new Map<string, string>();
    for (const client of demoClients) {
      const id = await addClient(tx, client);
      if (id) clientIds.set(client.clientNumber, id);
    }
    const clientIdOf = (clientNumber: string) => {
      const id = clientIds.get(clientNumber);
      if (!id) throw new Error(`Unknown demo client ${clientNumber}`);
      return id;
    };
    const creditorIds = new Map<string, { id: string; clientId: string }>();
    for (const { client, ...creditor } of demoCreditors) {
      const clientId = clientIdOf(client);
      const id = await addCreditor(tx, { ...creditor, clientId, bankgiro: options.provider.bankgiros[0] });
      if (id) creditorIds.set(creditor.name, { id, clientId });
    }
    for (const user of demoClientUsers) {
      await addClientUser(tx, {
        username: user.username,
        displayName: user.displayName,
        email: user.email,
        identityNumber: user.identityNumber,
        role: 'creditor',
        clientId: clientIdOf(user.client),
        clientRole: user.role,
        passwordHash,
      });
    }
    await addApiKey(tx, {
      clientId: clientIdOf(demoApiKey.client),
      name: demoApiKey.name,
      prefix: demoApiKey.key.slice(0, 13),
      keyHash: hashApiKey(demoApiKey.key),
      scope: 'readWrite',
    });
    let caseNumber = FIRST_DEMO_CASE_NUMBER;
    for (const debtor of demoDebtors) {
      const debtorId = await insertDebtor(tx, debtor, passwordHash);
      const caseIds: string[] = [];
      for (const demoCase of debtor.cases) {
        const creditor = creditorIds.get(demoCase.creditor);
        if (!creditor) throw new Error(`Unknown demo creditor ${demoCase.creditor}`);
        const caseId = await insertCase(tx, {
          debtorId,
          creditorId: creditor.id,
          clientId: creditor.clientId,
          caseNumber: String(caseNumber),
          demoCase,
          options,
          rates,
        });
        caseIds.push(caseId);
        caseNumber += 1;
      }
      seeded.set(debtor, { debtorId, caseIds });
      for (const plan of debtor.plans ?? []) {
        const planCaseIds = plan.caseIndexes.map((index) => caseIds[index] ?? '');
        await seedDemoPlan(tx, {
          debtorId,
          caseIds: planCaseIds,
          plan,
          today: options.today,
          rates,
        });
      }
    }
    await seedDemoLedger(tx, {
      today: options.today,
      passwordHash,
      provider: options.provider,
    });
    // A payment whose reference matches no case: kept, unmatched, for the provider to sort out.
    await registerPayment(tx, {
      paymentReference: '12345678',
      amount: 25_000,
      currency: 'SEK',
      paymentDate: addDays(options.today, -12),
      channel: 'bankgiro',
    });
    await addAccount(tx, {
      username: demoAccountWithoutDebtor.username,
      displayName: demoAccountWithoutDebtor.displayName,
      passwordHash,
    });
    const staffIds: string[] = [];
    for (const staff of [demoStaffAccount, demoStaffAdmin]) {
      const id = await addStaffAccount(tx, { ...staff, role: 'staff', passwordHash });
      if (id) staffIds.push(id);
    }
    const [handlerId = null] = staffIds;
    for (const [debtor, { debtorId, caseIds }] of seeded) {
      await seedDemoPauses(tx, debtor, {
        debtorId,
        caseIds,
        handlerId,
        today: options.today,
      });
      await seedDemoObjections(tx, debtor, { debtorId, caseIds, today: options.today });
      await seedDemoConversations(tx, debtor, {
        debtorId,
        caseIds,
        handlerId,
        today: options.today,
      });
    }
  });
  // Proposals go through the debtor's own call, so each waits for a handler for the reason it would.
  for (const [debtor, { debtorId, caseIds }] of seeded)
    if (debtor.proposal) await seedDemoProposal(db, options, debtor, { debtorId, caseIds });
  // A file Bankgirot's inbox received damaged: refused whole, for the provider to look into.
  await importBgmax(
    db,
    {
      fileName: demoRefusedPaymentFile.fileName,
      content: new TextEncoder().encode(demoRefusedPaymentFile.content),
      source: 'inbox',
    },
    { receivingBankgiros: options.provider.bankgiros },
  );
  // The demo world's letters went out on the days they were issued, on paper; one came back, for the back
  // office's queue of returned mail (not `demo`'s nor the company's, whose letters journeys read).
  await postLettersOnIssueDays(db);
  const readByJourneys = ['demo', 'foretag'].flatMap((username) => {
    const debtor = demoDebtors.find((one) => one.username === username);
    const ids = debtor ? seeded.get(debtor)?.debtorId : undefined;
    return ids ? [ids] : [];
  });
  const returned = await oldestPostedLetterOfClosedCase(db, readByJourneys);
  if (returned !== null) await markReturned(db, returned, 'Okänd på adressen');
  // Each client's reports of the last two months, as the monthly run leaves them: after the
  // letters' posting, which the delivery report shows.
  for (const clientId of await idsOfClients(db)) {
    for (const month of [previousMonth(previousMonth(options.today)), previousMonth(options.today)])
      await produceMonthlyReports(db, options.provider, clientId, month);
  }
  // The demo world is as of today: the process's first business day is the next one.
  await markDayRun(db, options.today);
  return { seeded: true };
}

/** A time on ISO day `today` + `inDays`, in the working day, for the demo's dated events. */
const demoTime = (today: string, inDays: number, hour = 9) =>
  new Date(`${addDays(today, inDays)}T${String(hour).padStart(2, '0')}:00:00Z`);

/** The debtor's cases paused by the handler, as the back office's pause leaves them. */
async function seedDemoPauses(
  db: Executor,
  debtor: DemoDebtor,
  input: { debtorId: string; caseIds: string[]; handlerId: string | null; today: string },
) {
  for (const [index, demoCase] of debtor.cases.entries()) {
    const { pause } = demoCase;
    const caseId = input.caseIds[index];
    if (!pause || !caseId) continue;
    const resumeOn = addDays(input.today, pause.resumeInDays);
    const pausedAt = demoTime(input.today, pause.inDays, 14);
    const caseNumber = await pauseCase(db, caseId, {
      pausedUntil: resumeOn,
      pauseReason: pause.reason,
      pausedAt,
    });
    await insertAuditEntry(db, {
      at: pausedAt,
      accountId: input.handlerId,
      debtorId: input.debtorId,
      action: 'case.paused',
      entity: 'case',
      entityId: caseNumber ?? null,
      details: { reason: pause.reason, resumeOn },
    });
  }
}

/** The debtor's objections waiting for the client, as the debtor's filing leaves them (the case `Disputed`). */
async function seedDemoObjections(
  db: Executor,
  debtor: DemoDebtor,
  input: { debtorId: string; caseIds: string[]; today: string },
) {
  for (const [index, demoCase] of debtor.cases.entries()) {
    const { objection } = demoCase;
    const caseId = input.caseIds[index];
    if (!objection || !caseId) continue;
    const filedAt = demoTime(input.today, objection.inDays, 19);
    const stored = await insertObjection(db, {
      caseId,
      debtorId: input.debtorId,
      scope: 'whole',
      ground: objection.ground,
      text: objection.text,
      statusBefore: objection.statusBefore,
      filedAt,
      filedOn: addDays(input.today, objection.inDays),
    });
    const found = await findCase(db, caseId);
    await insertAuditEntry(db, {
      at: filedAt,
      debtorId: input.debtorId,
      action: 'objection.filed',
      entity: 'case',
      entityId: found?.caseNumber ?? null,
      details: { objectionGuid: stored.guid, ground: objection.ground, scope: 'whole', actor: 'debtor' },
    });
  }
}

/** The debtor's threads with the provider, each message dated as the demo world says. */
async function seedDemoConversations(
  db: Executor,
  debtor: DemoDebtor,
  input: { debtorId: string; caseIds: string[]; handlerId: string | null; today: string },
) {
  for (const thread of debtor.conversations ?? []) {
    const times = thread.messages.map((message, place) => demoTime(input.today, message.inDays, 9 + place));
    const conversationId = await addConversation(db, {
      debtorId: input.debtorId,
      caseId: input.caseIds[thread.caseIndex] ?? null,
      subject: thread.subject,
      createdAt: times[0],
      updatedAt: times.at(-1),
    });
    if (!conversationId) throw new Error('The demo conversation was not stored');
    await addMessages(
      db,
      thread.messages.map((message, place) => ({
        conversationId,
        author: message.author,
        authorAccountId: message.author === 'provider' ? input.handlerId : null,
        subject: place === 0 ? thread.subject : null,
        body: message.body,
        email: message.author === 'debtor' ? debtor.email : null,
        cellularPhone: message.author === 'debtor' ? debtor.cellularPhone : null,
        createdAt: times[place],
      })),
    );
  }
}

/** The debtor's proposal, quoted and sent as the debtor's plan wizard sends it. */
async function seedDemoProposal(
  db: Executor,
  options: SeedOptions,
  debtor: DemoDebtor,
  input: { debtorId: string; caseIds: string[] },
) {
  const proposal = debtor.proposal;
  if (!proposal) return;
  const { candidates } = await planCandidates(db, input.debtorId, options.today);
  const wanted = new Set(proposal.caseIndexes.map((index) => input.caseIds[index]));
  const chosen = candidates.filter((candidate) => wanted.has(candidate.caseId));
  const quote = quoteInstalmentPlan({
    cases: chosen,
    currency: chosen[0]?.currency ?? 'SEK',
    months: proposal.months,
    firstDueDate: firstDueDateFor(options.today),
  });
  await createProposal(db, options.provider, {
    debtorId: input.debtorId,
    today: options.today,
    ipAddress: '127.0.0.1',
    request: {
      idempotencyKey: randomUUID(),
      caseGuids: chosen.map((candidate) => candidate.caseGuid),
      months: proposal.months,
      shown: {
        principal: quote.principal,
        interest: quote.interest,
        fees: quote.fees,
        total: quote.total,
        perMonth: quote.perMonth,
      },
      contact: { email: debtor.email, cellularPhone: debtor.cellularPhone },
      acceptTerms: true,
      termsVersion: PLAN_TERMS_VERSION,
    },
  });
}

async function insertDebtor(db: Executor, debtor: DemoDebtor, passwordHash: string): Promise<string> {
  const debtorId = await addDebtor(db, {
    kind: debtor.kind,
    firstName: debtor.firstName ?? null,
    lastName: debtor.lastName ?? null,
    companyName: debtor.companyName ?? null,
    identityNumber: debtor.identityNumber,
    email: debtor.email,
    cellularPhone: debtor.cellularPhone,
    homePhone: debtor.homePhone,
    workPhone: debtor.workPhone,
    language: debtor.language ?? null,
  });
  if (!debtorId) throw new Error('Debtor not stored');
  await addDebtorAddress(db, { debtorId, ...debtor.address });
  const displayName = debtorDisplayName(debtor);
  await addDebtorLogin(db, { username: debtor.username, displayName, passwordHash, debtorId });
  return debtorId;
}

async function insertCase(
  db: Executor,
  input: {
    debtorId: string;
    creditorId: string;
    clientId: string;
    caseNumber: string;
    demoCase: DemoCase;
    options: SeedOptions;
    rates: ReferenceRateTable;
  },
): Promise<string> {
  const { demoCase, options, rates } = input;
  const dueDate = addDays(options.today, demoCase.dueInDays);
  const registrationDate = addDays(dueDate, 10);
  const rate = demoCaseRate(rates, dueDate, registrationDate, options.today);
  const ocrReference = makeOcrReference(input.caseNumber);
  const caseId = await addCase(db, {
    caseNumber: input.caseNumber,
    debtorId: input.debtorId,
    creditorId: input.creditorId,
    clientId: input.clientId,
    status: demoCase.status,
    service: demoCase.service,
    invoiceNumber: `${input.caseNumber.slice(-4)}-${dueDate.slice(0, 4)}`,
    invoiceDate: addDays(dueDate, -30),
    dueDate,
    registrationDate,
    description: demoCase.description,
    currency: demoCase.currency,
    originalPrincipal: demoCase.principal,
    interestRateBp: rate.rateBp,
    interestMarginBp: rate.marginBp,
    remainingPrincipal: demoCase.principal,
    ocrReference,
    bankgiro: options.provider.bankgiros[0],
    closedAt: demoCase.status === 'Credited' ? new Date() : null,
  });
  if (!caseId) throw new Error('Case not stored');
  for (const fee of demoCase.fees) {
    const amount = feeAmount(fee.type, demoCase.currency);
    if (amount === null) continue;
    await insertFeeLine(db, {
      caseId,
      type: fee.type,
      date: addDays(options.today, fee.inDays),
      currency: demoCase.currency,
      amount,
    });
  }
  await recomputeCase(db, caseId);
  for (const payment of demoCase.payments) {
    const paymentDate = addDays(options.today, payment.inDays);
    const current = await findCase(db, caseId);
    if (!current) throw new Error('Case vanished');
    const amount =
      payment.amount === 'settle' ? balanceOn(current, paymentDate, rates).remainingAmount : payment.amount;
    await registerPayment(db, {
      paymentReference: ocrReference,
      amount,
      currency: demoCase.currency,
      paymentDate,
      channel: 'bankgiro',
    });
  }
  // Every case has had its reminder; those that went on to collection also have the collection demand,
  // and the process goes on from the steps they record.
  const stepDay = (type: 'reminder' | 'collectionDemand' | 'enforcementApplication') => {
    const inDays = demoCase.fees.find((fee) => fee.type === type)?.inDays;
    return inDays === undefined ? undefined : addDays(options.today, inDays);
  };
  const recordStep = (
    action: 'reminder' | 'collectionDemand' | 'enforcementApplication',
    day: string,
    documentId: string | null,
  ) => recordTakenStep(db, { subjectKind: 'case', subjectId: caseId, caseId, action, day, documentId });
  const reminderDay = stepDay('reminder') ?? addDays(options.today, demoCase.dueInDays + 14);
  // The letters are rendered on first use or after the seed (pending-letters.ts), not while a first start waits.
  const reminder = await issueCaseLetter(db, options.provider, {
    caseId,
    kind: 'reminder',
    issuedOn: reminderDay,
    rendering: 'onFirstUse',
  });
  await recordStep('reminder', reminderDay, reminder.documentId);
  const demandDay = stepDay('collectionDemand');
  if (demandDay !== undefined) {
    const demand = await issueCaseLetter(db, options.provider, {
      caseId,
      kind: 'collectionDemand',
      issuedOn: demandDay,
      rendering: 'onFirstUse',
    });
    await recordStep('collectionDemand', demandDay, demand.documentId);
  }
  const applicationDay = stepDay('enforcementApplication');
  if (applicationDay !== undefined) await recordStep('enforcementApplication', applicationDay, null);
  return caseId;
}

/**
 * A demo case's rate: the statutory one that follows the reference rate, as a registered case gets, when
 * the reference rate stayed the same from its due date to `today` (a half-year not yet entered counts as
 * the same, and waits for its rate); else the latest rate on file `today`, fixed, so that a history
 * reaching back into an earlier half-year shows the figures the demo always showed.
 */
export function demoCaseRate(
  rates: ReferenceRateTable,
  dueDate: string,
  registrationDate: string,
  today: string,
) {
  const latest = latestReferenceRate(rates, today);
  if (latest === undefined) throw new Error(`No reference rate is on file on or before ${today}`);
  const current = latest.rateBp;
  const steady = referenceRatePeriods(rates, dueDate, today).every(
    (period) => period.rateBp === null || period.rateBp === current,
  );
  return steady
    ? statutoryLateInterest(rates, registrationDate)
    : { rateBp: defaultLateInterestRateBp(current), marginBp: null };
}
