/**
 * `npm run payments:import -- <file>`: imports a Bankgirot payment file (importBgmax) and prints what
 * it did: payments, sum, deductions, matched, unmatched, duplicates, and each deposit's total in the
 * file beside the sum the ledger holds of it; or why the file was refused. A file larger than
 * `BGMAX_MAX_BYTES` is refused before it is read.
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
  needsData: true,
  summary: 'imports a Bankgirot payment file (BgMax)',
  checkArgs: (args) => (parseImportArgs(args) ? null : USAGE),
  run: async ({ db, config, out, err, readFile }, args) => {
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
    const report = await importBgmax(
      db,
      { fileName: path.basename(parsed.file), content, source: 'cli' },
      { receivingBankgiros: config.provider.bankgiros, notify: { portalUrl: config.publicUrl } },
    );
    if (report.status === 'refused') {
      err(`Refused, nothing registered: ${report.reason}`);
      return EXIT.failed;
    }
    const money = (amount: number) => formatMoney(amount, 'SEK', 'sv-SE');
    out(`Imported: ${report.payments} payments, ${money(report.amount)}`);
    out(`  deductions: ${report.deductions}, ${money(report.deducted)}`);
    out(`  matched to a case: ${report.matched}`);
    out(`  matched to an invoice: ${report.invoices}`);
    out(`  unmatched (kept for staff): ${report.unmatched}`);
    out(`  registered before (duplicates): ${report.duplicates}`);
    for (const deposit of report.deposits) {
      const agrees = deposit.registered === deposit.amount ? 'agree' : 'DO NOT AGREE';
      out(
        `  deposit ${deposit.depositSerial} of ${deposit.paymentDate} to ${deposit.bankgiro}: ` +
          `${money(deposit.amount)} in the file, ${money(deposit.registered)} registered (${agrees})`,
      );
    }
    return report.deposits.every((deposit) => deposit.registered === deposit.amount) ? EXIT.ok : EXIT.failed;
  },
};
