/**
 * The world of the process simulation (process-simulation.test.ts): a seeded random source, cases
 * handed over through the gateway, payments arriving as BgMax files, and the ledger read back as one
 * snapshot. Everything changes through the server's real paths; only reads go to the database directly.
 */
import { addDays, type BgmaxWriterDeposit, writeBgmax } from '@fordra/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { GATEWAY_PREFIX } from '../../app.ts';
import { makeApiKey } from '../../auth/api-keys.ts';
import type { Executor } from '../../db/executor.ts';
import { caseByClientReference } from '../../db/repositories/cases.ts';
import {
  addApiKey,
  clientIdOfApiKeyNamed,
  clientOtherThan,
  firstCreditorGuidOfClient,
  updateClient,
} from '../../db/repositories/clients.ts';
import { demoApiKey } from '../../seed/demo-data.ts';
import type { TestApp } from '../../test/test-app.ts';
import { importBgmax } from '../bank-files/bgmax-import.ts';

/** A deterministic random source (mulberry32) from a fixed seed: the same seed, the same world. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4_294_967_296;
  };
  /** An integer in [min, max]. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof seededRandom>;

/** Debtors of the demo world who can sign in and propose plans, a business among them. */
export const SIMULATED_DEBTORS = [
  {
    username: 'demo',
    kind: 'person',
    identityNumber: '19121212-1212',
    firstName: 'Lars',
    lastName: 'Andersson',
  },
  { username: 'ny', kind: 'person', identityNumber: '19920605-3184', firstName: 'Emma', lastName: 'Lind' },
  {
    username: 'amal',
    kind: 'person',
    identityNumber: '19880417-2388',
    firstName: 'Amal',
    lastName: 'Haddad',
  },
  {
    username: 'oskar',
    kind: 'person',
    identityNumber: '19850923-4376',
    firstName: 'Oskar',
    lastName: 'Berg',
  },
  { username: 'foretag', kind: 'company', identityNumber: '559048-1270', companyName: 'Bergström Bygg AB' },
] as const;
export type SimulatedDebtor = (typeof SIMULATED_DEBTORS)[number];

/** A case the simulation handed over: who owes it and its identities. */
export type SimulatedCase = {
  id: string;
  guid: string;
  ocrReference: string;
  currency: 'SEK' | 'EUR';
  debtor: SimulatedDebtor;
  client: SimulatedClient;
};

/** A client handing over cases: its first creditor and the API key its system calls the gateway with. */
export type SimulatedClient = { clientId: string; creditorGuid: string; apiKey: string };

/**
 * The two clients of the simulation, with opposite policies: the demo client (its debtors agreed to
 * reminder fees; it claims the 4 a § compensation from businesses; plans approved within the creditor's
 * limits) and the second (no agreed fees, no compensation, every plan decided by a handler), given an
 * API key as the client's admin would make one.
 */
export async function simulatedClients(db: Executor): Promise<SimulatedClient[]> {
  const demoClientId = await clientIdOfApiKeyNamed(db, demoApiKey.name);
  const secondId = await clientOtherThan(db, demoClientId ?? '');
  if (!demoClientId || !secondId) throw new Error('The demo world has not two clients');
  await updateClient(db, demoClientId, { businessCompensation: true });
  await updateClient(db, secondId, {
    reminderFeeAgreed: false,
    businessCompensation: false,
    autoApprovePlans: false,
  });
  const made = makeApiKey();
  await addApiKey(db, {
    clientId: secondId,
    name: 'Simulation',
    scope: 'readWrite',
    prefix: made.prefix,
    keyHash: made.keyHash,
  });
  const firstCreditor = async (clientId: string) => {
    const guid = await firstCreditorGuidOfClient(db, clientId);
    if (!guid) throw new Error('A client has no creditor');
    return guid;
  };
  return [
    {
      clientId: demoClientId,
      creditorGuid: await firstCreditor(demoClientId),
      apiKey: demoApiKey.key,
    },
    { clientId: secondId, creditorGuid: await firstCreditor(secondId), apiKey: made.key },
  ];
}

/** Hands over a case through the gateway on ISO day `today`: a random debt, due 10–90 days ago. */
export async function handOverRandomCase(
  t: TestApp,
  random: Random,
  input: {
    reference: string;
    client: SimulatedClient;
    today: string;
    debtor: SimulatedDebtor;
    currency: 'SEK' | 'EUR';
  },
): Promise<SimulatedCase> {
  const { debtor, today } = input;
  const dueDate = addDays(today, -random.int(10, 90));
  const response = await t.app.inject({
    method: 'POST',
    url: `${GATEWAY_PREFIX}/wip/registration/registercollectioncase`,
    headers: { authorization: `Bearer ${input.client.apiKey}`, 'content-type': 'application/json' },
    payload: JSON.stringify({
      clientReference: input.reference,
      creditorGuid: input.client.creditorGuid,
      debtor: {
        kind: debtor.kind,
        identityNumber: debtor.identityNumber,
        ...(debtor.kind === 'company'
          ? { companyName: debtor.companyName }
          : { firstName: debtor.firstName, lastName: debtor.lastName }),
        address: { street: 'Storgatan 1', postalCode: '11122', city: 'Stockholm' },
      },
      claim: {
        principal: random.int(2_000, 2_500_000),
        currency: input.currency,
        invoiceNumber: `F-${input.reference}`,
        invoiceDate: addDays(dueDate, -30),
        dueDate,
        description: 'Simulerad faktura',
        fees: [],
      },
    }),
  });
  expect(response.statusCode, response.body).toBe(201);
  const row = await caseByClientReference(t.database.db, input.reference);
  if (!row) throw new Error(`Case ${input.reference} was not registered`);
  return { ...row, currency: input.currency, debtor, client: input.client };
}

/** A payment (or a deduction) the bank will report: paid on `paymentDate`, in the file of `arrivesOn`. */
export type BankPayment = {
  reference: string;
  /** Öre, positive. */
  amount: number;
  paymentDate: string;
  arrivesOn: string;
  deduction?: boolean;
};

/** What a file's deposits total, and the day it was imported: for the money-conservation invariant. */
export type ImportedFile = { sha256: string; total: number };

/**
 * Imports the day's BgMax file holding `arriving` (one deposit per payment date, the deductions in the
 * deposit of their day), and checks that the import report's registered sums equal the file's totals.
 */
export async function importDayFile(
  t: TestApp,
  day: string,
  serial: number,
  arriving: readonly BankPayment[],
): Promise<ImportedFile | null> {
  if (arriving.length === 0) return null;
  const [bankgiro] = t.config.provider.bankgiros;
  if (!bankgiro) throw new Error('The provider has no bankgiro');
  const byDate = Map.groupBy(arriving, (payment) => payment.paymentDate);
  const deposits: BgmaxWriterDeposit[] = [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([paymentDate, payments], index) => ({
      bankgiro,
      paymentDate,
      depositSerial: serial * 10 + index,
      payments: payments.map((payment, position) => ({
        reference: payment.reference,
        amount: payment.amount,
        deduction: payment.deduction ?? false,
        bgcSerial: `${serial}`.padStart(6, '0') + `${index}${position}`.padStart(6, '0'),
      })),
    }));
  const content = writeBgmax(deposits, day);
  const report = await importBgmax(
    t.database.db,
    { fileName: `BGMAX_SIM_${day}.txt`, content, source: 'simulation' },
    { receivingBankgiros: t.config.provider.bankgiros },
  );
  expect(report.status, report.reason ?? '').toBe('imported');
  expect(report.unmatched).toBe(0);
  for (const deposit of report.deposits)
    expect(deposit.registered, deposit.depositSerial).toBe(deposit.amount);
  const total = arriving.reduce(
    (sum, payment) => sum + (payment.deduction ? -payment.amount : payment.amount),
    0,
  );
  const [row] = await t.database.db
    .execute<{ sha256: string }>(
      sql`select sha256 from payment_files where file_name = ${`BGMAX_SIM_${day}.txt`}`,
    )
    .then((result) => (result as unknown as { rows: { sha256: string }[] }).rows);
  if (!row) throw new Error(`The file of ${day} was not kept`);
  return { sha256: row.sha256, total };
}

/** Rows of a raw query (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * What the process and the ledger leave behind, keyed by what identifies each row to a person (not by
 * generated ids or wall-clock times): running a day again must leave it identical.
 */
export async function ledgerSnapshot(db: Executor) {
  return {
    cases: await rowsOf(
      db,
      sql`
      select case_number, status, service, remaining_principal, remaining_interest, remaining_fees,
             paid_principal, paid_sum, credit_balance, interest_accrued_until, paused_until
      from cases order by case_number`,
    ),
    fees: await rowsOf(
      db,
      sql`
      select c.case_number, f.type, f.date, f.amount, f.paid, f.credits_fee_id is not null as credit
      from case_fees f join cases c on c.id = f.case_id order by 1, 2, 3, 4, 5, 6`,
    ),
    payments: await rowsOf(
      db,
      sql`
      select external_id, c.case_number, p.amount, p.allocated_fees, p.allocated_interest,
             p.allocated_principal, p.allocated_credit
      from payments p left join cases c on c.id = p.case_id order by 1, 2, 3, 4, 5, 6, 7`,
    ),
    steps: await rowsOf(
      db,
      sql`
      select p.subject_kind, p.action, p.due_on, p.taken_on, p.undone_at is not null as undone, c.case_number
      from process_actions p left join cases c on c.id = p.case_id order by 6, 2, 3, 4, 1, 5`,
    ),
    letters: await rowsOf(
      db,
      sql`
      select c.case_number, d.kind, d.title, d.withdrawn_at is not null as withdrawn
      from documents d left join cases c on c.id = d.case_id where d.client_id is null order by 1, 2, 3, 4`,
    ),
    plans: await rowsOf(
      db,
      sql`
      select p.guid, p.status, i.sequence, i.due_date, i.amount, i.paid, i.status as instalment_status
      from instalments i join payment_plans p on p.id = i.plan_id order by 1, 3`,
    ),
  };
}

/** Runs day `day` of the engine again: its row and chunks deleted, the same run asked for the same day. */
export async function forgetDay(db: Executor, day: string): Promise<void> {
  await db.execute(sql`delete from engine_chunks where business_date = ${day}`);
  await db.execute(sql`delete from engine_days where business_date = ${day}`);
}
