import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../shared/api/api-error.ts';

/** Codes found in the browser only, while reading a CSV file. */
const localCodes = [
  'CreditorRequired',
  'UnknownCreditor',
  'UnknownDebtorType',
  'DuplicateReference',
  'ColumnCount',
] as const;
type LocalCode = (typeof localCodes)[number];
const isLocalCode = (code: string): code is LocalCode => (localCodes as readonly string[]).includes(code);

/** Where the general message of a code says less than this form can: the field tells what was meant. */
const specific = {
  'claim.principal:InvalidAmount': 'issue.amount',
  'claim.reminderFee:InvalidAmount': 'issue.reminderFee',
  'claim.reminderFee:InvalidFilter': 'issue.reminderFeeNotAgreed',
  'claim.invoiceDate:DatesOutOfOrder': 'issue.invoiceDateFuture',
  'claim.dueDate:DatesOutOfOrder': 'issue.dueDate',
  'claim.reminderFeeDate:DatesOutOfOrder': 'issue.reminderFeeDate',
  'creditorGuid:FieldRequired': 'issue.CreditorRequired',
} as const;

/** The words for what is wrong with a field (a draft's path) of a case: its own, or the code's general ones. */
export function useIssueMessage(): (field: string, code: string) => string {
  const { t } = useTranslation(['creditor-register', 'errors']);
  return useCallback(
    (field, code) => {
      const key = specific[`${field}:${code}` as keyof typeof specific];
      if (key) return t(key);
      if (isLocalCode(code)) return t(`issue.${code}`);
      return t(errorMessageKey(code), { countryCode: '+46' });
    },
    [t],
  );
}
