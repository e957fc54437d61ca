import { readdirSync, readFileSync } from 'node:fs';
import { languages, rtlLanguages } from '@fordra/contract';
import { NOTIFICATION_KINDS, type NotificationParams } from '@fordra/domain';
import { localeOf } from '@fordra/domain/languages';
import { describe, expect, it } from 'vitest';
import { renderNotification } from './render-notification.ts';

const params: NotificationParams = {
  portalUrl: 'https://portal.example.se',
  productName: 'Fordra',
  code: '590312',
  amount: 123_456,
  currency: 'SEK',
  caseNumber: 'INK-2026-004711',
  dueDate: '2026-12-09',
  ocrReference: '47110004235',
  creditor: 'Nordljus Energi AB',
  endpointUrl: 'https://erp.example.se/hooks',
};

const cases = languages.flatMap((language) => NOTIFICATION_KINDS.map((kind) => [language, kind] as const));

describe('renderNotification', () => {
  it.each(cases)(
    '%s %s: renders every part, the e-mail in the language and its direction',
    (language, kind) => {
      const { subject, html, text, sms } = renderNotification(kind, language, params);
      for (const part of [subject, html, text, sms]) expect(part.trim()).not.toBe('');
      const dir = rtlLanguages.includes(language) ? 'rtl' : 'ltr';
      expect(html).toMatch(new RegExp(`^<!doctype html><html lang="${localeOf(language)}" dir="${dir}">`));
      expect(html).toContain('<h1');
      expect(text).not.toMatch(/[<>]/);
      // The address to sign in at is in every part a reader acts on.
      for (const part of [html, text, sms]) expect(part).toContain(params.portalUrl);
    },
  );

  it.each(cases)('%s %s: the SMS carries no detail of the debt', (language, kind) => {
    const { sms } = renderNotification(kind, language, params);
    const rest = sms.replace(params.portalUrl, '').replace(params.code ?? '', '');
    // No amount (in any grouping), case number, OCR reference, due date or creditor: not a digit left.
    expect(rest).not.toMatch(/\d/);
    expect(sms).not.toContain('Nordljus');
    expect(sms).not.toContain('INK');
    if (kind === 'verificationCode') expect(sms).toContain(params.code);
    else expect(sms).not.toContain(params.code);
  });

  it('gives the details in the e-mail: the amount, the case, the due date and the OCR reference', () => {
    const sv = renderNotification('instalmentDueSoon', 'sv', params);
    for (const detail of ['1 234,56 kr', 'INK-2026-004711', '9 december 2026', '47110004235'])
      expect(sv.text.replace(/\u00a0/g, ' ')).toContain(detail);
    expect(sv.html).toContain('<bdi>INK-2026-004711</bdi>');
    const en = renderNotification('paymentRegistered', 'en', params);
    expect(en.subject).toBe('We have registered your payment');
    expect(en.text.replace(/\u00a0/g, ' ')).toContain('SEK 1,234.56');
  });

  it('keeps a value in its own direction in right-to-left text', () => {
    const ar = renderNotification('paymentRegistered', 'ar', params);
    expect(ar.text).toContain('\u2068INK-2026-004711\u2069');
    expect(ar.html).toContain('<bdi>INK-2026-004711</bdi>');
  });

  it('escapes what it is given', () => {
    const { html } = renderNotification('paymentRegistered', 'sv', {
      ...params,
      creditor: '<script>x</script>',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('sends a code without a sign-in link, and refuses to render without a parameter its texts need', () => {
    expect(renderNotification('verificationCode', 'sv', params).html).not.toContain('<a ');
    const { caseNumber: _, ...withoutCase } = params;
    expect(() => renderNotification('objectionAnswered', 'sv', withoutCase)).toThrow(/caseNumber/);
  });

  it('writes in Swedish to a language the portal does not offer', () => {
    expect(renderNotification('newLetter', 'de', params).subject).toBe(
      renderNotification('newLetter', 'sv', params).subject,
    );
  });
});

describe('the notification catalogues', () => {
  const folder = new URL('./notification-text/', import.meta.url);
  const read = (language: string) =>
    JSON.parse(readFileSync(new URL(`${language}.json`, folder), 'utf8')) as unknown;
  const keys = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
      : [prefix];

  it('exist for every portal language, each with the keys of the Swedish one and a text for every kind', () => {
    const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
    expect(files.map((name) => name.replace(/\.json$/, '')).sort()).toEqual([...languages].sort());
    const swedish = keys(read('sv')).sort();
    for (const kind of NOTIFICATION_KINDS) expect(swedish).toContain(`kinds.${kind}.sms`);
    for (const language of languages) expect(keys(read(language)).sort(), language).toEqual(swedish);
  });

  it('let an SMS text name only the portal’s address and a code', () => {
    for (const language of languages) {
      const { kinds } = read(language) as { kinds: Record<string, { sms: string }> };
      for (const [kind, { sms }] of Object.entries(kinds)) {
        const names = [...sms.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        expect(names, `${language} ${kind}`).toEqual(
          kind === 'verificationCode' ? ['code', 'portalUrl'] : ['portalUrl'],
        );
      }
    }
  });
});
