import { stockholmDateTime } from '@fordra/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { caseDetailsPath, paths } from '../../../config/paths.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { CaseUnavailable } from '../../../shared/ui/case-unavailable.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { PostponementDone } from '../components/postponement-done.tsx';
import { PostponementForm, type RequestedPostponement } from '../components/postponement-form.tsx';
import { useCaseOfPage } from './case-of-page.ts';
import { ObjectionPageSkeleton } from './dispute-route.tsx';

/** I need more time: a new due date for a case, given at once within the client's policy. */
export function MoreTimeRoute() {
  const { caseGuid = '' } = useParams();
  return (
    <QueryBoundary
      key={caseGuid}
      pending={<ObjectionPageSkeleton />}
      failed={(error, retry) => (
        <CaseUnavailable error={error} onRetry={retry} listPath={paths.cases} namespace="cases" />
      )}
    >
      <MoreTime caseGuid={caseGuid} />
    </QueryBoundary>
  );
}

function MoreTime({ caseGuid }: { caseGuid: string }) {
  const { t } = useTranslation(['objections', 'cases']);
  const money = useMoneyFormatter();
  const { item, standing } = useCaseOfPage(caseGuid);
  const [requested, setRequested] = useState<RequestedPostponement | null>(null);
  const today = stockholmDateTime(new Date()).date;

  let body = (
    <Card>
      <CardContent>
        <PostponementForm
          caseGuid={caseGuid}
          today={today}
          latestWithinPolicy={standing.latestPostponementWithinPolicy}
          onRequested={setRequested}
        />
      </CardContent>
    </Card>
  );
  if (requested) {
    body = (
      <Card>
        <CardContent>
          <PostponementDone requested={requested} />
        </CardContent>
      </Card>
    );
  } else if (!item.isActive) {
    body = <Notice severity="info">{t('postpone.closed')}</Notice>;
  } else if (!standing.canRequestPostponement) {
    body = <Notice severity="info">{t('card.moreTimeUsed')}</Notice>;
  }

  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Stack spacing={1.5}>
        <BackLink to={caseDetailsPath(caseGuid)}>{t('dispute.back')}</BackLink>
        <PageHeading>{t('postpone.title')}</PageHeading>
        <Typography color="textSecondary">{t('postpone.intro')}</Typography>
        <Typography sx={{ fontWeight: 500 }}>
          {item.creditorName} ·{' '}
          {t('dispute.case', {
            caseNumber: item.caseNumber,
            amount: money(item.remainingAmount, item.currency),
          })}
        </Typography>
      </Stack>
      {body}
    </Stack>
  );
}
