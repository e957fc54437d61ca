/** A client as its own users and systems see it: the client, its users and its API keys. */
import type { Client, ClientUser, creditorsOfClientByName } from '../db/repositories/clients.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The client with its policies and its creditors. */
export function clientForClient(row: Client, own: Awaited<ReturnType<typeof creditorsOfClientByName>>) {
  return {
    clientGuid: row.guid,
    clientNumber: row.clientNumber,
    name: row.name,
    orgNumber: row.orgNumber,
    settlementBankgiro: row.settlementBankgiro,
    email: row.email,
    phone: row.phone,
    policies: { reminderFeeAgreed: row.reminderFeeAgreed, autoApprovePlans: row.autoApprovePlans },
    creditors: own,
  };
}

/** A user of the client, and whether their invitation still waits. */
export function userForClient(row: ClientUser) {
  return {
    userGuid: row.userGuid ?? '',
    username: row.username,
    displayName: row.displayName ?? '',
    email: row.email,
    role: row.role ?? 'readOnly',
    disabled: row.disabled ?? false,
    invitationPending: row.invitationHash !== null,
    lastLoginAt: iso(row.lastLoginAt),
    createdAt: iso(row.createdAt) ?? '',
  };
}

/** An API key of the client, without its secret. */
export function apiKeyForClient(row: {
  apiKeyGuid: string;
  name: string;
  prefix: string;
  scope: 'read' | 'readWrite';
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
  };
}
