import { CASE_LETTER_KINDS, CASE_SERVICES, FEE_TYPES, STATUS_DISPLAY_GROUPS } from '@fordra/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/**
 * The translated names of a case's status group, service, fee types and document kinds. A value the
 * catalogue does not know (a newer server) is shown as it came rather than as a missing key.
 */
export function useCaseLabels() {
  const { t } = useTranslation('cases');
  return useMemo(
    () => ({
      status: (group: string) => (isOneOf(STATUS_DISPLAY_GROUPS, group) ? t(`status.${group}`) : group),
      service: (service: string) => (isOneOf(CASE_SERVICES, service) ? t(`service.${service}`) : service),
      feeType: (type: string) => (isOneOf(FEE_TYPES, type) ? t(`feeType.${type}`) : type),
      documentKind: (kind: string, title: string) =>
        isOneOf(CASE_LETTER_KINDS, kind) ? t(`documentKind.${kind}`) : title,
    }),
    [t],
  );
}
