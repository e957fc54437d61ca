import { describe, expect, it } from 'vitest';
import { csvAmount, csvDocument } from './csv.ts';

const cellsOf = (document: string) =>
  document
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split(';');

describe('csvDocument', () => {
  it('writes every text cell that would start a formula as text (OWASP)', () => {
    const hostile = [
      '=HYPERLINK("http://evil.example","Klicka")',
      '+46701234567',
      "-2+3+cmd|' /C calc'!A0",
      '@SUM(1,1)',
      '\t=1+1',
      '\r=1+1',
    ];
    expect(cellsOf(csvDocument([hostile]))).toEqual([
      '"\'=HYPERLINK(""http://evil.example"",""Klicka"")"',
      '"\'+46701234567"',
      "\"'-2+3+cmd|' /C calc'!A0\"",
      '"\'@SUM(1,1)"',
      '"\'\t=1+1"',
      '"\'\r=1+1"',
    ]);
  });

  it('leaves plain text as it is and quotes what holds a quote, the separator or a line break', () => {
    expect(cellsOf(csvDocument([['Lars Andersson', '2026-01-31', 'KB 1=2']]))).toEqual([
      'Lars Andersson',
      '2026-01-31',
      'KB 1=2',
    ]);
    expect(csvDocument([['a;b', 'say "hi"', 'two\nlines']])).toBe(
      '\uFEFF"a;b";"say ""hi""";"two\nlines"\r\n',
    );
  });

  it('keeps the amounts it formatted as numbers, negative ones included', () => {
    expect(
      cellsOf(csvDocument([[csvAmount(-10_000), csvAmount(1_205), csvAmount(-5), csvAmount(0)]])),
    ).toEqual(['-100,00', '12,05', '-0,05', '0,00']);
    expect(cellsOf(csvDocument([['-100,00']]))).toEqual(['"\'-100,00"']);
  });
});
