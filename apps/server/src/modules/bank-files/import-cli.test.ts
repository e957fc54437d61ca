/**
 * `npm run payments:import` beside a running portal on PGlite: the command hands the file to the
 * server's inbox and prints the server's report; the database stays the server's alone.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { stockholmDateTime, writeBgmax } from '@fordra/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type LocalServer, startLocalServer } from '../../../../../scripts/local-server.ts';

const run = promisify(execFile);
const cli = path.join(import.meta.dirname, 'import-cli.ts');
let dataDir: string;
let server: LocalServer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'fordra-import-'));
  server = await startLocalServer(await freePort(), dataDir, {
    BANKID_TEST_SERVER: 'false',
    ADDRESS_REGISTER_TEST_SERVER: 'false',
    BGMAX_INBOX_POLL_MS: '200',
    SEED_DEMO_DATA: 'false',
    SESSION_SECRET: 'import-cli-session-secret-import-cli-session',
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const importFile = (file: string) =>
  run(process.execPath, [cli, file], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } }).then(
    (done) => ({ code: 0, ...done }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );

describe('payments:import', () => {
  it('imports through the running portal and prints what it did; the same file again registers nothing', async () => {
    const today = stockholmDateTime(new Date()).date;
    const file = path.join(dataDir, 'from-the-bank.txt');
    await writeFile(
      file,
      writeBgmax(
        [
          {
            bankgiro: '5012349',
            paymentDate: today,
            depositSerial: 1,
            payments: [
              { reference: '12121212121', amount: 25_000 },
              { reference: '34343434343', amount: 5_050 },
            ],
          },
        ],
        today,
      ),
    );
    const first = await importFile(file);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/Imported: 2 payments, 300,50\skr/);
    expect(first.stdout).toMatch(/unmatched \(kept for staff\): 2/);
    expect(first.stdout).toMatch(/duplicates\): 0/);

    const again = await importFile(file);
    expect(again.stdout).toMatch(/unmatched \(kept for staff\): 0/);
    expect(again.stdout).toMatch(/duplicates\): 2/);
  }, 60_000);

  it('says why a file was refused, and exits with an error', async () => {
    const file = path.join(dataDir, 'not-bgmax.txt');
    await writeFile(file, 'hello\r\n');
    const refused = await importFile(file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /Refused, nothing registered: line 1: A BgMax file begins with a start record/,
    );
  }, 60_000);
});
