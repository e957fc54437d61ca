/** A debtor as a client sees them: one with a case or an invoice of the client, and their addresses. */
import { debtorDisplayName } from '@fordra/domain';
import type { Address, Debtor } from '../db/repositories/debtors.ts';

/** An address without its kind: where the debtor lives or gets letters. */
export function addressForClient(address: Address) {
  return {
    careOf: address.careOf,
    street: address.street,
    postalCode: address.postalCode,
    city: address.city,
    country: address.country,
  };
}

/** An address of the debtor's list of addresses. */
export function listedAddressForClient(address: Address) {
  return { kind: address.kind, isPrimary: address.isPrimary, ...addressForClient(address) };
}

/** The debtor, and their guid as the client's customer if they are one. */
export function debtorForClient(debtor: Debtor, customerGuid: string | null) {
  return {
    debtorGuid: debtor.guid,
    kind: debtor.kind,
    name: debtorDisplayName(debtor),
    identityNumber: debtor.identityNumber,
    email: debtor.email,
    cellularPhone: debtor.cellularPhone,
    language: debtor.language,
    customerGuid,
  };
}
