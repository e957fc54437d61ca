import { makeOcrReference, swishPaymentPayload } from '@fordra/domain';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrCodePng } from './qr-image.ts';

// Swish payloads of a letter's range of amounts and references, and longer texts, so that the codes
// span several QR versions (sizes).
const payloads = [
  swishPaymentPayload({ payee: '1231234567', amount: 150_960, message: makeOcrReference('10045821') }),
  swishPaymentPayload({ payee: '9001234567', amount: 1, message: makeOcrReference('1') }),
  swishPaymentPayload({
    payee: '1234567890',
    amount: 99_999_999_99,
    message: makeOcrReference('1234567890123456789012'),
  }),
  'x'.repeat(120),
  'Å'.repeat(300),
];

describe('qrCodePng', () => {
  it.each(payloads)('has the pixels of the qrcode package’s own PNG of %s', async (payload) => {
    const theirs = PNG.sync.read(
      await QRCode.toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 }),
    );
    const ours = PNG.sync.read(qrCodePng(payload, 'M'));
    expect([ours.width, ours.height]).toEqual([theirs.width, theirs.height]);
    expect(ours.data.equals(theirs.data)).toBe(true);
  });

  it('is grey at one bit a pixel without alpha, which pdfkit embeds without decoding it', () => {
    const png = qrCodePng(payloads[0] ?? '', 'M');
    // IHDR's bit depth, colour type and interlace method.
    expect([png[24], png[25], png[28]]).toEqual([1, 0, 0]);
  });
});
