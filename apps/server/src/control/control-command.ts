/**
 * A command of the portal's command line (`npm run <name>`): it runs inside the running portal, on the
 * portal's own database handle, or, when no portal runs, in the command line's own process.
 */
import type { Config } from '../config-types.ts';
import type { Executor } from '../db/executor.ts';
import type { DeliveryChannels } from '../modules/delivery/channels.ts';

export type CommandContext = {
  db: Executor;
  config: Config;
  /** The operating-system user who ran the command line: who a command that changes data records. */
  operator: string;
  /** A line of the command's output: standard output of the command line. */
  out: (line: string) => void;
  /** A line of progress or of why the command failed: standard error of the command line. */
  err: (line: string) => void;
  /**
   * The bytes of a file named on the command line, read by the command line's process (its working
   * directory, its permissions) wherever the command runs; rejects with the error's `code` (ENOENT…).
   */
  readFile: (file: string) => Promise<Uint8Array>;
  /** The command line's working directory, against which the files it names are resolved; this process's when absent. */
  workingDirectory?: string;
  /** A copy of the embedded database (Database.backup), taken by the process that holds it; absent on PostgreSQL. */
  backupDatabase?: () => Promise<Uint8Array>;
  /**
   * The delivery channels of the process the command runs in: the running portal's, or, with no portal, the
   * real services the configuration names (no test server is started for one command).
   */
  channels: DeliveryChannels;
};

export type ControlCommand = {
  /** The npm script's name, e.g. `plan:decide`. */
  name: string;
  /** One line for the list of commands. */
  summary: string;
  /** The usage message when the arguments are wrong, else null: checked before any database is opened. */
  checkArgs?: (args: string[]) => string | null;
  /**
   * Works on data that must be there already (cases, plans, payments): with no portal running and no
   * database, the command line says so and stops (EXIT.noDatabase) rather than make an empty one,
   * unless `--create` asks for one.
   */
  needsData?: boolean;
  /** Runs the command and answers its exit code. */
  run: (context: CommandContext, args: string[]) => Promise<number>;
};

/**
 * Exit codes every command shares; 66 is sysexits' EX_NOINPUT: there is no database to work on; 75 its
 * EX_TEMPFAIL: the database is busy, try again later; 78 its EX_CONFIG: the configuration is refused
 * (production-mode.ts).
 */
export const EXIT = {
  ok: 0,
  failed: 1,
  usage: 2,
  noDatabase: 66,
  databaseLocked: 75,
  configRefused: 78,
} as const;

/** The flag that lets a command that needs data make a new, empty database when there is none. */
export const CREATE_FLAG = '--create';

/** Checks the arguments (usage and exit code 2 when wrong), then runs the command. */
export async function runControlCommand(
  command: ControlCommand,
  context: CommandContext,
  args: string[],
): Promise<number> {
  const wrong = command.checkArgs?.(args) ?? null;
  if (wrong) {
    context.err(wrong);
    return EXIT.usage;
  }
  return command.run(context, args);
}
