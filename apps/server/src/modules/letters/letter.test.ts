import { readdir, readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { formatMoney, groupForReading, makeOcrReference } from '@fordra/domain';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../pdf/pdf-text.ts';
import { LETTER_KINDS, type LetterInput, type LetterKind, renderLetter } from './letter.ts';
import { sampleLetter, sampleOcrReference } from './sample-letter.ts';

const ocrReference = sampleOcrReference;
const letter = (overrides: Partial<LetterInput> = {}) => sampleLetter(overrides);

const TITLES: Record<string, Record<LetterKind, string>> = {
  sv: {
    reminder: 'Påminnelse',
    collectionDemand: 'Inkassokrav',
    secondNotice: 'Påminnelse om inkassokrav',
    enforcementApplication: 'Ansökan till Kronofogden',
    instalmentNotice: 'Avbetalningsavi',
    instalmentReminder: 'Påminnelse om delbetalning',
    planTerminated: 'Uppsagd avbetalningsplan',
    invoice: 'Faktura',
  },
  en: {
    reminder: 'Payment reminder',
    collectionDemand: 'Debt collection demand',
    secondNotice: 'Reminder of debt collection demand',
    enforcementApplication: 'Application to the Enforcement Authority',
    instalmentNotice: 'Instalment notice',
    instalmentReminder: 'Instalment reminder',
    planTerminated: 'Instalment plan ended',
    invoice: 'Invoice',
  },
};

const squash = (text: string) => text.replace(/[ \u00a0]+/g, ' ');

/** The raw PDF as one byte per character, so that string offsets are byte offsets. */
function raw(pdf: Buffer): string {
  return pdf.toString('latin1');
}

/** Decodes the PDF literal string that opens at `start` (a `(`), UTF-16BE when it starts with a byte order mark. */
function literalString(bytes: string, start: number): string {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  let value = '';
  for (let index = start + 1; index < bytes.length; index++) {
    const character = bytes[index] ?? '';
    if (character === ')') break;
    if (character === '\\') {
      index++;
      const escaped = bytes[index] ?? '';
      value += escapes[escaped] ?? escaped;
    } else {
      value += character;
    }
  }
  const encoded = Buffer.from(value, 'latin1');
  return encoded[0] === 0xfe && encoded[1] === 0xff
    ? new TextDecoder('utf-16be').decode(encoded.subarray(2))
    : value;
}

/** The string value of the first dictionary entry `/key`, written inline or as a reference to a string object. */
function pdfString(pdf: Buffer, key: string): string | undefined {
  const bytes = raw(pdf);
  const entry = new RegExp(`/${key} (?:\\(|(\\d+) 0 R)`).exec(bytes);
  if (entry === null) return undefined;
  if (entry[1] === undefined) return literalString(bytes, entry.index + key.length + 2);
  const object = bytes.indexOf(`\n${entry[1]} 0 obj\n(`);
  return object < 0 ? undefined : literalString(bytes, bytes.indexOf('(', object));
}

const sek = (minor: number, locale: string) => squash(formatMoney(minor, 'SEK', locale));

/** The page content streams of a PDF that draw text, inflated. */
function textStreams(pdf: Buffer): string[] {
  const bytes = raw(pdf);
  const streams: string[] = [];
  for (const match of bytes.matchAll(/\/FlateDecode[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const content = inflateSync(pdf.subarray(start, bytes.indexOf('endstream', start))).toString('latin1');
    if (/\bBT\b/.test(content)) streams.push(content);
  }
  return streams;
}

describe('renderLetter', () => {
  for (const language of ['sv', 'en'] as const) {
    const locale = language === 'sv' ? 'sv-SE' : 'en-GB';
    for (const kind of LETTER_KINDS) {
      it(`renders a ${kind} in ${language} with its metadata, structure and every figure`, async () => {
        const input = letter({ kind, language });
        const pdf = await renderLetter(input);
        const bytes = raw(pdf);
        expect(bytes.startsWith('%PDF-1.7')).toBe(true);
        expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);

        const title = TITLES[language]?.[kind] ?? '';
        expect(pdfString(pdf, 'Title')).toBe(
          kind === 'invoice'
            ? `${title} ${input.invoiceNumber}`
            : `${title}, ${language === 'sv' ? 'ärende' : 'case'} ${input.caseNumber}`,
        );
        expect(pdfString(pdf, 'Author')).toBe(input.provider.name);
        expect(pdfString(pdf, 'Lang')).toBe(locale);
        expect(bytes).toMatch(/\/Marked true/);
        expect(bytes).toContain('/DisplayDocTitle true');
        for (const type of ['Document', 'H1', 'H2', 'P', 'Table', 'TR', 'TH', 'TD', 'Figure']) {
          expect(bytes).toContain(`/S /${type}\n`);
        }

        const text = await pdfText(pdf);
        expect(text).toContain(title);
        expect(text).toContain(input.debtor.name);
        expect(text).toContain(`${input.debtor.postalCode} ${input.debtor.city}`);
        expect(text).toContain(input.creditor.name);
        expect(text).toContain(groupForReading(ocrReference));
        expect(text).toContain('5050-1055');
        for (const amount of [2_410, 6_000, 18_000, 124_550, 150_960]) {
          expect(text).toContain(sek(amount, locale));
        }
        expect(text).toContain('Påminnelseavgift');
        expect(text).toContain('Inkassoavgift');
        expect(text).toContain(input.provider.orgNumber);
        expect(text).toContain('09:00–16:00');
        if (kind === 'collectionDemand' || kind === 'secondNotice' || kind === 'enforcementApplication') {
          expect(text).toMatch(/Kronofogden/);
          expect(text).toContain('betalningsföreläggande');
        }
        if (kind === 'instalmentNotice' || kind === 'instalmentReminder') {
          expect(text).toContain(language === 'sv' ? '3 av 12' : '3 of 12');
        }
        const sentence = squash(text);
        // What only one kind says: when the demand went out, which instalment was missed, which plan ended.
        const said: Partial<Record<LetterKind, string[]>> = {
          sv: {
            secondNotice: ['Den 18 februari 2026 skickade vi ett inkassokrav', 'kostar inget extra'],
            enforcementApplication: [
              'i dag skickat en ansökan om betalningsföreläggande',
              'återkallar vi ansökan',
            ],
            instalmentReminder: [
              'Den skulle ha betalats senast 28 februari 2026',
              'Obetalt av delbetalning 3',
            ],
            planTerminated: ['kom överens om den 20 november 2025', 'Antal obetalda delbetalningar: 2'],
          },
          en: {
            secondNotice: ['On 18 February 2026 we sent you a debt collection demand', 'nothing extra'],
            enforcementApplication: [
              'today sent an application for a payment order',
              'withdraw the application',
            ],
            instalmentReminder: ['It was due on 28 February 2026', 'Unpaid part of instalment 3'],
            planTerminated: ['agreed on 20 November 2025', 'Number of unpaid instalments: 2'],
          },
        }[language];
        for (const phrase of said[kind] ?? []) expect(sentence).toContain(phrase);
        // The extraction really reads this letter: nothing of another letter shows up.
        expect(text).not.toContain(groupForReading(makeOcrReference('99887766')));
        expect(text).not.toContain(language === 'sv' ? 'How to pay' : 'Så betalar du');
      });
    }
  }

  it('leaves out a field that is not there, so the text checks can fail', async () => {
    const text = await pdfText(
      await renderLetter(
        letter({
          amounts: { principal: 124_550, interest: 2_410, fees: 18_000, total: 144_960 },
          feeLines: [{ label: 'Inkassoavgift', amount: 18_000 }],
        }),
      ),
    );
    expect(text).toContain('Inkassoavgift');
    expect(text).not.toContain('Påminnelseavgift');
    expect(text).not.toContain(sek(150_960, 'sv-SE'));
    expect(text).toContain(sek(144_960, 'sv-SE'));
  });

  it('embeds the Swish QR code, with alternative text and the payee, only when there is a Swish payload', async () => {
    const withSwish = await renderLetter(letter());
    expect(raw(withSwish)).toMatch(/\/Subtype \/Image/);
    expect(squash(pdfString(withSwish, 'Alt') ?? '')).toContain('123 123 45 67');
    expect(await pdfText(withSwish)).toContain('Swishnummer 123 123 45 67');

    const withoutSwish = await renderLetter(letter({ swishPayload: null }));
    expect(raw(withoutSwish)).not.toMatch(/\/Subtype \/Image/);
    expect(raw(withoutSwish)).not.toContain('/S /Figure');
    expect(await pdfText(withoutSwish)).not.toContain('Swish');
  });

  it('falls back to the base language, then to Swedish', async () => {
    expect(pdfString(await renderLetter(letter({ language: 'en-US' })), 'Lang')).toBe('en-GB');
    const german = await renderLetter(letter({ language: 'de' }));
    expect(pdfString(german, 'Lang')).toBe('sv-SE');
    expect(await pdfText(german)).toContain('Inkassokrav');
    expect(pdfString(await renderLetter(letter({ language: '../en' })), 'Lang')).toBe('sv-SE');
  });

  it('continues a long fee table on the next page and numbers the pages', async () => {
    const feeLines = Array.from({ length: 30 }, (_, index) => ({
      label: `Påminnelseavgift ${index + 1}`,
      amount: 6_000,
    }));
    const pdf = await renderLetter(
      letter({
        creditor: {
          name: 'Västra Götalands Energi- och Fjärrvärmeleveranser i Samverkan Ekonomisk Förening',
        },
        amounts: { principal: 124_550, interest: 2_410, fees: 180_000, total: 306_960 },
        feeLines,
      }),
    );
    const text = await pdfText(pdf);
    expect(raw(pdf).match(/\/Type \/Page\n/g)?.length).toBeGreaterThan(1);
    expect(text).toContain('Sida 1 av 2');
    expect(text).toContain('Sida 2 av 2');
    expect(text).toContain('Påminnelseavgift 30');
    expect(text).toContain(sek(306_960, 'sv-SE'));
  });

  it('tags every line of a paragraph that goes on over a page break, on both pages', async () => {
    const description = Array.from({ length: 150 }, () => 'Elförbrukning och nätavgift januari 2026').join(
      ', ',
    );
    for (const language of ['sv', 'ar']) {
      const pdf = await renderLetter(letter({ language, description }));
      const pages = textStreams(pdf);
      expect(pages.length, language).toBeGreaterThan(1);
      for (const page of pages) {
        // Marked content opens and closes in pairs on each page, and no text is drawn outside it.
        let depth = 0;
        for (const [operator] of page.matchAll(/\b(?:BDC|BMC|EMC|BT)\b/g)) {
          if (operator === 'BT') expect(depth, `${language}: text outside tagged content`).toBeGreaterThan(0);
          else depth += operator === 'EMC' ? -1 : 1;
          expect(depth, `${language}: an EMC without its BDC`).toBeGreaterThanOrEqual(0);
        }
        expect(depth, language).toBe(0);
      }
    }
  });

  it('writes names in any Latin letters as they are', async () => {
    const text = await pdfText(
      await renderLetter(
        letter({
          debtor: { name: 'Łukasz Wiśniewski', street: 'Đurđevačka 1', postalCode: '111 22', city: 'Malmö' },
        }),
      ),
    );
    expect(text).toContain('Łukasz Wiśniewski');
    expect(text).toContain('Đurđevačka 1');
  });

  it('refuses amounts that do not add up, and a letter without what its kind names', async () => {
    await expect(
      renderLetter(letter({ amounts: { principal: 100, interest: 0, fees: 24_000, total: 100 } })),
    ).rejects.toThrow(RangeError);
    await expect(
      renderLetter(letter({ amounts: { principal: 100, interest: 0, fees: 6_000, total: 6_100 } })),
    ).rejects.toThrow(/fee lines/);
    await expect(renderLetter(letter({ kind: 'instalmentNotice', instalment: undefined }))).rejects.toThrow(
      /instalment/,
    );
    await expect(renderLetter(letter({ kind: 'invoice', caseNumber: '10045821' }))).rejects.toThrow(
      /case number/,
    );
    await expect(renderLetter(letter({ kind: 'collectionDemand', caseNumber: null }))).rejects.toThrow(
      /case number/,
    );
    await expect(
      renderLetter(letter({ kind: 'instalmentReminder', instalment: { sequence: 3, of: 12 } })),
    ).rejects.toThrow(/instalment.dueDate/);
    await expect(renderLetter(letter({ kind: 'secondNotice', demandDate: undefined }))).rejects.toThrow(
      /demandDate/,
    );
    await expect(
      renderLetter(letter({ kind: 'planTerminated', plan: { agreedOn: '2025-11-20', missed: 0 } })),
    ).rejects.toThrow(/missed/);
  });

  it('names an invoice by its invoice number, with no case and no zero interest row', async () => {
    const input = letter({
      kind: 'invoice',
      amounts: { principal: 124_550, interest: 0, fees: 0, total: 124_550 },
      feeLines: [],
    });
    const text = squash(await pdfText(await renderLetter(input)));
    expect(text).toContain('Fakturanummer');
    expect(text).toContain(`Ange alltid fakturanummer ${input.invoiceNumber}`);
    expect(text).toContain('Fakturabelopp');
    expect(text).not.toMatch(/[Ää]rende/);
    expect(text).not.toContain('Ränta');
    expect(text).not.toContain('Inkassoavgift');
  });
});

describe('the reminder of an invoice of the invoice ledger', () => {
  const reminder = (overrides: Partial<LetterInput>) =>
    letter({
      kind: 'reminder',
      caseNumber: null,
      amounts: { principal: 124_550, interest: 0, fees: 6_000, total: 130_550 },
      feeLines: [{ label: 'Påminnelseavgift', amount: 6_000 }],
      ...overrides,
    });

  it('is known by its invoice number, with its reminder fee and no case', async () => {
    const input = reminder({});
    const pdf = await renderLetter(input);
    expect(pdfString(pdf, 'Title')).toBe(`Påminnelse ${input.invoiceNumber}`);
    const text = squash(await pdfText(pdf));
    expect(text).toContain('Fakturanummer');
    expect(text).toContain(`Ange alltid fakturanummer ${input.invoiceNumber}`);
    expect(text).toContain('Påminnelseavgift');
    expect(text).toContain(sek(130_550, 'sv-SE'));
    expect(text).not.toMatch(/[Ää]rende/);
    expect(text).not.toContain('Ränta');
  });

  it('has no fee line when no reminder fee was agreed', async () => {
    const text = squash(
      await pdfText(
        await renderLetter(
          reminder({
            amounts: { principal: 124_550, interest: 0, fees: 0, total: 124_550 },
            feeLines: [],
          }),
        ),
      ),
    );
    expect(text).not.toContain('Påminnelseavgift');
    expect(text).not.toContain('Avgifter');
    expect(text).not.toContain(sek(6_000, 'sv-SE'));
    expect(text).toContain(sek(124_550, 'sv-SE'));
  });
});

describe('letter catalogues', () => {
  type Shape = string | Shape[] | { [key: string]: Shape };
  const shape = (value: unknown): Shape => {
    if (Array.isArray(value)) return [...new Set(value.map((item) => JSON.stringify(shape(item))))].sort();
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, item]) => [key, shape(item)]),
      );
    }
    return typeof value;
  };
  const directory = new URL('./letter-text/', import.meta.url);
  const read = async (file: string) =>
    JSON.parse(await readFile(new URL(file, directory), 'utf8')) as unknown;

  it('has the same keys in every language as in Swedish, and each renders every kind', async () => {
    const swedish = shape(await read('sv.json'));
    const files = (await readdir(directory)).filter((file) => file.endsWith('.json'));
    expect(files).toEqual(expect.arrayContaining(['sv.json', 'en.json']));
    for (const file of files) {
      expect(shape(await read(file)), file).toEqual(swedish);
      for (const kind of LETTER_KINDS) {
        await renderLetter(letter({ kind, language: file.replace(/\.json$/, '') }));
      }
    }
  });
});
