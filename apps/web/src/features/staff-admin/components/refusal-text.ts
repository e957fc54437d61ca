import type { PaymentFileRefusal } from '@fordra/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A refused payment file's reason in the reader's language, from its code; null for a file refused
 * before codes were kept, whose reason is only the parser's English.
 */
export function useRefusalText() {
  const { t } = useTranslation('staff-admin');
  return useCallback(
    (refusal: PaymentFileRefusal | null): string | null => {
      if (!refusal) return null;
      if (refusal.code === 'WrongBankgiro')
        return t('files.refusal.WrongBankgiro', { bankgiro: refusal.bankgiro ?? '' });
      return refusal.line === null
        ? t('files.refusal.Unreadable')
        : t('files.refusal.UnreadableAt', { line: refusal.line });
    },
    [t],
  );
}
