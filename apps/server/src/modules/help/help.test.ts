import { readdirSync, readFileSync } from 'node:fs';
import { rtlLanguages } from '@fordra/contract';
import { formatMoney, SEK_FEES } from '@fordra/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A4 } from '../../pdf/pdf-drawing.ts';
import { pdfText, pdfTextItems } from '../../pdf/pdf-text.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { HELP_DOCUMENT_SLUGS, type HelpText } from './help-text.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const directory = new URL('./help-text/', import.meta.url);
// Whatever catalogues there are: a language is tested from the day its catalogue is added.
const languages = readdirSync(directory)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));
// pdf.js leaves out the spaces where the direction changes, so amounts are compared without any.
const compact = (text: string) => text.replace(/[\s\u00a0\u202f\u200e\u200f\u061c]/g, '');

async function download(slug: string, lang: string) {
  const response = await t.app.inject({ url: `/api/help/documents/${slug}?lang=${lang}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return response.rawPayload;
}

describe('help documents', () => {
  it('serves the fee schedule and how to pay as PDFs in Swedish and English, without signing in', async () => {
    for (const [slug, lang, expected] of [
      ['fee-schedule', 'sv', 'Inkassoavgift: 180,00 kr'],
      ['fee-schedule', 'en', 'Collection fee: SEK 180.00'],
      ['how-to-pay', 'sv', 'inom 1–3 bankdagar'],
      ['how-to-pay', 'en', 'within 1–3 bank days'],
    ] as const) {
      expect(await pdfText(await download(slug, lang))).toContain(expected);
    }
  });

  it.each(languages)(
    'serves both documents in %s, in its language and direction, with the fees',
    async (lang) => {
      const catalogue = JSON.parse(readFileSync(new URL(`${lang}.json`, directory), 'utf8')) as HelpText;
      for (const slug of HELP_DOCUMENT_SLUGS) {
        const pdf = await download(slug, lang);
        expect(pdf.toString('latin1')).toContain(`/Lang (${catalogue.locale})`);
        const text = await pdfText(pdf);
        expect(text).toContain(catalogue[slug].title);
        const title = (await pdfTextItems(pdf)).find(
          (item) => item.text !== '' && catalogue[slug].title.startsWith(item.text),
        );
        // Set from the right margin in a right-to-left language, from the left one otherwise.
        expect((title?.x ?? 0) > A4.width / 2).toBe((rtlLanguages as readonly string[]).includes(lang));
        if (slug === 'fee-schedule') {
          expect(compact(text)).toContain(
            compact(formatMoney(SEK_FEES.collectionDemand.amount, 'SEK', catalogue.locale)),
          );
        }
      }
    },
  );

  it('answers an unknown language with 400', async () => {
    const response = await t.app.inject({ url: '/api/help/documents/how-to-pay?lang=xx' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BadRequest');
  });

  it('answers an unknown document with 400', async () => {
    const response = await t.app.inject({ url: '/api/help/documents/secrets' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BadRequest');
  });
});
