/**
 * Cases handed over as a CSV file: one header row, then one case a row. Swedish Excel saves CSV
 * with semicolons and (as "CSV UTF-8") a byte order mark; other programs use commas. Both are read,
 * with RFC 4180 quoting (a quoted value may hold separators, quotes written twice and line breaks).
 */
import { parseKronor, parseOrganisationNumber } from '@fordra/domain';
import {
  checkDraft,
  type DraftIssue,
  emptyDraft,
  type RegistrationDraft,
  type RegistrationRequest,
} from './registration-request.ts';

/** At most this many cases in one file. */
export const MAX_CSV_ROWS = 1000;

/** The columns, in the template's order: the header's name and the draft field it fills. */
export const csvColumns = [
  { name: 'reference', field: 'clientReference', required: true },
  { name: 'creditor', field: 'creditorGuid', required: false },
  { name: 'debtor_type', field: 'debtor.kind', required: false },
  { name: 'identity_number', field: 'debtor.identityNumber', required: true },
  { name: 'first_name', field: 'debtor.firstName', required: false },
  { name: 'last_name', field: 'debtor.lastName', required: false },
  { name: 'company_name', field: 'debtor.companyName', required: false },
  { name: 'care_of', field: 'debtor.address.careOf', required: false },
  { name: 'street', field: 'debtor.address.street', required: true },
  { name: 'postal_code', field: 'debtor.address.postalCode', required: true },
  { name: 'city', field: 'debtor.address.city', required: true },
  { name: 'email', field: 'debtor.email', required: false },
  { name: 'phone', field: 'debtor.cellularPhone', required: false },
  { name: 'amount', field: 'claim.principal', required: true },
  { name: 'currency', field: 'claim.currency', required: false },
  { name: 'invoice_number', field: 'claim.invoiceNumber', required: true },
  { name: 'invoice_date', field: 'claim.invoiceDate', required: true },
  { name: 'due_date', field: 'claim.dueDate', required: true },
  { name: 'description', field: 'claim.description', required: true },
  { name: 'reminder_fee', field: 'claim.reminderFee', required: false },
  { name: 'reminder_fee_date', field: 'claim.reminderFeeDate', required: false },
] as const;

export type CsvColumnName = (typeof csvColumns)[number]['name'];

/** The template's example row, under the header. */
const exampleRow: Record<CsvColumnName, string> = {
  reference: 'FAKT-10045',
  creditor: '',
  debtor_type: 'person',
  identity_number: '19790311-2857',
  first_name: 'Maja',
  last_name: 'Holm',
  company_name: '',
  care_of: '',
  street: 'Kungsgatan 4',
  postal_code: '111 43',
  city: 'Stockholm',
  email: 'maja.holm@example.se',
  phone: '070-123 45 67',
  amount: '1 234,50',
  currency: 'SEK',
  invoice_number: '10045',
  invoice_date: '2026-09-01',
  due_date: '2026-09-30',
  description: 'Bredband september 2026',
  reminder_fee: '',
  reminder_fee_date: '',
};

/**
 * The template: a byte order mark (so that Excel reads it as UTF-8), the header and one example row,
 * which names the client's first creditor by organisation number, so that the file imports as it is
 * downloaded whatever number of creditors the client has.
 */
export function csvTemplate(creditors: readonly CsvCreditor[]): string {
  const line = (values: readonly string[]) => values.map(quoteCsvValue).join(';');
  const names = csvColumns.map((column) => column.name);
  const example = { ...exampleRow, creditor: creditors[0]?.orgNumber ?? '' };
  return `\uFEFF${line(names)}\r\n${line(names.map((name) => example[name]))}\r\n`;
}

function quoteCsvValue(value: string): string {
  return /[;,"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The separator of a file: the one of `;` and `,` that its first line holds more of outside quotes. */
function separatorOf(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
  }
  return commas > semicolons ? ',' : ';';
}

/** The records of a CSV text (without its byte order mark), each a list of values. */
export function parseCsv(input: string): string[][] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = separatorOf(text);
  const records: string[][] = [];
  let record: string[] = [];
  let value = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') value += char;
      else if (text[index + 1] === '"') {
        value += '"';
        index++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      record.push(value);
      value = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      record.push(value);
      records.push(record);
      record = [];
      value = '';
    } else value += char;
  }
  if (value !== '' || record.length > 0) {
    record.push(value);
    records.push(record);
  }
  return records;
}

/** One case of the file: its row number as a spreadsheet shows it (the header is row 1). */
export type CsvCaseRow = {
  row: number;
  reference: string;
} & ({ ok: true; request: RegistrationRequest } | { ok: false; issues: DraftIssue[] });

export type CsvCases =
  | { ok: true; rows: CsvCaseRow[] }
  | { ok: false; problem: 'NoRows' | 'TooManyRows' }
  | { ok: false; problem: 'MissingColumns'; columns: string[] };

export type CsvCreditor = { creditorGuid: string; orgNumber: string };

const digitsOf = (text: string) => text.replace(/\D/g, '');

function setDraftField(draft: RegistrationDraft, path: string, value: string): void {
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  let target = draft as unknown as Record<string, unknown>;
  for (const key of keys) target = target[key] as Record<string, unknown>;
  target[last] = value;
}

const debtorKinds: Record<string, 'person' | 'company'> = {
  person: 'person',
  privatperson: 'person',
  company: 'company',
  företag: 'company',
  foretag: 'company',
};

/**
 * The cases of a CSV file, each checked as the form checks one (`today` is `YYYY-MM-DD`). A row
 * names its creditor by organisation number among `creditors`, or leaves it empty when there is
 * one; the debtor type may be left empty when the identity number tells it. A reference that an
 * earlier row of the file already has is refused, since it would answer that row's case.
 */
export function casesFromCsv(text: string, creditors: readonly CsvCreditor[], today: string): CsvCases {
  const [header = [], ...records] = parseCsv(text);
  const positions = new Map(header.map((name, index) => [name.trim().toLowerCase(), index]));
  const missing = csvColumns
    .filter((column) => column.required && !positions.has(column.name))
    .map((column) => column.name);
  if (missing.length > 0) return { ok: false, problem: 'MissingColumns', columns: missing };

  const rows: CsvCaseRow[] = [];
  const seenReferences = new Set<string>();
  for (const [index, record] of records.entries()) {
    if (record.every((value) => value.trim() === '')) continue;
    if (rows.length === MAX_CSV_ROWS) return { ok: false, problem: 'TooManyRows' };
    const cell = (name: CsvColumnName) => {
      const position = positions.get(name);
      return position === undefined ? '' : (record[position] ?? '').trim();
    };
    const row = index + 2;
    const reference = cell('reference');
    // Another count of values than the header's: a value with the separator in it, unquoted.
    if (record.length !== header.length) {
      rows.push({ row, reference, ok: false, issues: [{ field: '', code: 'ColumnCount' }] });
      continue;
    }
    const draft = emptyDraft(creditors.length === 1 ? creditors[0]?.creditorGuid : '');
    const issues: DraftIssue[] = [];
    for (const column of csvColumns) {
      const value = cell(column.name);
      if (value === '' || column.name === 'creditor' || column.name === 'debtor_type') continue;
      setDraftField(draft, column.field, value);
    }
    const creditor = cell('creditor');
    if (creditor !== '') {
      const found = creditors.find((candidate) => digitsOf(candidate.orgNumber) === digitsOf(creditor));
      if (found) draft.creditorGuid = found.creditorGuid;
      else issues.push({ field: 'creditorGuid', code: 'UnknownCreditor' });
    } else if (creditors.length > 1) issues.push({ field: 'creditorGuid', code: 'CreditorRequired' });
    const kind = cell('debtor_type').toLowerCase();
    const stated = debtorKinds[kind];
    if (kind !== '' && !stated) issues.push({ field: 'debtor.kind', code: 'UnknownDebtorType' });
    draft.debtor.kind =
      stated ?? (parseOrganisationNumber(draft.debtor.identityNumber).ok ? 'company' : 'person');
    if (reference !== '' && seenReferences.has(reference))
      issues.push({ field: 'clientReference', code: 'DuplicateReference' });
    seenReferences.add(reference);

    const checked = checkDraft(draft, today, parseKronor);
    const allIssues = [
      ...issues,
      ...(checked.ok
        ? []
        : checked.issues.filter((issue) => !issues.some((own) => own.field === issue.field))),
    ];
    rows.push(
      checked.ok && allIssues.length === 0
        ? { row, reference, ok: true, request: checked.request }
        : { row, reference, ok: false, issues: allIssues },
    );
  }
  return rows.length === 0 ? { ok: false, problem: 'NoRows' } : { ok: true, rows };
}

/** The CSV column a draft field is read from, to name it in a refusal. */
export const csvColumnOf = (field: string): CsvColumnName | undefined =>
  csvColumns.find((column) => column.field === field)?.name;
