/**
 * A debtor's notification switches and the codes that verify their e-mail address and phone (migration 0031,
 * docs/delivery.md#notifications). An address is verified while it is still the debtor's (`debtors.email`,
 * `debtors.cellular_phone`) and a code sent to exactly it was confirmed.
 */
import {
  type NotificationChannel,
  type NotificationContacts,
  type NotificationEvent,
  type NotificationPreference,
  VERIFICATION_MAX_TRIES,
} from '@fordra/domain';
import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../executor.ts';
import {
  contactVerifications,
  debtors,
  documents,
  instalments,
  notificationPreferences,
  paymentPlans,
} from '../schema.ts';
import { type DebtorRange, inDebtorRange } from './engine-runs.ts';

/** What a debtor's notifications need: the switches turned on and the addresses with their verification. */
export type NotificationAudience = {
  debtorId: string;
  language: string;
  contacts: NotificationContacts;
  preferences: NotificationPreference[];
};

type AudienceRow = {
  debtorId: string;
  language: string;
  email: string | null;
  phone: string | null;
  emailVerified: boolean;
  smsVerified: boolean;
  preferences: { event: NotificationEvent; channel: NotificationChannel }[] | null;
};

/**
 * The audiences of the debtors `debtorIds` who turned at least one notification on, in one query however
 * many they are (a BgMax file's payments): debtors with nothing on are left out.
 */
export async function notificationAudiences(
  db: Executor,
  debtorIds: readonly string[],
): Promise<Map<string, NotificationAudience>> {
  const audiences = new Map<string, NotificationAudience>();
  const ids = [...new Set(debtorIds)];
  if (ids.length === 0) return audiences;
  const result = await db.execute(sql`
    select d.id as "debtorId", coalesce(d.language, 'sv') as language, d.email, d.cellular_phone as phone,
      exists (select 1 from contact_verifications v where v.debtor_id = d.id and v.channel = 'email'
        and v.address = d.email and v.verified_at is not null) as "emailVerified",
      exists (select 1 from contact_verifications v where v.debtor_id = d.id and v.channel = 'sms'
        and v.address = d.cellular_phone and v.verified_at is not null) as "smsVerified",
      (select json_agg(json_build_object('event', p.event, 'channel', p.channel)) from notification_preferences p
        where p.debtor_id = d.id and p.enabled) as preferences
    from debtors d
    where d.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and exists (select 1 from notification_preferences p where p.debtor_id = d.id and p.enabled)`);
  for (const row of rowsOf<AudienceRow>(result))
    audiences.set(row.debtorId, {
      debtorId: row.debtorId,
      language: row.language,
      contacts: {
        email: { address: row.email, verified: row.emailVerified },
        sms: { address: row.phone, verified: row.smsVerified },
      },
      preferences: (row.preferences ?? []).map((p) => ({ ...p, enabled: true })),
    });
  return audiences;
}

/** A debtor's addresses with whether each is verified, and the switches stored (on or off). */
export async function notificationSettingsOf(db: Executor, debtorId: string) {
  const [debtor] = await db
    .select({ email: debtors.email, phone: debtors.cellularPhone })
    .from(debtors)
    .where(eq(debtors.id, debtorId));
  if (!debtor) return null;
  const verifiedRows = await db
    .select({ channel: contactVerifications.channel, address: contactVerifications.address })
    .from(contactVerifications)
    .where(and(eq(contactVerifications.debtorId, debtorId), isNotNull(contactVerifications.verifiedAt)));
  const isVerified = (channel: NotificationChannel, address: string | null) =>
    address !== null && verifiedRows.some((row) => row.channel === channel && row.address === address);
  const preferences = await db
    .select({
      event: notificationPreferences.event,
      channel: notificationPreferences.channel,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.debtorId, debtorId));
  const contacts: NotificationContacts = {
    email: { address: debtor.email, verified: isVerified('email', debtor.email) },
    sms: { address: debtor.phone, verified: isVerified('sms', debtor.phone) },
  };
  return { contacts, preferences };
}

/** Stores the switches `rows` of a debtor (each replaces the one of its event and channel). */
export async function saveNotificationPreferences(
  db: Executor,
  debtorId: string,
  rows: readonly NotificationPreference[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(rows.map((row) => ({ ...row, debtorId })))
    .onConflictDoUpdate({
      target: [
        notificationPreferences.debtorId,
        notificationPreferences.event,
        notificationPreferences.channel,
      ],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
    });
}

/** When codes were sent to `address` in the last hour (by any debtor: the address's owner is spared). */
export async function codesSentTo(db: Executor, address: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: contactVerifications.createdAt })
    .from(contactVerifications)
    .where(and(eq(contactVerifications.address, address), gt(contactVerifications.createdAt, since)));
  return rows.map((row) => row.createdAt);
}

/** Stores a code sent (its hash only). */
export async function insertVerification(
  db: Executor,
  row: { debtorId: string; channel: NotificationChannel; address: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(contactVerifications).values(row);
}

/** The latest code sent to a debtor's `address` on `channel`, locked for the caller's transaction. */
export async function lockedLatestVerification(
  tx: Executor,
  input: { debtorId: string; channel: NotificationChannel; address: string },
) {
  const [row] = await tx
    .select()
    .from(contactVerifications)
    .where(
      and(
        eq(contactVerifications.debtorId, input.debtorId),
        eq(contactVerifications.channel, input.channel),
        eq(contactVerifications.address, input.address),
      ),
    )
    .orderBy(desc(contactVerifications.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Counts a wrong try of code `id`. */
export async function countWrongTry(db: Executor, id: number): Promise<void> {
  await db
    .update(contactVerifications)
    .set({ tries: sql`${contactVerifications.tries} + 1` })
    .where(eq(contactVerifications.id, id));
}

/** Records code `id` confirmed: its address is verified. */
export async function markVerified(db: Executor, id: number): Promise<void> {
  await db
    .update(contactVerifications)
    .set({ verifiedAt: new Date() })
    .where(eq(contactVerifications.id, id));
}

/**
 * Forgets the confirmed codes of the debtor's `channels`, spent so they cannot be typed again: their address
 * changed, and the new one (or the old one set again) must be verified anew.
 */
export async function forgetVerifications(
  db: Executor,
  debtorId: string,
  channels: readonly NotificationChannel[],
): Promise<void> {
  if (channels.length === 0) return;
  await db
    .update(contactVerifications)
    .set({ verifiedAt: null, tries: sql`greatest(${contactVerifications.tries}, ${VERIFICATION_MAX_TRIES})` })
    .where(
      and(
        eq(contactVerifications.debtorId, debtorId),
        inArray(contactVerifications.channel, [...channels]),
        isNotNull(contactVerifications.verifiedAt),
      ),
    );
}

/** The letters of `documentIds` that go to a debtor (not to a client), with their debtor and case. */
export async function debtorLettersOf(db: Executor, documentIds: readonly string[]) {
  if (documentIds.length === 0) return [];
  const rows = await db
    .select({
      documentId: documents.id,
      debtorId: documents.debtorId,
      caseId: documents.caseId,
      kind: documents.kind,
    })
    .from(documents)
    .where(
      and(inArray(documents.id, [...documentIds]), isNotNull(documents.debtorId), isNull(documents.clientId)),
    );
  return rows.flatMap((row) => (row.debtorId ? [{ ...row, debtorId: row.debtorId }] : []));
}

/**
 * The unpaid instalments of active plans of the debtors in `range` due on a day in [`from`, `until`), whose
 * debtor turned `instalmentDueSoon` on and who were not told of them yet.
 */
export async function instalmentsDueSoon(db: Executor, range: DebtorRange, from: string, until: string) {
  return db
    .select({
      instalmentId: instalments.id,
      debtorId: paymentPlans.debtorId,
      dueDate: instalments.dueDate,
      amount: sql<number>`(${instalments.amount} - ${instalments.paid})::bigint`.mapWith(Number),
      currency: paymentPlans.currency,
    })
    .from(instalments)
    .innerJoin(paymentPlans, eq(paymentPlans.id, instalments.planId))
    .where(
      and(
        eq(paymentPlans.status, 'Active'),
        inDebtorRange(paymentPlans.debtorId, range),
        gte(instalments.dueDate, from),
        lt(instalments.dueDate, until),
        sql`${instalments.paid} < ${instalments.amount}`,
        inArray(instalments.status, ['Billed', 'Future']),
        sql`exists (select 1 from notification_preferences p where p.debtor_id = ${paymentPlans.debtorId}
          and p.event = 'instalmentDueSoon' and p.enabled)`,
        sql`not exists (select 1 from deliveries d where d.notification = 'instalmentDueSoon'
          and d.payload->>'instalmentId' = ${instalments.id}::text)`,
      ),
    );
}
