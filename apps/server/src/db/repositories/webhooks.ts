/**
 * Webhooks (docs/webhooks.md): the outbox of events, recorded in the caller's transaction; a client's
 * endpoints; the delivery queue, claimed under a lease with `FOR UPDATE SKIP LOCKED` like the collection
 * process's chunks; and the log of attempts.
 */
import type { WebhookEventBody, WebhookEventType } from '@fordra/contract';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { type Executor, rowsOf, type Transaction } from '../executor.ts';
import {
  cases,
  clients,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../schema.ts';

/**
 * An event to record: of the case `caseId` (its client's, with the case's references added to `data`),
 * or of the client `clientId` when it concerns no case.
 */
export type WebhookEventRecord = {
  type: WebhookEventType;
  caseId?: string | null;
  clientId?: string | null;
  data?: Record<string, unknown>;
};

/**
 * Records events in the caller's transaction, each with one delivery to every endpoint of its client that
 * wants its type (SQL function `record_webhook_event`, migration 0029): they commit or roll back with the
 * change that caused them.
 */
export async function recordWebhookEvents(tx: Transaction, events: readonly WebhookEventRecord[]) {
  if (events.length === 0) return;
  const list = events.map((event) => ({
    type: event.type,
    caseId: event.caseId ?? null,
    clientId: event.clientId ?? null,
    data: event.data ?? {},
  }));
  await tx.execute(sql`
    select record_webhook_event(e->>'type', (e->>'caseId')::uuid, (e->>'clientId')::uuid, e->'data')
    from jsonb_array_elements(${JSON.stringify(list)}::jsonb) with ordinality as t(e, place)
    order by place`);
}

/** `recordWebhookEvents` for one event. */
export async function recordWebhookEvent(tx: Transaction, event: WebhookEventRecord): Promise<void> {
  await recordWebhookEvents(tx, [event]);
}

/** The provider's share of interest (basis points) of the clients of `caseIds`, by case. */
export async function interestSharesOfCases(db: Executor, caseIds: readonly string[]) {
  if (caseIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ caseId: cases.id, shareBp: clients.interestShareBp })
    .from(cases)
    .innerJoin(clients, eq(clients.id, cases.clientId))
    .where(inArray(cases.id, [...new Set(caseIds)]));
  return new Map(rows.map((row) => [row.caseId, row.shareBp]));
}

// ---- Endpoints ------------------------------------------------------------

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

export async function insertWebhookEndpoint(
  db: Executor,
  values: { clientId: string; url: string; description: string; eventTypes: string[]; secret: string },
): Promise<WebhookEndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('The endpoint was not stored');
  return row;
}

export async function webhookEndpointsOfClient(db: Executor, clientId: string) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.clientId, clientId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

/** The client's endpoint by its guid; undefined when it is another's or none. */
export async function webhookEndpointOfClient(db: Executor, clientId: string, endpointGuid: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.clientId, clientId), eq(webhookEndpoints.guid, endpointGuid)));
  return row;
}

export async function updateWebhookEndpoint(
  db: Executor,
  id: string,
  values: Partial<
    Pick<
      WebhookEndpointRow,
      | 'url'
      | 'description'
      | 'eventTypes'
      | 'enabled'
      | 'disabledReason'
      | 'secret'
      | 'previousSecret'
      | 'previousSecretUntil'
      | 'failingSince'
    >
  >,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row;
}

/** Every endpoint's id with its stored secrets, for sealing those stored before sealing came in. */
export async function storedWebhookSecrets(db: Executor) {
  return db
    .select({
      id: webhookEndpoints.id,
      secret: webhookEndpoints.secret,
      previousSecret: webhookEndpoints.previousSecret,
    })
    .from(webhookEndpoints);
}

/** Replaces a stored secret by its sealed form, unless it was changed since it was read. */
export async function replaceStoredWebhookSecret(
  db: Executor,
  id: string,
  column: 'secret' | 'previousSecret',
  stored: string,
  sealed: string,
): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ [column]: sealed })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints[column], stored)));
}

export async function deleteWebhookEndpoint(db: Executor, id: string): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

// ---- Queue ----------------------------------------------------------------

/** A delivery claimed for an attempt, with what is needed to send it. */
export type ClaimedDelivery = {
  id: number;
  attempts: number;
  eventId: string;
  payload: WebhookEventBody;
  eventCreatedAt: string;
  endpointId: string;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: string | null;
};

/**
 * Claims due deliveries under a lease of `leaseSeconds`: of each enabled endpoint at most its free slots
 * (`freeSlots`, by endpoint id; `perEndpoint` for one not named), each the first of its case not yet
 * delivered to that endpoint (so a case's events go in order), skipping those another worker locked; at
 * most `limit` in all, those due longest first.
 */
export async function claimDueDeliveries(
  db: Executor,
  options: {
    perEndpoint: number;
    freeSlots: ReadonlyMap<string, number>;
    leaseSeconds: number;
    limit?: number;
  },
): Promise<ClaimedDelivery[]> {
  const ids = [...options.freeSlots.keys()];
  const slots = ids.map((id) => options.freeSlots.get(id) ?? 0);
  const result = await db.execute(sql`
    with endpoint_slots as (
      select e.id, coalesce(b.free, ${options.perEndpoint}) as free
      from webhook_endpoints e
      left join unnest(${sql.param(ids)}::uuid[], ${sql.param(slots)}::int[]) as b(id, free) on b.id = e.id
      where e.enabled
    ), claimable as (
      select c.id from endpoint_slots s
      cross join lateral (
        select d.id, d.next_attempt_at, d.event_seq from webhook_deliveries d
        where d.endpoint_id = s.id and d.status in ('pending', 'delivering') and d.next_attempt_at <= now()
          -- The first of its case still to deliver (a subquery with a limit, so that it is an index probe).
          and (d.ordering_key is null or d.id = (
            select p.id from webhook_deliveries p
            where p.endpoint_id = d.endpoint_id and p.ordering_key = d.ordering_key
              and p.status in ('pending', 'delivering')
            order by p.event_seq, p.id
            limit 1
          ))
        order by d.next_attempt_at, d.event_seq
        limit s.free
        for update of d skip locked
      ) c
      where s.free > 0
      order by c.next_attempt_at, c.event_seq
      limit ${options.limit ?? null}
    )
    update webhook_deliveries d
    set status = 'delivering', attempts = d.attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${options.leaseSeconds}),
      lease_until = now() + make_interval(secs => ${options.leaseSeconds})
    from claimable, webhook_events ev, webhook_endpoints e
    where d.id = claimable.id and ev.id = d.event_id and e.id = d.endpoint_id
    returning d.id, d.attempts, d.event_id as "eventId", ev.payload, ev.created_at as "eventCreatedAt",
      e.id as "endpointId", e.url, e.secret, e.previous_secret as "previousSecret",
      e.previous_secret_until as "previousSecretUntil"`);
  return rowsOf<ClaimedDelivery>(result).map((row) => ({
    ...row,
    id: Number(row.id),
    eventCreatedAt: new Date(row.eventCreatedAt).toISOString(),
    previousSecretUntil: row.previousSecretUntil ? new Date(row.previousSecretUntil).toISOString() : null,
  }));
}

/**
 * Gives claimed deliveries back unattempted: due again at once, their claim not counted as an attempt. Only
 * those still under their lease (so still this worker's).
 */
export async function releaseClaims(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update webhook_deliveries
    set status = 'pending', attempts = attempts - 1, next_attempt_at = now(), lease_until = null
    where id = any(${sql.param(ids)}::bigint[]) and status = 'delivering' and lease_until > now()`);
}

/** An attempt's result to store. */
export type AttemptRecord = {
  deliveryId: number;
  endpointId: string;
  eventId: string;
  attemptedAt: Date;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  responseBody: string | null;
};

/**
 * Stores an attempt and what follows from it, in one statement: the delivery succeeded, failed for good,
 * or is tried again at `retryAt`; the endpoint's failing streak begun on a failure (answered) or ended by
 * a success. The endpoint's row is written only when its streak begins or ends, so concurrent deliveries
 * to one endpoint do not queue on its lock.
 */
export async function finishAttempt(
  db: Executor,
  attempt: AttemptRecord,
  outcome: { kind: 'succeeded' } | { kind: 'failed' } | { kind: 'retry'; retryAt: Date },
): Promise<{ failingSince: Date | null }> {
  const succeeded = outcome.kind === 'succeeded';
  const at = attempt.attemptedAt.toISOString();
  const result = await db.execute(sql`
    with attempt as (
      insert into webhook_attempts (delivery_id, endpoint_id, event_id, attempted_at, duration_ms, status_code, error, response_body)
      values (${attempt.deliveryId}, ${attempt.endpointId}, ${attempt.eventId}, ${at}, ${attempt.durationMs},
        ${attempt.statusCode}, ${attempt.error}, ${attempt.responseBody})
    ), delivery as (
      update webhook_deliveries set
        status = ${outcome.kind === 'retry' ? 'pending' : outcome.kind},
        lease_until = null,
        next_attempt_at = ${outcome.kind === 'retry' ? outcome.retryAt.toISOString() : at}::timestamptz,
        finished_at = ${outcome.kind === 'retry' ? null : at}::timestamptz
      where id = ${attempt.deliveryId}
    ), cleared as (
      update webhook_endpoints set failing_since = null
      where id = ${attempt.endpointId} and ${succeeded} and failing_since is not null
    ), begun as (
      update webhook_endpoints set failing_since = ${at}::timestamptz
      where id = ${attempt.endpointId} and not ${succeeded} and failing_since is null
      returning failing_since
    )
    select coalesce(
      (select failing_since from begun),
      (select failing_since from webhook_endpoints where id = ${attempt.endpointId} and not ${succeeded})
    ) as "failingSince"`);
  const [row] = rowsOf<{ failingSince: string | Date | null }>(result);
  return { failingSince: row?.failingSince ? new Date(row.failingSince) : null };
}

/**
 * Stores successful attempts in one statement: each attempt, its delivery succeeded, and the failing streak
 * of their endpoints ended. The delivery worker gathers those that end while a batch is being stored, so a
 * burst costs a statement per batch rather than per event.
 */
export async function finishSucceededAttempts(
  db: Executor,
  attempts: readonly AttemptRecord[],
): Promise<void> {
  if (attempts.length === 0) return;
  const rows = attempts.map((attempt) => ({
    delivery_id: attempt.deliveryId,
    endpoint_id: attempt.endpointId,
    event_id: attempt.eventId,
    attempted_at: attempt.attemptedAt.toISOString(),
    duration_ms: attempt.durationMs,
    status_code: attempt.statusCode,
    response_body: attempt.responseBody,
  }));
  await db.execute(sql`
    with done as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        delivery_id bigint, endpoint_id uuid, event_id text, attempted_at timestamptz, duration_ms integer,
        status_code integer, response_body text)
    ), attempt as (
      insert into webhook_attempts (delivery_id, endpoint_id, event_id, attempted_at, duration_ms, status_code, response_body)
      select delivery_id, endpoint_id, event_id, attempted_at, duration_ms, status_code, response_body from done
    ), delivery as (
      update webhook_deliveries d
      set status = 'succeeded', lease_until = null, next_attempt_at = done.attempted_at,
        finished_at = done.attempted_at
      from done where d.id = done.delivery_id
    )
    update webhook_endpoints set failing_since = null
    where id in (select endpoint_id from done) and failing_since is not null`);
}

/**
 * Disables an endpoint the delivery worker gave up on (`gone`: it answered 410; `failing`: three days);
 * its client and URL when this switched it off, undefined when it was off already.
 */
export async function disableFailedEndpoint(db: Executor, endpointId: string, reason: 'gone' | 'failing') {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason, updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
    .returning({ clientId: webhookEndpoints.clientId, url: webhookEndpoints.url });
  return row;
}

/** Queues the event `eventId` of the endpoint's client again for the endpoint; false when it is none of its client's. */
export async function queueEventAgain(db: Executor, endpoint: WebhookEndpointRow, eventId: string) {
  const rows = await db
    .insert(webhookDeliveries)
    .select(
      db
        .select({
          id: sql`nextval(pg_get_serial_sequence('webhook_deliveries', 'id'))`.as('id'),
          eventId: webhookEvents.id,
          eventSeq: webhookEvents.seq,
          endpointId: sql`${endpoint.id}::uuid`.as('endpoint_id'),
          orderingKey: webhookEvents.caseId,
          status: sql`'pending'`.as('status'),
          attempts: sql`0`.as('attempts'),
          nextAttemptAt: sql`now()`.as('next_attempt_at'),
          leaseUntil: sql`null`.as('lease_until'),
          createdAt: sql`now()`.as('created_at'),
          finishedAt: sql`null`.as('finished_at'),
        })
        .from(webhookEvents)
        .where(and(eq(webhookEvents.id, eventId), eq(webhookEvents.clientId, endpoint.clientId))),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

/** Queues every event of the endpoint's client since `since` that the endpoint wants, in their order. */
export async function queueEventsSince(db: Executor, endpoint: WebhookEndpointRow, since: Date) {
  const result = await db.execute(sql`
    insert into webhook_deliveries (event_id, event_seq, endpoint_id, ordering_key)
    select ev.id, ev.seq, ${endpoint.id}::uuid, ev.case_id from webhook_events ev
    where ev.client_id = ${endpoint.clientId} and ev.created_at >= ${since.toISOString()}
      and ev.type <> 'webhook.test'
      and (cardinality(${sql.param(endpoint.eventTypes)}::text[]) = 0
        or ev.type = any(${sql.param(endpoint.eventTypes)}::text[]))
    order by ev.seq
    returning id`);
  return rowsOf<{ id: number }>(result).length;
}

/** Records a test event of the endpoint's client and queues it for that endpoint only. */
export async function queueTestEvent(tx: Transaction, endpoint: WebhookEndpointRow): Promise<string> {
  const id = `msg_${crypto.randomUUID().replaceAll('-', '')}`;
  const payload: WebhookEventBody = {
    type: 'webhook.test',
    timestamp: new Date().toISOString(),
    data: { message: 'A test event: your endpoint receives and verifies Fordra’s webhooks.' },
  };
  const [event] = await tx
    .insert(webhookEvents)
    .values({ id, clientId: endpoint.clientId, type: 'webhook.test', payload })
    .returning({ seq: webhookEvents.seq });
  await tx
    .insert(webhookDeliveries)
    .values({ eventId: id, eventSeq: event?.seq ?? 0, endpointId: endpoint.id, orderingKey: null });
  return id;
}

// ---- Log ------------------------------------------------------------------

/** A page of the endpoint's deliveries, newest first, with their attempts. */
export async function deliveriesOfEndpoint(
  db: Executor,
  endpointId: string,
  page: { before?: number | undefined; pageSize: number },
) {
  const deliveries = await db
    .select({
      id: webhookDeliveries.id,
      eventId: webhookDeliveries.eventId,
      eventType: webhookEvents.type,
      status: webhookDeliveries.status,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        page.before ? lt(webhookDeliveries.id, page.before) : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(page.pageSize);
  const attempts =
    deliveries.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(
            and(
              eq(webhookAttempts.endpointId, endpointId),
              inArray(
                webhookAttempts.deliveryId,
                deliveries.map((delivery) => delivery.id),
              ),
            ),
          )
          .orderBy(webhookAttempts.id);
  return { deliveries, attempts };
}

/** The events of a client since `since`, oldest first (tests and the bench read what was recorded). */
export async function webhookEventsOfClient(db: Executor, clientId: string, since = new Date(0)) {
  return db
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.clientId, clientId), gte(webhookEvents.createdAt, since)))
    .orderBy(webhookEvents.seq);
}

/**
 * Deletes the events recorded before `before`, with their deliveries and attempts (the foreign keys
 * cascade), `batch` events a statement so that no statement holds many locks for long; an event with a
 * delivery still pending or being delivered is kept. How many events it deleted.
 */
export async function deleteWebhookEventsBefore(db: Executor, before: Date, batch = 5_000): Promise<number> {
  let deleted = 0;
  for (;;) {
    // Client by client, so that each reads its old events from the index on client and time.
    const result = await db.execute(sql`
      with old as (
        select old.id from clients c
        cross join lateral (
          select e.id from webhook_events e
          where e.client_id = c.id and e.created_at < ${before}
            and not exists (
              select 1 from webhook_deliveries d
              where d.event_id = e.id and d.status in ('pending', 'delivering'))
          limit ${batch}
        ) old
        limit ${batch}
      )
      delete from webhook_events e using old where e.id = old.id
      returning e.id`);
    const count = rowsOf(result).length;
    deleted += count;
    if (count < batch) return deleted;
  }
}

/** The client's event by its id; undefined when it is another's or none. */
export async function webhookEventOfClient(db: Executor, clientId: string, eventId: string) {
  const [row] = await db
    .select({ payload: webhookEvents.payload })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.clientId, clientId), eq(webhookEvents.id, eventId)));
  return row;
}

/** Records a plan's event once for each of its cases (each its client's), in the plan's order of them. */
export async function recordPlanWebhookEvent(
  tx: Transaction,
  type: Extract<WebhookEventType, `plan.${string}`>,
  planId: string,
): Promise<void> {
  await tx.execute(sql`
    select record_webhook_event(${type}, pc.case_id, null, jsonb_build_object('plan', jsonb_build_object('planGuid', p.guid)))
    from payment_plan_cases pc join payment_plans p on p.id = pc.plan_id
    where pc.plan_id = ${planId}
    order by pc.position`);
}
