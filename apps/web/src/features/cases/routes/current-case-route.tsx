import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { casesQueryOptions } from '../../../shared/debtor/debtor-cases.ts';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { CaseDetailsSkeleton } from '../components/case-details-skeleton.tsx';
import { currentCasePath } from '../most-relevant-case.ts';

/**
 * "Case details" in the menu: the debtor's most relevant active case, or the cases list saying why not.
 * Its loader leads on there once the cases are read (cases-prefetch.ts); this page does when they
 * come only after, or failed and were asked for again.
 */
export function CurrentCaseRoute() {
  const { t } = useTranslation(['cases', 'errors']);
  return (
    <QueryBoundary pending={<CaseDetailsSkeleton />} loadError={(reason) => t('loadError', { reason })}>
      <OpenCurrentCase />
    </QueryBoundary>
  );
}

function OpenCurrentCase() {
  const { data } = useSuspenseQuery(casesQueryOptions);
  return <Navigate replace to={currentCasePath(data.cases)} />;
}
