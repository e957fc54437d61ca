/** The time zone of Fordra's business calendar (bank days, opening hours). */
export const BUSINESS_TIME_ZONE = 'Europe/Stockholm';

const STOCKHOLM_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Returns the wall-clock date (`YYYY-MM-DD`) and time (`HH:MM`, 24-hour) in Stockholm at `instant`. */
export function stockholmDateTime(instant: Date): { date: string; time: string } {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of STOCKHOLM_PARTS.formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}
