/**
 * Imports a Bankgirot payment file from the command line, through the running portal's inbox (so it
 * works beside `npm start` on PGlite, whose database only the server opens):
 *   npm run payments:import -- <file> [--wait-seconds 60]
 * The file is put in the inbox under a name of its own; the command waits for the server's report and
 * prints it: payments, sum, matched, unmatched, duplicates, or why the file was refused.
 */
import { access, copyFile, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatMoney } from '@fordra/domain';
import { loadConfig } from '../../config.ts';
import type { ImportReport } from './bgmax-import.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'wait-seconds': { type: 'string', default: '60' } },
});
const [source] = positionals;
const waitSeconds = Number(values['wait-seconds']);
if (!source || positionals.length > 1 || !(waitSeconds > 0)) {
  console.error('Usage: npm run payments:import -- <file> [--wait-seconds 60]');
  process.exit(2);
}
try {
  await access(source);
} catch {
  console.error(`There is no file ${source}.`);
  process.exit(2);
}

const { dir } = loadConfig().bgmaxInbox;
const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${path.basename(source)}`;
// Written under a hidden name and renamed, so that the server never reads half a file.
await copyFile(source, path.join(dir, `.${name}`)).catch((error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
  console.error(`There is no inbox at ${dir}: is the portal running (npm start)?`);
  process.exit(1);
});
await rename(path.join(dir, `.${name}`), path.join(dir, name));
console.log(`${source} is in the inbox as ${name}; waiting for the portal to import it…`);

const until = Date.now() + waitSeconds * 1000;
let report: ImportReport | null = null;
while (!report && Date.now() < until) {
  await new Promise((resolve) => setTimeout(resolve, 250));
  for (const outcome of ['imported', 'refused']) {
    const text = await readFile(path.join(dir, outcome, `${name}.json`), 'utf8').catch(() => null);
    if (text) report = JSON.parse(text) as ImportReport;
  }
}
if (!report) {
  console.error(
    `The portal has not imported it within ${waitSeconds} s: is it running (npm start)? The file stays in ${dir} and is imported when it runs.`,
  );
  process.exit(1);
}
if (report.status === 'refused') {
  console.error(`Refused, nothing registered: ${report.reason}`);
  process.exit(1);
}
const kronor = formatMoney(report.amount, 'SEK', 'sv-SE');
console.log(
  [
    `Imported: ${report.payments} payments, ${kronor}`,
    `  matched to a case: ${report.matched}`,
    `  unmatched (kept for staff): ${report.unmatched}`,
    `  registered before (duplicates): ${report.duplicates}`,
    `  deductions: ${report.deductions}`,
  ].join('\n'),
);
