/**
 * The real portal (`main.ts`) in a child process on a data directory of the test's, and the command
 * line (`control-client.ts`) run beside it, for tests of what a person at the shell sees.
 */
import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { type LocalServer, startLocalServer } from '../../../../scripts/local-server.ts';

/**
 * The portal without the BankID, address register, webhook and delivery channels' test servers (whose
 * fixed ports two portals would share) or the demo data, which these tests need not wait for.
 */
export const portalEnv = {
  BANKID_TEST_SERVER: 'false',
  ADDRESS_REGISTER_TEST_SERVER: 'false',
  WEBHOOK_TEST_RECEIVER: 'false',
  MAILBOX_TEST_SERVER: 'false',
  SMTP_TEST_SERVER: 'false',
  SMS_TEST_SERVER: 'false',
  SEED_DEMO_DATA: 'false',
  SESSION_SECRET: 'portal-process-session-secret-portal-process',
};

/**
 * Starts the portal on PGlite under `dataDir` and resolves once it answers HTTP (its control socket is
 * open by then); `onLine` is given each line it writes.
 */
export async function startPortal(
  dataDir: string,
  env: Record<string, string> = {},
  onLine?: (line: string) => void,
): Promise<LocalServer> {
  return startLocalServer({ dataDir, env: { ...portalEnv, ...env }, onLine });
}

export type CommandRun = { code: number; stdout: string; stderr: string };

const commandLine = path.join(import.meta.dirname, '../control/control-client.ts');

/** Runs `npm run <command> -- <args>` as the npm script does, on PGlite under `dataDir` unless `env` says otherwise. */
export function runCommand(
  command: string,
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
): Promise<CommandRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [commandLine, command, ...args],
      { env: { ...process.env, ...portalEnv, DATA_DIR: dataDir, DATABASE_URL: '', ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** A pid that no process has: one of a process that has exited (pids are not reused so soon). */
export async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  if (!child.pid) throw new Error('No pid');
  return child.pid;
}
