import { z } from 'zod';
import { balanceDay } from './cases.ts';
import { currency, minorUnits } from './money.ts';

export const address = z.object({
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
});

/** One entry of GetDebtorDetailsResult.Debtors.Debtor. */
export const debtorEntry = z.object({
  DebtorGuid: z.string(),
  IsCompany: z.boolean(),
  JuridicalType: z.enum(['Person', 'Company']),
  Name: z.string(),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  CompanyName: z.string().nullable(),
  /** Personnummer or organisationsnummer, masked (`YYYYMMDD-XXXX`). */
  MaskedIdentityNumber: z.string(),
  Email: z.string().nullable(),
  CellularPhone: z.string().nullable(),
  HomePhone: z.string().nullable(),
  WorkPhone: z.string().nullable(),
  Language: z.string().nullable(),
  Address: address.nullable(),
  ActiveCases: z.number().int(),
  InactiveCases: z.number().int(),
});
export type DebtorEntry = z.infer<typeof debtorEntry>;

/** POST /api/soap/getCurrentDebtorDetails. */
export const debtorDetailsResponse = z.object({
  GetDebtorDetailsResult: z.object({
    Debtors: z.object({ Debtor: z.array(debtorEntry) }),
  }),
});
export type DebtorDetailsResponse = z.infer<typeof debtorDetailsResponse>;

export const creditorSetting = z.object({
  creditorGuid: z.string(),
  name: z.string(),
  phone: z.string(),
  bankgiro: z.string(),
  swishPayee: z.string().nullable(),
  planMinMonths: z.number().int(),
  planMaxMonths: z.number().int(),
  planMinMonthlyMinor: minorUnits,
});
export type CreditorSetting = z.infer<typeof creditorSetting>;

/** GET /api/extgwapi/api/debtoraccess/settings. */
export const creditorSettingsResponse = z.object({
  data: z.object({ creditorSettings: z.array(creditorSetting) }),
});

export const debtTotal = z.object({
  currency,
  remainingPrincipal: minorUnits,
  remainingInterest: minorUnits,
  remainingFees: minorUnits,
  /** Left to pay on open invoices (the invoice ledger), which are no collection cases. */
  remainingInvoices: minorUnits,
  /** principal + interest + fees (fees include the statutory costs) + open invoices. */
  total: minorUnits,
  activeCases: z.number().int(),
  openInvoices: z.number().int(),
});
export type DebtTotal = z.infer<typeof debtTotal>;

/** POST /api/soap/getDebtorSummary: the total debt, one entry per currency. */
/** POST /api/soap/getDebtorSummary: an empty body, or the day of the balances (`asOf`, today by default). */
export const debtorSummaryRequest = z.object({ asOf: balanceDay.optional() });

export const debtorSummaryResponse = z.object({
  /** The day the totals are for. */
  asOf: z.string(),
  totals: z.array(debtTotal),
  activeCases: z.number().int(),
  inactiveCases: z.number().int(),
});
export type DebtorSummaryResponse = z.infer<typeof debtorSummaryResponse>;
