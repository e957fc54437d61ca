import { describe, expect, it } from 'vitest';
import { parseQrCode, qrCode } from './qr-code.ts';

const token = '67df3917-fa0d-44e5-b327-edcc928297f8';
const secret = 'd28db9a7-4cde-429e-a983-359be676944c';

describe('qrCode', () => {
  it('matches the vector of domain.md at t = 0', () => {
    expect(qrCode(token, secret, 0)).toBe(
      'bankid.67df3917-fa0d-44e5-b327-edcc928297f8.0.dc69358e712458a66a7525beef148ae8526b1c71610eff2c16cdffb4cdac9bf8',
    );
  });

  // Cross-checked with `echo -n 10 | openssl dgst -sha256 -hmac <secret>`.
  it('changes every second: t = 1 and t = 10', () => {
    expect(qrCode(token, secret, 1)).toBe(
      'bankid.67df3917-fa0d-44e5-b327-edcc928297f8.1.949d559bf23403952a94d103e67743126381eda00f0b3cbddbf7c96b1adcbce2',
    );
    expect(qrCode(token, secret, 10)).toBe(
      'bankid.67df3917-fa0d-44e5-b327-edcc928297f8.10.2822ca616ce1e64a1c171df69154ebc5adef4011244c867d6ad88a02db178962',
    );
  });

  it('refuses a time that is not a whole number of seconds', () => {
    expect(() => qrCode(token, secret, -1)).toThrow(RangeError);
    expect(() => qrCode(token, secret, 1.5)).toThrow(RangeError);
  });

  it('reads a code back into its parts', () => {
    const text = qrCode(token, secret, 7);
    expect(parseQrCode(text)).toEqual({
      qrStartToken: token,
      secondsSinceAuth: 7,
      authCode: text.split('.')[3],
    });
    expect(parseQrCode('bankid.not-a-token.1.abc')).toBeNull();
  });
});
