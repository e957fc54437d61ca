/**
 * A command of the command line and `npm run worker`, started with a configuration that is refused, say
 * why as the portal does: one line per reason, no stack trace, exit code 78.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandRun, portalEnv, runCommand } from '../test/portal-process.ts';
import { EXIT } from './control-command.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'fordra-refused-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Runs `npm run worker` with `env` until it ends (a worker that starts is stopped after 20 s). */
function runWorker(env: Record<string, string>): Promise<CommandRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(import.meta.dirname, '../modules/engine/worker.ts')],
      { env: { ...process.env, ...portalEnv, DATA_DIR: dataDir, DATABASE_URL: '', ...env }, timeout: 20_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const production = { FORDRA_MODE: 'production', PUBLIC_URL: '', HOST: '' };

describe('a refused configuration', () => {
  it('ends a command with one line per reason and exit code 78', async () => {
    const refused = await runCommand('engine:run', [], dataDir, production);
    expect(refused.code).toBe(EXIT.configRefused);
    expect(refused.stdout).toBe('');
    expect(refused.stderr.trimEnd().split('\n')).toEqual([
      'npm run engine:run will not run:',
      expect.stringMatching(/^ {2}- PUBLIC_URL is not set/),
      expect.stringMatching(/^ {2}- HOST is not set/),
    ]);

    const unusable = await runCommand('payments:import', ['file.txt'], dataDir, { TRUST_PROXY: 'true' });
    expect(unusable.code).toBe(EXIT.configRefused);
    expect(unusable.stderr.trimEnd().split('\n')).toEqual([
      'npm run payments:import will not run:',
      expect.stringMatching(/^ {2}- TRUST_PROXY=true is not accepted/),
    ]);
  }, 30_000);

  it('ends the worker with one line per reason and exit code 78', async () => {
    for (const [env, reasons] of [
      [production, [/^ {2}- PUBLIC_URL is not set/, /^ {2}- HOST is not set/]],
      [{ ENGINE_RUN_AT: '25:00' }, [/^ {2}- ENGINE_RUN_AT must be HH:MM/]],
    ] as const) {
      const refused = await runWorker(env);
      expect(refused.code).toBe(EXIT.configRefused);
      expect(refused.stdout).toBe('');
      expect(refused.stderr.trimEnd().split('\n')).toEqual([
        'The collection process worker will not start:',
        ...reasons.map((reason) => expect.stringMatching(reason)),
      ]);
    }
  }, 30_000);
});
