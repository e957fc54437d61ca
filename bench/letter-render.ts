/**
 * Milliseconds per PDF letter and letters a second, rendered by renderLetter (the function each thread
 * of the letter render pool runs for the letters the collection process's steps record:
 * letters/letter-render-pool.ts) in one thread, one letter at a time as a render thread does: a reminder,
 * a collection demand and an instalment notice of a plan, in Swedish and in Arabic. Every letter is
 * another debtor's (name, address, case number, OCR reference, amounts and Swish code differ), so that
 * no letter repeats the one before it. The first letter of the process (fonts read, catalogues loaded)
 * is timed apart; then `--rounds` rounds of `--letters` letters of each kind and language, interleaved
 * as a day's steps would be, and the figures of the fastest round, with the slowest for comparison.
 * Each letter is timed by the clock and by the process's CPU time (user and system, so garbage collection
 * on other threads counts too): on a machine busy with other work the clock says more than the letter
 * cost, the CPU time less so. The load average before and after says how busy the machine was.
 *
 * Run: npx node bench/letter-render.ts [--letters 40] [--rounds 3]
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { makeOcrReference, swishPaymentPayload } from '@fordra/domain';
import { type LetterInput, renderLetter } from '../apps/server/src/modules/letters/letter.ts';
import { sampleLetter } from '../apps/server/src/modules/letters/sample-letter.ts';

const { values } = parseArgs({
  options: { letters: { type: 'string', default: '40' }, rounds: { type: 'string', default: '3' } },
});
const lettersEach = Number(values.letters);
const rounds = Number(values.rounds);
if (![lettersEach, rounds].every((n) => Number.isSafeInteger(n) && n > 0)) {
  console.error('Usage: npx node bench/letter-render.ts [--letters N] [--rounds N]');
  process.exit(1);
}

const KINDS = ['reminder', 'collectionDemand', 'instalmentNotice'] as const;
const LANGUAGES = ['sv', 'ar'] as const;
type Kind = (typeof KINDS)[number];
type Language = (typeof LANGUAGES)[number];

const FIRST = ['Åsa', 'Johan', 'Fatima', 'Mikael', 'Leila', 'Erik', 'Noor', 'Karin', 'Omar', 'Ingrid'];
const LAST = ['Öberg', 'Lindqvist', 'Haddad', 'Nyström', 'Al-Sayed', 'Bergström', 'Karimi', 'Ekholm'];
const CITIES = [
  ['411 38', 'Göteborg'],
  ['211 20', 'Malmö'],
  ['753 20', 'Uppsala'],
  ['582 24', 'Linköping'],
  ['903 26', 'Umeå'],
] as const;

/** The `index`th debtor's letter of `kind` in `language`: every field a real letter varies is its own. */
function letterOf(kind: Kind, language: Language, index: number): LetterInput {
  const caseNumber = String(10_000_000 + index * 7_919);
  const ocrReference = makeOcrReference(caseNumber);
  const principal = 50_000 + ((index * 104_729) % 5_000_000);
  const interest = (index * 7_331) % 40_000;
  const feeLines =
    kind === 'instalmentNotice'
      ? []
      : kind === 'reminder'
        ? [{ label: 'Påminnelseavgift', amount: 6_000 }]
        : [
            { label: 'Påminnelseavgift', amount: 6_000 },
            { label: 'Inkassoavgift', amount: 18_000 },
          ];
  const fees = feeLines.reduce((sum, line) => sum + line.amount, 0);
  const total = principal + interest + fees;
  const [postalCode, city] = CITIES[index % CITIES.length] ?? CITIES[0];
  return sampleLetter({
    kind,
    language,
    caseNumber,
    debtor: {
      name: `${FIRST[index % FIRST.length]} ${LAST[(index * 3) % LAST.length]}`,
      street: `Storgatan ${1 + (index % 97)}`,
      postalCode,
      city,
    },
    invoiceNumber: `F-2026-${String(index).padStart(5, '0')}`,
    amounts: { principal, interest, fees, total },
    feeLines,
    ocrReference,
    swishPayload: swishPaymentPayload({ payee: '1231234567', amount: total, message: ocrReference }),
    instalment: { sequence: 1 + (index % 12), of: 12 },
  });
}

/** Renders one letter; returns its size (bytes) so that the work is used. */
async function render(kind: Kind, language: Language, index: number): Promise<number> {
  return (await renderLetter(letterOf(kind, language, index))).length;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1_000;
};
console.log(`load average at the start: ${load()}`);
const started = performance.now();
await render('collectionDemand', 'sv', 0);
console.log(
  `first letter of the process (fonts read and parsed, catalogue loaded): ${ms(performance.now() - started)}`,
);

type Figures = { wallMs: number; cpuMs: number };
type Round = { perKind: Map<string, Figures>; wallMs: number; cpuMs: number; letters: number; bytes: number };
let next = 1;
async function round(): Promise<Round> {
  const perKind = new Map<string, Figures>();
  let bytes = 0;
  const roundWall = performance.now();
  const roundCpu = cpuMs();
  for (let i = 0; i < lettersEach; i++) {
    for (const language of LANGUAGES) {
      for (const kind of KINDS) {
        const wall = performance.now();
        const cpu = cpuMs();
        bytes += await render(kind, language, next++);
        const key = `${kind} ${language}`;
        const sum = perKind.get(key) ?? { wallMs: 0, cpuMs: 0 };
        perKind.set(key, { wallMs: sum.wallMs + performance.now() - wall, cpuMs: sum.cpuMs + cpuMs() - cpu });
      }
    }
  }
  return {
    perKind,
    wallMs: performance.now() - roundWall,
    cpuMs: cpuMs() - roundCpu,
    letters: lettersEach * KINDS.length * LANGUAGES.length,
    bytes,
  };
}

const results: Round[] = [];
for (let r = 0; r < rounds; r++) results.push(await round());
results.sort((a, b) => a.wallMs - b.wallMs);
const best = results[0] as Round;
const worst = results.at(-1) as Round;
console.log(
  `${rounds} rounds of ${best.letters} letters (${lettersEach} of each kind and language), ` +
    `about ${Math.round(best.bytes / best.letters / 1_024)} KiB a letter; the fastest round, a letter:`,
);
const row = (label: string, wallMs: number, cpu: number) =>
  console.log(
    `  ${label.padEnd(22)}${ms(wallMs).padStart(9)} ${(1_000 / wallMs).toFixed(0).padStart(5)} letters/s` +
      `   CPU ${ms(cpu).padStart(9)}`,
  );
for (const [key, figures] of best.perKind)
  row(key, figures.wallMs / lettersEach, figures.cpuMs / lettersEach);
row('all', best.wallMs / best.letters, best.cpuMs / best.letters);
console.log(
  `  slowest round: ${ms(worst.wallMs / worst.letters)} a letter, CPU ${ms(worst.cpuMs / worst.letters)}; ` +
    `heap ${Math.round(process.memoryUsage().heapUsed / 2 ** 20)} MiB; load average at the end: ${load()}`,
);
