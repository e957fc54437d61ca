/**
 * One generated debtor for scale, as rows ready to insert: the person, an address, a login and
 * three to seven cases. Content depends only on the seed and the debtor's index; ids are random.
 */
import { randomUUID } from 'node:crypto';
import { dayNumberToIsoDate, debtorDisplayName, isoDateToDayNumber, luhnCheckDigit } from '@fordra/domain';
import type { DebtorAddressInsert, DebtorInsert, DebtorLoginInsert } from '../db/repositories/debtors.ts';
import { generateScaleCase, type ScaleCaseRows, type ScaleContext } from './scale-case.ts';
import { debtorRandom } from './scale-random.ts';
import { cities, femaleFirstNames, lastNames, maleFirstNames, streetNames } from './scale-vocabulary.ts';

/** Debtor `index` has the cases numbered `FIRST_SCALE_CASE_NUMBER + index × 10 + k`, above the demo's. */
export const FIRST_SCALE_CASE_NUMBER = 10_000_000;
export const SCALE_USERNAME_PREFIX = 'scale';

export type ScaleDebtorRows = {
  debtor: DebtorInsert;
  address: DebtorAddressInsert;
  account: DebtorLoginInsert;
  cases: ScaleCaseRows[];
};

// Birth dates 1940-01-01 to 2005-12-31, visited in steps coprime to their count; serial numbers
// 60–99 per birth date, so the numbers stay unique and apart from the demo's (serials below 60).
const FIRST_BIRTH_DAY = isoDateToDayNumber('1940-01-01');
const BIRTH_DAYS = isoDateToDayNumber('2005-12-31') - FIRST_BIRTH_DAY + 1;
const BIRTH_DAY_STEP = 7_919;
const FIRST_SERIAL = 60;
/** The most debtors the personnummer scheme keeps unique. */
export const MAX_SCALE_DEBTORS = BIRTH_DAYS * (100 - FIRST_SERIAL);

/** The personnummer `YYYYMMDD-NNGC` of generated debtor `index` (from 1); G (from `digit`) is odd for a man. */
export function scalePersonalNumber(index: number, male: boolean, digit: number): string {
  const n = index - 1;
  if (!Number.isSafeInteger(n) || n < 0 || n >= MAX_SCALE_DEBTORS)
    throw new RangeError(`No personnummer for generated debtor ${index}`);
  const birth = dayNumberToIsoDate(FIRST_BIRTH_DAY + ((n * BIRTH_DAY_STEP) % BIRTH_DAYS)).replaceAll('-', '');
  const genderDigit = (digit - (digit % 2) + (male ? 1 : 0)) % 10;
  const serial = `${FIRST_SERIAL + Math.floor(n / BIRTH_DAYS)}${genderDigit}`;
  return `${birth}-${serial}${luhnCheckDigit(`${birth.slice(2)}${serial}`)}`;
}

const asciiLower = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .toLowerCase();

/** The rows of generated debtor `index` (from 1). */
export function generateScaleDebtor(index: number, context: ScaleContext): ScaleDebtorRows {
  const random = debtorRandom(context.seed, index);
  const male = random.chance(0.5);
  const firstName = random.pick(male ? maleFirstNames : femaleFirstNames);
  const lastName = random.pick(lastNames);
  const debtorId = randomUUID();
  const place = random.pick(cities);
  const flat = random.chance(0.3) ? ` lgh ${random.int(1001, 1404)}` : '';
  const caseCount = random.int(3, 7);
  return {
    debtor: {
      id: debtorId,
      kind: 'person',
      firstName,
      lastName,
      companyName: null,
      identityNumber: scalePersonalNumber(index, male, random.int(0, 9)),
      email: random.chance(0.7) ? `${asciiLower(`${firstName}.${lastName}`)}${index}@example.se` : null,
      cellularPhone: random.chance(0.8)
        ? `+467${random.pick([0, 2, 3, 6])}${random.int(1_000_000, 9_999_999)}`
        : null,
      homePhone: random.chance(0.1) ? `+468${random.int(1_000_000, 9_999_999)}` : null,
      workPhone: null,
      language: null,
    },
    address: {
      debtorId,
      kind: 'postal',
      careOf: random.chance(0.03) ? `c/o ${random.pick(lastNames)}` : null,
      street: `${random.pick(streetNames)} ${random.int(1, 120)}${flat}`,
      postalCode: `${place.postalPrefix} ${random.int(10, 99)}`,
      city: place.city,
      country: 'SE',
      isPrimary: true,
    },
    account: {
      username: `${SCALE_USERNAME_PREFIX}${index}`,
      passwordHash: context.passwordHash,
      role: 'debtor',
      debtorId,
      displayName: debtorDisplayName({ firstName, lastName }),
    },
    cases: Array.from({ length: caseCount }, (_, k) =>
      generateScaleCase(random, context, debtorId, String(FIRST_SCALE_CASE_NUMBER + index * 10 + k)),
    ),
  };
}
