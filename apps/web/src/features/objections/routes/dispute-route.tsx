import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { caseDetailsPath } from '../../../config/paths.ts';
import { useDateFormatter } from '../../../shared/format/date.ts';
import { Notice } from '../../../shared/ui/notice.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { ObjectionFiled } from '../components/objection-filed.tsx';
import { type FiledObjection, ObjectionForm } from '../components/objection-form.tsx';
import { WhatHappensNext } from '../components/what-happens-next.tsx';
import { CasePage, CasePageHeading, useCaseOfPage } from './case-of-page.tsx';

/** Dispute this claim: the debtor's objection to a case, whole or in part, with its reasons and files. */
export function DisputeRoute() {
  return <CasePage>{(caseGuid) => <Dispute caseGuid={caseGuid} />}</CasePage>;
}

function Dispute({ caseGuid }: { caseGuid: string }) {
  const { t } = useTranslation('objections');
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
      <CasePageHeading item={item} title={t('dispute.title')} intro={t('dispute.intro', { creditor })} />
      {body}
    </Stack>
  );
}
