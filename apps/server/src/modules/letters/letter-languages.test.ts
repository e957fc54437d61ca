import { readdirSync, readFileSync } from 'node:fs';
import { rtlLanguages } from '@fordra/contract';
import { formatMoney, groupForReading } from '@fordra/domain';
import { describe, expect, it } from 'vitest';
import { A4 } from '../../pdf/pdf-drawing.ts';
import { pdfText, pdfTextItems } from '../../pdf/pdf-text.ts';
import { LETTER_KINDS, renderLetter } from './letter.ts';
import type { LetterText } from './letter-text.ts';
import { sampleLetter, sampleOcrReference } from './sample-letter.ts';

const directory = new URL('./letter-text/', import.meta.url);
// Whatever catalogues there are: a language is tested from the day its catalogue is added.
const languages = readdirSync(directory)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));
const catalogue = (language: string) =>
  JSON.parse(readFileSync(new URL(`${language}.json`, directory), 'utf8')) as LetterText;

// pdf.js leaves out the spaces where the direction changes, so amounts are compared without any.
const compact = (text: string) => text.replace(/[\s\u00a0\u202f\u200e\u200f\u061c]/g, '');
const rightToLeft = (language: string) => (rtlLanguages as readonly string[]).includes(language);

describe.each(languages)('a reminder in %s', (language) => {
  const text = catalogue(language);
  const input = sampleLetter({ kind: 'reminder', language });
  const rendering = renderLetter(input);

  it('is tagged in the language of its catalogue, with its title', async () => {
    const bytes = Buffer.from(await rendering).toString('latin1');
    expect(bytes).toContain(`/Lang (${text.locale})`);
    expect(bytes).toMatch(/\/Marked true/);
    for (const type of ['Document', 'H1', 'H2', 'P', 'Table', 'TH', 'TD', 'Figure']) {
      expect(bytes).toContain(`/S /${type}\n`);
    }
  });

  it('shows the title, and the OCR reference, bankgiro number and amount digit for digit', async () => {
    const extracted = await pdfText(await rendering);
    expect(extracted).toContain(text.kinds.reminder.title);
    expect(extracted).toContain(groupForReading(sampleOcrReference));
    expect(extracted).toContain('5050-1055');
    expect(extracted).toContain(input.caseNumber);
    expect(compact(extracted)).toContain(compact(formatMoney(input.amounts.total, 'SEK', text.locale)));
  });

  it(`is laid out ${rightToLeft(language) ? 'right to left' : 'left to right'}`, async () => {
    const items = await pdfTextItems(await rendering);
    const middle = A4.width / 2;
    const providerName = items.find((item) => item.text.includes(input.provider.name));
    // A long title may take two lines; its first word is on the first.
    const title = items.find((item) => item.text.includes(text.kinds.reminder.title.split(' ')[0] ?? ''));
    const debtor = items.find((item) => item.text.includes(input.debtor.name));
    if (!providerName || !title || !debtor) throw new Error('the letterhead, title or address is missing');
    // The letterhead and the document's name change sides; the address stays in the envelope window.
    expect(providerName.x > middle).toBe(rightToLeft(language));
    expect(title.x > middle).toBe(!rightToLeft(language));
    expect(debtor.x).toBeLessThan(middle);
  });
});

// pdf.js gives a ligature's or a marked letter's characters in another order (Persian هٔ, lam-alef), and drops
// zero-width joiners: words are compared without marks and joiners, lam-alef in the order it reads them.
const letters = (text: string) =>
  compact(text)
    .replace(/[\p{M}\u200c\u200d]/gu, '')
    .replaceAll('\u0644\u0627', '\u0627\u0644');

describe.each(languages)('every kind of letter in %s', (language) => {
  const text = catalogue(language);
  const dateFormat = new Intl.DateTimeFormat(text.locale, { dateStyle: 'long', timeZone: 'UTC' });
  const date = (iso = '') => dateFormat.format(new Date(`${iso}T00:00:00Z`));
  // In a right-to-left letter a month's name may come out of pdf.js in pieces: its day and year are checked.
  const dateShown = (iso = '') =>
    rightToLeft(language)
      ? new RegExp(`(?<!\\d)${Number(iso.slice(8))}\\D{1,24}${iso.slice(0, 4)}`)
      : compact(date(iso));

  it.each(LETTER_KINDS)('a %s shows its title, what it is about and every figure', async (kind) => {
    const input = sampleLetter({ kind, language });
    const extracted = compact(await pdfText(await renderLetter(input)));
    expect(letters(extracted)).toContain(letters(text.kinds[kind].title));
    expect(extracted).toContain(kind === 'invoice' ? input.invoiceNumber : input.caseNumber);
    for (const amount of [124_550, 2_410, 6_000, 18_000, 150_960]) {
      expect(extracted).toContain(compact(formatMoney(amount, 'SEK', text.locale)));
    }
    // The days only this kind names: when the demand went out, when the instalment fell due, when the plan was agreed.
    const days = {
      secondNotice: [input.demandDate],
      instalmentReminder: [input.instalment?.dueDate],
      planTerminated: [input.plan?.agreedOn],
    }[kind as string];
    for (const day of days ?? []) expect(extracted).toMatch(dateShown(day));
  });
});

describe.runIf(languages.includes('ar'))('an Arabic letter read back', () => {
  const text = catalogue('ar');

  it('gives its Arabic words in reading order, and each number after the words it follows', async () => {
    const extracted = await pdfText(await renderLetter(sampleLetter({ kind: 'reminder', language: 'ar' })));
    for (const phrase of [
      text.summary.label,
      text.table.heading,
      text.payment.heading,
      text.meta.caseNumber,
    ]) {
      expect(extracted).toContain(phrase);
    }
    // Drawn to the left of its label, the case number still comes after it.
    const label = extracted.indexOf(text.meta.caseNumber);
    expect(extracted.indexOf('10045821', label)).toBeGreaterThan(label);
  });

  it('sets a name in letters its Arabic font lacks in the Latin one', async () => {
    const name = 'Nguyễn Thị Hằng';
    const pdf = await renderLetter(
      sampleLetter({ language: 'ar', debtor: { ...sampleLetter().debtor, name } }),
    );
    expect(await pdfText(pdf)).toContain(name);
    const fonts = Buffer.from(pdf).toString('latin1');
    expect(fonts).toMatch(/\/BaseFont \/[A-Z]{6}\+Vazirmatn-Regular/);
    expect(fonts).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
  });
});
