import { CASE_LETTER_KINDS, CASE_SERVICES, CASE_STATUSES, FEE_TYPES, PLAN_STATUSES } from '@fordra/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Where a payment came in from, as the server names it. */
export const PAYMENT_CHANNELS = ['bankgiro', 'swish', 'direct', 'other'] as const;

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/**
 * The words for what the server names by key: a service, fee type, letter, payment channel, plan
 * status or case status. A value the catalogue does not know (a newer server) is shown as it came.
 */
export function useCaseWords() {
  const { t } = useTranslation(['creditor-cases', 'creditor']);
  return useMemo(
    () => ({
      service: (value: string) => (isOneOf(CASE_SERVICES, value) ? t(`service.${value}`) : value),
      feeType: (value: string) => (isOneOf(FEE_TYPES, value) ? t(`feeType.${value}`) : value),
      letter: (value: string) => (isOneOf(CASE_LETTER_KINDS, value) ? t(`letter.${value}`) : value),
      channel: (value: string) => (isOneOf(PAYMENT_CHANNELS, value) ? t(`channel.${value}`) : value),
      planStatus: (value: string) => (isOneOf(PLAN_STATUSES, value) ? t(`planStatus.${value}`) : value),
      caseStatus: (value: string) => (isOneOf(CASE_STATUSES, value) ? t(`creditor:status.${value}`) : value),
    }),
    [t],
  );
}
