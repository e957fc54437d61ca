/** Every payment file received, imported or refused, with what its payments came to. */
import type { Executor } from '../../db/executor.ts';
import {
  type PaymentFileFilter,
  paymentFilesCount,
  paymentFilesPage,
} from '../../db/repositories/bank-files.ts';
import { listAnswer, type PageQuery, pageWindow } from '../../http/lists.ts';
import { paymentFileForStaff } from '../../presenters/payment-file-for-staff.ts';

export async function paymentFileList(
  db: Executor,
  query: PageQuery & PaymentFileFilter & { order?: 'asc' | 'desc' | undefined },
) {
  const filter = { status: query.status };
  const rows = await paymentFilesPage(db, filter, { ascending: query.order === 'asc', ...pageWindow(query) });
  return listAnswer(query, rows.map(paymentFileForStaff), await paymentFilesCount(db, filter));
}
