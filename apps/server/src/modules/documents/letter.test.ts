import { readdir, readFile } from 'node:fs/promises';
import { formatMoney, groupForReading, makeOcrReference } from '@fordra/domain';
import { describe, expect, it } from 'vitest';
import { LETTER_KINDS, type LetterInput, type LetterKind, renderLetter } from './letter.ts';
import { pdfText } from './pdf-text.ts';
import { sampleLetter, sampleOcrReference } from './sample-letter.ts';

const ocrReference = sampleOcrReference;
const letter = (overrides: Partial<LetterInput> = {}) => sampleLetter(overrides);

const TITLES: Record<string, Record<LetterKind, string>> = {
  sv: {
    reminder: 'Påminnelse',
    collectionDemand: 'Inkassokrav',
    instalmentNotice: 'Avbetalningsavi',
    invoice: 'Faktura',
  },
  en: {
    reminder: 'Payment reminder',
    collectionDemand: 'Debt collection demand',
    instalmentNotice: 'Instalment notice',
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
        if (kind === 'collectionDemand') {
          expect(text).toMatch(/Kronofogden/);
          expect(text).toContain('betalningsföreläggande');
        }
        if (kind === 'instalmentNotice') expect(text).toContain(language === 'sv' ? '3 av 12' : '3 of 12');
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

  it('refuses amounts that do not add up and an instalment notice without its instalment', async () => {
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
    await expect(renderLetter(letter({ kind: 'reminder', caseNumber: null }))).rejects.toThrow(/case number/);
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
