/** Letters and the other documents of the archive (`documents`). */
import { updateRows } from '../bulk-statements.ts';
import type { Executor } from '../executor.ts';
import { documents } from '../schema.ts';

/** Marks the letters of `ids` withdrawn at `at`. */
export async function setLettersWithdrawn(db: Executor, ids: readonly string[], at: Date): Promise<void> {
  await updateRows(
    db,
    documents,
    'id',
    ids.map((id) => ({ id, withdrawnAt: at })),
  );
}
