/** `npm run seed:scale -- --debtors N [--seed S] [--append]`: data for scale (seed-scale.ts), with its figures. */
import { parseArgs } from 'node:util';
import { stockholmDateTime } from '@fordra/domain';
import type { ControlCommand } from '../control/control-command.ts';
import { EXIT } from '../control/control-command.ts';
import { MAX_SCALE_DEBTORS } from './scale-debtor.ts';
import { formatScaleReport, ScaleDataExistsError, seedScaleData } from './seed-scale.ts';

const USAGE = `Usage: npm run seed:scale -- --debtors N [--seed S] [--append]  (N from 1 to ${MAX_SCALE_DEBTORS})`;

function parseScaleArgs(args: string[]) {
  try {
    const { values } = parseArgs({
      args,
      options: {
        debtors: { type: 'string' },
        seed: { type: 'string', default: '1' },
        append: { type: 'boolean', default: false },
      },
    });
    const debtors = Number(values.debtors);
    const seed = Number(values.seed);
    if (!Number.isSafeInteger(debtors) || debtors < 1 || debtors > MAX_SCALE_DEBTORS) return null;
    if (!Number.isSafeInteger(seed)) return null;
    return { debtors, seed, append: values.append };
  } catch {
    // An unknown option, or an option without its value.
    return null;
  }
}

export const seedScaleCommand: ControlCommand = {
  name: 'seed:scale',
  summary: 'adds N generated debtors with their cases, for scale',
  checkArgs: (args) => (parseScaleArgs(args) ? null : USAGE),
  run: async ({ db, config, out, err }, args) => {
    const parsed = parseScaleArgs(args);
    if (!parsed) {
      err(USAGE);
      return EXIT.usage;
    }
    if (config.mode === 'production') {
      err('seed:scale adds logins with the demo password and public API keys: not in production mode.');
      return EXIT.failed;
    }
    try {
      const report = await seedScaleData(db, {
        ...parsed,
        today: stockholmDateTime(new Date()).date,
        providerBankgiro: config.provider.bankgiros[0],
        onProgress: (done, total) => {
          if (done % 10_000 === 0 && done < total)
            err(`  ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} debtors`);
        },
      });
      for (const line of formatScaleReport(report).split('\n')) out(line);
      out(`(${config.databaseUrl ? 'postgres' : 'pglite'})`);
      return EXIT.ok;
    } catch (error) {
      if (!(error instanceof ScaleDataExistsError)) throw error;
      err(error.message);
      return EXIT.failed;
    }
  },
};
