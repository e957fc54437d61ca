import { describe, expect, it } from 'vitest';
import { maskIdentityNumbersIn } from './request-log.ts';

describe('the request log', () => {
  it('keeps no full identity number of an address, however it is written', () => {
    const base = '/api/extgwapi/api/check/address/';
    expect(maskIdentityNumbersIn(`${base}19121212-1212`)).toBe(`${base}19121212-XXXX`);
    expect(maskIdentityNumbersIn(`${base}191212121212`)).toBe(`${base}19121212-XXXX`);
    expect(maskIdentityNumbersIn(`${base}121212+1212`)).toBe(`${base}121212-XXXX`);
    expect(maskIdentityNumbersIn(`${base}121212%2B1212?x=1`)).toBe(`${base}121212-XXXX?x=1`);
    expect(maskIdentityNumbersIn(`/api/extgwapi/api/cases?q=5590481270`)).toBe(
      '/api/extgwapi/api/cases?q=559048-XXXX',
    );
  });

  it('leaves case numbers and OCR references alone', () => {
    expect(maskIdentityNumbersIn('/api/extgwapi/api/cases?q=100000496')).toBe(
      '/api/extgwapi/api/cases?q=100000496',
    );
    expect(maskIdentityNumbersIn('/api/extgwapi/api/cases?q=1000004')).toBe(
      '/api/extgwapi/api/cases?q=1000004',
    );
  });
});
