/**
 * `npm run payments:import -- <file>`: imports a Bankgirot payment file (importBgmax) and prints what
 * it did: payments, sum, matched, unmatched, duplicates, deductions, or why the file was refused.
 * Beside a running portal the portal imports it, on the bytes the command line read.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatMoney } from '@fordra/domain';
import type { ControlCommand } from '../../control/control-command.ts';
import { EXIT } from '../../control/control-command.ts';
import { importBgmax } from './bgmax-import.ts';

const USAGE = 'Usage: npm run payments:import -- <file>';

function parseImportArgs(args: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      // Taken from scripts written when the import went through the inbox; the import now runs at once.
      options: { 'wait-seconds': { type: 'string' } },
    });
    const waitSeconds = values['wait-seconds'];
    if (waitSeconds !== undefined && !(Number(waitSeconds) > 0)) return null;
    const [file] = positionals;
    return file && positionals.length === 1 ? { file } : null;
  } catch {
    return null;
  }
}

export const paymentsImportCommand: ControlCommand = {
  name: 'payments:import',
  summary: 'imports a Bankgirot payment file (BgMax)',
  checkArgs: (args) => (parseImportArgs(args) ? null : USAGE),
  run: async ({ db, out, err, readFile }, args) => {
    const parsed = parseImportArgs(args);
    if (!parsed) {
      err(USAGE);
      return EXIT.usage;
    }
    let content: Uint8Array;
    try {
      content = await readFile(parsed.file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      err(
        code === 'ENOENT'
          ? `There is no file ${parsed.file}.`
          : `${parsed.file}: ${(error as Error).message}`,
      );
      return EXIT.usage;
    }
    const report = await importBgmax(db, { fileName: path.basename(parsed.file), content, source: 'cli' });
    if (report.status === 'refused') {
      err(`Refused, nothing registered: ${report.reason}`);
      return EXIT.failed;
    }
    out(`Imported: ${report.payments} payments, ${formatMoney(report.amount, 'SEK', 'sv-SE')}`);
    out(`  matched to a case: ${report.matched}`);
    out(`  unmatched (kept for staff): ${report.unmatched}`);
    out(`  registered before (duplicates): ${report.duplicates}`);
    out(`  deductions: ${report.deductions}`);
    return EXIT.ok;
  },
};
