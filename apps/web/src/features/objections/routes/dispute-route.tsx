import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { caseDetailsPath, paths } from '../../../config/paths.ts';
import { useDateFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { CaseUnavailable } from '../../../shared/ui/case-unavailable.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { ObjectionFiled } from '../components/objection-filed.tsx';
import { type FiledObjection, ObjectionForm } from '../components/objection-form.tsx';
import { WhatHappensNext } from '../components/what-happens-next.tsx';
import { useCaseOfPage } from './case-of-page.ts';

/** While the case loads: the shape of the form. */
export function ObjectionPageSkeleton() {
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

/** Dispute this claim: the debtor's objection to a case, whole or in part, with its reasons and files. */
export function DisputeRoute() {
  const { caseGuid = '' } = useParams();
  return (
    <QueryBoundary
      key={caseGuid}
      pending={<ObjectionPageSkeleton />}
      failed={(error, retry) => (
        <CaseUnavailable error={error} onRetry={retry} listPath={paths.cases} namespace="cases" />
      )}
    >
      <Dispute caseGuid={caseGuid} />
    </QueryBoundary>
  );
}

function Dispute({ caseGuid }: { caseGuid: string }) {
  const { t } = useTranslation('objections');
  const money = useMoneyFormatter();
  const formatDate = useDateFormatter();
  const { item, standing } = useCaseOfPage(caseGuid);
  const [filed, setFiled] = useState<FiledObjection | null>(null);
  const creditor = item.creditorName;
  const open = standing.objections.find((objection) => objection.status === 'open');

  let body = (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: { md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ gridColumn: { md: 2 }, gridRow: { md: 1 }, position: { md: 'sticky' }, top: { md: 88 } }}>
        <WhatHappensNext creditor={creditor} />
      </Box>
      <Box sx={{ gridColumn: { md: 1 }, gridRow: { md: 1 }, minWidth: 0 }}>
        <SectionCard title={t('card.objectionTitle')}>
          <ObjectionForm item={item} onFiled={setFiled} />
        </SectionCard>
      </Box>
    </Box>
  );
  if (filed) {
    body = (
      <Card>
        <CardContent>
          <ObjectionFiled filed={filed} creditor={creditor} />
        </CardContent>
      </Card>
    );
  } else if (open) {
    body = (
      <Notice
        severity="info"
        action={
          <Button color="inherit" size="small" component={RouterLink} to={caseDetailsPath(caseGuid)}>
            {t('disputed.toCase')}
          </Button>
        }
      >
        {t('dispute.alreadyOpen', { day: formatDate(new Date(open.filedAt)), creditor })}
      </Notice>
    );
  } else if (!item.isActive) {
    body = <Notice severity="info">{t('dispute.closed')}</Notice>;
  }

  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Stack spacing={1.5}>
        <BackLink to={caseDetailsPath(caseGuid)}>{t('dispute.back')}</BackLink>
        <PageHeading>{t('dispute.title')}</PageHeading>
        <Typography color="textSecondary">{t('dispute.intro', { creditor })}</Typography>
        <Typography sx={{ fontWeight: 500 }}>
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
