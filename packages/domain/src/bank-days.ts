import { addDays, dayNumberToIsoDate, isoDateToDayNumber, isoWeekday } from './iso-date.ts';

/** Bank days a payment may take to reach us (docs/domain.md#bank-days-business-time-and-customer-service). */
export const PAYMENT_TRANSIT_BANK_DAYS = 3;

/** Swedish public holidays and the eves the banks close on, as keys for the UI to translate. */
export type BankHolidayName =
  | 'newYearsDay'
  | 'epiphany'
  | 'goodFriday'
  | 'easterSunday'
  | 'easterMonday'
  | 'mayDay'
  | 'ascensionDay'
  | 'whitSunday'
  | 'nationalDay'
  | 'midsummerEve'
  | 'midsummerDay'
  | 'allSaintsDay'
  | 'christmasEve'
  | 'christmasDay'
  | 'boxingDay'
  | 'newYearsEve';

/** A day in a year on which Swedish banks are closed, besides weekends; `date` is `YYYY-MM-DD`. */
export type BankHoliday = { readonly date: string; readonly name: BankHolidayName };

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Returns Easter Sunday (`YYYY-MM-DD`) of a year (1583–9999) by the anonymous Gregorian (Meeus/Jones/Butcher) algorithm. */
export function easterSunday(year: number): string {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) {
    throw new RangeError(`Year out of range: ${year}`);
  }
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** Returns the first date on or after `from` (`YYYY-MM-DD`) on ISO weekday `weekday` (1 Monday – 7 Sunday). */
function firstWeekdayOnOrAfter(from: string, weekday: number): string {
  return addDays(from, (weekday - isoWeekday(from) + 7) % 7);
}

const SATURDAY = 6;

/** Lists, in date order, the Swedish public holidays and bank-closed eves of `year` (1583–9999). */
export function bankHolidaysOfYear(year: number): readonly BankHoliday[] {
  const easter = easterSunday(year);
  const midsummerDay = firstWeekdayOnOrAfter(isoDate(year, 6, 20), SATURDAY);
  const holidays: BankHoliday[] = [
    { date: isoDate(year, 1, 1), name: 'newYearsDay' },
    { date: isoDate(year, 1, 6), name: 'epiphany' },
    { date: addDays(easter, -2), name: 'goodFriday' },
    { date: easter, name: 'easterSunday' },
    { date: addDays(easter, 1), name: 'easterMonday' },
    { date: isoDate(year, 5, 1), name: 'mayDay' },
    { date: addDays(easter, 39), name: 'ascensionDay' },
    { date: addDays(easter, 49), name: 'whitSunday' },
    { date: isoDate(year, 6, 6), name: 'nationalDay' },
    { date: addDays(midsummerDay, -1), name: 'midsummerEve' },
    { date: midsummerDay, name: 'midsummerDay' },
    { date: firstWeekdayOnOrAfter(isoDate(year, 10, 31), SATURDAY), name: 'allSaintsDay' },
    { date: isoDate(year, 12, 24), name: 'christmasEve' },
    { date: isoDate(year, 12, 25), name: 'christmasDay' },
    { date: isoDate(year, 12, 26), name: 'boxingDay' },
    { date: isoDate(year, 12, 31), name: 'newYearsEve' },
  ];
  return holidays.sort((left, right) => left.date.localeCompare(right.date));
}

// The holidays of a year never change, so each year's set is computed once.
const holidayDatesByYear = new Map<number, ReadonlySet<string>>();

function holidayDates(year: number): ReadonlySet<string> {
  let dates = holidayDatesByYear.get(year);
  if (dates === undefined) {
    dates = new Set(bankHolidaysOfYear(year).map((holiday) => holiday.date));
    holidayDatesByYear.set(year, dates);
  }
  return dates;
}

/** Tells whether `iso` (`YYYY-MM-DD`) is a Swedish bank day: Monday to Friday and not a holiday or bank-closed eve. */
export function isBankDay(iso: string): boolean {
  return isoWeekday(iso) <= 5 && !holidayDates(Number(iso.slice(0, 4))).has(iso);
}

/** Returns the date `n` bank days (whole; negative counts back) after `iso` (`YYYY-MM-DD`); 0 returns `iso` itself. */
export function addBankDays(iso: string, n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Bank days must be a whole number, got ${n}`);
  const step = n < 0 ? -1 : 1;
  let dayNumber = isoDateToDayNumber(iso);
  for (let remaining = Math.abs(n); remaining > 0; ) {
    dayNumber += step;
    if (isBankDay(dayNumberToIsoDate(dayNumber))) remaining--;
  }
  return dayNumberToIsoDate(dayNumber);
}

/**
 * Returns the first and third bank days after `todayIso` (`YYYY-MM-DD`): the earliest and latest day a payment
 * made today is registered.
 */
export function paymentRegistrationWindow(todayIso: string): { earliest: string; latest: string } {
  return { earliest: addBankDays(todayIso, 1), latest: addBankDays(todayIso, 3) };
}
