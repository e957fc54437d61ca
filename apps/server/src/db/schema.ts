/**
 * The whole database of Fordra. Money is `bigint` minor units (öre) with a currency beside it;
 * `guid` columns are the public identifiers (never the internal ids) used in URLs and API bodies.
 */

import type { WebhookEventBody } from '@fordra/contract';
import {
  CASE_STATUSES,
  CURRENCIES,
  DELIVERY_CHANNELS,
  DELIVERY_STATUSES,
  FEE_TYPES,
  INSTALMENT_STATUSES,
  INVOICE_STATUSES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  OBJECTION_ANSWERS,
  OBJECTION_GROUNDS,
  OBJECTION_SCOPES,
  OBJECTION_STATUSES,
  PLAN_STATUSES,
  POSTPONEMENT_STATUSES,
} from '@fordra/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  char,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
const money = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const guid = () => uuid('guid').notNull().unique().default(sql`gen_random_uuid()`);

/**
 * A company that has contracted the provider: it has users and API keys, policies, a bankgiro the
 * provider settles to, and one or more creditors it collects for.
 */
export const clients = pgTable('clients', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  guid: guid(),
  clientNumber: text('client_number').notNull().unique(),
  name: text('name').notNull(),
  /** The name as a search compares it (domain `searchKey`), kept by the database (migration 0036). */
  searchName: text('search_name').generatedAlwaysAs(sql`search_key(name)`),
  orgNumber: text('org_number').notNull(),
  /** Where the provider pays out what it collected for the client. */
  settlementBankgiro: text('settlement_bankgiro').notNull(),
  email: text('email'),
  phone: text('phone'),
  /** Whether the client's debtors agreed to a reminder fee, so that one may be charged. */
  reminderFeeAgreed: boolean('reminder_fee_agreed').notNull().default(false),
  /** Whether business debtors are charged the 450 kr compensation of lag (1981:739) 4 a § instead of the reminder and collection fees. */
  businessCompensation: boolean('business_compensation').notNull().default(false),
  /** Whether plan proposals within the creditors' limits are approved without a handler. */
  autoApprovePlans: boolean('auto_approve_plans').notNull().default(true),
  /** The provider's share of collected interest, in basis points; fees are always the provider's. */
  interestShareBp: integer('interest_share_bp').notNull().default(0),
  /**
   * The collection process (docs/domain.md#the-collection-process): days after an invoice's due
   * date before its reminder, and after the reminder's own due date before it is handed over.
   */
  reminderAfterDays: integer('reminder_after_days').notNull().default(10),
  collectionAfterReminderDays: integer('collection_after_reminder_days').notNull().default(5),
  /** What follows an unpaid collection demand: a second notice first, or straight to Kronofogden. */
  afterDemand: text('after_demand', { enum: ['secondNotice', 'enforcement'] })
    .notNull()
    .default('enforcement'),
  /** Days before an instalment's due date that its notice is issued. */
  instalmentNoticeDaysBefore: integer('instalment_notice_days_before').notNull().default(14),
  /** Days an instalment may be past due before its reminder. */
  instalmentReminderAfterDays: integer('instalment_reminder_after_days').notNull().default(7),
  /** Missed instalments after which a plan is terminated and its cases go back to collection. */
  planMissedInstalmentsToTerminate: integer('plan_missed_instalments_to_terminate').notNull().default(2),
  /**
   * The least balance (minor units of a case's currency) for which a case goes to Kronofogden: 300 kr,
   * the application fee the debtor would otherwise bear for less (docs/domain.md#kronofogden).
   */
  enforcementMinimum: integer('enforcement_minimum_minor').notNull().default(30_000),
  createdAt: createdAt(),
});

/** The creditors whose debts are collected, each for one client, with their portal settings. */
export const creditors = pgTable('creditors', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  guid: guid(),
  clientId: uuid('client_id')
    .notNull()
    .references(() => clients.id),
  clientNumber: text('client_number').notNull().unique(),
  name: text('name').notNull(),
  orgNumber: text('org_number').notNull(),
  phone: text('phone').notNull(),
  bankgiro: text('bankgiro').notNull(),
  swishPayee: text('swish_payee'),
  planMinMonths: integer('plan_min_months').notNull().default(2),
  planMaxMonths: integer('plan_max_months').notNull().default(24),
  planMinMonthlyMinor: money('plan_min_monthly_minor').notNull().default(20_000),
  autoApproveMaxMonths: integer('auto_approve_max_months').notNull().default(12),
  autoApproveMaxTotalMinor: money('auto_approve_max_total_minor').notNull().default(5_000_000),
  /** Fee amounts for cases in DKK, NOK or EUR: `{ "EUR": { "reminder": 500 } }` (minor units). */
  foreignFees: jsonb('foreign_fees').$type<Record<string, Record<string, number>>>().notNull().default({}),
  createdAt: createdAt(),
});

export const debtors = pgTable(
  'debtors',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    guid: guid(),
    kind: text('kind', { enum: ['person', 'company'] }).notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    companyName: text('company_name'),
    /** Personnummer `YYYYMMDD-NNNN` or organisationsnummer `NNNNNN-NNNN`, normalised. */
    identityNumber: text('identity_number').notNull().unique(),
    email: text('email'),
    cellularPhone: text('cellular_phone'),
    homePhone: text('home_phone'),
    workPhone: text('work_phone'),
    language: text('language'),
    /**
     * The search form (domain `searchKey`) of the name lists show, the company's or first and last
     * name, and of the last name: written with the names (repositories/debtors.ts `withSearchNames`),
     * copied to the debtor's cases and customers by triggers (migration 0026).
     */
    searchName: text('search_name').notNull(),
    searchLastName: text('search_last_name'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('debtors_kind_idx').on(t.kind),
    // Searches find debtors whose names begin with what was typed, without regard to case or accents.
    index('debtors_search_name_idx').on(sql`${t.searchName} text_pattern_ops`),
    index('debtors_search_last_name_idx').on(sql`${t.searchLastName} text_pattern_ops`),
    // The back office's search finds a debtor by e-mail or any of their phone numbers.
    index('debtors_email_idx').on(sql`lower(${t.email})`),
    index('debtors_cellular_phone_idx').on(t.cellularPhone),
    index('debtors_home_phone_idx').on(t.homePhone),
    index('debtors_work_phone_idx').on(t.workPhone),
  ],
);

export const debtorAddresses = pgTable(
  'debtor_addresses',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    debtorId: uuid('debtor_id')
      .notNull()
      .references(() => debtors.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['postal', 'visiting', 'invoice'] })
      .notNull()
      .default('postal'),
    careOf: text('care_of'),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: char('country', { length: 2 }).notNull().default('SE'),
    isPrimary: boolean('is_primary').notNull().default(true),
  },
  (t) => [index('debtor_addresses_debtor_idx').on(t.debtorId)],
);

export const ACCOUNT_ROLES = ['debtor', 'creditor', 'staff'] as const;
export const CLIENT_ROLES = ['admin', 'user', 'readOnly'] as const;
/** The provider's staff: handlers work the queues; admins also change clients' policies and staff accounts. */
export const STAFF_ROLES = ['handler', 'admin'] as const;

/**
 * A login: debtors (username/password or BankID), the users of a client (`creditor`, with a client
 * role) and the provider's staff.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    guid: guid(),
    username: text('username').unique(),
    /** PHC string of an argon2id hash; null for accounts that only sign in with BankID. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ACCOUNT_ROLES }).notNull().default('debtor'),
    debtorId: uuid('debtor_id').references(() => debtors.id, { onDelete: 'set null' }),
    /** For a client's user: the client and what they may do there. */
    clientId: uuid('client_id').references(() => clients.id),
    clientRole: text('client_role', { enum: CLIENT_ROLES }),
    /** For a member of staff: what they may do in the back office. */
    staffRole: text('staff_role', { enum: STAFF_ROLES }),
    /** A person who may also sign in with BankID, `YYYYMMDD-NNNN` (client users). */
    identityNumber: text('identity_number'),
    displayName: text('display_name').notNull(),
    email: text('email'),
    disabled: boolean('disabled').notNull().default(false),
    /** SHA-256 of an invitation's one-time token, until the invited user sets a password. */
    invitationHash: text('invitation_hash').unique(),
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
    /** Set while the password is one someone else chose (an admin's, for a new member of staff). */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    index('accounts_debtor_idx').on(t.debtorId),
    index('accounts_client_idx').on(t.clientId),
    // Sign-in looks the username up case-insensitively.
    index('accounts_username_lower_idx').on(sql`lower(${t.username})`),
  ],
);

/** One row of a case import's report: what became of it, and why a refused row was refused. */
export type CaseImportReportRow = {
  row: number;
  reference: string;
  outcome: 'created' | 'existing' | 'refused';
  caseNumber: string | null;
  issues: { field: string; code: string }[];
};

/** A client's import of cases from a CSV file, with its report (migration 0028). */
export const caseImports = pgTable(
  'case_imports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    guid: guid(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    rows: integer('rows').notNull(),
    createdCases: integer('created_cases').notNull(),
    existingCases: integer('existing_cases').notNull(),
    refusedRows: integer('refused_rows').notNull(),
    report: jsonb('report').$type<CaseImportReportRow[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('case_imports_client_idx').on(t.clientId, t.createdAt)],
);

/** Server-side sessions; the cookie holds a random token whose SHA-256 is the id. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    loginMethod: text('login_method', { enum: ['credentials', 'bankid'] }).notNull(),
    language: text('language'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/** A client system's key for the gateway: stored as its SHA-256, shown to the admin once. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    guid: guid(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    /** The key's first characters, shown in lists so that a key can be recognised. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    scope: text('scope', { enum: ['read', 'readWrite'] }).notNull(),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_client_idx').on(t.clientId)],
);

/**
 * BankID login orders, bound to the browser that started them (the SHA-256 of its CSRF token), so
 * that any process can answer the polling and an order is used for at most one sign-in.
 */
export const bankidOrders = pgTable(
  'bankid_orders',
  {
    orderRef: text('order_ref').primaryKey(),
    browserBinding: text('browser_binding').notNull(),
    qrStartToken: text('qr_start_token').notNull(),
    /** Never leaves the server; cleared once the order has ended. */
    qrStartSecret: text('qr_start_secret'),
    /** `used` once a sign-in (or the unknown-user answer) has consumed the completed order. */
    status: text('status', { enum: ['pending', 'complete', 'failed', 'cancelled', 'used'] })
      .notNull()
      .default('pending'),
    hintCode: text('hint_code'),
    /** The identified person, `YYYYMMDD-NNNN`, kept only between completion and sign-in. */
    personalNumber: text('personal_number'),
    ipAddress: text('ip_address'),
    /** When BankID answered `/auth`: the QR code's time counts from here. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('bankid_orders_browser_idx').on(t.browserBinding, t.status),
    index('bankid_orders_started_idx').on(t.startedAt),
  ],
);

/**
 * Sign-in attempts per account (`account:<username>`) and per address (`address:<ip>`) in the current
 * window, counted before the password is checked; a successful sign-in gives its attempt back.
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull(),
});

/**
 * Requests to a rate-limited route per caller (`http/rate-limit-store.ts`), counted here so that every
 * process behind the database counts the same requests. `key` is the route and the caller.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [index('rate_limit_hits_window_started_at_idx').on(table.windowStartedAt)],
);

/**
 * Numbers of cases registered through the gateway. Demo cases are numbered from 1 000 001 and data
 * for scale from 10 000 000, so neither meets these.
 */
export const caseNumberSequence = pgSequence('case_number_seq', { startWith: 2_000_001 });
/** Numbers from which invoices' OCR references are made, apart from every case's. */
export const invoiceReferenceSequence = pgSequence('invoice_reference_seq', { startWith: 30_000_001 });
/** Numbers from which instalments' OCR references are made, one digit longer than any case's or invoice's. */
export const instalmentReferenceSequence = pgSequence('instalment_reference_seq', { startWith: 500_000_001 });

export const cases = pgTable(
  'cases',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    guid: guid(),
    caseNumber: text('case_number').notNull().unique(),
    debtorId: uuid('debtor_id')
      .notNull()
      .references(() => debtors.id),
    creditorId: uuid('creditor_id')
      .notNull()
      .references(() => creditors.id),
    status: text('status', { enum: CASE_STATUSES }).notNull(),
    service: text('service').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    dueDate: date('due_date').notNull(),
    registrationDate: date('registration_date').notNull(),
    description: text('description').notNull(),
    currency: char('currency', { length: 3, enum: CURRENCIES }).notNull(),
    originalPrincipal: money('original_principal').notNull(),
    /** Annual late-payment interest rate in basis points (1000 = 10.00 %). */
    interestRateBp: integer('interest_rate_bp').notNull(),
    /**
     * When set, the rate follows the law: the reference rate in force in each half-year
     * (`reference_rates`) plus this margin (800 for räntelagen 6 §), and `interest_rate_bp` is the
     * rate in force when the case was registered; when null, `interest_rate_bp` is a fixed agreed rate.
     */
    interestMarginBp: integer('interest_margin_bp'),
    /** The ledger's current state; kept in step with fee lines and payments in one transaction. */
    remainingPrincipal: money('remaining_principal').notNull(),
    remainingInterest: money('remaining_interest').notNull().default(0),
    remainingFees: money('remaining_fees').notNull().default(0),
    paidPrincipal: money('paid_principal').notNull().default(0),
    paidSum: money('paid_sum').notNull().default(0),
    /** An overpayment kept on the case, never dropped. */
    creditBalance: money('credit_balance').notNull().default(0),
    /** Interest has been added to remaining_interest up to and including this day. */
    interestAccruedUntil: date('interest_accrued_until'),
    ocrReference: text('ocr_reference').notNull().unique(),
    bankgiro: text('bankgiro').notNull(),
    /** The client's own reference for the case, unique per client when given. */
    clientReference: text('client_reference'),
    /** The client the case is collected for (its creditor's client), kept here for the client's lists. */
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * A handler paused the case: the collection process takes no step on it before `paused_until`
     * (the resume day), or until a handler resumes it; why, and when, are in the audit log too.
     */
    pausedUntil: date('paused_until'),
    pauseReason: text('pause_reason'),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** The debtor's `searchName` and `searchLastName`, copied by triggers (migration 0026): never written here. */
    debtorSearchName: text('debtor_search_name'),
    debtorSearchLastName: text('debtor_search_last_name'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cases_debtor_idx').on(t.debtorId, t.status),
    index('cases_paused_idx').on(t.pausedUntil).where(sql`${t.pausedUntil} is not null`),
    index('cases_client_debtor_idx').on(t.clientId, t.debtorId),
    index('cases_creditor_idx').on(t.creditorId),
    index('cases_client_registered_idx').on(t.clientId, t.registrationDate, t.caseNumber),
    index('cases_client_status_idx').on(t.clientId, t.status, t.registrationDate, t.caseNumber),
    uniqueIndex('cases_client_reference_idx').on(t.clientId, t.clientReference),
    index('cases_client_reference_prefix_idx').on(
      t.clientId,
      sql`lower(${t.clientReference}) text_pattern_ops`,
    ),
    index('cases_invoice_number_prefix_idx').on(t.clientId, sql`lower(${t.invoiceNumber}) text_pattern_ops`),
    // A client's search by the debtor's name (migrations 0026 and 0041: with the columns a page in list
    // order needs, and the last name's with the name, `include`), and anyone's by the first digits of a number.
    index('cases_client_search_name_idx').on(t.clientId, sql`${t.debtorSearchName} text_pattern_ops`),
    index('cases_client_search_last_name_idx').on(
      t.clientId,
      sql`${t.debtorSearchLastName} text_pattern_ops`,
    ),
    index('cases_case_number_prefix_idx').on(sql`${t.caseNumber} text_pattern_ops`),
    index('cases_ocr_reference_prefix_idx').on(sql`${t.ocrReference} text_pattern_ops`),
    // A client's search by number (migration 0040); staff search every client's by the two above.
    index('cases_client_case_number_idx').on(t.clientId, sql`${t.caseNumber} text_pattern_ops`),
    index('cases_client_ocr_reference_idx').on(t.clientId, sql`${t.ocrReference} text_pattern_ops`),
  ],
);

/**
 * How many cases each client has per creditor and status, kept by triggers on `cases` (migration
 * 0008) in the transaction that changes a case: a client's list total without counting its cases.
 */
export const caseCounts = pgTable(
  'case_counts',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    creditorId: uuid('creditor_id')
      .notNull()
      .references(() => creditors.id),
    status: text('status', { enum: CASE_STATUSES }).notNull(),
    cases: integer('cases').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.status, t.creditorId] })],
);

/**
 * A client's request to hand over a case, kept so that the same client reference or the same
 * `Idempotency-Key` answers the first result instead of registering the case twice.
 */
export const caseRegistrations = pgTable(
  'case_registrations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request body, so a key reused for another request is refused. */
    requestHash: text('request_hash').notNull(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('case_registrations_key_idx').on(t.clientId, t.idempotencyKey)],
);

/** One of a client's own customers in the invoice ledger: a person or company (a `debtors` row). */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    guid: guid(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    debtorId: uuid('debtor_id')
      .notNull()
      .references(() => debtors.id),
    /** The client's own customer number. */
    customerNumber: text('customer_number').notNull(),
    /** The debtor's `searchName` and `searchLastName`, copied by triggers (migration 0026): never written here. */
    searchName: text('search_name'),
    searchLastName: text('search_last_name'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_client_number_idx').on(t.clientId, t.customerNumber),
    uniqueIndex('customers_client_debtor_idx').on(t.clientId, t.debtorId),
    index('customers_debtor_idx').on(t.debtorId),
    index('customers_client_search_name_idx').on(t.clientId, sql`${t.searchName} text_pattern_ops`),
    index('customers_client_search_last_name_idx').on(t.clientId, sql`${t.searchLastName} text_pattern_ops`),
    index('customers_customer_number_prefix_idx').on(
      t.clientId,
      sql`lower(${t.customerNumber}) text_pattern_ops`,
    ),
  ],
);

/**
 * An invoice the provider sends for a client (the invoice ledger). Amounts as on `cases`; an unpaid
 * invoice handed over to collection points at its case.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    guid: guid(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    creditorId: uuid('creditor_id')
      .notNull()
      .references(() => creditors.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    debtorId: uuid('debtor_id')
      .notNull()
      .references(() => debtors.id),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    dueDate: date('due_date').notNull(),
    description: text('description').notNull(),
    currency: char('currency', { length: 3, enum: CURRENCIES }).notNull(),
    amount: money('amount').notNull(),
    paid: money('paid').notNull().default(0),
    credited: money('credited').notNull().default(0),
    fees: money('fees').notNull().default(0),
    interest: money('interest').notNull().default(0),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    ocrReference: text('ocr_reference').notNull().unique(),
    bankgiro: text('bankgiro').notNull(),
    clientReference: text('client_reference'),
    /** The collection case the invoice became when it was handed over. */
    caseId: uuid('case_id').references(() => cases.id),
    /** The debtor's `searchName` and `searchLastName`, copied by triggers (migration 0026): never written here. */
    debtorSearchName: text('debtor_search_name'),
    debtorSearchLastName: text('debtor_search_last_name'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_client_number_idx').on(t.clientId, t.invoiceNumber),
    index('invoices_client_date_number_idx').on(t.clientId, t.invoiceDate, t.invoiceNumber),
    index('invoices_debtor_idx').on(t.debtorId),
    index('invoices_customer_idx').on(t.customerId),
    // A client's search by the debtor's name (migrations 0026 and 0041: with the columns a page in list
    // order needs, and the last name's with the name, `include`), and by the beginning of a number or
    // reference.
    index('invoices_client_search_name_idx').on(t.clientId, sql`${t.debtorSearchName} text_pattern_ops`),
    index('invoices_client_search_last_name_idx').on(
      t.clientId,
      sql`${t.debtorSearchLastName} text_pattern_ops`,
    ),
    index('invoices_ocr_reference_prefix_idx').on(sql`${t.ocrReference} text_pattern_ops`),
    index('invoices_invoice_number_prefix_idx').on(
      t.clientId,
      sql`lower(${t.invoiceNumber}) text_pattern_ops`,
    ),
    index('invoices_client_reference_prefix_idx').on(
      t.clientId,
      sql`lower(${t.clientReference}) text_pattern_ops`,
    ),
  ],
);

/**
 * How many invoices each client has in each status, kept by triggers on `invoices` (migration 0037), so
 * that an invoice list's total is read, not counted.
 */
export const invoiceCounts = pgTable(
  'invoice_counts',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    invoices: integer('invoices').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.status] })],
);

/** What happened to an invoice: issued, paid, credited, reminded, handed over to collection. */
export const invoiceTransactions = pgTable(
  'invoice_transactions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    guid: guid(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['Issued', 'Paid', 'Credited', 'Reminder', 'HandedToCollection'] }).notNull(),
    date: date('date').notNull(),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_transactions_invoice_idx').on(t.invoiceId, t.date)],
);

export const caseFees = pgTable(
  'case_fees',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    type: text('type', { enum: FEE_TYPES }).notNull(),
    date: date('date').notNull(),
    currency: char('currency', { length: 3, enum: CURRENCIES }).notNull(),
    amount: money('amount').notNull(),
    paid: money('paid').notNull().default(0),
    /**
     * Set on a credit line: the fee line it credits, whose amount it carries negated, of the same type
     * and date. Neither line stands in the ledger; both stay in the history.
     */
    creditsFeeId: uuid('credits_fee_id').references((): AnyPgColumn => caseFees.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('case_fees_case_idx').on(t.caseId),
    uniqueIndex('case_fees_credits_fee_idx').on(t.creditsFeeId).where(sql`${t.creditsFeeId} is not null`),
  ],
);

/** Registered payments; one whose reference matches no case keeps `case_id` null (unmatched). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    guid: guid(),
    caseId: uuid('case_id').references(() => cases.id),
    debtorId: uuid('debtor_id').references(() => debtors.id),
    paymentDate: date('payment_date').notNull(),
    currency: char('currency', { length: 3, enum: CURRENCIES }).notNull(),
    amount: money('amount').notNull(),
    paymentReference: text('payment_reference').notNull(),
    /** `direct`: the debtor paid the client, who reported it (registerdirectpayment). */
    channel: text('channel', { enum: ['bankgiro', 'swish', 'direct', 'other'] }).notNull(),
    allocatedFees: money('allocated_fees').notNull().default(0),
    allocatedInterest: money('allocated_interest').notNull().default(0),
    allocatedPrincipal: money('allocated_principal').notNull().default(0),
    allocatedCredit: money('allocated_credit').notNull().default(0),
    /**
     * The payment's own identity where it has one, so it is never registered twice: a bank's id of
     * the transaction, or `direct:<client guid>:<client's payment reference>`.
     */
    externalId: text('external_id').unique(),
    /** The invoice of the invoice ledger it paid, when its reference was the invoice's. */
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    /** Who registered it by hand: a client's user, a client system or a member of staff. */
    registeredBy: uuid('registered_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** The Bankgirot file it came in (`payment_files.sha256`; that row is written after its payments). */
    paymentFileSha256: text('payment_file_sha256'),
    /** The payer as the bank's file names them (name and address), when it does. */
    payer: text('payer'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_debtor_idx').on(t.debtorId, t.paymentDate),
    index('payments_case_idx').on(t.caseId),
    index('payments_invoice_idx').on(t.invoiceId),
    // The back office's search finds a payment by its amount.
    index('payments_amount_idx').on(t.amount),
  ],
);

/**
 * Bankgirot payment files (BgMax) as they arrived, kept whole: imported, or refused with the reason.
 * The same file twice is one row (its SHA-256); its payments are kept from registering twice by
 * `payments.external_id`.
 */
export const paymentFiles = pgTable('payment_files', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  guid: guid(),
  sha256: text('sha256').notNull().unique(),
  fileName: text('file_name').notNull(),
  content: bytea('content').notNull(),
  status: text('status', { enum: ['imported', 'refused'] }).notNull(),
  /** Why a refused file was refused, with its line (the parser's English). */
  reason: text('reason'),
  /** The refusal as a code the back office translates, with the line or the bankgiro it names. */
  refusal: text('refusal', { enum: ['Unreadable', 'WrongBankgiro'] }),
  refusalLine: integer('refusal_line'),
  refusalBankgiro: text('refusal_bankgiro'),
  /** Where it came from: `inbox`, or a person's upload. */
  source: text('source').notNull(),
  createdAt: createdAt(),
});

/** Archive documents: letters and notices as PDFs, kept in the database. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    guid: guid(),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'cascade' }),
    debtorId: uuid('debtor_id').references(() => debtors.id),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    /** Set on the client's own documents (reports); case and invoice documents reach it through those. */
    clientId: uuid('client_id').references(() => clients.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull().default('application/pdf'),
    language: text('language').notNull().default('sv'),
    /** 0 while `letter` waits to be rendered. */
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content'),
    /**
     * What a letter shows (letters/letter.ts's LetterInput), while its PDF is still to be rendered: made
     * on its first use or in the background (letters/pending-letters.ts), then null, the PDF in `content`.
     */
    letter: jsonb('letter').$type<Record<string, unknown>>(),
    /** A letter of a step a late payment undid: withdrawn, shown so to the debtor and staff. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_case_idx').on(t.caseId),
    index('documents_debtor_idx').on(t.debtorId),
    index('documents_invoice_idx').on(t.invoiceId),
    index('documents_letter_pending_idx').on(t.id).where(sql`${t.letter} is not null`),
  ],
);

/** Reports produced for a client (settlement statements, case status reports), each a document. */
export const producedReports = pgTable(
  'produced_reports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    guid: guid(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    kind: text('kind', { enum: ['settlement', 'caseStatus', 'delivery'] }).notNull(),
    format: text('format', { enum: ['pdf', 'csv'] }).notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('produced_reports_period_idx').on(t.clientId, t.kind, t.format, t.periodStart)],
);

export const paymentPlans = pgTable(
  'payment_plans',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    guid: guid(),
    debtorId: uuid('debtor_id')
      .notNull()
      .references(() => debtors.id),
    status: text('status', { enum: PLAN_STATUSES }).notNull(),
    currency: char('currency', { length: 3, enum: CURRENCIES }).notNull(),
    principal: money('principal').notNull(),
    interest: money('interest').notNull(),
    fees: money('fees').notNull(),
    total: money('total').notNull(),
    months: integer('months').notNull(),
    monthlyAmount: money('monthly_amount').notNull(),
    /** Effective annual rate in basis points of a percent (1296 = 12.96 %). */
    effectiveRateBp: integer('effective_rate_bp').notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    termsFigures: jsonb('terms_figures'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    decisionNote: text('decision_note'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_plans_debtor_idx').on(t.debtorId)],
);

export const paymentPlanCases = pgTable(
  'payment_plan_cases',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => paymentPlans.id, { onDelete: 'cascade' }),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id),
    /** The case's place in the order the plan pays its cases (domain `planCaseOrder`), from 0. */
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.planId, t.caseId] }), index('payment_plan_cases_case_idx').on(t.caseId)],
);

export const instalments = pgTable(
  'instalments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    planId: uuid('plan_id')
      .notNull()
      .references(() => paymentPlans.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    dueDate: date('due_date').notNull(),
    amount: money('amount').notNull(),
    paid: money('paid').notNull().default(0),
    status: text('status', { enum: INSTALMENT_STATUSES }).notNull(),
    /** The instalment's split over the plan's cases, in the order paid; parts in minor units add up to `amount`. */
    split: jsonb('split').$type<{ caseId: string; amount: number }[]>().notNull().default([]),
    /** The OCR reference the instalment's notice is paid with; a payment with it is the plan's. */
    ocrReference: text('ocr_reference').unique(),
  },
  (t) => [uniqueIndex('instalments_plan_seq_idx').on(t.planId, t.sequence)],
);

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    guid: guid(),
    /** The thread id used by the gateway's getmessages call. */
    threadGuid: uuid('thread_guid').notNull().unique().default(sql`gen_random_uuid()`),
    kind: text('kind', { enum: ['collection', 'ledgerCustomer'] })
      .notNull()
      .default('collection'),
    /** Whom the provider talks with in this thread: the debtor, or a client's users. */
    party: text('party', { enum: ['debtor', 'client'] })
      .notNull()
      .default('debtor'),
    /** Null only in a client's thread about no case (migration 0034). */
    debtorId: uuid('debtor_id').references(() => debtors.id),
    caseId: uuid('case_id').references(() => cases.id),
    /** The client of a client's thread, or of a debtor's thread the provider shares with the client. */
    clientId: uuid('client_id').references(() => clients.id),
    customerId: uuid('customer_id').references(() => customers.id),
    sharedWithClient: boolean('shared_with_client').notNull().default(false),
    subject: text('subject').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the debtor last read the conversation: the provider's replies since are unread to them. */
    debtorReadAt: timestamp('debtor_read_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversations_debtor_idx').on(t.debtorId),
    index('conversations_client_idx').on(t.clientId, t.updatedAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    guid: guid(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['debtor', 'client', 'provider'] }).notNull(),
    authorAccountId: uuid('author_account_id').references(() => accounts.id),
    subject: text('subject'),
    body: text('body').notNull(),
    email: text('email'),
    cellularPhone: text('cellular_phone'),
    createdAt: createdAt(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

/**
 * A file attached to a debtor's message; its bytes are in `attachment_chunks`. Without a message it
 * is pending: written while its message is being stored, and deleted if that fails
 * (docs/decisions/003-attachment-storage.md).
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    guid: guid(),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    /** Or an objection's: the debtor's (`objection_part` 'objection') or the client's answer's ('answer'). */
    objectionId: uuid('objection_id').references((): AnyPgColumn => objections.id, { onDelete: 'cascade' }),
    objectionPart: text('objection_part', { enum: ['objection', 'answer'] }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachments_message_idx').on(t.messageId),
    index('attachments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.messageId} is null and ${t.objectionId} is null`),
    index('attachments_objection_idx').on(t.objectionId).where(sql`${t.objectionId} is not null`),
  ],
);

/** An attachment's bytes in order, a few hundred kilobytes a row, so no statement holds a whole file. */
export const attachmentChunks = pgTable(
  'attachment_chunks',
  {
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attachmentId, t.seq] })],
);

/** Who did what, when: logins, changes of contact details, plan decisions, address look-ups. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    debtorId: uuid('debtor_id').references(() => debtors.id, { onDelete: 'set null' }),
    /** A client system's call: the API key it used. */
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    ipAddress: text('ip_address'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_debtor_idx').on(t.debtorId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    // A case's timeline in the back office: its entries by entity and id.
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
  ],
);

/**
 * The Riksbank's reference rate (referensränta), in force from `validFrom` until the next row's
 * date; late-payment interest is this rate plus a case's margin over each period (räntelagen 9 §).
 */
export const referenceRates = pgTable(
  'reference_rates',
  {
    validFrom: date('valid_from').primaryKey(),
    rateBp: integer('rate_bp').notNull(),
    /** Where the rate was taken from: the Riksbank's publication, or what the admin who entered it named. */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('reference_rates_half_year', sql`to_char(${t.validFrom}, 'MM-DD') in ('01-01', '07-01')`)],
);

/**
 * Each step the collection process took, once: a case's, an invoice's or an instalment's
 * (`subject_id`). Unique per subject, action and the date the step fell due, so a day run twice,
 * or by two workers at once, takes every step once.
 */
export const processActions = pgTable(
  'process_actions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    subjectKind: text('subject_kind', { enum: ['case', 'invoice', 'instalment', 'plan'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** The case the step concerns, for a case's timeline (an instalment's plan's case, an invoice's case). */
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    /** The day the step fell due by the rules; with subject and action, its identity. */
    dueOn: date('due_on').notNull(),
    /** The business day the step was taken. */
    takenOn: date('taken_on').notNull(),
    documentId: uuid('document_id').references(() => documents.id),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** A payment dated before the step, registered after it, made it unnecessary: undone then. */
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('process_actions_step_idx').on(t.subjectId, t.action, t.dueOn),
    index('process_actions_case_idx').on(t.caseId, t.takenOn),
    index('process_actions_taken_idx').on(t.takenOn, t.action),
  ],
);

/** A business day of the process: run once, in order, its cases split into chunks any worker may take. */
export const engineDays = pgTable('engine_days', {
  businessDate: date('business_date').primaryKey(),
  status: text('status', { enum: ['running', 'done'] }).notNull(),
  chunkCount: integer('chunk_count').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** What the day did: counts per action. */
  summary: jsonb('summary').$type<Record<string, number>>().notNull().default({}),
});

/** A chunk of a day's cases; a worker holds it under a lease, and a lapsed lease lets another take it over. */
export const engineChunks = pgTable(
  'engine_chunks',
  {
    businessDate: date('business_date')
      .notNull()
      .references(() => engineDays.businessDate, { onDelete: 'cascade' }),
    chunk: integer('chunk').notNull(),
    status: text('status', { enum: ['pending', 'running', 'done'] }).notNull(),
    worker: text('worker'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    summary: jsonb('summary').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.businessDate, t.chunk] })],
);

/**
 * A client's webhook endpoint (Standard Webhooks 1.0, docs/webhooks.md): where its events are sent, which
 * types it wants (none named: all), and its signing secret; during a rotation's overlap the previous
 * secret signs too, until `previous_secret_until`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    guid: guid(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().notNull().default(sql`'{}'`),
    enabled: boolean('enabled').notNull().default(true),
    /** Why it was disabled: by a user, the endpoint answered 410 Gone, or it failed for three days. */
    disabledReason: text('disabled_reason', { enum: ['byUser', 'gone', 'failing'] }),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    /** The first failed attempt since the last success. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_client_idx').on(t.clientId)],
);

/** The outbox: an event of a client, recorded in the transaction of the change (`record_webhook_event`). */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    /** `msg_…`, the `webhook-id` of every delivery of it. */
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<WebhookEventBody>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_events_client_idx').on(t.clientId, t.createdAt)],
);

/** One event to one endpoint, until it succeeded or failed for good; a replay adds another. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    eventSeq: bigint('event_seq', { mode: 'number' }).notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** Deliveries of one key (the case) to one endpoint go in the events' order; null: no order. */
    orderingKey: uuid('ordering_key'),
    status: text('status', { enum: ['pending', 'delivering', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.endpointId, t.nextAttemptAt, t.eventSeq)
      .where(sql`${t.status} IN ('pending', 'delivering')`),
    index('webhook_deliveries_order_idx')
      .on(t.orderingKey, t.endpointId, t.eventSeq, t.id)
      .where(sql`${t.status} IN ('pending', 'delivering')`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_event_idx').on(t.eventId),
  ],
);

/** Each attempt of a delivery: when, how long, what the endpoint answered (at most 1 KB of it). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    responseBody: text('response_body'),
  },
  (t) => [
    index('webhook_attempts_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_attempts_delivery_idx').on(t.deliveryId),
  ],
);

/**
 * A debtor's objection to a case's claim (docs/domain.md#objections-and-postponements): open, it holds
 * the case; `status_before` is the status the case had when the objection made it `Disputed` (null when
 * the case kept its own, as at Kronofogden); the client's (or the provider's, for the client) answer.
 */
export const objections = pgTable(
  'objections',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    guid: guid(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    debtorId: uuid('debtor_id')
      .notNull()
      .references(() => debtors.id, { onDelete: 'cascade' }),
    status: text('status', { enum: OBJECTION_STATUSES }).notNull().default('open'),
    scope: text('scope', { enum: OBJECTION_SCOPES }).notNull(),
    disputedAmount: money('disputed_amount'),
    ground: text('ground', { enum: OBJECTION_GROUNDS }).notNull(),
    text: text('text').notNull(),
    statusBefore: text('status_before', { enum: CASE_STATUSES }),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull().defaultNow(),
    filedOn: date('filed_on').notNull(),
    /** Filed while the case was with Kronofogden: Kronofogden must be told (`kronofogden_notice_filed_on` once it was). */
    kronofogdenNotice: boolean('kronofogden_notice').notNull().default(false),
    kronofogdenNoticeFiledOn: date('kronofogden_notice_filed_on'),
    answer: text('answer', { enum: OBJECTION_ANSWERS }),
    answerReason: text('answer_reason'),
    creditedAmount: money('credited_amount'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredOn: date('answered_on'),
    answeredBy: text('answered_by', { enum: ['client', 'provider'] }),
    answeredByAccountId: uuid('answered_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    answeredByApiKeyId: uuid('answered_by_api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('objections_one_open_idx').on(t.caseId).where(sql`${t.status} = 'open'`),
    index('objections_case_idx').on(t.caseId, t.filedAt),
    index('objections_debtor_idx').on(t.debtorId, t.filedAt),
    index('objections_open_idx').on(t.filedAt).where(sql`${t.status} = 'open'`),
  ],
);

/**
 * A debtor's request for more time on a case (anstånd): approved at once within the policy, otherwise
 * pending a handler; approved, it holds the case until its new due date. One standing request a case.
 */
export const postponements = pgTable(
  'postponements',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    guid: guid(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    debtorId: uuid('debtor_id')
      .notNull()
      .references(() => debtors.id, { onDelete: 'cascade' }),
    status: text('status', { enum: POSTPONEMENT_STATUSES }).notNull(),
    previousDueDate: date('previous_due_date').notNull(),
    newDueDate: date('new_due_date').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByAccountId: uuid('decided_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    uniqueIndex('postponements_one_standing_idx').on(t.caseId).where(sql`${t.status} <> 'rejected'`),
    index('postponements_case_idx').on(t.caseId, t.requestedAt),
    index('postponements_pending_idx').on(t.requestedAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** The client's credits on a case's claim (a credit line of the ledger, domain `LedgerCredit`). */
export const caseCredits = pgTable(
  'case_credits',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    creditDate: date('credit_date').notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    objectionId: uuid('objection_id').references(() => objections.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('case_credits_case_idx').on(t.caseId, t.creditDate),
    check('case_credits_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A client's call with an `Idempotency-Key` (objections' answers, pause, resume, recall, credit): the
 * same key again answers what the first call answered; with another request it is refused.
 */
export const clientRequests = pgTable(
  'client_requests',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.idempotencyKey] })],
);

/**
 * A letter, or a notification, on its way to a debtor (migration 0030, docs/delivery.md), or a notice to a
 * client's user (`accountId`, migration 0035): recorded in the transaction that made it (the outbox), sent
 * by the delivery worker under a lease, every attempt kept. Exactly one of `debtorId` and `accountId` is set.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    guid: guid(),
    debtorId: uuid('debtor_id').references(() => debtors.id),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'cascade' }),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'set null' }),
    purpose: text('purpose', { enum: ['letter', 'notification'] }).notNull(),
    notification: text('notification'),
    payload: jsonb('payload').$type<Record<string, string>>().notNull().default({}),
    channel: text('channel', { enum: DELIVERY_CHANNELS }),
    address: text('address'),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    externalId: text('external_id'),
    printDay: date('print_day'),
    postedOn: date('posted_on'),
    sentOn: date('sent_on'),
    deliveredOn: date('delivered_on'),
    failureReason: text('failure_reason'),
    replaces: bigint('replaces', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deliveries_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} in ('pending', 'sending')`),
    index('deliveries_queued_idx').on(t.id).where(sql`${t.status} = 'queued'`),
    index('deliveries_document_idx').on(t.documentId),
    index('deliveries_debtor_idx').on(t.debtorId, t.id),
    index('deliveries_account_idx').on(t.accountId, t.id).where(sql`${t.accountId} is not null`),
    index('deliveries_case_idx').on(t.caseId, t.id),
    index('deliveries_print_day_idx').on(t.printDay).where(sql`${t.printDay} is not null`),
    index('deliveries_external_idx').on(t.channel, t.externalId).where(sql`${t.externalId} is not null`),
    index('deliveries_trouble_idx').on(t.updatedAt).where(sql`${t.status} in ('failed', 'returned', 'dead')`),
    // Migration 0031: an instalment's three-day reminder is recorded once per channel.
    uniqueIndex('deliveries_instalment_due_soon_once')
      .on(sql`(${t.payload}->>'instalmentId')`, t.channel)
      .where(sql`${t.notification} = 'instalmentDueSoon'`),
  ],
);

/** One attempt of a delivery: when, by which channel, how it ended. */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: DELIVERY_CHANNELS }).notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome').notNull(),
    detail: text('detail'),
  },
  (t) => [index('delivery_attempts_delivery_idx').on(t.deliveryId, t.id)],
);

/** A day's print file for the print-and-mail house (delivery/print-file.ts). */
export const printFiles = pgTable('print_files', {
  day: date('day').primaryKey(),
  status: text('status', { enum: ['writing', 'written'] })
    .notNull()
    .default('writing'),
  directory: text('directory').notNull(),
  letters: integer('letters').notNull().default(0),
  pages: integer('pages').notNull().default(0),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  manifestSha256: text('manifest_sha256'),
  createdAt: createdAt(),
  writtenAt: timestamp('written_at', { withTimezone: true }),
});

/**
 * A debtor's switch for one notification event on one channel (migration 0031, docs/delivery.md#notifications);
 * no row is off: nothing is sent until the debtor turns it on.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    debtorId: uuid('debtor_id')
      .notNull()
      .references(() => debtors.id, { onDelete: 'cascade' }),
    event: text('event', { enum: NOTIFICATION_EVENTS }).notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'notification_preferences_pk', columns: [t.debtorId, t.event, t.channel] })],
);

/**
 * A code sent to verify a debtor's e-mail address or phone (migration 0031): only its SHA-256 is kept; the
 * address is verified while it is still the debtor's and a code sent to exactly it was confirmed.
 */
export const contactVerifications = pgTable(
  'contact_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    debtorId: uuid('debtor_id')
      .notNull()
      .references(() => debtors.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    address: text('address').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_verifications_debtor_idx').on(t.debtorId, t.channel, t.id),
    index('contact_verifications_address_idx').on(t.address, t.createdAt),
  ],
);
