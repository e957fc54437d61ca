import { isoDateToDayNumber, isValidIsoDate } from './iso-date.ts';
import { isLuhnValid } from './luhn.ts';

/** Why an identity number was refused: its shape, its Luhn check digit or its date of birth. */
export type IdentityNumberErrorCode = 'Format' | 'Checksum' | 'Date';

/** A parsed identity number in its normalised written form, or the reason it was refused. */
export type IdentityNumberResult = { ok: true; value: string } | { ok: false; code: IdentityNumberErrorCode };

// Optional century, YYMMDD, optional separator, serial number and check digit.
const PERSONAL_NUMBER = /^(\d{2})?(\d{2})(\d{2})(\d{2})([-+])?(\d{4})$/;
const ORGANISATION_NUMBER = /^(\d{6})-?(\d{4})$/;
// A samordningsnummer (co-ordination number) adds 60 to the day of birth.
const COORDINATION_DAY_OFFSET = 60;

/** Chooses the birth year of a 10-digit number: the latest year ending in `yy` not after today, a century earlier with `+`. */
function inferBirthYear(yy: number, monthDay: string, separator: string | undefined, today: string): number {
  const todayYear = Number(today.slice(0, 4));
  let year = todayYear - ((((todayYear - yy) % 100) + 100) % 100);
  // Born later in the current year than today would be a birth in the future: the previous century.
  if (year === todayYear && monthDay > today.slice(5, 7) + today.slice(8, 10)) year -= 100;
  // `+` is written from the year a person turns 100.
  if (separator === '+') year -= 100;
  return year;
}

/**
 * Parses a Swedish personnummer or samordningsnummer of 10 or 12 digits (with `-`, `+` or no separator) into
 * `YYYYMMDD-NNNN`, inferring a missing century relative to `today` (`YYYY-MM-DD`).
 */
export function parsePersonalNumber(input: string, today: string): IdentityNumberResult {
  const todayDayNumber = isoDateToDayNumber(today);
  const match = PERSONAL_NUMBER.exec(input.trim());
  if (match === null) return { ok: false, code: 'Format' };
  const [, century, yy = '', mm = '', dd = '', separator, serial = ''] = match;
  if (!isLuhnValid(`${yy}${mm}${dd}${serial}`)) return { ok: false, code: 'Checksum' };

  const day = Number(dd) > COORDINATION_DAY_OFFSET ? Number(dd) - COORDINATION_DAY_OFFSET : Number(dd);
  const birthDay = String(day).padStart(2, '0');
  // With 12 digits the century is written out, so a `+` adds nothing and is ignored.
  const year =
    century === undefined
      ? inferBirthYear(Number(yy), `${mm}${birthDay}`, separator, today)
      : Number(`${century}${yy}`);
  const birthDate = `${String(year).padStart(4, '0')}-${mm}-${birthDay}`;
  if (!isValidIsoDate(birthDate) || isoDateToDayNumber(birthDate) > todayDayNumber) {
    return { ok: false, code: 'Date' };
  }

  return { ok: true, value: `${year}${mm}${dd}-${serial}` };
}

/** Hides the last four digits of a normalised personnummer: `YYYYMMDD-NNNN` becomes `YYYYMMDD-XXXX`. */
export function maskPersonalNumber(normalised: string): string {
  if (!/^\d{8}-\d{4}$/.test(normalised)) {
    throw new RangeError('Expected a normalised personnummer YYYYMMDD-NNNN');
  }
  return `${normalised.slice(0, 9)}XXXX`;
}

/** Parses a Swedish organisationsnummer (10 digits, optional `-`, third digit ≥ 2, Luhn) into `NNNNNN-NNNN`. */
export function parseOrganisationNumber(input: string): IdentityNumberResult {
  const match = ORGANISATION_NUMBER.exec(input.trim());
  if (match === null) return { ok: false, code: 'Format' };
  const [, head = '', tail = ''] = match;
  // The "month" digit of a legal person's number is 2 or more, which sets it apart from a personnummer.
  if (Number(head[2]) < 2) return { ok: false, code: 'Format' };
  if (!isLuhnValid(`${head}${tail}`)) return { ok: false, code: 'Checksum' };
  return { ok: true, value: `${head}-${tail}` };
}

/** Hides the last four digits of a normalised organisationsnummer: `NNNNNN-NNNN` becomes `NNNNNN-XXXX`. */
export function maskOrganisationNumber(normalised: string): string {
  if (!/^\d{6}-\d{4}$/.test(normalised)) {
    throw new RangeError('Expected a normalised organisationsnummer NNNNNN-NNNN');
  }
  return `${normalised.slice(0, 7)}XXXX`;
}

/** Masks a normalised identity number of either kind: `YYYYMMDD-XXXX` for a person, `NNNNNN-XXXX` for an organisation. */
export function maskIdentityNumber(normalised: string): string {
  return normalised.length === 13 ? maskPersonalNumber(normalised) : maskOrganisationNumber(normalised);
}

/** The normalised identity number `input` is, a person's (as of ISO day `today`) or an organisation's; else null. */
export function identityNumberIn(input: string, today: string): string | null {
  const person = parsePersonalNumber(input, today);
  if (person.ok) return person.value;
  const company = parseOrganisationNumber(input);
  return company.ok ? company.value : null;
}
