import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { caseDetailsPath, paths } from '../../../app/paths.ts';
import { casesQueryOptions } from '../../../shared/debtor/debtor-cases.ts';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { CaseDetailsSkeleton } from '../components/case-details-skeleton.tsx';
import { mostRelevantCase } from '../most-relevant-case.ts';

/** The notice the cases list shows when "Case details" had no active case to open. */
export const NO_CURRENT_CASE_NOTICE = 'noCurrentCase';

/** "Case details" in the menu: the debtor's most relevant active case, or the cases list saying why not. */
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
  const chosen = mostRelevantCase(data.cases);
  return (
    <Navigate
      replace
      to={chosen ? caseDetailsPath(chosen.caseGuid) : `${paths.cases}?notice=${NO_CURRENT_CASE_NOTICE}`}
    />
  );
}
