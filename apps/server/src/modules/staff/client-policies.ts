/**
 * The provider's clients as the back office sees them: the list (paged, searched), one client with its
 * policies and its creditors' plan limits, and an admin's change of those, audited with the old and new
 * values in the transaction of the change.
 */
import type {
  ClientPolicy,
  StaffClientDetails,
  staffClientsQuery,
  updateClientPolicyRequest,
} from '@fordra/contract';
import { INACTIVE_STATUSES, searchKey } from '@fordra/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/executor.ts';
import {
  clientsPageWithActiveCases,
  clientWithPoliciesByGuid,
  creditorLimitsOfClient,
  lockClientPolicyByGuid,
  lockCreditorLimitsOfClient,
  setClientPolicy,
  setCreditorPlanLimits,
} from '../../db/repositories/clients.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import { containsPattern, listAnswer, pageWindow } from '../../http/lists.ts';
import { clientDetailsForStaff } from '../../presenters/client-for-staff.ts';
import { auditAction, type StaffActor } from './actions.ts';

/** The clients matching `search` (name, client or organisation number), a page of them. */
export async function listClients(db: Executor, query: z.infer<typeof staffClientsQuery>) {
  const { items, total } = await clientsPageWithActiveCases(
    db,
    query.search
      ? { name: containsPattern(searchKey(query.search)), number: containsPattern(query.search) }
      : undefined,
    INACTIVE_STATUSES,
    {
      sort: query.sort === 'clientNumber' ? 'clientNumber' : 'name',
      descending: query.order === 'desc',
      ...pageWindow(query),
    },
  );
  return listAnswer(query, items, total);
}

/** One client with its policies and its creditors' limits; an unknown one is not found. */
export async function clientDetails(db: Executor, clientGuid: string): Promise<StaffClientDetails> {
  const client = await clientWithPoliciesByGuid(db, clientGuid, INACTIVE_STATUSES);
  if (!client) throw notFound('The client');
  return clientDetailsForStaff(client, await creditorLimitsOfClient(db, client.id));
}

/** Only what changed, as `{ field: { old, new } }`. */
function changesOf<T extends Record<string, unknown>>(before: T, after: T) {
  return Object.fromEntries(
    Object.keys(after)
      .filter((key) => before[key] !== after[key])
      .map((key) => [key, { old: before[key], new: after[key] }]),
  );
}

/**
 * An admin's change of a client's policies and of its listed creditors' plan limits, in one
 * transaction with its audit entry; a creditor of another client is refused.
 */
export async function updateClientPolicy(
  db: Executor,
  actor: StaffActor,
  clientGuid: string,
  input: z.infer<typeof updateClientPolicyRequest>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const client = await lockClientPolicyByGuid(tx, clientGuid);
    if (!client) throw notFound('The client');
    const own = await lockCreditorLimitsOfClient(tx, client.id);
    const creditorChanges: Record<string, unknown> = {};
    for (const [index, change] of input.creditors.entries()) {
      const creditor = own.find((row) => row.creditorGuid === change.creditorGuid);
      if (!creditor)
        throw new ApiError(404, 'NotFound', 'The creditor is not one of this client’s.', {
          field: `creditors.${index}.creditorGuid`,
        });
      const before = {
        autoApproveMaxMonths: creditor.autoApproveMaxMonths,
        autoApproveMaxTotal: creditor.autoApproveMaxTotal,
      };
      const after = {
        autoApproveMaxMonths: change.autoApproveMaxMonths,
        autoApproveMaxTotal: change.autoApproveMaxTotal,
      };
      const changed = changesOf(before, after);
      if (Object.keys(changed).length === 0) continue;
      creditorChanges[creditor.name] = changed;
      await setCreditorPlanLimits(tx, client.id, creditor.id, after);
    }
    const policy: ClientPolicy = input.policy;
    const policyChanges = changesOf<Record<string, unknown>>(client.policy, policy);
    if (Object.keys(policyChanges).length > 0) await setClientPolicy(tx, client.id, policy);
    if (Object.keys(policyChanges).length === 0 && Object.keys(creditorChanges).length === 0) return;
    await auditAction(tx, actor, {
      action: 'client.policy-updated',
      entity: 'client',
      entityId: client.clientNumber,
      debtorId: null,
      reason: input.reason,
      details: { policy: policyChanges, creditors: creditorChanges },
    });
  });
}
