/** The letters the provider sends to a debtor (the collection process's letters, a client's invoice and its reminder) as A4 PDFs. */
import {
  assertMinor,
  CUSTOMER_SERVICE_HOURS,
  type Currency,
  formatBankgiro,
  formatMoney,
  formatSwishNumber,
  groupForReading,
  isValidIsoDate,
} from '@fordra/domain';
import type { AmountRow } from '../../pdf/amount-table.ts';
import type { qrCodePng } from '../../pdf/qr-image.ts';
import { fill, isolate } from '../../pdf/text-catalogue.ts';
import type { LetterContent } from './letter-layout.ts';
import { type LetterKind, type LetterText, loadLetterText } from './letter-text.ts';

export type { LetterKind } from './letter-text.ts';
export { LETTER_KINDS } from './letter-text.ts';

type PostalAddress = { street: string; postalCode: string; city: string };

/** Everything one letter shows. Amounts are minor units (öre) of `currency`; dates are `YYYY-MM-DD`. */
export type LetterInput = {
  kind: LetterKind;
  /** BCP 47 language of the letter; a language without a catalogue falls back to Swedish. */
  language: string;
  issuedOn: string;
  provider: { name: string; orgNumber: string; phone: string } & PostalAddress;
  debtor: { name: string } & PostalAddress;
  creditor: { name: string };
  /**
   * The collection case the letter is about; null for an invoice of the invoice ledger and its reminder,
   * which are known by the invoice number.
   */
  caseNumber: string | null;
  invoiceNumber: string;
  invoiceDate: string;
  description: string;
  currency: Currency;
  /** `total` must equal principal + interest + fees. */
  amounts: { principal: number; interest: number; fees: number; total: number };
  /** The fees one by one; when given they must add up to `amounts.fees`. */
  feeLines: { label: string; amount: number }[];
  dueDate: string;
  ocrReference: string;
  bankgiro: string;
  /** A Swish QR payload (`C<payee>;<amount>;<message>;<mask>`), or null for a letter without Swish. */
  swishPayload: string | null;
  /**
   * Which instalment of the plan the letter is about; required for `instalmentNotice` and for
   * `instalmentReminder`, which also needs the instalment's own `dueDate` (the letter's is the new one).
   */
  instalment?: { sequence: number; of: number; dueDate?: string };
  /**
   * An instalment's parts per case of its plan (minor units, adding up to `amounts.total`); with more than
   * one case the table shows one row per case.
   */
  split?: { caseNumber: string; amount: number }[];
  /** The day the collection demand was sent; required for `secondNotice`. */
  demandDate?: string;
  /** The plan a `planTerminated` letter ends: the day it was agreed and how many instalments were not paid. */
  plan?: { agreedOn: string; missed: number };
};

/**
 * The moment a letter issued on ISO day `issuedOn` is dated, 08:00 UTC that day: its row in the archive
 * and its PDF's creation date, so that its PDF is the same whenever it is rendered.
 */
export function letterCreatedAt(issuedOn: string): Date {
  return new Date(`${issuedOn}T08:00:00Z`);
}

/** Renders `input` as a tagged, accessible A4 PDF letter in the language of `input.language`. */
export async function renderLetter(input: LetterInput): Promise<Buffer> {
  checkLetterInput(input);
  const text = await loadLetterText(input.language);
  // Loaded with the first letter, not with the server: pdfkit, fontkit and qrcode are a good part of its start.
  const [{ drawLetter }, qrImage] = await Promise.all([
    import('./letter-layout.ts'),
    import('../../pdf/qr-image.ts'),
  ]);
  return drawLetter(composeLetter(input, text, qrImage.qrCodePng));
}

function checkLetterInput(input: LetterInput): void {
  const { principal, interest, fees, total } = input.amounts;
  for (const [label, amount] of [
    ['principal', principal],
    ['interest', interest],
    ['fees', fees],
    ...input.feeLines.map((line) => [line.label, line.amount] as const),
  ] as const) {
    assertMinor(amount, label);
    if (amount < 0) throw new RangeError(`${label} must not be negative, got ${amount}`);
  }
  if (total !== principal + interest + fees) {
    throw new RangeError(
      `total ${total} is not principal + interest + fees (${principal + interest + fees})`,
    );
  }
  const feeLineSum = input.feeLines.reduce((sum, line) => sum + line.amount, 0);
  if (input.feeLines.length > 0 && feeLineSum !== fees) {
    throw new RangeError(`fee lines add up to ${feeLineSum}, not to fees ${fees}`);
  }
  const splitSum = input.split?.reduce((sum, part) => sum + part.amount, 0);
  if (splitSum !== undefined && splitSum !== total) {
    throw new RangeError(`the split adds up to ${splitSum}, not to the total ${total}`);
  }
  const isoDate = (label: string, date: string | undefined) => {
    if (!isValidIsoDate(date ?? '')) throw new RangeError(`${label} is not a date YYYY-MM-DD: "${date}"`);
  };
  isoDate('issuedOn', input.issuedOn);
  isoDate('invoiceDate', input.invoiceDate);
  isoDate('dueDate', input.dueDate);
  if (input.kind === 'invoice' && input.caseNumber !== null) {
    throw new RangeError('An invoice has no case number');
  }
  if (input.caseNumber === null && input.kind !== 'invoice' && input.kind !== 'reminder') {
    throw new RangeError(
      `A ${input.kind} letter needs a case number; only an invoice and its reminder have none`,
    );
  }
  if (input.kind === 'instalmentNotice' || input.kind === 'instalmentReminder') {
    const { sequence, of } = input.instalment ?? { sequence: 0, of: 0 };
    if (!Number.isSafeInteger(sequence) || !Number.isSafeInteger(of) || sequence < 1 || sequence > of) {
      throw new RangeError(`A ${input.kind} letter needs instalment { sequence, of } with 1 ≤ sequence ≤ of`);
    }
  }
  if (input.kind === 'instalmentReminder') isoDate('instalment.dueDate', input.instalment?.dueDate);
  if (input.kind === 'secondNotice') isoDate('demandDate', input.demandDate);
  if (input.kind === 'planTerminated') {
    isoDate('plan.agreedOn', input.plan?.agreedOn);
    const missed = input.plan?.missed ?? 0;
    if (!Number.isSafeInteger(missed) || missed < 1) {
      throw new RangeError(`A planTerminated letter needs plan.missed ≥ 1, got ${missed}`);
    }
  }
}

/** The payee (Swish number) at the start of a Swish QR payload. */
function swishPayee(payload: string): string {
  const payee = /^C(\d+);/.exec(payload)?.[1];
  if (payee === undefined) throw new RangeError(`Not a Swish payment payload: "${payload}"`);
  return payee;
}

function composeLetter(input: LetterInput, text: LetterText, qrCode: typeof qrCodePng): LetterContent {
  const { provider, amounts } = input;
  const kind = text.kinds[input.kind];
  const money = (minor: number) => formatMoney(minor, input.currency, text.locale);
  const dateFormat = new Intl.DateTimeFormat(text.locale, { dateStyle: 'long', timeZone: 'UTC' });
  const date = (iso: string | undefined) =>
    iso === undefined ? '' : dateFormat.format(new Date(`${iso}T00:00:00Z`));
  const ocrReference = groupForReading(input.ocrReference);
  // Swish's grouping with no-break spaces, so the number is never broken over lines.
  const payee =
    input.swishPayload === null
      ? ''
      : formatSwishNumber(swishPayee(input.swishPayload)).replaceAll(' ', '\u00a0');
  const values = {
    title: kind.title,
    creditor: input.creditor.name,
    // The catalogue ends the sentence itself.
    description: input.description.trim().replace(/\.+$/, ''),
    invoiceNumber: input.invoiceNumber,
    invoiceDate: date(input.invoiceDate),
    issuedOn: date(input.issuedOn),
    dueDate: date(input.dueDate),
    total: money(amounts.total),
    caseNumber: input.caseNumber ?? '',
    ocrReference,
    providerName: provider.name,
    providerAddress: `${provider.street}, ${provider.postalCode} ${provider.city}`,
    orgNumber: provider.orgNumber,
    phone: provider.phone,
    opens: CUSTOMER_SERVICE_HOURS.opens,
    closes: CUSTOMER_SERVICE_HOURS.closes,
    sequence: input.instalment?.sequence ?? '',
    of: input.instalment?.of ?? '',
    instalmentDueDate: date(input.instalment?.dueDate),
    demandDate: date(input.demandDate),
    agreedOn: date(input.plan?.agreedOn),
    missed: input.plan?.missed ?? '',
    payee,
  };
  // Every value is isolated in the drawn text, so that in a right-to-left letter an OCR reference or an
  // address keeps its own order; the document's metadata takes the values as they are.
  const isolated = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isolate(value)]));
  const say = (template: string) => fill(template, isolated);
  const row = (label: string, amount: number): AmountRow => ({ label, amount: isolate(money(amount)) });

  const feeRows =
    input.feeLines.length > 0
      ? input.feeLines.map((line) => row(isolate(line.label), line.amount))
      : amounts.fees > 0
        ? [row(say(text.table.fees), amounts.fees)]
        : [];

  // An invoice of the invoice ledger, and its reminder, are known by the invoice number: there is no case.
  const ofInvoice = input.caseNumber === null;
  const reference = ofInvoice
    ? { label: say(text.invoice.invoiceNumber), value: isolate(input.invoiceNumber) }
    : { label: say(text.meta.caseNumber), value: isolate(values.caseNumber) };
  // An invoice carries interest only once it is late, and an instalment's interest is part of the
  // instalment; a zero interest row would only puzzle.
  const interestRows =
    (ofInvoice || input.kind === 'instalmentReminder') && amounts.interest === 0
      ? []
      : [row(say(kind.interest), amounts.interest)];
  const contact = ofInvoice ? { ...text.contact, paragraphs: [text.invoice.contact] } : text.contact;
  const aboutInstalment = input.kind === 'instalmentNotice' || input.kind === 'instalmentReminder';

  return {
    lang: text.locale,
    info: {
      title: fill(ofInvoice ? text.invoice.documentTitle : text.documentTitle, values),
      author: provider.name,
      creationDate: letterCreatedAt(input.issuedOn),
    },
    letterhead: {
      name: isolate(provider.name),
      details: [isolate(values.providerAddress), say(text.letterhead.orgNumber), say(text.letterhead.phone)],
    },
    meta: [
      { label: say(text.meta.date), value: isolate(values.issuedOn) },
      reference,
      ...(aboutInstalment ? [{ label: say(text.meta.instalment), value: say(text.meta.instalmentOf) }] : []),
    ],
    recipient: {
      name: isolate(input.debtor.name),
      address: [isolate(input.debtor.street), isolate(`${input.debtor.postalCode} ${input.debtor.city}`)],
    },
    summary: {
      label: say(text.summary.label),
      amount: isolate(values.total),
      dueDate: say(text.summary.dueDate),
    },
    title: say(kind.title),
    intro: kind.intro.map(say),
    table: {
      heading: say(text.table.heading),
      item: say(text.table.item),
      amount: say(text.table.amount),
      rows:
        input.split && input.split.length > 1
          ? input.split.map((part) =>
              row(`${say(text.meta.caseNumber)} ${isolate(part.caseNumber)}`, part.amount),
            )
          : [row(say(kind.principal), amounts.principal), ...interestRows, ...feeRows],
      total: row(say(text.table.total), amounts.total),
    },
    payment: {
      heading: say(text.payment.heading),
      fields: [
        { label: say(text.payment.bankgiro), value: isolate(formatBankgiro(input.bankgiro)) },
        { label: say(text.payment.ocrReference), value: isolate(ocrReference) },
        { label: say(text.payment.amount), value: isolate(values.total) },
        { label: say(text.payment.dueDate), value: isolate(values.dueDate) },
      ],
      note: say(text.payment.note),
    },
    swish:
      input.swishPayload === null
        ? null
        : {
            heading: say(text.swish.heading),
            // Error correction M as Swish's own codes use; the image is never mirrored, whatever the script.
            image: qrCode(input.swishPayload, 'M'),
            payee: say(text.swish.payee),
            caption: say(text.swish.caption),
            alt: fill(text.swish.alt, values),
          },
    sections: [...kind.sections, contact].map((section) => ({
      heading: say(section.heading),
      paragraphs: section.paragraphs.map(say),
    })),
    footer: {
      lines: [say(text.footer.contact), say(text.footer.hours)],
      page: (page, pages) => fill(text.footer.page, { page: isolate(page), pages: isolate(pages) }),
    },
  };
}
