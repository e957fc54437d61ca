/**
 * `npm run engine:run -- [--date YYYY-MM-DD]`: runs the collection process's business days up to the
 * given day (today in Stockholm by default), first any days missed before it, and prints what each
 * day did. Beside a running portal it runs inside the portal, whose workers share the chunks.
 */
import { isValidIsoDate, stockholmDateTime } from '@fordra/domain';
import type { ControlCommand } from '../../control/control-command.ts';
import { EXIT } from '../../control/control-command.ts';
import { type DaySummary, runBusinessDays, workerName } from './business-days.ts';

const USAGE = 'Usage: npm run engine:run -- [--date YYYY-MM-DD]';

function parseDate(args: string[]): string | null | undefined {
  if (args.length === 0) return undefined;
  const [flag, date, ...rest] = args;
  if (flag !== '--date' || !date || rest.length > 0 || !isValidIsoDate(date)) return null;
  return date;
}

const AWAITING = 'awaitingReferenceRate:';

/** One line per day: the steps taken, in words a reader of the log understands. */
export function describeDay(day: string, summary: DaySummary): string {
  const { examined = 0, alreadyTaken = 0, instalmentsPast = 0, ...rest } = summary;
  const entries = Object.entries(rest).filter(([, n]) => (n ?? 0) > 0);
  const taken = entries.filter(([key]) => !key.startsWith(AWAITING)).map(([action, n]) => `${action} ${n}`);
  const waiting = entries
    .filter(([key]) => key.startsWith(AWAITING))
    .map(
      ([key, n]) =>
        `${n} waiting: no reference rate for the half-year beginning ${key.slice(AWAITING.length)} (an admin enters it in the back office)`,
    );
  const parts = [
    `${examined} examined`,
    taken.length > 0 ? taken.join(', ') : 'no steps due',
    ...waiting,
    ...(instalmentsPast > 0 ? [`instalments past due ${instalmentsPast}`] : []),
    ...(alreadyTaken > 0 ? [`already taken ${alreadyTaken}`] : []),
  ];
  return `${day}: ${parts.join('; ')}`;
}

export const engineRunCommand: ControlCommand = {
  name: 'engine:run',
  summary: 'runs the collection process up to a business day, with any days missed before it',
  checkArgs: (args) => (parseDate(args) === null ? USAGE : null),
  run: async ({ db, config, out, err }, args) => {
    const date = parseDate(args);
    if (date === null) {
      err(USAGE);
      return EXIT.usage;
    }
    const target = date ?? stockholmDateTime(new Date()).date;
    const days = await runBusinessDays(
      db,
      { worker: workerName(), config, onDay: (day, summary) => out(describeDay(day, summary)) },
      target,
    );
    if (days.length === 0) out(`Every business day up to ${target} has already been run.`);
    return EXIT.ok;
  },
};
