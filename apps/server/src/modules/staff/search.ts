/**
 * The back office's one search box: a case by its number or OCR reference (or their first digits); a
 * debtor by identity number (whole, or the last four digits with the date of birth), by the beginning
 * of a name without regard to case or accents (domain `searchKey`), by e-mail or
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
  searchedNumber,
  searchKey,
} from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { casesFound } from '../../db/repositories/cases.ts';
import { clientsFound } from '../../db/repositories/clients.ts';
import { debtorsFound } from '../../db/repositories/debtors.ts';
import { paymentsFound } from '../../db/repositories/payments.ts';
import { containsPattern } from '../../http/lists.ts';
import { foundCaseForStaff } from '../../presenters/case-for-staff.ts';
import { foundPaymentForStaff } from '../../presenters/payment-for-staff.ts';
import { balanceOn } from '../ledger/balance-as-of.ts';
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
    number: searchedNumber(text),
    name: searchKey(text),
  };
}

/** At most `SEARCH_GROUP_SIZE` of `rows`, and whether there were more. */
function page<T>(rows: T[]): { rows: T[]; more: boolean } {
  return { rows: rows.slice(0, SEARCH_GROUP_SIZE), more: rows.length > SEARCH_GROUP_SIZE };
}

export async function staffSearch(db: Executor, text: string, today: string): Promise<StaffSearchResponse> {
  const keys = searchKeys(text, today);
  const limit = SEARCH_GROUP_SIZE + 1;

  const [debtorRows, clientRows, paymentRows, rates] = await Promise.all([
    debtorsFound(
      db,
      {
        identityNumbers: keys.identityNumbers,
        email: keys.email,
        phone: keys.phone,
        name: keys.digits || keys.email ? '' : keys.name,
      },
      limit,
    ),
    clientsFound(db, { pattern: containsPattern(keys.name), digits: keys.digits }, limit),
    // A payment by the OCR reference of its case (through the case's index), an unmatched one by the
    // reference it came with, or any by its amount.
    paymentsFound(db, { digits: keys.digits, amount: keys.amount }, limit),
    referenceRatesOf(db),
  ]);

  // A debtor found is a way to their cases: the cases group lists them too.
  const foundDebtorIds = debtorRows.slice(0, SEARCH_GROUP_SIZE).map((row) => row.debtorId);
  const caseRows = await casesFound(db, { number: keys.number, debtorIds: foundDebtorIds }, limit);

  const found = {
    cases: page(caseRows),
    debtors: page(debtorRows),
    clients: page(clientRows),
    payments: page(paymentRows),
  };
  return {
    cases: found.cases.rows.map((row) =>
      foundCaseForStaff(row, balanceOn(row.case, today, rates).remainingAmount),
    ),
    debtors: found.debtors.rows.map(({ debtorId: _, ...debtor }) => debtor),
    clients: found.clients.rows,
    payments: found.payments.rows.map(foundPaymentForStaff),
    truncated: Object.values(found).some((group) => group.more),
  };
}
