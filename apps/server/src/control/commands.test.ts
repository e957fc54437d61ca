/**
 * The commands as the portal runs them (runControlCommand on its database handle): what each takes as
 * arguments, what plan:decide prints and does, and that every command has its npm script.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addDays } from '@fordra/domain';
import { and, eq, gt, inArray, isNull, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  auditLog,
  cases,
  clients,
  debtors,
  deliveries,
  paymentPlanCases,
  paymentPlans,
  processActions,
} from '../db/schema.ts';
import { httpDigitalMailbox } from '../modules/delivery/channels/http-digital-mailbox.ts';
import { type DeliveryChannels, noChannels } from '../modules/delivery/channels.ts';
import {
  mailboxTestRecipients,
  startMailboxTestServer,
} from '../modules/delivery/test-servers/mailbox-test-server.ts';
import { staffCaseView } from '../modules/staff/case-view.ts';
import { demoStaffAccount } from '../seed/demo-data.ts';
import { proposal } from '../test/plan-proposal.ts';
import { signedIn, startTestApp, type TestApp } from '../test/test-app.ts';
import { controlCommands, findCommand } from './commands.ts';
import { EXIT, runControlCommand } from './control-command.ts';
import { readCommandFile } from './control-protocol.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Runs a command as the portal does, answering its exit code and the lines it printed. */
async function run(name: string, args: string[], config = t.config, channels: DeliveryChannels = noChannels) {
  const command = findCommand(name);
  if (!command) throw new Error(`No command ${name}`);
  const out: string[] = [];
  const err: string[] = [];
  const context = {
    db: t.database.db,
    config,
    channels,
    operator: 'drift',
    out: (line: string) => out.push(line),
    err: (line: string) => err.push(line),
    readFile: readCommandFile,
  };
  return { code: await runControlCommand(command, context, args), out, err };
}

describe('the commands', () => {
  it('each have a name of their own and a summary; every npm script of the command line names one', () => {
    const names = controlCommands.map((command) => command.name);
    expect(new Set(names).size).toBe(names.length);
    for (const command of controlCommands) expect(command.summary.length, command.name).toBeGreaterThan(0);
    const { scripts } = JSON.parse(
      readFileSync(path.join(import.meta.dirname, '../../../../package.json'), 'utf8'),
    ) as { scripts: Record<string, string> };
    const entry = 'node apps/server/src/control/control-client.ts ';
    const scripted = Object.entries(scripts).filter(([, script]) => script.startsWith(entry));
    expect(scripted.map(([name]) => name)).toEqual(
      expect.arrayContaining(['plan:decide', 'seed:scale', 'payments:import']),
    );
    for (const [name, script] of scripted) expect(script, name).toBe(`${entry}${name}`);
    for (const [name] of scripted) expect(findCommand(name), name).toBeDefined();
  });

  it('take the arguments their usage names, and refuse others before touching the database', () => {
    const guid = '00000000-0000-4000-8000-000000000000';
    const cases: [string, string[], boolean][] = [
      ['plan:decide', [guid, 'accept'], true],
      ['plan:decide', [guid, 'reject', 'Ring oss.'], true],
      ['plan:decide', [guid], false],
      ['plan:decide', [guid, 'maybe'], false],
      ['plan:decide', ['plan-1', 'accept'], false],
      ['plan:decide', [guid, 'reject', 'note', 'more'], false],
      ['plan:decide', [guid, 'accept', '--as', 'handlaggare'], true],
      ['plan:decide', ['--as', 'handlaggare', guid, 'reject', 'Ring oss.'], true],
      ['plan:decide', [guid, 'accept', '--as'], false],
      ['plan:decide', [guid, 'accept', '--as', '--as'], false],
      ['seed:scale', ['--debtors', '10'], true],
      ['seed:scale', ['--debtors', '10', '--seed', '3', '--append'], true],
      ['seed:scale', [], false],
      ['seed:scale', ['--debtors', '0'], false],
      ['seed:scale', ['--debtors', '2.5'], false],
      ['seed:scale', ['--debtors', '10000000'], false],
      ['seed:scale', ['--debtors', '10', '--seed', 'x'], false],
      ['seed:scale', ['--debtors'], false],
      ['seed:scale', ['--debtors', '10', 'extra'], false],
      ['payments:import', ['file.txt'], true],
      ['payments:import', ['file.txt', '--wait-seconds', '30'], true],
      ['payments:import', [], false],
      ['payments:import', ['a.txt', 'b.txt'], false],
      ['payments:import', ['a.txt', '--wait-seconds', '0'], false],
      ['payments:import', ['a.txt', '--other'], false],
      ['engine:run', [], true],
      ['engine:run', ['--date', '2026-12-15'], true],
      ['engine:run', ['--verbose', '--date', '2026-12-15'], true],
      ['engine:run', ['--date', '2026-12-15', '--verbose'], true],
      ['engine:run', ['--verbose', '--verbose'], false],
      ['engine:run', ['--date'], false],
      ['engine:run', ['--date', '2026-02-30'], false],
      ['engine:run', ['--other'], false],
    ];
    for (const [name, args, valid] of cases) {
      const usage = findCommand(name)?.checkArgs?.(args) ?? null;
      if (valid) expect(usage, `${name} ${args.join(' ')}`).toBeNull();
      else expect(usage, `${name} ${args.join(' ')}`).toMatch(new RegExp(`^Usage: npm run ${name} -- `));
    }
  });

  it('engine:run names each day’s letters and fees, and with --verbose each case it moved and its step', async () => {
    const target = addDays(t.today, 14);
    // The portal's channels: the demo people with a digital mailbox get their letters there.
    const mailbox = await startMailboxTestServer(0);
    const channels = { ...noChannels, mailbox: httpDigitalMailbox(mailbox.url, 5_000) };
    const [latest] = await t.database.db.select({ id: max(deliveries.id) }).from(deliveries);
    const { code, out, err } = await run(
      'engine:run',
      ['--date', target, '--verbose'],
      t.config,
      channels,
    ).finally(() => mailbox.close());
    expect(code, err.join('\n')).toBe(EXIT.ok);
    const days = out.filter((line) => /^\d{4}-\d{2}-\d{2}: /.test(line)).map((line) => line.slice(0, 10));
    expect(days.length).toBeGreaterThan(0);
    expect(out.filter((line) => line.startsWith('  letters: '))).toHaveLength(days.length);
    expect(out.filter((line) => line.startsWith('  fees: '))).toHaveLength(days.length);
    const moved = out.filter((line) => /^ {2}(?!letters: |fees: )\S+ \S+$/.test(line));
    expect(moved.length).toBeGreaterThan(0);
    // Each listed step is a step of the process, on a case of that number, taken on one of those days.
    const steps = await t.database.db
      .select({ caseNumber: cases.caseNumber, action: processActions.action })
      .from(processActions)
      .innerJoin(cases, eq(cases.id, processActions.caseId))
      .where(and(inArray(processActions.takenOn, days), isNull(processActions.undoneAt)));
    const taken = new Set(steps.map((step) => `  ${step.caseNumber} ${step.action}`));
    for (const line of moved) expect(taken.has(line), line).toBe(true);
    expect(new Set(moved).size).toBe(taken.size);
    // The letters line counts what the steps sent, the fees line names a fee with its sum.
    const letters = out.filter((line) => line.startsWith('  letters: ') && line !== '  letters: none');
    expect(letters.length).toBeGreaterThan(0);
    expect(out.some((line) => /^ {2}fees: \w+ \d+ \([\d\s\u00a0,]+kr\)/.test(line))).toBe(true);

    // Each letter of the run went by the portal's channels: a mailbox holder's to the mailbox, never on paper.
    const sent = await t.database.db
      .select({
        identityNumber: debtors.identityNumber,
        channel: deliveries.channel,
        status: deliveries.status,
      })
      .from(deliveries)
      .innerJoin(debtors, eq(debtors.id, deliveries.debtorId))
      .where(and(eq(deliveries.purpose, 'letter'), gt(deliveries.id, latest?.id ?? 0)));
    const holders = new Set(mailboxTestRecipients);
    const toHolders = sent.filter((letter) => holders.has(letter.identityNumber));
    expect(toHolders.length).toBeGreaterThan(0);
    for (const letter of toHolders)
      expect(letter).toMatchObject({ channel: 'digitalMailbox', status: 'delivered' });
    for (const letter of sent.filter((each) => !holders.has(each.identityNumber)))
      expect(letter.channel).toBe('paper');
  }, 180_000);

  it('answer wrong arguments with the usage and exit code 2, whoever runs them', async () => {
    const wrong = await run('seed:scale', ['--debtors', 'many']);
    expect(wrong).toEqual({
      code: EXIT.usage,
      out: [],
      err: [expect.stringMatching(/^Usage: npm run seed:scale -- --debtors N/)],
    });
  });

  it('seed:scale refuses in production mode, before it adds a login with the demo password', async () => {
    const before = await t.database.db.$count(accounts);
    const { code, err } = await run('seed:scale', ['--debtors', '1'], { ...t.config, mode: 'production' });
    expect(code).toBe(EXIT.failed);
    expect(err).toEqual([expect.stringMatching(/^seed:scale .*not in production mode/)]);
    expect(await t.database.db.$count(accounts)).toBe(before);
  });

  it('plan:decide accepts a waiting proposal once, and says why it cannot decide it again', async () => {
    const lars = await signedIn(t.app, 'demo');
    const response = await lars.soap(
      'createInstalmentPlan',
      await proposal(lars, (c) => c.ineligible === null, 18),
    );
    expect(response.json().decision).toBe('Pending');
    const { planGuid } = response.json().plan as { planGuid: string };

    expect(await run('plan:decide', [planGuid, 'accept'])).toEqual({
      code: EXIT.ok,
      out: [`Plan ${planGuid}: accepted by drift.`],
      err: [],
    });
    const [plan] = await t.database.db
      .select({ status: paymentPlans.status, decidedBy: paymentPlans.decidedBy })
      .from(paymentPlans)
      .where(eq(paymentPlans.guid, planGuid));
    expect(plan).toEqual({ status: 'Active', decidedBy: 'drift' });

    expect(await run('plan:decide', [planGuid, 'reject'])).toEqual({
      code: EXIT.failed,
      out: [],
      err: ['The plan has already been decided.'],
    });
    expect(await run('plan:decide', ['00000000-0000-4000-8000-000000000000', 'reject'])).toEqual({
      code: EXIT.failed,
      out: [],
      err: ['The plan was not found.'],
    });
  });

  it('plan:decide --as handlaggare is audited as that member of staff, without --as as the OS user, never the debtor', async () => {
    const { db } = t.database;
    // With no plan approved automatically Emma's proposals wait; a rejection leaves her cases free for the next.
    await db.update(clients).set({ autoApprovePlans: false });
    const emma = await signedIn(t.app, 'ny');
    const decide = async (args: string[]) => {
      const created = await emma.soap(
        'createInstalmentPlan',
        await proposal(emma, (c) => c.ineligible === null, 3),
      );
      expect(created.json().decision, created.body).toBe('Pending');
      const { planGuid } = created.json().plan as { planGuid: string };
      const ran = await run('plan:decide', [planGuid, 'reject', 'Ring oss.', ...args]);
      expect(ran.code, ran.err.join('\n')).toBe(EXIT.ok);
      const [plan] = await db.select().from(paymentPlans).where(eq(paymentPlans.guid, planGuid));
      const [entry] = await db
        .select({ accountId: auditLog.accountId, details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'plan.rejected'), eq(auditLog.entityId, planGuid)));
      const [planCase] = await db
        .select({ guid: cases.guid })
        .from(paymentPlanCases)
        .innerJoin(cases, eq(cases.id, paymentPlanCases.caseId))
        .where(eq(paymentPlanCases.planId, plan?.id ?? ''))
        .limit(1);
      const view = await staffCaseView(db, planCase?.guid ?? '', t.today);
      const shown = view.timeline.find(
        (line) => line.action === 'plan.rejected' && line.reason === 'Ring oss.',
      );
      return { decidedBy: plan?.decidedBy, entry, actor: shown?.actor };
    };
    const [staff] = await db
      .select({ id: accounts.id, name: accounts.displayName })
      .from(accounts)
      .where(eq(accounts.username, demoStaffAccount.username));

    const asStaff = await decide(['--as', demoStaffAccount.username]);
    expect(asStaff).toMatchObject({
      decidedBy: staff?.name,
      entry: { accountId: staff?.id, details: { operator: 'drift' } },
      actor: staff?.name,
    });
    const asOperator = await decide([]);
    expect(asOperator).toMatchObject({
      decidedBy: 'drift',
      entry: { accountId: null, details: { operator: 'drift' } },
      actor: 'drift',
    });

    const guid = '00000000-0000-4000-8000-000000000000';
    expect(await run('plan:decide', [guid, 'accept', '--as', 'ingen-sadan'])).toEqual({
      code: EXIT.failed,
      out: [],
      err: ['There is no member of staff ingen-sadan who may sign in.'],
    });
  });
});
