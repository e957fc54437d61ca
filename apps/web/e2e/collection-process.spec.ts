/**
 * A debtor's case through the collection process and a payment from Bankgirot, as a reviewer runs them:
 * the next business day, run from the command line, sends the demo debtor's reminded case its
 * collection demand (letter and fee); a BgMax file paying that demand in full, imported from the
 * command line, closes the case. The debtor watches it all in the portal.
 *
 * Running a business day changes the whole demo world (every debtor with a step due), so this journey
 * has a portal of its own, which the other specs never see: its own port and DATA_DIR, started for the
 * worker that runs this file and stopped, its data removed, after it. The commands are spawned with the
 * portal's environment, so they find its control socket in DATA_DIR and are run inside it.
 *
 * The letters leave the building (docs/delivery.md): the journey runs the digital mailbox's and the SMS
 * gateway's test servers itself and points its portal at them, so it reads what each received. Lars has a
 * mailbox, so his demand is put in it; the day's letters to people without one are in the day's print
 * file. Lars turns on "payment registered" by SMS in Settings, verifying his number with the code the
 * gateway received, and the Bankgirot payment's text message reaches the gateway.
 *
 * With JOURNEY_SCREENSHOTS=<folder>, the case page with the new letter and the closed cases are also
 * saved as PNGs at 390 px and 1280 px wide, in Swedish and in Arabic.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CaseDetails } from '@fordra/contract';
import { addBankDays, groupForReading, halfYearOf, stockholmDateTime, writeBgmax } from '@fordra/domain';
import { type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { startLocalServer } from '../../../scripts/local-server.ts';
import { startMailboxTestServer } from '../../server/src/modules/delivery/test-servers/mailbox-test-server.ts';
import { startSmsTestServer } from '../../server/src/modules/delivery/test-servers/sms-test-server.ts';
import { pdfText } from '../../server/src/pdf/pdf-text.ts';
import { demoDebtors } from '../../server/src/seed/demo-data.ts';
import { expectNoViolations, settled } from './axe.ts';
import {
  catalogueText,
  expectSignedInHome,
  legacyApi,
  openPage,
  reloadPage,
  sek,
  signIn,
  signInInAnyLanguage,
} from './support.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The journey's own portal: where it answers, the environment its commands share, its seed day, where
 * its print files are written, and its digital mailbox's and SMS gateway's test servers.
 */
type JourneyPortal = {
  url: string;
  env: NodeJS.ProcessEnv;
  today: string;
  printDir: string;
  mailboxUrl: string;
  smsUrl: string;
};

/** Resolves with the exit code once `child` has exited. */
const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** Starts the portal as the config's web server does, and waits until it answers. */
async function startPortal(): Promise<{ portal: JourneyPortal; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fordra-e2e-journey-'));
  // On ports the system chooses, so that they never meet the other portal's test servers.
  const mailbox = await startMailboxTestServer(0);
  const sms = await startSmsTestServer(0);
  const closeChannels = async () => {
    await mailbox.close();
    await sms.close();
  };
  const printDir = path.join(dataDir, 'print');
  const serverEnv = {
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    BGMAX_INBOX: path.join(dataDir, 'bgmax-inbox'),
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'e2e-session-secret-e2e-session-secret',
    // Sign-in by password only: no BankID or address test servers on ports the other portal uses.
    BANKID_TEST_SERVER: 'false',
    ADDRESS_REGISTER_TEST_SERVER: 'false',
    // The channels: the journey's own test mailbox and SMS gateway; no e-mail.
    MAILBOX_URL: mailbox.url,
    SMS_URL: sms.url,
    SMS_USER: 'journey',
    SMS_PASSWORD: 'journey',
    SMTP_TEST_SERVER: 'false',
    PRINT_DIR: printDir,
  };
  // The demo world is seeded as of this day (Stockholm), recorded as the last business day run.
  const today = stockholmDateTime(new Date()).date;
  let log = '';
  const server = await startLocalServer({
    dataDir,
    env: serverEnv,
    onLine: (line) => {
      log += `${line}\n`;
    },
    timeoutMs: 150_000,
  }).catch(async (error: unknown) => {
    await closeChannels();
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`The journey's portal did not start (${String(error)}):\n${log}`);
  });
  const stop = async () => {
    await server.stop();
    await closeChannels();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    portal: {
      url: server.url,
      env: { ...process.env, ...serverEnv },
      today,
      printDir,
      mailboxUrl: mailbox.url,
      smsUrl: sms.url,
    },
    stop,
  };
}

/** `npm run <script> -- <args>` in the portal's environment, as a reviewer types it; its exit code and output. */
async function npmRun(portal: JourneyPortal, script: string, args: string[]) {
  const child = spawn('npm', ['run', script, '--', ...args], {
    cwd: root,
    env: portal.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const code = await exitOf(child);
  return { code, stdout, stderr };
}

const test = base.extend<object, { journeyPortal: JourneyPortal }>({
  journeyPortal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const { portal, stop } = await startPortal();
      try {
        await use(portal);
      } finally {
        await stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ journeyPortal }, use) => use(journeyPortal.url),
});

/** Kronor as the letters write them (`2 105,72 kr`), in öre. */
function oreFromText(kronor: string): number {
  return Number(kronor.replace(/\D/g, ''));
}

/** Saves the page at `route` at a phone's and a computer's width, in Swedish and in Arabic, when asked to. */
async function screenshots(browser: Browser, baseURL: string, name: string, route: string) {
  const folder = process.env.JOURNEY_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const language of ['sv', 'ar'] as const) {
    const context: BrowserContext = await browser.newContext({
      baseURL,
      locale: 'sv-SE',
      timezoneId: 'Europe/Stockholm',
      viewport: { width: 1280, height: 900 },
    });
    try {
      await context.addCookies([{ name: 'fordra.lang', value: language, url: baseURL }]);
      const page = await context.newPage();
      await signInInAnyLanguage(page, 'demo');
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 900 },
      ]) {
        await page.setViewportSize(viewport);
        await openPage(page, route);
        await settled(page);
        await page.screenshot({
          path: path.join(folder, `${name}-${language}-${viewport.width}.png`),
          fullPage: true,
        });
      }
    } finally {
      await context.close();
    }
  }
}

const adminText = (key: string) => catalogueText('sv', 'staff-admin', key);

/**
 * An admin signs in to the back office, whose overview asks first for the missing reference rate, is refused
 * a file that is not the Riksbank's series, and enters each missing half-year's rate on the rates page.
 */
async function enterReferenceRate(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
  try {
    const page = await context.newPage();
    await signIn(page, 'chef');
    await page.waitForURL('/staff');
    const task = page
      .getByRole('alert')
      .filter({ hasText: catalogueText('sv', 'staff-queues', 'queues.referenceRate.title') });
    await expect(task).toBeVisible();
    await expectNoViolations(page, 'staff overview asking for the reference rate');
    await task
      .getByRole('link', { name: catalogueText('sv', 'staff-queues', 'queues.referenceRate.open') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: adminText('rates.title') })).toBeVisible();
    await settled(page);

    await page.getByLabel(adminText('rates.import.file')).setInputFiles({
      name: 'referensranta.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('<html>Referensränta</html>'),
    });
    await page.getByRole('button', { name: adminText('rates.import.submit') }).click();
    await expect(page.getByText(catalogueText('sv', 'errors', 'ReferenceRateFileRefused'))).toBeVisible();

    const halfYear = page.getByLabel(adminText('rates.enter.validFrom'));
    for (let missing = await halfYear.inputValue(); missing !== ''; missing = await halfYear.inputValue()) {
      await page.getByLabel(adminText('rates.enter.percent')).fill('2,00');
      await page.getByLabel(adminText('rates.enter.source')).first().fill('Riksbanken, beslut (e2e)');
      await page.getByRole('button', { name: adminText('rates.enter.submit') }).click();
      await expect(page.getByRole('table', { name: adminText('rates.table.caption') })).toContainText(
        'Riksbanken, beslut (e2e)',
      );
      await expect(halfYear).not.toHaveValue(missing);
    }
    await settled(page);
    await expectNoViolations(page, 'reference rates page');
  } finally {
    await context.close();
  }
}

/** What a channel's test server received (`GET /messages`, docs/delivery.md). */
async function receivedBy<Item>(testServerUrl: string): Promise<Item[]> {
  const response = await fetch(`${testServerUrl}/messages`);
  expect(response.status).toBe(200);
  return (await response.json()) as Item[];
}
type MailboxItem = { identityNumber: string; subject: string; fileName: string };
type TextMessage = { to: string; message: string; status: string };

/** A demo person's identity number and mobile number in E.164, as the channels know them. */
function demoPerson(username: string) {
  const person = demoDebtors.find((debtor) => debtor.username === username);
  if (!person) throw new Error(`No demo person ${username}`);
  return {
    identityNumber: person.identityNumber,
    name: person.companyName ?? `${person.firstName} ${person.lastName}`,
    mobile: person.cellularPhone,
  };
}

/** The text of each PDF in ISO day `day`'s print file, and the count its manifest's totals line gives. */
async function printFileOf(printDir: string, day: string) {
  const folder = path.join(printDir, day);
  const manifest = await readFile(path.join(folder, 'manifest.csv'), 'utf8');
  const total = /^total,(\d+) letters,/m.exec(manifest)?.[1];
  const pdfs = (await readdir(folder)).filter((name) => name.endsWith('.pdf'));
  const texts = await Promise.all(pdfs.map(async (name) => pdfText(await readFile(path.join(folder, name)))));
  return { letters: Number(total), texts };
}

async function casesOf(page: Page): Promise<CaseDetails[]> {
  return (await legacyApi<{ cases: CaseDetails[] }>(page, 'getCaseDetails')).cases;
}

test.describe.configure({ timeout: 240_000 });

test('the next business day sends a reminded case its collection demand, and a Bankgirot payment of it closes the case', async ({
  page,
  browser,
  journeyPortal,
}) => {
  // The first business day waits for the half-year's reference rate; the one after it sends the demand.
  const waitingDay = addBankDays(journeyPortal.today, 1);
  const day = addBankDays(waitingDay, 1);
  const documents = page.getByRole('region', { name: 'Brev och dokument' });
  const fees = page.getByRole('region', { name: 'Avgifter' });
  const balance = page.getByRole('region', { name: 'Kvar att betala' });
  const status = page.locator('#main-content .MuiChip-root').first();

  // 1. The demo debtor's case in reminder (reminded 25 days before the seed day), as seeded.
  await signIn(page, 'demo');
  await expectSignedInHome(page, 'Lars');
  const seeded = await casesOf(page);
  const reminded = seeded.filter((item) => item.status === 'PreCollection');
  expect(reminded, 'Lars has one case in reminder').toHaveLength(1);
  const item = reminded[0] as CaseDetails;
  const active = seeded.filter((each) => each.isActive).length;
  const closed = seeded.length - active;

  await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Ärenden' }).click();
  await expect(page.getByRole('tab', { name: `Aktuella (${active})` })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: `Avslutade (${closed})` })).toBeVisible();
  await page
    .getByRole('table', { name: 'Aktuella' })
    .getByRole('row')
    .filter({ hasText: item.caseNumber })
    .getByRole('link', { name: item.creditorName })
    .click();
  await expect(page).toHaveURL(`/cases/${item.caseGuid}`);
  await expect(page.getByRole('heading', { level: 1, name: item.creditorName })).toBeVisible();
  await expect(page.getByText(`Ärende ${item.caseNumber}`, { exact: true })).toBeVisible();
  await expect(status).toHaveText('Påminnelse');
  const seededLetters = documents.getByRole('listitem');
  await expect(seededLetters).toHaveCount(1);
  await expect(seededLetters).toContainText('Påminnelse');
  await expect(fees.getByRole('listitem')).toHaveCount(1);
  await expect(fees.getByRole('listitem')).toContainText('Påminnelseavgift');
  await expect(balance.getByText(sek(item.remainingAmount)).first()).toBeVisible();

  // 2. The half-year has no reference rate yet: the demand, which states interest, waits for it.
  const waiting = await npmRun(journeyPortal, 'engine:run', ['--date', waitingDay]);
  expect(waiting.code, `engine:run failed:\n${waiting.stdout}\n${waiting.stderr}`).toBe(0);
  expect(waiting.stdout).toContain(`no reference rate for the half-year beginning ${halfYearOf(waitingDay)}`);
  expect(waiting.stdout).not.toMatch(/\bcollectionDemand [1-9]/);
  await enterReferenceRate(browser, journeyPortal.url);

  // The reviewer runs the next business day, the rate entered: the demand goes out.
  const run = await npmRun(journeyPortal, 'engine:run', ['--date', day]);
  expect(run.code, `engine:run failed:\n${run.stdout}\n${run.stderr}`).toBe(0);
  expect(run.stdout).toMatch(new RegExp(`^${day}: \\d+ examined; .*\\bcollectionDemand [1-9]`, 'm'));

  // 3. The case is in collection: its demand among the letters, a PDF, and the fee in the figures.
  await reloadPage(page);
  await expect(page.getByRole('heading', { level: 1, name: item.creditorName })).toBeVisible();
  await expect(documents.getByRole('listitem')).toHaveCount(2);
  await expect(documents.getByRole('listitem').filter({ hasText: 'Inkassokrav' })).toBeVisible();
  await expect(status).toHaveText('Inkasso');
  const demandFee = fees.getByRole('listitem').filter({ hasText: 'Inkassoavgift' });
  await expect(demandFee).toContainText(sek(18_000));
  const demanded = (await casesOf(page)).find((each) => each.caseGuid === item.caseGuid);
  if (!demanded) throw new Error(`case ${item.caseNumber} missing after the business day`);
  expect(demanded.status).toBe('Collection');
  expect(demanded.fees).toContainEqual(
    expect.objectContaining({ type: 'collectionDemand', date: day, amount: 18_000 }),
  );
  expect(demanded.remainingFees).toBe(item.remainingFees + 18_000);
  await expect(balance.getByText(sek(demanded.remainingFees)).first()).toBeVisible();
  await expect(balance.getByText(sek(demanded.remainingAmount)).first()).toBeVisible();
  const pay = page.getByRole('region', { name: 'Betala ärendet' });
  await expect(pay.getByText(groupForReading(item.paymentReference), { exact: true }).first()).toBeVisible();

  const downloading = page.waitForEvent('download');
  await documents.getByRole('link', { name: /^Ladda ned Inkassokrav/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const letter = await pdfText(pdf);
  expect(letter).toContain('Inkassokrav');
  expect(letter).toContain(groupForReading(item.paymentReference));
  expect(letter).toMatch(/Inkassoavgift 180,00 kr/);
  // The letter asks for the whole debt on its day: the page's figures with interest up to that day.
  const toPay = letter.match(/Att betala (\d[\d\s]*,\d\d) kr/)?.[1];
  if (!toPay) throw new Error(`The letter names no amount to pay:\n${letter}`);
  const amount = oreFromText(toPay);
  expect(amount).toBeGreaterThanOrEqual(demanded.remainingAmount);

  await settled(page);
  await expectNoViolations(page, 'sv case details with the collection demand');
  await screenshots(browser, journeyPortal.url, 'case-with-demand', `/cases/${item.caseGuid}`);

  // 4. The demand left the building on its day. Lars has a digital mailbox: it is there, and his page says so.
  const lars = demoPerson('demo');
  const larsMobile = lars.mobile;
  if (!larsMobile) throw new Error('Lars has a mobile number');
  const inMailbox = (await receivedBy<MailboxItem>(journeyPortal.mailboxUrl)).filter(
    (received) => received.identityNumber === lars.identityNumber,
  );
  expect(inMailbox.map((received) => received.subject)).toContain('Inkassokrav');
  await expect(
    documents.getByRole('listitem').filter({ hasText: 'Inkassokrav' }).getByTestId('letter-delivery'),
  ).toHaveText(/^Levererat till din digitala brevlåda \d{1,2} [a-zåäö]+\.? \d{4}$/);
  const mailboxPage = await page.context().newPage();
  await mailboxPage.goto(journeyPortal.mailboxUrl);
  await expect(
    mailboxPage
      .locator('h2', { hasText: lars.name })
      .locator('+ ul')
      .getByRole('link', { name: 'Inkassokrav' }),
  ).toBeVisible();
  await mailboxPage.close();
  // The day's other letters went to people without a mailbox: on paper, in the day's print file, and no
  // letter of a mailbox holder among them.
  const printed = await printFileOf(journeyPortal.printDir, day);
  expect(printed.letters).toBeGreaterThan(0);
  expect(printed.texts).toHaveLength(printed.letters);
  for (const holder of ['demo', 'amal', 'plan', 'tvist'])
    for (const text of printed.texts) expect(text).not.toContain(demoPerson(holder).name);

  // 5. Lars asks to be told by SMS when a payment is registered, verifying his number with the code sent to it.
  await openPage(page, '/settings');
  const notifications = page.getByRole('region', { name: 'Aviseringar' });
  const smsChannel = notifications.getByRole('region', { name: 'Sms' });
  await smsChannel.getByRole('button', { name: 'Verifiera' }).click();
  await expect(smsChannel.getByText(/^Vi har skickat en kod till/)).toBeVisible();
  const textsTo = async (mobile: string) =>
    (await receivedBy<TextMessage>(journeyPortal.smsUrl)).filter((received) => received.to === mobile);
  let code = '';
  await expect
    .poll(async () => {
      code =
        (await textsTo(larsMobile)).map((received) => /Din kod är (\d+)\./.exec(received.message)?.[1])[0] ??
        '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await smsChannel.getByLabel('Kod').fill(code);
  await smsChannel.getByRole('button', { name: 'Bekräfta' }).click();
  await expect(smsChannel.getByText('Verifierad', { exact: true })).toBeVisible();
  const paymentBySms = notifications.getByRole('switch', { name: 'En betalning har registrerats via Sms' });
  // The switch moves once the server has saved the choice.
  await paymentBySms.click();
  await expect(paymentBySms).toBeChecked();
  await expect(notifications.getByRole('status').first()).toHaveText(
    'Du får aviseringar för det som är påslaget nedan.',
  );
  await reloadPage(page);
  await expect(paymentBySms).toBeChecked();

  // 6. Bankgirot's file pays the demand in full on its day, by the case's OCR reference.
  const file = test.info().outputPath(`bgmax-${day}.txt`);
  writeFileSync(
    file,
    writeBgmax(
      [
        {
          bankgiro: item.bankgiro,
          paymentDate: day,
          depositSerial: 1,
          payments: [{ reference: item.paymentReference, amount, payerName: 'Lars Andersson' }],
        },
      ],
      day,
    ),
  );
  const imported = await npmRun(journeyPortal, 'payments:import', [file]);
  expect(imported.code, `payments:import failed:\n${imported.stdout}\n${imported.stderr}`).toBe(0);
  expect(imported.stdout).toMatch(/^Imported: 1 payments/m);
  expect(imported.stdout).toMatch(/matched to a case: 1$/m);

  // The payment's text message reaches Lars's phone: a fixed sentence, none of the debt's details.
  let told: TextMessage | undefined;
  await expect
    .poll(
      async () => {
        told = (await textsTo(larsMobile)).find((received) =>
          received.message.startsWith('Vi har registrerat en betalning'),
        );
        return told?.status;
      },
      { timeout: 30_000 },
    )
    .toBeDefined();
  for (const detail of [item.caseNumber, item.paymentReference, item.creditorName, toPay])
    expect(told?.message).not.toContain(detail);
  const smsPage = await page.context().newPage();
  await smsPage.goto(journeyPortal.smsUrl);
  await expect(
    smsPage
      .getByRole('row')
      .filter({ hasText: larsMobile })
      .filter({ hasText: 'Vi har registrerat en betalning' }),
  ).toHaveCount(1);
  await smsPage.close();

  // 7. The debtor sees the payment, and the case among the closed ones.
  await openPage(page, `/cases/${item.caseGuid}`);
  await expect(page.getByRole('heading', { level: 1, name: item.creditorName })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Betalningar' })
    .click();
  await expect(page).toHaveURL('/payments');
  const payment = page
    .getByRole('table', { name: 'Registrerade betalningar' })
    .getByRole('row')
    .filter({ hasText: `Ärende ${item.caseNumber}` });
  await expect(payment.getByText(sek(amount))).toBeVisible();
  await expect(payment.getByRole('link', { name: item.creditorName })).toBeVisible();
  await expect(payment.getByText(groupForReading(item.paymentReference))).toBeVisible();

  await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Ärenden' }).click();
  await expect(page.getByRole('tab', { name: `Aktuella (${active - 1})` })).toBeVisible();
  await page.getByRole('tab', { name: `Avslutade (${closed + 1})` }).click();
  await expect(page).toHaveURL('/cases?tab=closed');
  const closedRow = page
    .getByRole('table', { name: 'Avslutade' })
    .getByRole('row')
    .filter({ hasText: item.caseNumber });
  await expect(closedRow).toContainText('Betalt');
  await expect(closedRow.getByRole('link', { name: item.creditorName })).toBeVisible();
  await screenshots(browser, journeyPortal.url, 'closed-cases', '/cases?tab=closed');
});
