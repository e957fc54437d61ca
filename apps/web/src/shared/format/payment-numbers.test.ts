import { describe, expect, it } from 'vitest';
import { readableBankgiro, readableReference } from './payment-numbers.ts';

describe('payment numbers as pages show them', () => {
  it('group an OCR number in fours and leave free text as written', () => {
    expect(readableReference('4400012345678')).toBe('4400 0123 4567 8');
    expect(readableReference('Faktura 12 mars')).toBe('Faktura 12 mars');
    expect(readableReference('657866 658765')).toBe('6578 66, 6587 65');
  });
  it('write a bankgiro with its hyphen, and an invalid one as given', () => {
    expect(readableBankgiro('5012349')).toBe('501-2349');
    expect(readableBankgiro('1234')).toBe('1234');
  });
});
