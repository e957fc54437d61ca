/** The debtors aggregate: debtors, their addresses and contact details. */
import { and, type Column, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { debtorNameSql } from '../expressions.ts';
import { prefixRange } from '../prefix-range.ts';
import { cases, customers, debtorAddresses, debtors, invoices } from '../schema.ts';

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
export async function insertDebtorUnlessKnown(db: Executor, debtor: typeof debtors.$inferInsert) {
  const [row] = await db
    .insert(debtors)
    .values(debtor)
    .onConflictDoNothing({ target: debtors.identityNumber })
    .returning({ id: debtors.id });
  return row?.id ?? null;
}

export async function insertDebtorAddress(db: Executor, address: typeof debtorAddresses.$inferInsert) {
  await db.insert(debtorAddresses).values(address);
}

/** A debtor's primary address (or another when none is primary); none when there is none. */
export async function primaryAddressOf(db: Executor, debtorId: string) {
  const [address] = await db
    .select()
    .from(debtorAddresses)
    .where(eq(debtorAddresses.debtorId, debtorId))
    .orderBy(desc(debtorAddresses.isPrimary))
    .limit(1);
  return address ?? null;
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

const beginsWith = (column: Column | SQL, prefix: string) => {
  const { start, end } = prefixRange(prefix);
  return sql`(lower(${column}) ~>=~ ${start} and lower(${column}) ~<~ ${end})`;
};

/** Debtors by the beginning of their names: one word in any name, two as first and last name. */
function nameCondition(words: string[]): SQL | undefined {
  const [first, second] = words;
  if (!first) return undefined;
  const company = beginsWith(debtors.companyName, words.join(' '));
  if (words.length === 1)
    return or(beginsWith(debtors.lastName, first), beginsWith(debtors.firstName, first), company);
  if (words.length === 2 && second)
    return or(
      and(beginsWith(debtors.firstName, first), beginsWith(debtors.lastName, second)),
      and(beginsWith(debtors.lastName, first), beginsWith(debtors.firstName, second)),
      company,
    );
  return company;
}

/**
 * At most `limit` debtors, by name, with one of `identityNumbers`, the e-mail address `email` (lower
 * case), the phone number `phone`, or names that begin with `nameWords` (lower case); each with how
 * many cases they have. None when nothing is sought.
 */
export async function debtorsFound(
  db: Executor,
  sought: { identityNumbers: string[]; email: string | null; phone: string | null; nameWords: string[] },
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
    nameCondition(sought.nameWords),
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
