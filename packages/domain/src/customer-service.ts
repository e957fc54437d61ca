import { isBankDay } from './bank-days.ts';
import { isoWeekday } from './iso-date.ts';
import { BUSINESS_TIME_ZONE, stockholmDateTime } from './stockholm-time.ts';

/** Customer service hours in Stockholm wall-clock time (`HH:MM`); `days` are ISO weekdays, 1 Monday – 7 Sunday. */
export const CUSTOMER_SERVICE_HOURS = Object.freeze({
  opens: '09:00',
  closes: '16:00',
  days: Object.freeze([1, 2, 3, 4, 5]),
  timeZone: BUSINESS_TIME_ZONE,
} as const);

/**
 * Tells whether customer service is open at `instant`: on an opening weekday that `isOpenDay` (given `YYYY-MM-DD`,
 * default: a Swedish bank day) accepts, from `opens` up to but not including `closes`, Stockholm time.
 */
export function isCustomerServiceOpen(
  instant: Date,
  isOpenDay: (iso: string) => boolean = isBankDay,
): boolean {
  const { date, time } = stockholmDateTime(instant);
  const { opens, closes, days } = CUSTOMER_SERVICE_HOURS;
  // `HH:MM` strings compare in time order.
  return (
    (days as readonly number[]).includes(isoWeekday(date)) &&
    isOpenDay(date) &&
    time >= opens &&
    time < closes
  );
}
