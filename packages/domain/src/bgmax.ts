import { type Currency, isCurrency } from './money.ts';
/**
 * Bankgirot's payment file for Bankgiro Inbetalningar (BgMax): 80-column records in ISO-8859-1, read
 * into deposits and their payments, with amounts as integers in öre. A file is read whole or refused
 * whole: a record out of place, a field that is not what the manual says, or counts and sums that do
 * not match the deposit records and the closing record refuse it with the line and the reason.
 *
 * Record types (transaktionskoder, TK) of Bankgirot's technical manual: 01 start, 05 opening of a
 * deposit, 20 payment, 21 deduction, 22 and 23 extra references (positive and negative), 25 message,
 * 26 name, 27 and 28 address, 29 the payer's organisation or personal number, 15 deposit, 70 end.
 */

export type BgmaxPayer = {
  name: string;
  extraName: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  countryCode: string;
  /** The payer's organisation or personal number as the bank sent it, without leading zeros, or ''. */
  identityNumber: string;
};

/** One more reference of a payment (TK22, or TK23 for a negative one), with its part of the amount. */
export type BgmaxExtraReference = {
  reference: string;
  /** Öre; negative for a TK23 record. */
  amount: number;
  referenceCode: string;
};

export type BgmaxPayment = {
  /** `payment` (TK20), or `deduction` (TK21), which the bank took off the deposit. */
  kind: 'payment' | 'deduction';
  /** The payment's place in the file, counted from 1 over payments and deductions. */
  sequence: number;
  /** The payer's bankgiro number, without leading zeros, or '' when the bank did not give it. */
  senderBankgiro: string;
  /** The OCR number or reference the payer gave, trimmed; '' when there was none. */
  reference: string;
  /** Manual: 0 none, 1 none (blank), 2 OCR checked, 3 several references, 4 text, 5 wrong reference. */
  referenceCode: string;
  /** Öre, always positive; a deduction lowers the deposit by it. */
  amount: number;
  /** Manual: 1 electronic, 2 electronic with extra references, 3 paper, 4 paper with extra references. */
  channelCode: string;
  /** Bankgirot's serial number of the payment: not unique within a file. */
  bgcSerial: string;
  hasImage: boolean;
  /** TK21 only: 0 the rest remains, 1 no rest, 2 final. */
  deductionCode: string | null;
  extraReferences: BgmaxExtraReference[];
  messages: string[];
  payer: BgmaxPayer;
};

export type BgmaxDeposit = {
  /** The receiving bankgiro number, without leading zeros. */
  bankgiro: string;
  currency: Currency;
  /** The bank account the deposit went to. */
  account: string;
  /** `YYYY-MM-DD` */
  paymentDate: string;
  /** The deposit's serial number of the day (löpnummer). */
  depositSerial: string;
  /** Öre: the payments less the deductions. */
  amount: number;
  depositType: string;
  payments: BgmaxPayment[];
};

export type BgmaxFile = {
  /** `YYYY-MM-DDTHH:MM:SS.ffffff` as written (Swedish time). */
  writtenAt: string;
  /** A test file (T) rather than production (P). */
  test: boolean;
  deposits: BgmaxDeposit[];
};

export type BgmaxRefusal = { line: number; reason: string };

export type BgmaxResult = { ok: true; value: BgmaxFile } | { ok: false; error: BgmaxRefusal };

const RECORD_LENGTH = 80;

/**
 * The largest payment file taken, in bytes (32 MiB), wherever it comes in: the command line, the back
 * office's upload and the inbox. A day's file of 40 000 payments with names and addresses is about 20 MB.
 */
export const BGMAX_MAX_BYTES = 32 * 1024 * 1024;

class Refused extends Error {
  readonly line: number;
  readonly reason: string;
  constructor(line: number, reason: string) {
    super(`line ${line}: ${reason}`);
    this.line = line;
    this.reason = reason;
  }
}

/** Bytes decoded, and records read, per step of `parseBgmaxInSteps`: a few milliseconds each. */
const BYTES_PER_STEP = 256 * 1024;
const RECORDS_PER_STEP = 2_000;

/** ISO-8859-1 bytes as text, each byte the code point of the same number; yields between steps. */
function* latin1(bytes: Uint8Array): Generator<void, string, void> {
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += 8192) {
    if (start % BYTES_PER_STEP === 0 && start > 0) yield;
    parts.push(String.fromCharCode.apply(null, bytes.subarray(start, start + 8192) as unknown as number[]));
  }
  return parts.join('');
}

/** One record, with its fields read by the manual's 1-based positions. */
class RecordReader {
  readonly text: string;
  readonly line: number;
  constructor(text: string, line: number) {
    this.text = text;
    this.line = line;
  }

  get code(): string {
    return this.text.slice(0, 2);
  }

  /** Columns `from`–`to` (1-based, inclusive), as they are. */
  raw(from: number, to: number): string {
    return this.text.slice(from - 1, to);
  }

  trimmed(from: number, to: number): string {
    return this.raw(from, to).trim();
  }

  digits(from: number, to: number, what: string): string {
    const value = this.raw(from, to);
    if (!/^\d+$/.test(value))
      throw new Refused(this.line, `${what} (columns ${from}–${to}) is not digits: "${value}"`);
    return value;
  }

  /** A number of öre or a count; refused beyond what is exact in a double. */
  number(from: number, to: number, what: string): number {
    const value = Number(this.digits(from, to, what));
    if (!Number.isSafeInteger(value)) throw new Refused(this.line, `${what} is too large`);
    return value;
  }

  /** A number field without its leading zeros (a bankgiro number), '' when all zeros. */
  withoutLeadingZeros(from: number, to: number, what: string): string {
    return this.digits(from, to, what).replace(/^0+/, '');
  }

  date(from: number, what: string): string {
    const value = this.digits(from, from + 7, what);
    const iso = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
    const day = new Date(`${iso}T00:00:00Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== iso) {
      throw new Refused(this.line, `${what} is not a date: "${value}"`);
    }
    return iso;
  }
}

function records(text: string): RecordReader[] {
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  return lines.map((line, index) => {
    if (line.length > RECORD_LENGTH) {
      throw new Refused(index + 1, `a record has ${RECORD_LENGTH} columns, this one ${line.length}`);
    }
    // Trailing blanks are sometimes stripped on the way; they are blanks all the same.
    return new RecordReader(line.padEnd(RECORD_LENGTH, ' '), index + 1);
  });
}

function emptyPayer(): BgmaxPayer {
  return {
    name: '',
    extraName: '',
    street: '',
    postalCode: '',
    city: '',
    country: '',
    countryCode: '',
    identityNumber: '',
  };
}

function readPayment(record: RecordReader, sequence: number): BgmaxPayment {
  const deduction = record.code === '21';
  return {
    kind: deduction ? 'deduction' : 'payment',
    sequence,
    senderBankgiro: record.withoutLeadingZeros(3, 12, 'The sender’s bankgiro number'),
    reference: record.trimmed(13, 37),
    referenceCode: record.digits(56, 56, 'The reference code'),
    amount: record.number(38, 55, 'The amount'),
    channelCode: record.digits(57, 57, 'The payment channel code'),
    bgcSerial: record.digits(58, 69, 'The BGC serial number'),
    hasImage: record.digits(70, 70, 'The image flag') === '1',
    deductionCode: deduction ? record.digits(71, 71, 'The deduction code') : null,
    extraReferences: [],
    messages: [],
    payer: emptyPayer(),
  };
}

/** Reads a whole BgMax file; see the module's comment for what refuses it. */
export function parseBgmax(bytes: Uint8Array): BgmaxResult {
  const steps = parseBgmaxInSteps(bytes);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * `parseBgmax` in steps of a few milliseconds: the generator yields between them, so that a server can
 * answer other requests while it reads a large file, and returns what `parseBgmax` answers.
 */
export function* parseBgmaxInSteps(bytes: Uint8Array): Generator<void, BgmaxResult, void> {
  try {
    const text = yield* latin1(bytes);
    return { ok: true, value: yield* readFile(records(text)) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: { line: error.line, reason: error.reason } };
    throw error;
  }
}

function* readFile(all: RecordReader[]): Generator<void, BgmaxFile, void> {
  const start = all[0];
  if (start?.code !== '01') throw new Refused(1, 'A BgMax file begins with a start record (01)');
  if (start.trimmed(3, 22) !== 'BGMAX')
    throw new Refused(1, `The layout is not BGMAX: "${start.trimmed(3, 22)}"`);
  if (start.digits(23, 24, 'The layout version') !== '01') {
    throw new Refused(1, `Layout version ${start.raw(23, 24)} is not the one read here (01)`);
  }
  const stamp = start.digits(25, 44, 'The time the file was written');
  const flag = start.raw(45, 45);
  if (flag !== 'P' && flag !== 'T') throw new Refused(1, `The test flag is P or T, not "${flag}"`);
  const writtenAt = `${start.date(25, 'The day the file was written')}T${stamp.slice(8, 10)}:${stamp.slice(10, 12)}:${stamp.slice(12, 14)}.${stamp.slice(14, 20)}`;

  const deposits: BgmaxDeposit[] = [];
  let open: { bankgiro: string; currency: Currency; payments: BgmaxPayment[] } | null = null;
  let payment: BgmaxPayment | null = null;
  const seen = { payments: 0, deductions: 0, extraReferences: 0 };
  let end: RecordReader | null = null;

  for (const record of all.slice(1)) {
    if (record.line % RECORDS_PER_STEP === 0) yield;
    if (end) throw new Refused(record.line, 'Nothing may follow the end record (70)');
    const inPayment = () => {
      if (!payment)
        throw new Refused(record.line, `A ${record.code} record belongs to a payment (20 or 21) before it`);
      return payment;
    };
    switch (record.code) {
      case '05': {
        if (open) throw new Refused(record.line, 'A deposit opens (05) before the one before it closed (15)');
        const currency = record.raw(23, 25);
        if (!isCurrency(currency))
          throw new Refused(record.line, `The currency is not one a case can be in: "${currency}"`);
        open = {
          bankgiro: record.withoutLeadingZeros(3, 12, 'The receiving bankgiro number'),
          currency,
          payments: [],
        };
        payment = null;
        break;
      }
      case '20':
      case '21': {
        if (!open) throw new Refused(record.line, 'A payment comes outside a deposit (05 … 15)');
        if (record.code === '20') seen.payments += 1;
        else seen.deductions += 1;
        payment = readPayment(record, seen.payments + seen.deductions);
        open.payments.push(payment);
        break;
      }
      case '22':
      case '23': {
        const amount = record.number(38, 55, 'The amount');
        inPayment().extraReferences.push({
          reference: record.trimmed(13, 37),
          amount: record.code === '23' ? -amount : amount,
          referenceCode: record.digits(56, 56, 'The reference code'),
        });
        seen.extraReferences += 1;
        break;
      }
      case '25':
        inPayment().messages.push(record.trimmed(3, 52));
        break;
      case '26': {
        const payer = inPayment().payer;
        payer.name = record.trimmed(3, 37);
        payer.extraName = record.trimmed(38, 72);
        break;
      }
      case '27': {
        const payer = inPayment().payer;
        payer.street = record.trimmed(3, 37);
        payer.postalCode = record.trimmed(38, 46);
        break;
      }
      case '28': {
        const payer = inPayment().payer;
        payer.city = record.trimmed(3, 37);
        payer.country = record.trimmed(38, 72);
        payer.countryCode = record.trimmed(73, 74);
        break;
      }
      case '29':
        inPayment().payer.identityNumber = record.withoutLeadingZeros(3, 14, 'The payer’s identity number');
        break;
      case '15': {
        if (!open) throw new Refused(record.line, 'A deposit record (15) without its opening record (05)');
        const deposit: BgmaxDeposit = {
          bankgiro: open.bankgiro,
          currency: open.currency,
          account: record.trimmed(3, 37).replace(/^0+/, ''),
          paymentDate: record.date(38, 'The payment date'),
          depositSerial: record.digits(46, 50, 'The deposit serial number'),
          amount: record.number(51, 68, 'The deposit amount'),
          depositType: record.raw(80, 80).trim(),
          payments: open.payments,
        };
        if (record.raw(69, 71) !== open.currency) {
          throw new Refused(
            record.line,
            `The deposit is in ${record.raw(69, 71)}, its opening record in ${open.currency}`,
          );
        }
        const count = record.number(72, 79, 'The number of payments');
        if (count !== deposit.payments.length) {
          throw new Refused(
            record.line,
            `The deposit counts ${count} payments; the file holds ${deposit.payments.length}`,
          );
        }
        const sum = deposit.payments.reduce(
          (total, p) => total + (p.kind === 'deduction' ? -p.amount : p.amount),
          0,
        );
        if (sum !== deposit.amount) {
          throw new Refused(
            record.line,
            `The deposit is ${deposit.amount} öre; its payments less its deductions come to ${sum}`,
          );
        }
        deposits.push(deposit);
        open = null;
        payment = null;
        break;
      }
      case '70':
        if (open) throw new Refused(record.line, 'The file ends (70) inside a deposit');
        end = record;
        break;
      default:
        throw new Refused(record.line, `Unknown record type "${record.code}"`);
    }
  }
  if (!end) throw new Refused(all.length, 'The file has no end record (70): it may be cut short');
  const counts = [
    ['payments', end.number(3, 10, 'The number of payments'), seen.payments],
    ['deductions', end.number(11, 18, 'The number of deductions'), seen.deductions],
    ['extra references', end.number(19, 26, 'The number of extra references'), seen.extraReferences],
    ['deposits', end.number(27, 34, 'The number of deposits'), deposits.length],
  ] as const;
  for (const [what, stated, found] of counts) {
    if (stated !== found)
      throw new Refused(end.line, `The end record counts ${stated} ${what}; the file holds ${found}`);
  }
  return { writtenAt, test: flag === 'T', deposits };
}
