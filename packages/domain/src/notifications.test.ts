import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_KINDS,
  type NotificationParams,
  SMS_ALLOWED_PARAMS,
  smsParams,
} from './notifications.ts';

const everything: NotificationParams = {
  portalUrl: 'https://portal.example.se',
  productName: 'Fordra',
  code: '590312',
  amount: 123_456,
  currency: 'SEK',
  caseNumber: 'INK-2026-004711',
  dueDate: '2026-12-09',
  ocrReference: '47110004235',
  creditor: 'Nordljus Energi AB',
};

describe('smsParams', () => {
  it.each(NOTIFICATION_KINDS)('keeps of %s only the portal’s address and a sign-in’s code', (kind) => {
    const kept = smsParams(kind, everything);
    expect(Object.keys(kept).sort()).toEqual(
      kind === 'verificationCode' ? ['code', 'portalUrl'] : ['portalUrl'],
    );
    expect(kept.portalUrl).toBe(everything.portalUrl);
    for (const key of Object.keys(kept)) expect(SMS_ALLOWED_PARAMS[kind]).toContain(key);
  });

  it('gives a code only when one was given', () => {
    expect(smsParams('verificationCode', { portalUrl: 'https://p.example', productName: 'Fordra' })).toEqual({
      portalUrl: 'https://p.example',
    });
  });

  it('lets no kind’s SMS carry an amount, a case number, an OCR reference, a date or a creditor', () => {
    const allowed = new Set(Object.values(SMS_ALLOWED_PARAMS).flat());
    expect([...allowed].sort()).toEqual(['code', 'portalUrl']);
  });
});
