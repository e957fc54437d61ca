/**
 * Writes a BgMax file as Bankgirot would (80 columns, ISO-8859-1, CRLF): for tests, benchmarks and the
 * demo, never for the bank. Counts, sums and the end record follow from the deposits given.
 */

export type BgmaxWriterPayment = {
  reference: string;
  /** Öre. */
  amount: number;
  bgcSerial?: string;
  /** A deduction (TK21) instead of a payment (TK20). */
  deduction?: boolean;
  payerName?: string;
  /** More references with their part of the amount in öre (TK22, or TK23 when negative). */
  extraReferences?: { reference: string; amount: number }[];
  /** The payer's message, one TK25 record of at most 50 characters each. */
  messages?: string[];
};

export type BgmaxWriterDeposit = {
  bankgiro: string;
  /** `YYYY-MM-DD` */
  paymentDate: string;
  depositSerial: number;
  payments: BgmaxWriterPayment[];
};

const zeros = (value: number | string, width: number) => String(value).padStart(width, '0');

/** The file, as bytes, holding `deposits`; `writtenAt` is `YYYY-MM-DD`. */
export function writeBgmax(deposits: BgmaxWriterDeposit[], writtenAt: string): Uint8Array {
  const lines = [`01BGMAX               01${writtenAt.replaceAll('-', '')}080000000000P`];
  let payments = 0;
  let deductions = 0;
  let extraReferences = 0;
  for (const deposit of deposits) {
    lines.push(`05${zeros(deposit.bankgiro, 10)}          SEK`);
    let sum = 0;
    for (const [index, payment] of deposit.payments.entries()) {
      const code = payment.deduction ? '21' : '20';
      const serial = payment.bgcSerial ?? zeros(index + 1, 12);
      lines.push(
        `${code}${zeros('', 10)}${payment.reference.padEnd(25)}${zeros(payment.amount, 18)}21${serial}0${payment.deduction ? '0' : ''}`,
      );
      for (const extra of payment.extraReferences ?? []) {
        const record = extra.amount < 0 ? '23' : '22';
        lines.push(
          `${record}${zeros('', 10)}${extra.reference.padEnd(25)}${zeros(Math.abs(extra.amount), 18)}2`,
        );
        extraReferences += 1;
      }
      for (const message of payment.messages ?? []) lines.push(`25${message.slice(0, 50)}`);
      if (payment.payerName) lines.push(`26${payment.payerName}`);
      sum += payment.deduction ? -payment.amount : payment.amount;
      if (payment.deduction) deductions += 1;
      else payments += 1;
    }
    lines.push(
      `15${zeros('58410000010098232', 35)}${deposit.paymentDate.replaceAll('-', '')}${zeros(deposit.depositSerial, 5)}${zeros(sum, 18)}SEK${zeros(deposit.payments.length, 8)}`,
    );
  }
  lines.push(
    `70${zeros(payments, 8)}${zeros(deductions, 8)}${zeros(extraReferences, 8)}${zeros(deposits.length, 8)}`,
  );
  const text = lines.map((line) => `${line.padEnd(80)}\r\n`).join('');
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index) & 0xff;
  return bytes;
}
