import { describe, expect, it } from 'vitest';
import { casesFromCsv, csvColumns, csvTemplate, MAX_CSV_ROWS, parseCsv } from './csv-cases.ts';

const TODAY = '2026-11-25';
const NORDLJUS = { creditorGuid: '11111111-1111-4111-8111-111111111111', orgNumber: '556614-3201' };
const KVARNBY = { creditorGuid: '22222222-2222-4222-8222-222222222222', orgNumber: '559127-0649' };

const header = csvColumns.map((column) => column.name);
/** A valid row of the template's columns, with some values replaced. */
function row(values: Partial<Record<(typeof header)[number], string>> = {}, separator = ';') {
  const base: Record<string, string> = {
    reference: 'R-1',
    creditor: '556614-3201',
    debtor_type: 'person',
    identity_number: '19790311-2857',
    first_name: 'Maja',
    last_name: 'Holm',
    company_name: '',
    care_of: '',
    street: 'Kungsgatan 4',
    postal_code: '111 43',
    city: 'Stockholm',
    email: '',
    phone: '',
    amount: '1234.50',
    currency: 'SEK',
    invoice_number: 'F-1',
    invoice_date: '2026-09-01',
    due_date: '2026-09-30',
    description: 'Bredband',
    reminder_fee: '',
    reminder_fee_date: '',
    ...values,
  };
  return header.map((name) => base[name] ?? '').join(separator);
}

describe('parseCsv', () => {
  it('reads semicolons, quotes, doubled quotes and line breaks inside quotes', () => {
    expect(parseCsv('a;b;c\r\n"x;y";"say ""hi""";"two\r\nlines"\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['x;y', 'say "hi"', 'two\r\nlines'],
    ]);
  });

  it('reads commas when the header has more of them than semicolons, and drops the byte order mark', () => {
    expect(parseCsv('\uFEFFa,b\n"1,5",2\n3,"4;5"')).toEqual([
      ['a', 'b'],
      ['1,5', '2'],
      ['3', '4;5'],
    ]);
  });

  it('reads old Mac line ends and keeps empty values', () => {
    expect(parseCsv('a;b\r;\r1;')).toEqual([
      ['a', 'b'],
      ['', ''],
      ['1', ''],
    ]);
  });
});

describe('casesFromCsv', () => {
  it('reads the template back as one valid case (its example row), for one creditor or several', () => {
    const cases = casesFromCsv(csvTemplate([NORDLJUS]), [NORDLJUS], TODAY);
    expect(cases).toMatchObject({ ok: true, rows: [{ row: 2, reference: 'FAKT-10045', ok: true }] });
    const several = casesFromCsv(csvTemplate([KVARNBY, NORDLJUS]), [KVARNBY, NORDLJUS], TODAY);
    expect(several).toMatchObject({
      ok: true,
      rows: [{ ok: true, request: { creditorGuid: KVARNBY.creditorGuid } }],
    });
  });

  it('turns a row into the request: kronor in öre, creditor by organisation number, trimmed text', () => {
    const text = [header.join(';'), row({ amount: '1 234,50', city: ' Stockholm ' })].join('\r\n');
    const cases = casesFromCsv(text, [NORDLJUS, KVARNBY], TODAY);
    if (!cases.ok || !cases.rows[0]?.ok) throw new Error(`not read: ${JSON.stringify(cases)}`);
    const { request } = cases.rows[0];
    expect(request.creditorGuid).toBe(NORDLJUS.creditorGuid);
    expect(request.claim.principal).toBe(123_450);
    expect(request.claim.fees).toEqual([]);
    expect(request.debtor).toMatchObject({ kind: 'person', firstName: 'Maja', companyName: undefined });
    expect(request.debtor.address).toEqual({
      careOf: undefined,
      street: 'Kungsgatan 4',
      postalCode: '111 43',
      city: 'Stockholm',
      country: 'SE',
    });
  });

  it('reads a comma-separated file with quoted decimal commas and a reminder fee', () => {
    const text = [
      header.join(','),
      row({ amount: '"500,00"', reminder_fee: '60', reminder_fee_date: '2026-10-15' }, ','),
    ].join('\n');
    const cases = casesFromCsv(text, [NORDLJUS], TODAY);
    if (!cases.ok || !cases.rows[0]?.ok) throw new Error(`not read: ${JSON.stringify(cases)}`);
    expect(cases.rows[0].request.claim.principal).toBe(50_000);
    expect(cases.rows[0].request.claim.fees).toEqual([
      { type: 'reminder', amount: 6000, date: '2026-10-15' },
    ]);
  });

  it('refuses each bad row with its fields, numbered as a spreadsheet shows them, and keeps the good ones', () => {
    const text = [
      header.join(';'),
      row({ reference: 'A' }),
      '',
      row({ reference: 'B', amount: '12,345', postal_code: '1234', identity_number: '19790311-2858' }),
      row({ reference: 'C', invoice_date: '2026-02-30' }),
      row({ reference: 'A' }),
      row({ reference: 'D', creditor: '556000-0000' }),
      row({ reference: 'E', debtor_type: 'kommun' }),
      `${row({ reference: 'F' })};extra`,
    ].join('\r\n');
    const cases = casesFromCsv(text, [NORDLJUS, KVARNBY], TODAY);
    if (!cases.ok) throw new Error(cases.problem);
    const summary = cases.rows.map((each) => [each.row, each.reference, each.ok ? 'ok' : each.issues]);
    expect(summary).toEqual([
      [2, 'A', 'ok'],
      [
        4,
        'B',
        [
          { field: 'claim.principal', code: 'InvalidAmount' },
          { field: 'debtor.address.postalCode', code: 'InvalidPostalCode' },
          { field: 'debtor.identityNumber', code: 'InvalidIdentityNumber' },
        ],
      ],
      [5, 'C', [{ field: 'claim.invoiceDate', code: 'InvalidDate' }]],
      [6, 'A', [{ field: 'clientReference', code: 'DuplicateReference' }]],
      [7, 'D', [{ field: 'creditorGuid', code: 'UnknownCreditor' }]],
      [8, 'E', [{ field: 'debtor.kind', code: 'UnknownDebtorType' }]],
      [9, 'F', [{ field: '', code: 'ColumnCount' }]],
    ]);
  });

  it('asks for the creditor when the client has several, and takes the only one otherwise', () => {
    const text = [header.join(';'), row({ creditor: '' })].join('\n');
    expect(casesFromCsv(text, [NORDLJUS, KVARNBY], TODAY)).toMatchObject({
      rows: [{ ok: false, issues: [{ field: 'creditorGuid', code: 'CreditorRequired' }] }],
    });
    expect(casesFromCsv(text, [KVARNBY], TODAY)).toMatchObject({
      rows: [{ ok: true, request: { creditorGuid: KVARNBY.creditorGuid } }],
    });
  });

  it('tells a company from its organisation number when the debtor type is left empty', () => {
    const text = [
      header.join(';'),
      row({
        debtor_type: '',
        identity_number: '556933-2611',
        first_name: '',
        last_name: '',
        company_name: 'Ab',
      }),
      row({ reference: 'R-2', debtor_type: 'Företag', identity_number: '5569332611', company_name: 'Ab' }),
    ].join('\n');
    const cases = casesFromCsv(text, [NORDLJUS], TODAY);
    if (!cases.ok) throw new Error(cases.problem);
    expect(cases.rows.map((each) => each.ok && each.request.debtor)).toEqual([
      expect.objectContaining({ kind: 'company', companyName: 'Ab', firstName: undefined }),
      expect.objectContaining({ kind: 'company', identityNumber: '5569332611' }),
    ]);
  });

  it('names the required columns a header lacks, in any letter case', () => {
    const names = header
      .filter((name) => name !== 'amount' && name !== 'city')
      .map((name) => name.toUpperCase());
    expect(casesFromCsv(`${names.join(';')}\n`, [NORDLJUS], TODAY)).toEqual({
      ok: false,
      problem: 'MissingColumns',
      columns: ['city', 'amount'],
    });
  });

  it('refuses a file without cases and one with more than the limit', () => {
    expect(casesFromCsv(`${header.join(';')}\r\n;;\r\n`, [NORDLJUS], TODAY)).toEqual({
      ok: false,
      problem: 'NoRows',
    });
    expect(casesFromCsv('', [NORDLJUS], TODAY)).toMatchObject({ ok: false, problem: 'MissingColumns' });
    const many = [
      header.join(';'),
      ...Array.from({ length: MAX_CSV_ROWS + 1 }, (_, i) => row({ reference: `R${i}` })),
    ];
    expect(casesFromCsv(many.join('\n'), [NORDLJUS], TODAY)).toEqual({ ok: false, problem: 'TooManyRows' });
  });
});
