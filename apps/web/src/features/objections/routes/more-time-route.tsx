import { stockholmDateTime } from '@fordra/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../shared/ui/notice.tsx';
import { PostponementDone } from '../components/postponement-done.tsx';
import { PostponementForm, type RequestedPostponement } from '../components/postponement-form.tsx';
import { CasePage, CasePageHeading, useCaseOfPage } from './case-of-page.tsx';

/** I need more time: a new due date for a case, given at once within the client's policy. */
export function MoreTimeRoute() {
  return <CasePage>{(caseGuid) => <MoreTime caseGuid={caseGuid} />}</CasePage>;
}

function MoreTime({ caseGuid }: { caseGuid: string }) {
  const { t } = useTranslation('objections');
  const { item, standing } = useCaseOfPage(caseGuid);
  const [requested, setRequested] = useState<RequestedPostponement | null>(null);
  const today = stockholmDateTime(new Date()).date;

  const inCard = (content: ReactNode) => (
    <Card>
      <CardContent>{content}</CardContent>
    </Card>
  );
  let body: ReactNode;
  if (requested) body = inCard(<PostponementDone requested={requested} />);
  else if (!item.isActive) body = <Notice severity="info">{t('postpone.closed')}</Notice>;
  else if (!standing.canRequestPostponement) body = <Notice severity="info">{t('card.moreTimeUsed')}</Notice>;
  else
    body = inCard(
      <PostponementForm
        caseGuid={caseGuid}
        today={today}
        latestWithinPolicy={standing.latestPostponementWithinPolicy}
        onRequested={setRequested}
      />,
    );

  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <CasePageHeading item={item} title={t('postpone.title')} intro={t('postpone.intro')} />
      {body}
    </Stack>
  );
}
