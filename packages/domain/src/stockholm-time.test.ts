import { describe, expect, it } from 'vitest';
import { stockholmDateTime } from './stockholm-time.ts';

describe('stockholmDateTime', () => {
  it('is UTC+1 in winter and UTC+2 in summer', () => {
    expect(stockholmDateTime(new Date('2026-01-15T08:30:00Z'))).toEqual({
      date: '2026-01-15',
      time: '09:30',
    });
    expect(stockholmDateTime(new Date('2026-07-01T07:00:00Z'))).toEqual({
      date: '2026-07-01',
      time: '09:00',
    });
  });

  it('jumps from 02:00 to 03:00 when summer time starts', () => {
    expect(stockholmDateTime(new Date('2026-03-29T00:59:00Z'))).toEqual({
      date: '2026-03-29',
      time: '01:59',
    });
    expect(stockholmDateTime(new Date('2026-03-29T01:00:00Z'))).toEqual({
      date: '2026-03-29',
      time: '03:00',
    });
  });

  it('moves to the next date at local midnight, written 00:00', () => {
    expect(stockholmDateTime(new Date('2026-03-15T23:00:00Z'))).toEqual({
      date: '2026-03-16',
      time: '00:00',
    });
    expect(stockholmDateTime(new Date('2026-12-31T23:30:00Z'))).toEqual({
      date: '2027-01-01',
      time: '00:30',
    });
  });

  it('answers every second of a minute alike and the next minute anew, asked in any order', () => {
    const at = (iso: string) => stockholmDateTime(new Date(iso));
    expect(at('2026-10-25T00:59:00.000Z')).toEqual({ date: '2026-10-25', time: '02:59' });
    expect(at('2026-10-25T00:59:59.999Z')).toEqual({ date: '2026-10-25', time: '02:59' });
    // Summer time ends: 03:00 is 02:00 again.
    expect(at('2026-10-25T01:00:00.000Z')).toEqual({ date: '2026-10-25', time: '02:00' });
    expect(at('2026-10-25T00:59:30.000Z')).toEqual({ date: '2026-10-25', time: '02:59' });
    expect(at('1969-12-31T23:59:59.000Z')).toEqual({ date: '1970-01-01', time: '00:59' });
  });

  it('refuses an invalid Date', () => {
    expect(() => stockholmDateTime(new Date('not a date'))).toThrow(RangeError);
  });
});
