import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type BgmaxResult, parseBgmax } from './bgmax.ts';
import { writeBgmax } from './bgmax-writer.ts';

/** Bankgirot's own example file, kept with the tests (see its README beside it). */
const sample = readFileSync(new URL('../test-data/bgmax/bankgirot-sample-bgmax.txt', import.meta.url));
const sampleLines = sample.toString('latin1').split('\r\n').slice(0, -1);
const last = sampleLines.length - 1;

/** The lines as a file, each padded to 80 columns, in ISO-8859-1 with CRLF. */
const file = (lines: string[]) =>
  Buffer.from(lines.map((line) => `${line.padEnd(80)}\r\n`).join(''), 'latin1');

/** The sample with line `index` (0-based) replaced. */
const withLine = (index: number, line: string) =>
  file(sampleLines.map((each, at) => (at === index ? line : each)));

function refusal(result: BgmaxResult, what: string) {
  if (result.ok) throw new Error(`The file was read, not refused: ${what}`);
  return result.error;
}

const zeros = (value: number, width: number) => String(value).padStart(width, '0');
const payment = (reference: string, ore: number, serial: string, code = '20') =>
  `${code}0003783511${reference.padStart(25)}${zeros(ore, 18)}22${serial}0`;
const extra = (reference: string, ore: number, code: '22' | '23') =>
  `${code}0003783511${reference.padStart(25)}${zeros(ore, 18)}22000000000099 `;
const deposit = (ore: number, count: number, serial = '00001') =>
  `15${'58410000010098232'.padStart(35, '0')}20261123${serial}${zeros(ore, 18)}SEK${zeros(count, 8)} `;
const start = '01BGMAX               0120261123063000123456P';
const opening = '050009912346          SEK';
const end = (payments: number, deductions: number, extras: number, deposits: number) =>
  `70${zeros(payments, 8)}${zeros(deductions, 8)}${zeros(extras, 8)}${zeros(deposits, 8)}`;

describe('parseBgmax', () => {
  it('reads Bankgirot’s sample: two deposits, their payments, deductions, extra references and payers', () => {
    const result = parseBgmax(sample);
    if (!result.ok) throw new Error(`refused: ${result.error.reason}`);
    const { value } = result;
    expect(value).toMatchObject({ writtenAt: '2004-05-25T17:30:35.010331', test: false });
    expect(
      value.deposits.map((d) => [d.bankgiro, d.paymentDate, d.depositSerial, d.amount, d.currency]),
    ).toEqual([
      ['9912346', '2004-05-25', '00074', 190_000, 'SEK'],
      ['9912346', '2004-05-25', '00075', 800_000, 'SEK'],
    ]);
    const payments = value.deposits.flatMap((d) => d.payments);
    expect(payments.map((p) => [p.kind, p.reference, p.amount])).toEqual([
      ['payment', '655969', 100_000],
      ['deduction', '89853', 50_000],
      ['payment', '657866 658765 657767', 140_000],
      ['payment', '650861', 110_000],
      ['payment', '', 120_000],
      ['payment', '659763', 70_000],
      ['payment', '658260', 500_000],
    ]);
    expect(payments.map((p) => p.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // A blank reference has reference code 1; one payment may carry several OCR numbers.
    expect(payments[4]?.referenceCode).toBe('1');
    expect(payments[2]?.extraReferences.map((r) => r.reference)).toEqual([
      '657866',
      '658765',
      '657767',
      '657965',
    ]);
    expect(payments[6]?.messages).toEqual(['Faktura 658369', 'Faktura 658468']);
    expect(payments[1]?.deductionCode).toBe('0');
    expect(payments[0]?.payer).toMatchObject({
      name: 'Kalles Plåt AB',
      street: 'Storgatan 2',
      postalCode: '12345',
      city: 'Storåker',
      identityNumber: '5500001234',
    });
    // Bankgirot's serial number repeats within the file: it cannot be a payment's identity alone.
    const serials = payments.map((p) => p.bgcSerial);
    expect(new Set(serials).size).toBeLessThan(serials.length);
  });

  it('reads a file of its own: negative extra references, LF line ends and stripped trailing blanks', () => {
    const lines = [
      start,
      opening,
      payment('7350012340', 123_456, '000000000001'),
      extra('7350012341', 100_000, '22'),
      extra('7350012342', 23_456, '22'),
      extra('7350012343', 5_000, '23'),
      '26Åsa Öberg',
      payment('', 1_000, '000000000001', '21').padEnd(70, '0').concat('1'),
      deposit(122_456, 2),
      end(1, 1, 3, 1),
    ];
    const result = parseBgmax(Buffer.from(`${lines.join('\n')}\n`, 'latin1'));
    if (!result.ok) throw new Error(`refused: ${result.error.reason}`);
    const [first, second] = result.value.deposits[0]?.payments ?? [];
    expect(first?.extraReferences.map((r) => r.amount)).toEqual([100_000, 23_456, -5_000]);
    expect(first?.payer.name).toBe('Åsa Öberg');
    expect(second).toMatchObject({ kind: 'deduction', amount: 1_000, deductionCode: '1' });
    expect(result.value.test).toBe(false);
  });

  it('refuses a file whole, with the line and the reason', () => {
    const cases: [Buffer, number, RegExp][] = [
      [withLine(last, end(7, 1, 6, 2)), last + 1, /counts 7 payments; the file holds 6/],
      [withLine(last, end(6, 1, 5, 2)), last + 1, /counts 5 extra references; the file holds 6/],
      [
        withLine(22, sampleLines[22]?.replace('000000000000190000', '000000000000190001') ?? ''),
        23,
        /The deposit is 190001 öre; its payments less its deductions come to 190000/,
      ],
      [withLine(22, sampleLines[22]?.replace('00000003 ', '00000004 ') ?? ''), 23, /counts 4 payments/],
      [file(sampleLines.slice(0, 40)), 40, /no end record/],
      [withLine(3, '99'), 4, /Unknown record type "99"/],
      [
        withLine(2, payment('655969', 0, '000000000010').replace('000000000000000000', '0000000000001000x0')),
        3,
        /amount.*not digits/,
      ],
      [withLine(0, start.replace('BGMAX', 'BGMIN')), 1, /not BGMAX/],
      [withLine(0, start.replace('0120261123', '0220261123')), 1, /version 02/],
      [withLine(22, sampleLines[22]?.replace('20040525', '20040231') ?? ''), 23, /not a date/],
      [
        file([start, payment('1', 1, '000000000001'), deposit(1, 1), end(1, 0, 0, 1)]),
        2,
        /outside a deposit/,
      ],
      [file([start, opening, '25A message', deposit(0, 0), end(0, 0, 0, 1)]), 3, /belongs to a payment/],
      [file([start, opening, opening]), 3, /before the one before it closed/],
      [file([start, opening, end(0, 0, 0, 0)]), 3, /inside a deposit/],
      [Buffer.concat([file(sampleLines), file(['05'])]), last + 2, /Nothing may follow/],
      [Buffer.from(`${start}${' '.repeat(40)}\r\n`, 'latin1'), 1, /80 columns, this one 85/],
      [Buffer.from(''), 1, /begins with a start record/],
    ];
    for (const [bytes, line, reason] of cases) {
      const error = refusal(parseBgmax(bytes), String(reason));
      expect(error.reason, String(reason)).toMatch(reason);
      expect(error.line, String(reason)).toBe(line);
    }
  });
});

describe('writeBgmax', () => {
  it('writes what parseBgmax reads back, counts and sums included', () => {
    const bytes = writeBgmax(
      [
        {
          bankgiro: '50123490',
          paymentDate: '2026-11-23',
          depositSerial: 7,
          payments: [
            { reference: '4000000127', amount: 89_500, payerName: 'Åsa Öberg' },
            { reference: '', amount: 1_000, deduction: true },
          ],
        },
      ],
      '2026-11-23',
    );
    const result = parseBgmax(bytes);
    if (!result.ok) throw new Error(`refused: ${result.error.reason}`);
    const [deposit] = result.value.deposits;
    expect(deposit).toMatchObject({
      bankgiro: '50123490',
      paymentDate: '2026-11-23',
      depositSerial: '00007',
      amount: 88_500,
    });
    expect(deposit?.payments.map((p) => [p.kind, p.reference, p.amount, p.payer.name])).toEqual([
      ['payment', '4000000127', 89_500, 'Åsa Öberg'],
      ['deduction', '', 1_000, ''],
    ]);
  });

  it("writes extra references (TK22, TK23) and the payer's message (TK25)", () => {
    const bytes = writeBgmax(
      [
        {
          bankgiro: '5012349',
          paymentDate: '2026-11-23',
          depositSerial: 1,
          payments: [
            {
              reference: '',
              amount: 5_000,
              extraReferences: [
                { reference: '1234574', amount: 6_000 },
                { reference: '4000000127', amount: -1_000 },
              ],
              messages: ['Faktura 1234574', 'tack'],
            },
          ],
        },
      ],
      '2026-11-23',
    );
    const result = parseBgmax(bytes);
    if (!result.ok) throw new Error(`refused: ${result.error.reason}`);
    const payment = result.value.deposits[0]?.payments[0];
    expect(payment?.extraReferences.map((extra) => [extra.reference, extra.amount])).toEqual([
      ['1234574', 6_000],
      ['4000000127', -1_000],
    ]);
    expect(payment?.messages).toEqual(['Faktura 1234574', 'tack']);
  });
});
