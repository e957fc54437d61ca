/** Debtors, their addresses, contact details and logins. */
import { type DebtorNameParts, debtorDisplayName, searchKey, searchKeyOf } from '@fordra/domain';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { insertRows, isAnyOf } from '../bulk-statements.ts';
import type { Executor } from '../executor.ts';
import { debtorNameSql } from '../expressions.ts';
import { beginsWith } from '../prefix-range.ts';
import { accounts, cases, customers, debtorAddresses, debtors, invoices } from '../schema.ts';

/** The debtor who is the person with a personal number (`YYYYMMDD-NNNN`). */
export async function personDebtorByPersonalNumber(db: Executor, personalNumber: string) {
  const [debtor] = await db
    .select({
      id: debtors.id,
      firstName: debtors.firstName,
      lastName: debtors.lastName,
    })
    .from(debtors)
    .where(and(eq(debtors.identityNumber, personalNumber), eq(debtors.kind, 'person')))
    .limit(1);
  return debtor;
}

/** The debtor's own login, the oldest if there are several. */
export async function debtorAccountOf(db: Executor, debtorId: string) {
  const [account] = await db
    .select({ id: accounts.id, disabled: accounts.disabled })
    .from(accounts)
    .where(and(eq(accounts.debtorId, debtorId), eq(accounts.role, 'debtor')))
    .orderBy(asc(accounts.createdAt))
    .limit(1);
  return account;
}

/** A login for the debtor, without a password (BankID only). */
export async function insertDebtorAccount(db: Executor, input: { debtorId: string; displayName: string }) {
  const [account] = await db
    .insert(accounts)
    .values({ debtorId: input.debtorId, displayName: input.displayName })
    .returning({ id: accounts.id, disabled: accounts.disabled });
  return account;
}

/** The language the debtor's letters are written in. */
export async function setDebtorLanguage(db: Executor, debtorId: string, language: string): Promise<void> {
  await db.update(debtors).set({ language }).where(eq(debtors.id, debtorId));
}

export type DebtorRow = typeof debtors.$inferSelect;

export type DebtorAddressRow = typeof debtorAddresses.$inferSelect;

export async function debtorById(db: Executor, debtorId: string): Promise<DebtorRow | undefined> {
  const [debtor] = await db.select().from(debtors).where(eq(debtors.id, debtorId)).limit(1);
  return debtor;
}

/** The debtor's primary address, or another when none is primary. */
export async function primaryAddressOf(
  db: Executor,
  debtorId: string,
): Promise<DebtorAddressRow | undefined> {
  const [address] = await db
    .select()
    .from(debtorAddresses)
    .where(eq(debtorAddresses.debtorId, debtorId))
    .orderBy(sql`${debtorAddresses.isPrimary} desc`)
    .limit(1);
  return address;
}

/** A debtor's e-mail address and phone numbers. */
export type DebtorContact = {
  email: string | null;
  cellularPhone: string | null;
  homePhone: string | null;
  workPhone: string | null;
};

/** The debtor's contact details, the row locked until the transaction `tx` ends. */
export async function lockedDebtorContact(
  tx: Executor,
  debtorId: string,
): Promise<DebtorContact | undefined> {
  const [contact] = await tx
    .select({
      email: debtors.email,
      cellularPhone: debtors.cellularPhone,
      homePhone: debtors.homePhone,
      workPhone: debtors.workPhone,
    })
    .from(debtors)
    .where(eq(debtors.id, debtorId))
    .for('update');
  return contact;
}

/** Saves the contact details given in `next`, the others as they are. */
export async function updateDebtorContact(
  db: Executor,
  debtorId: string,
  next: Partial<DebtorContact>,
): Promise<void> {
  await db
    .update(debtors)
    .set({ ...next, updatedAt: new Date() })
    .where(eq(debtors.id, debtorId));
}

/**
 * Saves the debtor's names with their search forms (`withSearchNames`); the triggers of migration 0026
 * copy those onto the debtor's cases, customers and invoices in the same transaction.
 */
export async function updateDebtorNames(
  db: Executor,
  debtorId: string,
  names: { firstName: string | null; lastName: string | null; companyName: string | null },
): Promise<void> {
  const { searchName, searchLastName } = withSearchNames(names);
  await db
    .update(debtors)
    .set({ ...names, searchName, searchLastName, updatedAt: new Date() })
    .where(eq(debtors.id, debtorId));
}

/** The language the debtor's letters and messages are written in. */
export async function debtorLanguageOf(db: Executor, debtorId: string) {
  const [debtor] = await db
    .select({ language: debtors.language })
    .from(debtors)
    .where(eq(debtors.id, debtorId));
  return debtor;
}

/** Locks the debtor's row until the transaction `tx` ends. */
export async function lockDebtor(tx: Executor, debtorId: string): Promise<void> {
  await tx.select({ id: debtors.id }).from(debtors).where(eq(debtors.id, debtorId)).for('update');
}

/** The debtor's e-mail address and mobile phone number. */
export async function debtorEmailAndPhone(db: Executor, debtorId: string) {
  const [contact] = await db
    .select({ email: debtors.email, cellularPhone: debtors.cellularPhone })
    .from(debtors)
    .where(eq(debtors.id, debtorId));
  return contact;
}

/** The addresses of the debtors of `debtorIds`, the primary postal address first: the one a debtor is served at. */
export async function addressesServedFirst(db: Executor, debtorIds: readonly string[]) {
  return (
    db
      .select()
      .from(debtorAddresses)
      .where(isAnyOf(debtorAddresses.debtorId, debtorIds))
      // The primary postal address first: the one the debtor is served at.
      .orderBy(desc(debtorAddresses.isPrimary), sql`${debtorAddresses.kind} = 'postal' desc`)
  );
}

/** A debtor to store; the search forms of its names are added when it is stored (`withSearchNames`). */
export type DebtorInsert = Omit<typeof debtors.$inferInsert, 'searchName' | 'searchLastName'>;

/**
 * The debtor with the search forms of its names (domain `searchKey`): of the name lists show and of
 * the last name. Every write of a debtor's names goes through here, so searches find it as stored.
 */
export function withSearchNames<const T extends DebtorNameParts>(
  debtor: T,
): T & { searchName: string; searchLastName: string | null } {
  return {
    ...debtor,
    searchName: searchKey(debtorDisplayName(debtor)),
    searchLastName: searchKeyOf(debtor.lastName),
  };
}

/** A debtor's address to store. */
export type DebtorAddressInsert = typeof debtorAddresses.$inferInsert;

/** A debtor's login to store. */
export type DebtorLoginInsert = typeof accounts.$inferInsert;

/** Stores a debtor and answers its id. */
export async function addDebtor(db: Executor, debtor: DebtorInsert): Promise<string | undefined> {
  const [row] = await db.insert(debtors).values(withSearchNames(debtor)).returning({ id: debtors.id });
  return row?.id;
}

/** Stores a debtor's address. */
export async function addDebtorAddress(db: Executor, address: DebtorAddressInsert): Promise<void> {
  await db.insert(debtorAddresses).values(address);
}

/** Stores a debtor's login. */
export async function addDebtorLogin(db: Executor, login: DebtorLoginInsert): Promise<void> {
  await db.insert(accounts).values(login);
}

/** Stores debtors in bulk (`insertRows`). */
export async function insertDebtors(db: Executor, rows: readonly DebtorInsert[]): Promise<number> {
  return insertRows(db, debtors, rows.map(withSearchNames));
}

/** Stores debtors' addresses in bulk (`insertRows`). */
export async function insertDebtorAddresses(
  db: Executor,
  rows: readonly DebtorAddressInsert[],
): Promise<number> {
  return insertRows(db, debtorAddresses, rows);
}

/** Stores debtors' logins in bulk (`insertRows`). */
export async function insertDebtorLogins(db: Executor, rows: readonly DebtorLoginInsert[]): Promise<number> {
  return insertRows(db, accounts, rows);
}

export type Debtor = typeof debtors.$inferSelect;

export type Address = typeof debtorAddresses.$inferSelect;

/** The address letters go to: the primary one, a postal one before others; none when there is none. */
export async function postalAddressOf(db: Executor, debtorId: string) {
  const [address] = await db
    .select()
    .from(debtorAddresses)
    .where(eq(debtorAddresses.debtorId, debtorId))
    .orderBy(desc(debtorAddresses.isPrimary), sql`${debtorAddresses.kind} = 'postal' desc`)
    .limit(1);
  return address ?? null;
}

/** The id of the debtor with this identity number, if there is one. */
export async function debtorIdByIdentityNumber(db: Executor, identityNumber: string) {
  const [row] = await db
    .select({ id: debtors.id })
    .from(debtors)
    .where(eq(debtors.identityNumber, identityNumber));
  return row?.id ?? null;
}

/** Adds a debtor; none when one with the same identity number was stored first. */
export async function insertDebtorUnlessKnown(db: Executor, debtor: DebtorInsert) {
  const [row] = await db
    .insert(debtors)
    .values(withSearchNames(debtor))
    .onConflictDoNothing({ target: debtors.identityNumber })
    .returning({ id: debtors.id });
  return row?.id ?? null;
}

export async function insertDebtorAddress(db: Executor, address: typeof debtorAddresses.$inferInsert) {
  await db.insert(debtorAddresses).values(address);
}

/** A debtor's addresses, the primary first. */
export async function addressesOfDebtor(db: Executor, debtorId: string) {
  return db
    .select()
    .from(debtorAddresses)
    .where(eq(debtorAddresses.debtorId, debtorId))
    .orderBy(desc(debtorAddresses.isPrimary));
}

/**
 * The debtor by guid, with their guid as the client's customer if they are one, when they have a case
 * or an invoice of the client; anyone else is none.
 */
export async function clientDebtorByGuid(db: Executor, clientId: string, debtorGuid: string) {
  const [row] = await db
    .select({ debtor: debtors, customerGuid: customers.guid })
    .from(debtors)
    .leftJoin(customers, and(eq(customers.debtorId, debtors.id), eq(customers.clientId, clientId)))
    .where(
      and(
        eq(debtors.guid, debtorGuid),
        or(
          sql`exists (select 1 from ${cases} where ${cases.debtorId} = ${debtors.id} and ${cases.clientId} = ${clientId})`,
          sql`exists (select 1 from ${invoices} where ${invoices.debtorId} = ${debtors.id} and ${invoices.clientId} = ${clientId})`,
        ),
      ),
    );
  return row ?? null;
}

/** The id of the debtor with this guid, if there is one. */
export async function debtorIdByGuid(db: Executor, debtorGuid: string) {
  const [debtor] = await db.select({ id: debtors.id }).from(debtors).where(eq(debtors.guid, debtorGuid));
  return debtor?.id ?? null;
}

/**
 * Debtors by the beginning of their names in search form (`searchKey` of what was typed): one word
 * begins the name or the last name, two the name (first and last, or a company's) or the last name
 * and then the first.
 */
function nameCondition(key: string): SQL | undefined {
  if (!key) return undefined;
  const words = key.split(' ');
  const [first, second] = words;
  const name = beginsWith(debtors.searchName, key);
  if (words.length === 1 && first) return or(name, beginsWith(debtors.searchLastName, first));
  if (words.length === 2 && first && second)
    return or(name, and(beginsWith(debtors.searchLastName, first), beginsWith(debtors.searchName, second)));
  return name;
}

/**
 * At most `limit` debtors, by name, with one of `identityNumbers`, the e-mail address `email` (lower
 * case), the phone number `phone`, or names that begin with `name` (in search form, `searchKey`);
 * each with how many cases they have. None when nothing is sought.
 */
export async function debtorsFound(
  db: Executor,
  sought: { identityNumbers: string[]; email: string | null; phone: string | null; name: string },
  limit: number,
) {
  const conditions = [
    ...(sought.identityNumbers.length ? [inArray(debtors.identityNumber, sought.identityNumbers)] : []),
    ...(sought.email ? [eq(sql`lower(${debtors.email})`, sought.email)] : []),
    ...(sought.phone
      ? [
          or(
            eq(debtors.cellularPhone, sought.phone),
            eq(debtors.homePhone, sought.phone),
            eq(debtors.workPhone, sought.phone),
          ),
        ]
      : []),
    nameCondition(sought.name),
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return [];
  return db
    .select({
      debtorId: debtors.id,
      debtorGuid: debtors.guid,
      name: debtorNameSql,
      identityNumber: debtors.identityNumber,
      email: debtors.email,
      cellularPhone: debtors.cellularPhone,
      // Written out whole: drizzle leaves the columns of a one-table select unqualified.
      caseCount: sql<number>`(select count(*) from ${cases} c where c.debtor_id = "debtors"."id")`.mapWith(
        Number,
      ),
    })
    .from(debtors)
    .where(or(...conditions))
    .orderBy(debtorNameSql, debtors.identityNumber)
    .limit(limit);
}

/** The debtor's registered address, if one is on file. */
export async function registeredAddressOf(db: Executor, debtorId: string) {
  const [address] = await db
    .select()
    .from(debtorAddresses)
    .where(eq(debtorAddresses.debtorId, debtorId))
    .limit(1);
  return address ?? null;
}

/** Whether the debtor is a person or a company, if the debtor exists. */
export async function debtorKindOf(db: Executor, debtorId: string) {
  const [debtor] = await db.select({ kind: debtors.kind }).from(debtors).where(eq(debtors.id, debtorId));
  return debtor?.kind ?? null;
}
