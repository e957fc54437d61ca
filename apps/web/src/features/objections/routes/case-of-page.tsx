import type { CaseDetails } from '@fordra/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { caseDetailsPath, paths } from '../../../config/paths.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { casesQueryOptions } from '../../../shared/debtor/debtor-cases.ts';
import { caseObjectionsQueryOptions } from '../../../shared/debtor/debtor-objections.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { CaseUnavailable } from '../../../shared/ui/case-unavailable.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';

/** The debtor's case a page is about, and its objections; another debtor's case, or none, is NotFound. */
export function useCaseOfPage(caseGuid: string) {
  const { data: cases } = useSuspenseQuery(casesQueryOptions);
  const { data: standing } = useSuspenseQuery(caseObjectionsQueryOptions(caseGuid));
  const item: CaseDetails | undefined = cases.cases.find((found) => found.caseGuid === caseGuid);
  if (!item) throw new ApiError(404, 'NotFound');
  return { item, standing };
}

/** While the case loads: the shape of the form. */
function FormSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Card role="status" aria-busy="true" aria-label={t('loading.page')}>
      <CardContent>
        <Skeleton variant="text" width="50%" />
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={72} sx={{ mt: 2 }} />
        ))}
      </CardContent>
    </Card>
  );
}

/**
 * A page about one of the debtor's cases (the path's `caseGuid`): the skeleton while it loads, "not
 * found" with the way back to the list, or the page `children` draws from the case.
 */
export function CasePage({ children }: { children: (caseGuid: string) => ReactNode }) {
  const { caseGuid = '' } = useParams();
  return (
    <QueryBoundary
      key={caseGuid}
      pending={<FormSkeleton />}
      failed={(error, retry) => (
        <CaseUnavailable error={error} onRetry={retry} listPath={paths.cases} namespace="cases" />
      )}
    >
      {children(caseGuid)}
    </QueryBoundary>
  );
}

/** The top of such a page: back to the case, its title, what it is about, and the case it concerns. */
export function CasePageHeading({ item, title, intro }: { item: CaseDetails; title: string; intro: string }) {
  const { t } = useTranslation('objections');
  const money = useMoneyFormatter();
  return (
    <Stack spacing={1.5}>
      <BackLink to={caseDetailsPath(item.caseGuid)}>{t('dispute.back')}</BackLink>
      <PageHeading>{title}</PageHeading>
      <Typography color="textSecondary">{intro}</Typography>
      <Typography sx={{ fontWeight: 500 }}>
        {item.creditorName} ·{' '}
        {t('dispute.case', {
          caseNumber: item.caseNumber,
          amount: money(item.remainingAmount, item.currency),
        })}
      </Typography>
    </Stack>
  );
}
