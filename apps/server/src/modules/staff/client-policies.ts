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
import { INACTIVE_STATUSES } from '@fordra/domain';
import { and, asc, count, desc, eq, ilike, notInArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/executor.ts';
import { caseCounts, clients, creditors } from '../../db/schema.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import { containsPattern, listAnswer, pageWindow } from '../../http/lists.ts';
import { clientPolicyColumns } from '../engine/process-facts.ts';
import { auditAction, type StaffActor } from './actions.ts';

/** Each client's active cases, from the counts kept per client, creditor and status. */
const activeCases =
  sql<number>`coalesce((select sum(${caseCounts.cases}) from ${caseCounts} where ${caseCounts.clientId} = ${clients.id} and ${notInArray(caseCounts.status, [...INACTIVE_STATUSES])}), 0)`.mapWith(
    Number,
  );

const itemColumns = {
  clientGuid: clients.guid,
  clientNumber: clients.clientNumber,
  name: clients.name,
  orgNumber: clients.orgNumber,
  activeCases,
};

/** The clients matching `search` (name, client or organisation number), a page of them. */
export async function listClients(db: Executor, query: z.infer<typeof staffClientsQuery>) {
  const search = query.search
    ? or(
        ilike(clients.name, containsPattern(query.search)),
        ilike(clients.clientNumber, containsPattern(query.search)),
        ilike(clients.orgNumber, containsPattern(query.search)),
      )
    : undefined;
  const column = query.sort === 'clientNumber' ? clients.clientNumber : clients.name;
  const order = query.order === 'desc' ? desc(column) : asc(column);
  const { limit, offset } = pageWindow(query);
  const [items, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(clients)
      .where(search)
      .orderBy(order, asc(clients.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(clients).where(search),
  ]);
  return listAnswer(query, items, total?.n ?? 0);
}

const policyColumns = { ...clientPolicyColumns, autoApprovePlans: clients.autoApprovePlans };

const creditorColumns = {
  id: creditors.id,
  creditorGuid: creditors.guid,
  name: creditors.name,
  autoApproveMaxMonths: creditors.autoApproveMaxMonths,
  autoApproveMaxTotal: creditors.autoApproveMaxTotalMinor,
};

/** One client with its policies and its creditors' limits; an unknown one is not found. */
export async function clientDetails(db: Executor, clientGuid: string): Promise<StaffClientDetails> {
  const [client] = await db
    .select({
      id: clients.id,
      ...itemColumns,
      email: clients.email,
      phone: clients.phone,
      policy: policyColumns,
    })
    .from(clients)
    .where(eq(clients.guid, clientGuid));
  if (!client) throw notFound('The client');
  const own = await db
    .select(creditorColumns)
    .from(creditors)
    .where(eq(creditors.clientId, client.id))
    .orderBy(asc(creditors.name), asc(creditors.id));
  const { id: _, ...details } = client;
  return { ...details, creditors: own.map(({ id: __, ...creditor }) => creditor) };
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
    const [client] = await tx
      .select({ id: clients.id, clientNumber: clients.clientNumber, policy: policyColumns })
      .from(clients)
      .where(eq(clients.guid, clientGuid))
      .for('update');
    if (!client) throw notFound('The client');
    const own = await tx
      .select(creditorColumns)
      .from(creditors)
      .where(eq(creditors.clientId, client.id))
      .for('update');
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
      await tx
        .update(creditors)
        .set({
          autoApproveMaxMonths: after.autoApproveMaxMonths,
          autoApproveMaxTotalMinor: after.autoApproveMaxTotal,
        })
        .where(and(eq(creditors.id, creditor.id), eq(creditors.clientId, client.id)));
    }
    const policy: ClientPolicy = input.policy;
    const policyChanges = changesOf<Record<string, unknown>>(client.policy, policy);
    if (Object.keys(policyChanges).length > 0)
      await tx.update(clients).set(policy).where(eq(clients.id, client.id));
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
