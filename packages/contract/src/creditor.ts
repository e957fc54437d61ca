/**
 * The gateway as the provider's clients use it: the client, its users and API keys, the cases it
 * handed over, and handing over a new one (docs/spec-coverage.md#gateway-calls).
 */
import { CASE_STATUSES } from '@fordra/domain';
import { z } from 'zod';
import { newPassword } from './auth.ts';
import { caseStatus, caseStatusGroup, statusGroupFilter } from './case-status.ts';
import { balanceDay, caseDetails, guid, historyDocument, registeredPayment } from './cases.ts';
import { languages } from './languages.ts';
import { letterDeliveryProof } from './letter-deliveries.ts';
import { isoDate, listQuery, listResponse, periodQuery, searchText } from './lists.ts';
import { currency, minorUnits, requestCurrency } from './money.ts';

export const clientRole = z.enum(['admin', 'user', 'readOnly'], { error: 'InvalidFilter' });
export const apiKeyScope = z.enum(['read', 'readWrite'], { error: 'InvalidFilter' });

export const clientCreditor = z.object({
  creditorGuid: guid,
  name: z.string(),
  orgNumber: z.string(),
});

export const client = z.object({
  clientGuid: guid,
  clientNumber: z.string(),
  name: z.string(),
  orgNumber: z.string(),
  settlementBankgiro: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  policies: z.object({
    reminderFeeAgreed: z.boolean(),
    autoApprovePlans: z.boolean(),
  }),
  creditors: z.array(clientCreditor),
});
export const clientsQuery = listQuery(['name', 'clientNumber']);
export const clientsResponse = listResponse(client);

export const clientUser = z.object({
  userGuid: guid,
  username: z.string().nullable(),
  displayName: z.string(),
  email: z.string().nullable(),
  role: clientRole,
  disabled: z.boolean(),
  /** True until an invited user has set a password. */
  invitationPending: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});

/** The caller: a client's signed-in user, or a client system with the name and scope of its key. */
export const currentUserResponse = z.object({
  kind: z.enum(['user', 'apiKey']),
  user: clientUser.nullable(),
  apiKey: z.object({ name: z.string(), scope: apiKeyScope }).nullable(),
  client: z.object({ clientGuid: guid, name: z.string() }),
  /** What the caller may do: read only, or change data as well; admins also manage users and keys. */
  canWrite: z.boolean(),
  isAdmin: z.boolean(),
});

export const usersQuery = listQuery(['displayName', 'username', 'role', 'createdAt', 'lastLoginAt']).extend({
  q: searchText,
  role: clientRole.optional(),
});
export const usersResponse = listResponse(clientUser);

const name = z
  .string({ error: 'FieldRequired' })
  .trim()
  .min(1, { error: 'FieldRequired' })
  .max(100, { error: 'FieldTooLong' });

export const inviteUserRequest = z.object({
  username: z
    .string({ error: 'FieldRequired' })
    .trim()
    .min(3, { error: 'FieldRequired' })
    .max(60, { error: 'FieldTooLong' })
    .regex(/^[A-Za-z0-9._@-]+$/, { error: 'BadRequest' }),
  displayName: name,
  email: z
    .string({ error: 'FieldRequired' })
    .trim()
    .min(1, { error: 'FieldRequired' })
    .max(200, { error: 'FieldTooLong' }),
  role: clientRole,
});
/** The invitation's link is shown once: it holds the token with which the user sets a password. */
export const invitedUserResponse = z.object({
  user: clientUser,
  invitation: z.object({ url: z.string(), expiresAt: z.string() }),
});

export const updateUserRequest = z
  .object({ role: clientRole.optional(), disabled: z.boolean().optional(), displayName: name.optional() })
  .refine((body) => Object.keys(body).length > 0, { error: 'FieldRequired' });

export const acceptInvitationRequest = z.object({
  token: z
    .string({ error: 'InvitationInvalid' })
    .min(1, { error: 'InvitationInvalid' })
    .max(200, { error: 'InvitationInvalid' }),
  password: newPassword,
});

export const apiKey = z.object({
  apiKeyGuid: guid,
  name: z.string(),
  /** The key's first characters, to recognise it by. */
  prefix: z.string(),
  scope: apiKeyScope,
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export const apiKeysResponse = z.object({ items: z.array(apiKey) });
export const createApiKeyRequest = z.object({ name, scope: apiKeyScope });
/** The key itself is in this answer only; the provider keeps its hash. */
export const createdApiKeyResponse = z.object({ apiKey, key: z.string() });

// ---- Cases ----------------------------------------------------------------

export const CASE_SORT_KEYS = [
  'registrationDate',
  'caseNumber',
  'dueDate',
  'remainingAmount',
  'originalPrincipal',
  'status',
  'debtorName',
] as const;

export const casesQuery = listQuery(CASE_SORT_KEYS)
  .extend(periodQuery.shape)
  .extend({
    /** Case number, OCR reference or identity number; or the beginning of a reference, invoice number or debtor name. */
    q: searchText,
    status: z.enum(CASE_STATUSES, { error: 'InvalidFilter' }).optional(),
    statusGroup: statusGroupFilter.optional(),
    creditorGuid: guid.optional(),
  });

/** GET /cases/export: the list's filters and order, and the CSV header's kind and language. */
export const casesExportQuery = casesQuery.omit({ page: true, pageSize: true }).extend({
  header: z.enum(['keys', 'labels'], { error: 'InvalidFilter' }).optional(),
  language: z.enum(languages, { error: 'InvalidFilter' }).optional(),
});

/** A case in a client's list (`cases`), amounts as of today. */
export const creditorCaseItem = z.object({
  caseGuid: guid,
  caseNumber: z.string(),
  ocrReference: z.string(),
  clientReference: z.string().nullable(),
  status: caseStatus,
  statusGroup: caseStatusGroup,
  isActive: z.boolean(),
  service: z.string(),
  creditor: z.object({ creditorGuid: guid, name: z.string() }),
  debtor: z.object({
    debtorGuid: guid,
    name: z.string(),
    identityNumber: z.string(),
    kind: z.enum(['person', 'company']),
  }),
  invoiceNumber: z.string(),
  registrationDate: isoDate,
  dueDate: isoDate,
  currency,
  originalPrincipal: minorUnits,
  paidSum: minorUnits,
  remainingAmount: minorUnits,
});
export const creditorCasesResponse = listResponse(creditorCaseItem);

// ---- Handing over a case --------------------------------------------------

const optionalText = (max: number) => z.string().trim().max(max, { error: 'FieldTooLong' }).optional();
const requiredText = (max: number) =>
  z
    .string({ error: 'FieldRequired' })
    .trim()
    .min(1, { error: 'FieldRequired' })
    .max(max, { error: 'FieldTooLong' });
const positiveAmount = z
  .number({ error: 'InvalidAmount' })
  .int({ error: 'InvalidAmount' })
  .positive({ error: 'InvalidAmount' })
  .max(100_000_000_000, { error: 'InvalidAmount' });

export const registrationAddress = z.object({
  careOf: optionalText(100),
  street: requiredText(100),
  postalCode: z
    .string({ error: 'FieldRequired' })
    .trim()
    .regex(/^\d{3} ?\d{2}$/, { error: 'InvalidPostalCode' }),
  city: requiredText(60),
  country: z.literal('SE', { error: 'BadRequest' }).default('SE'),
});

export const registerCollectionCaseRequest = z.object({
  /** The client's own reference: the same reference twice answers the first case. */
  clientReference: requiredText(50),
  creditorGuid: guid.optional(),
  debtor: z.object({
    kind: z.enum(['person', 'company'], { error: 'InvalidFilter' }),
    /** Personnummer or organisationsnummer, with valid check digits. */
    identityNumber: z.string({ error: 'InvalidIdentityNumber' }).max(20, { error: 'InvalidIdentityNumber' }),
    firstName: optionalText(60),
    lastName: optionalText(60),
    companyName: optionalText(120),
    address: registrationAddress,
    email: optionalText(200),
    cellularPhone: optionalText(30),
  }),
  claim: z.object({
    principal: positiveAmount,
    currency: requestCurrency,
    invoiceNumber: requiredText(40),
    invoiceDate: isoDate,
    dueDate: isoDate,
    description: requiredText(200),
    /** Fees already charged by the client, e.g. a reminder fee the debtor agreed to. */
    fees: z
      .array(
        z.object({
          type: z.enum(['reminder'], { error: 'InvalidFilter' }),
          amount: positiveAmount,
          date: isoDate,
        }),
      )
      .max(5)
      .default([]),
  }),
});

export const registeredCaseResponse = z.object({
  caseGuid: guid,
  caseNumber: z.string(),
  ocrReference: z.string(),
  bankgiro: z.string(),
  status: caseStatus,
  /** False when this answers an earlier registration of the same reference or key. */
  created: z.boolean(),
});

// ---- A case as the client sees it -----------------------------------------

export const timelineEvent = z.object({
  date: isoDate,
  /** `registered`, `fee`, `payment`, `letter`, `plan`, `closed`. */
  kind: z.enum(['registered', 'fee', 'payment', 'letter', 'plan', 'closed']),
  /** What happened: the fee type, the letter's kind, the plan's status, the status the case closed in. */
  detail: z.string(),
  amount: minorUnits.nullable(),
});

/** `getcasedetails`'s query: the day of the case's balance (`asOf`, today by default). */
export const balanceDayQuery = z.object({ asOf: balanceDay.optional() }).strict();

export const creditorCaseDetailsResponse = z.object({
  /** The day the case's balance is for. */
  asOf: z.string(),
  case: caseDetails,
  clientReference: z.string().nullable(),
  creditorGuid: guid,
  debtor: z.object({
    debtorGuid: guid,
    kind: z.enum(['person', 'company']),
    name: z.string(),
    identityNumber: z.string(),
    address: z
      .object({
        careOf: z.string().nullable(),
        street: z.string(),
        postalCode: z.string(),
        city: z.string(),
        country: z.string(),
      })
      .nullable(),
    email: z.string().nullable(),
    cellularPhone: z.string().nullable(),
  }),
  payments: z.array(registeredPayment.extend({ channel: z.string() })),
  /** Each letter with its delivery by every channel it went by, and their attempts: proof in a dispute. */
  documents: z.array(historyDocument.extend({ deliveries: z.array(letterDeliveryProof) })),
  /** Oldest first. */
  timeline: z.array(timelineEvent),
});

// ---- Checking a debtor's address before handing over a case --------------

/** The population register's answer for a person (`check/address/{ssn}`). */
export const addressCheckAnswer = z.object({
  personalNumber: z.string(),
  name: z.string(),
  /** Protected identity: the register gives out no address. */
  protected: z.boolean(),
  address: z
    .object({ careOf: z.string().nullable(), street: z.string(), postalCode: z.string(), city: z.string() })
    .nullable(),
  updatedOn: z.string(),
});
export type AddressCheckAnswer = z.infer<typeof addressCheckAnswer>;
