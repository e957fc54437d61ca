/**
 * The back office's one search box: a case by its number or OCR reference; a debtor by identity number
 * (whole, or the last four digits with the date of birth), by the beginning of a name, by e-mail or
 * phone; a client by name or number; a payment by its amount in kronor or its reference. Every branch
 * is an index look-up or a prefix range of an index, except e-mail and phone (no index: an equality
 * scan of `debtors`) and an amount (an equality scan of `payments`).
 */
import type { StaffSearchResponse } from '@fordra/contract';
import {
  identityNumberIn,
  normalizeEmail,
  normalizePhoneNumber,
  parseKronor,
  parsePersonalNumber,
} from '@fordra/domain';
import { and, type Column, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { debtorNameSql } from '../../db/expressions.ts';
import { prefixRange } from '../../db/prefix-range.ts';
import { cases, clients, debtors, payments } from '../../db/schema.ts';
import { containsPattern } from '../../http/lists.ts';
import { balanceOn } from '../ledger/ledger-service.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';

/** Results per group; one more is read to tell whether there were more. */
export const SEARCH_GROUP_SIZE = 10;

/** What a typed text can be. */
export function searchKeys(text: string, today: string) {
  const compact = text.replace(/[\s-]/g, '');
  const digits = /^\d+$/.test(compact) ? compact : null;
  // The last four digits with the date of birth, in either order: `19121212 1212`, `1212 121212`.
  const birthAndLastFour = /^(\d{6}|\d{8})\s+(\d{4})$/.exec(text) ?? /^(\d{4})\s+(\d{6}|\d{8})$/.exec(text);
  const [birth, lastFour] =
    birthAndLastFour && birthAndLastFour[1]?.length === 4
      ? [birthAndLastFour[2], birthAndLastFour[1]]
      : [birthAndLastFour?.[1], birthAndLastFour?.[2]];
  const identityNumbers = new Set<string>();
  const whole = identityNumberIn(text, today);
  if (whole) identityNumbers.add(whole);
  // Without its century a number may be of either: the searcher may not know the `+` of the very old.
  const withoutCentury = /^\d{6}[-+]?\d{4}$/.test(text) ? compact.replace('+', '') : null;
  const numbers = [birth && lastFour ? `${birth}${lastFour}` : null, withoutCentury].filter(
    (n) => n !== null,
  );
  for (const number of numbers) {
    const candidates = number.length === 10 ? [`19${number}`, `20${number}`] : [number];
    for (const candidate of candidates) {
      const person = parsePersonalNumber(candidate, today);
      if (person.ok) identityNumbers.add(person.value);
    }
  }
  const email = text.includes('@') ? normalizeEmail(text) : null;
  const phone = /^\+?[\d\s()-]{6,}$/.test(text) ? normalizePhoneNumber(text) : null;
  return {
    digits,
    identityNumbers: [...identityNumbers],
    email: email?.ok ? email.value.toLowerCase() : null,
    phone: phone?.ok ? phone.value : null,
    amount: parseKronor(text),
    words: text
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => word.length > 0),
  };
}

const begins = (column: Column | SQL, prefix: string) => {
  const { start, end } = prefixRange(prefix);
  return sql`(lower(${column}) ~>=~ ${start} and lower(${column}) ~<~ ${end})`;
};

/** Debtors by the beginning of their names: one word in any name, two as first and last name. */
function nameCondition(words: string[]): SQL | undefined {
  const [first, second] = words;
  if (!first) return undefined;
  const company = begins(debtors.companyName, words.join(' '));
  if (words.length === 1)
    return or(begins(debtors.lastName, first), begins(debtors.firstName, first), company);
  if (words.length === 2 && second)
    return or(
      and(begins(debtors.firstName, first), begins(debtors.lastName, second)),
      and(begins(debtors.lastName, first), begins(debtors.firstName, second)),
      company,
    );
  return company;
}

/** At most `SEARCH_GROUP_SIZE` of `rows`, and whether there were more. */
function page<T>(rows: T[]): { rows: T[]; more: boolean } {
  return { rows: rows.slice(0, SEARCH_GROUP_SIZE), more: rows.length > SEARCH_GROUP_SIZE };
}

export async function staffSearch(db: Executor, text: string, today: string): Promise<StaffSearchResponse> {
  const keys = searchKeys(text, today);
  const limit = SEARCH_GROUP_SIZE + 1;

  const caseConditions = keys.digits
    ? [eq(cases.caseNumber, keys.digits), eq(cases.ocrReference, keys.digits)]
    : [];
  const debtorConditions = [
    ...(keys.identityNumbers.length ? [inArray(debtors.identityNumber, keys.identityNumbers)] : []),
    ...(keys.email ? [eq(sql`lower(${debtors.email})`, keys.email)] : []),
    ...(keys.phone
      ? [
          or(
            eq(debtors.cellularPhone, keys.phone),
            eq(debtors.homePhone, keys.phone),
            eq(debtors.workPhone, keys.phone),
          ),
        ]
      : []),
    ...(keys.digits || keys.email ? [] : [nameCondition(keys.words)]),
  ].filter((condition) => condition !== undefined);
  const clientCondition = or(
    sql`lower(${clients.name}) like ${containsPattern(text.toLowerCase())}`,
    ...(keys.digits ? [eq(clients.clientNumber, keys.digits)] : []),
  );
  // A payment by the OCR reference of its case (through the case's index), an unmatched one by the
  // reference it came with, or any by its amount.
  const paymentConditions = [
    ...(keys.digits
      ? [
          sql`${payments.caseId} = any(array(select ${cases.id} from ${cases} where ${cases.ocrReference} = ${keys.digits}))`,
          and(isNull(payments.caseId), begins(payments.paymentReference, keys.digits)),
        ]
      : []),
    ...(keys.amount !== null && keys.amount > 0 ? [eq(payments.amount, keys.amount)] : []),
  ];

  const [debtorRows, clientRows, paymentRows, rates] = await Promise.all([
    debtorConditions.length
      ? db
          .select({
            debtorId: debtors.id,
            debtorGuid: debtors.guid,
            name: debtorNameSql,
            identityNumber: debtors.identityNumber,
            email: debtors.email,
            cellularPhone: debtors.cellularPhone,
            // Written out whole: drizzle leaves the columns of a one-table select unqualified.
            caseCount:
              sql<number>`(select count(*) from ${cases} c where c.debtor_id = "debtors"."id")`.mapWith(
                Number,
              ),
          })
          .from(debtors)
          .where(or(...debtorConditions))
          .orderBy(debtorNameSql, debtors.identityNumber)
          .limit(limit)
      : [],
    db
      .select({ clientGuid: clients.guid, clientNumber: clients.clientNumber, name: clients.name })
      .from(clients)
      .where(clientCondition)
      .orderBy(clients.name)
      .limit(limit),
    paymentConditions.length
      ? db
          .select({ payment: payments, caseGuid: cases.guid, caseNumber: cases.caseNumber })
          .from(payments)
          .leftJoin(cases, eq(cases.id, payments.caseId))
          .where(or(...paymentConditions))
          .orderBy(desc(payments.paymentDate), desc(payments.createdAt))
          .limit(limit)
      : [],
    referenceRatesOf(db),
  ]);

  // A debtor found is a way to their cases: the cases group lists them too.
  const foundDebtorIds = debtorRows.slice(0, SEARCH_GROUP_SIZE).map((row) => row.debtorId);
  const allCaseConditions = [
    ...caseConditions,
    ...(foundDebtorIds.length ? [inArray(cases.debtorId, foundDebtorIds)] : []),
  ];
  const caseRows = allCaseConditions.length
    ? await db
        .select({ case: cases, debtorName: debtorNameSql, clientName: clients.name })
        .from(cases)
        .innerJoin(debtors, eq(debtors.id, cases.debtorId))
        .innerJoin(clients, eq(clients.id, cases.clientId))
        .where(or(...allCaseConditions))
        // The open cases before the closed, then by number.
        .orderBy(sql`${cases.closedAt} is not null`, cases.caseNumber)
        .limit(limit)
    : [];

  const found = {
    cases: page(caseRows),
    debtors: page(debtorRows),
    clients: page(clientRows),
    payments: page(paymentRows),
  };
  return {
    cases: found.cases.rows.map((row) => ({
      caseGuid: row.case.guid,
      caseNumber: row.case.caseNumber,
      ocrReference: row.case.ocrReference,
      status: row.case.status,
      debtorName: row.debtorName,
      clientName: row.clientName,
      currency: row.case.currency,
      remainingAmount: balanceOn(row.case, today, rates).remainingAmount,
    })),
    debtors: found.debtors.rows.map(({ debtorId: _, ...debtor }) => debtor),
    clients: found.clients.rows,
    payments: found.payments.rows.map((row) => ({
      paymentGuid: row.payment.guid,
      paymentDate: row.payment.paymentDate,
      currency: row.payment.currency,
      amount: row.payment.amount,
      reference: row.payment.paymentReference,
      caseGuid: row.caseGuid,
      caseNumber: row.caseNumber,
    })),
    truncated: Object.values(found).some((group) => group.more),
  };
}
