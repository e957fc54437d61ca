/** The signed-in debtor as their own portal shows them (`DebtorEntry`). */
import type { DebtorEntry } from '@fordra/contract';
import { debtorDisplayName, maskOrganisationNumber, maskPersonalNumber } from '@fordra/domain';
import type { DebtorAddressRow, DebtorRow } from '../db/repositories/debtors.ts';

/** The debtor with their address (if any) and how many of their cases are active and inactive. */
export function debtorEntryForDebtor(
  debtor: DebtorRow,
  address: DebtorAddressRow | undefined,
  counts: { active: number; inactive: number } | undefined,
): DebtorEntry {
  const isCompany = debtor.kind === 'company';
  return {
    DebtorGuid: debtor.guid,
    IsCompany: isCompany,
    JuridicalType: isCompany ? 'Company' : 'Person',
    Name: debtorDisplayName(debtor),
    FirstName: debtor.firstName,
    LastName: debtor.lastName,
    CompanyName: debtor.companyName,
    MaskedIdentityNumber: isCompany
      ? maskOrganisationNumber(debtor.identityNumber)
      : maskPersonalNumber(debtor.identityNumber),
    Email: debtor.email,
    CellularPhone: debtor.cellularPhone,
    HomePhone: debtor.homePhone,
    WorkPhone: debtor.workPhone,
    Language: debtor.language,
    Address: address
      ? {
          street: address.street,
          postalCode: address.postalCode,
          city: address.city,
          country: address.country,
        }
      : null,
    ActiveCases: counts?.active ?? 0,
    InactiveCases: counts?.inactive ?? 0,
  };
}
