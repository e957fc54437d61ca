import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { pdfPageText } from '../documents/pdf-text.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('help documents', () => {
  it('serves the fee schedule and how to pay as PDFs in Swedish and English, without signing in', async () => {
    for (const [slug, lang, expected] of [
      ['fee-schedule', 'sv', 'Inkassoavgift: 180,00 kr'],
      ['fee-schedule', 'en', 'Collection fee: SEK 180.00'],
      ['how-to-pay', 'sv', 'inom 1–3 bankdagar'],
      ['how-to-pay', 'en', 'within 1–3 bank days'],
    ] as const) {
      const response = await t.app.inject({ url: `/api/help/documents/${slug}?lang=${lang}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfPageText(response.rawPayload).replace(/\s+/g, ' ')).toContain(expected);
    }
  });

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
