/**
 * Every command of the command line, as the portal and the command line both know them. A command is
 * a `ControlCommand` (control-command.ts) exported beside the code it drives; adding one is adding it
 * to this list. It then runs as `node apps/server/src/control/control-client.ts <name> [arguments]`,
 * and as `npm run <name>` with a script of that line in package.json.
 */
import { paymentsImportCommand } from '../modules/bank-files/import-command.ts';
import { engineRunCommand } from '../modules/engine/engine-command.ts';
import { planDecideCommand } from '../modules/plans/decide-command.ts';
import { seedScaleCommand } from '../seed/seed-scale-command.ts';
import { backupCommand } from './backup.ts';
import type { ControlCommand } from './control-command.ts';

export type { CommandContext, ControlCommand } from './control-command.ts';

export const controlCommands: readonly ControlCommand[] = [
  planDecideCommand,
  seedScaleCommand,
  paymentsImportCommand,
  engineRunCommand,
  backupCommand,
];

export const findCommand = (name: string): ControlCommand | undefined =>
  controlCommands.find((command) => command.name === name);
