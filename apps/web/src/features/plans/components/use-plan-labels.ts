import { INSTALMENT_STATUSES, type InstalmentStatus } from '@fordra/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

function isInstalmentStatus(status: string): status is InstalmentStatus {
  return (INSTALMENT_STATUSES as readonly string[]).includes(status);
}

/** An instalment's status in words; a status the web does not know yet reads as Unknown. */
export function useInstalmentStatusLabel(): (status: string) => string {
  const { t } = useTranslation('plans');
  return useCallback(
    (status) => t(`instalmentStatus.${isInstalmentStatus(status) ? status : 'Unknown'}`),
    [t],
  );
}
