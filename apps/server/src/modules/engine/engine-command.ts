/**
 * `npm run engine:run -- [--date YYYY-MM-DD] [--verbose] [--create]`: runs the collection process's
 * business days up to the given day (today in Stockholm by default), first any days missed before it,
 * and prints what each day did: its steps, its letters and its fees; with `--verbose` also each case it
 * moved (case number and step). Beside a running portal it runs inside the portal, whose workers share
 * the chunks. With no portal and no database it stops (control-client.ts) unless `--create` is given.
 */
import { type Currency, formatMoney, isValidIsoDate, stockholmDateTime } from '@fordra/domain';
import type { ControlCommand } from '../../control/control-command.ts';
import { EXIT } from '../../control/control-command.ts';
import type { Executor } from '../../db/executor.ts';
import { feesOfStepsOn, lettersOfStepsOn, stepsTakenOn } from '../../db/repositories/process-steps.ts';
import { type DaySummary, runBusinessDays, workerName } from './business-days.ts';

const USAGE = 'Usage: npm run engine:run -- [--date YYYY-MM-DD] [--verbose] [--create]';

/** The run's options, or null when the arguments are not the usage's. */
function parseArgs(args: string[]): { date: string | undefined; verbose: boolean } | null {
  let date: string | undefined;
  let verbose = false;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === '--verbose' && !verbose) verbose = true;
    else if (arg === '--date' && date === undefined) {
      const value = args[++index];
      if (!value || !isValidIsoDate(value)) return null;
      date = value;
    } else return null;
  }
  return { date, verbose };
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

/**
 * The lines under a day's summary: its letters by kind and its fees by type (how many, their sum), and
 * with `verbose` one line per step: the case number (or the subject's kind) and the step.
 */
export async function describeDayDetails(db: Executor, day: string, verbose: boolean): Promise<string[]> {
  const [letters, fees] = await Promise.all([lettersOfStepsOn(db, day), feesOfStepsOn(db, day)]);
  const money = (minor: number, currency: Currency) => formatMoney(minor, currency, 'sv-SE');
  const lines = [
    `  letters: ${letters.length > 0 ? letters.map((l) => `${l.kind} ${l.count}`).join(', ') : 'none'}`,
    `  fees: ${
      fees.length > 0
        ? fees.map((f) => `${f.type} ${f.count} (${money(f.amount, f.currency)})`).join(', ')
        : 'none'
    }`,
  ];
  if (verbose) {
    for (const step of await stepsTakenOn(db, day))
      lines.push(`  ${step.caseNumber ?? `(${step.subjectKind})`} ${step.action}`);
  }
  return lines;
}

export const engineRunCommand: ControlCommand = {
  name: 'engine:run',
  needsData: true,
  summary: 'runs the collection process up to a business day, with any days missed before it',
  checkArgs: (args) => (parseArgs(args) === null ? USAGE : null),
  run: async ({ db, config, channels, out, err }, args) => {
    const options = parseArgs(args);
    if (options === null) {
      err(USAGE);
      return EXIT.usage;
    }
    const target = options.date ?? stockholmDateTime(new Date()).date;
    const days = await runBusinessDays(
      db,
      {
        worker: workerName(),
        config,
        // The day's letters go out by the process's channels: a mailbox holder's to the digital mailbox.
        channels,
        onDay: async (day, summary) => {
          out(describeDay(day, summary));
          for (const line of await describeDayDetails(db, day, options.verbose)) out(line);
        },
      },
      target,
    );
    if (days.length === 0) out(`Every business day up to ${target} has already been run.`);
    return EXIT.ok;
  },
};
