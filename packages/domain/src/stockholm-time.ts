/** The time zone of Fordra's business calendar (bank days, opening hours). */
export const BUSINESS_TIME_ZONE = 'Europe/Stockholm';

/**
 * The formatter that reads Stockholm's wall clock, made on first use: nothing runs on import (a page
 * that imports this module does not pay for the time zone's data until it asks the time).
 */
let stockholmParts: Intl.DateTimeFormat | null = null;

function partsFormat(): Intl.DateTimeFormat {
  stockholmParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return stockholmParts;
}

/**
 * The last answer and the UTC minute it holds for: the server asks for "now" on most requests, and
 * Stockholm's offsets are whole hours, so one UTC minute is one Stockholm minute.
 */
let last: { minute: number; date: string; time: string } | null = null;

/** Returns the wall-clock date (`YYYY-MM-DD`) and time (`HH:MM`, 24-hour) in Stockholm at `instant`. */
export function stockholmDateTime(instant: Date): { date: string; time: string } {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid Date');
  const minute = Math.floor(ms / 60_000);
  if (last?.minute !== minute) {
    const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
    for (const part of partsFormat().formatToParts(instant)) parts[part.type] = part.value;
    last = {
      minute,
      date: `${parts.year}-${parts.month}-${parts.day}`,
      time: `${parts.hour}:${parts.minute}`,
    };
  }
  return { date: last.date, time: last.time };
}
