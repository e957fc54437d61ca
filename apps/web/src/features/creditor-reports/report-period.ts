/** Whether `start`–`end` (ISO days) is one whole calendar month, as the monthly reports' periods are. */
export function isWholeMonth(start: string, end: string): boolean {
  const [year, month] = start.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return start.endsWith('-01') && end === lastDay;
}
