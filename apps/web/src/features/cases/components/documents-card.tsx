import type { LetterDeliveryState } from '@fordra/contract';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { DocumentList } from '../../../shared/ui/document-list.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { caseDocumentsQueryOptions } from '../api/get-case-documents.ts';
import { useCaseLabels } from './use-case-labels.ts';

/** The letters we have sent about the case, each downloadable as a PDF; a withdrawn one says so. */
export function DocumentsCard({ caseGuid }: { caseGuid: string }) {
  const { t } = useTranslation(['cases', 'errors']);
  return (
    <SectionCard title={t('documents.title')}>
      <QueryBoundary
        pending={
          <Box role="status" aria-busy="true" aria-label={t('documents.loading')}>
            <Skeleton variant="rounded" height={56} sx={{ mb: 1 }} />
            <Skeleton variant="rounded" height={56} />
          </Box>
        }
        loadError={(reason) => t('documents.loadError', { reason })}
      >
        <CaseDocuments caseGuid={caseGuid} />
      </QueryBoundary>
    </SectionCard>
  );
}

/** How a letter reached the debtor: in their digital mailbox or posted on a day, returned, or being sent. */
function DeliveryLine({ delivery }: { delivery: LetterDeliveryState }) {
  const { t } = useTranslation('cases');
  const day = useDayFormatter();
  const on = delivery.on ? day(delivery.on) : null;
  const said =
    delivery.state === 'mailbox' && on
      ? t('documents.delivery.mailbox', { day: on })
      : delivery.state === 'posted' && on
        ? t('documents.delivery.posted', { day: on })
        : delivery.state === 'returned'
          ? t('documents.delivery.returned')
          : t('documents.delivery.sending');
  return (
    <Typography variant="body2" color="textSecondary" data-testid="letter-delivery">
      {said}
    </Typography>
  );
}

function CaseDocuments({ caseGuid }: { caseGuid: string }) {
  const { t } = useTranslation('cases');
  const labels = useCaseLabels();
  const { data } = useSuspenseQuery(caseDocumentsQueryOptions(caseGuid));
  return (
    <DocumentList
      documents={data.documents.map((document) => {
        const title = labels.documentKind(document.kind, document.title);
        // A late payment made the letter's step unnecessary: it stays listed, marked withdrawn.
        return {
          ...document,
          title: document.withdrawnAt ? t('documents.withdrawn', { title }) : title,
          details: document.delivery && <DeliveryLine delivery={document.delivery} />,
        };
      })}
      label={t('documents.title')}
      empty={t('documents.empty')}
    />
  );
}
