/**
 * `npm run payments:import` beside a running portal on PGlite: the command hands the file's bytes to the
 * portal, which imports it on its own database handle, and prints the portal's report.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stockholmDateTime, writeBgmax } from '@fordra/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalServer } from '../../../../../scripts/local-server.ts';
import { runCommand, startPortal } from '../../test/portal-process.ts';

let dataDir: string;
let server: LocalServer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'fordra-import-'));
  server = await startPortal(dataDir);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const importFile = (...args: string[]) => runCommand('payments:import', args, dataDir);

describe('payments:import', () => {
  it('imports through the running portal and prints what it did, each deposit beside the sum registered; the same file again registers nothing', async () => {
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
    expect(first.stdout).not.toContain('inbox');
    expect(first.stdout).toMatch(/Imported: 2 payments, 300,50\skr/);
    expect(first.stdout).toMatch(/unmatched \(kept for staff\): 2/);
    expect(first.stdout).toMatch(/duplicates\): 0/);
    expect(first.stdout).toMatch(
      new RegExp(
        `deposit 00001 of ${today} to 5012349: 300,50\\skr in the file, 300,50\\skr registered \\(agree\\)`,
      ),
    );

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

  it('names a file that is not there, and what its arguments are, with exit code 2', async () => {
    const missing = await importFile(path.join(dataDir, 'no-such-file.txt'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`There is no file ${path.join(dataDir, 'no-such-file.txt')}.`);
    const wrong = await importFile('a.txt', 'b.txt');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Usage: npm run payments:import -- <file>');
  }, 60_000);
});
