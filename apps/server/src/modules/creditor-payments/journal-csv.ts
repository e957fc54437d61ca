/** The payment journal as CSV: the whole period, oldest first (its columns: presenters/payment-for-client.ts). */
import type { Executor } from '../../db/executor.ts';
import { paymentJournalLinesByDate } from '../../db/repositories/payments.ts';
import {
  CLIENT_JOURNAL_CSV_COLUMNS,
  type CsvHeader,
  JOURNAL_CSV_COLUMNS,
  journalCsvForClient,
} from '../../presenters/payment-for-client.ts';
import { type JournalOwner, presentJournalRow } from './payment-journal.ts';

export async function paymentJournalCsv(
  db: Executor,
  owner: JournalOwner,
  period: { from: string; to: string },
  header: CsvHeader,
) {
  const columns = owner.creditor ? JOURNAL_CSV_COLUMNS : CLIENT_JOURNAL_CSV_COLUMNS;
  const rows = await paymentJournalLinesByDate(db, owner.scope, period);
  const lines = rows.map((row) => presentJournalRow(row, owner.shareBp));
  const text = journalCsvForClient(lines, columns, header);
  const whose = owner.creditor?.name ?? 'alla-borgenarer';
  const fileName = `betalningar-${whose.replace(/[^\p{L}\p{N}]+/gu, '-')}-${period.from}-${period.to}.csv`;
  return { text, fileName };
}
