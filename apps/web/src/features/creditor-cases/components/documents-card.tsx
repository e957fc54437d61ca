import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDateFormatter, useDayFormatter } from '../../../shared/format/date.ts';
import { DocumentList } from '../../../shared/ui/document-list.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import type { CreditorCaseDetails } from '../api/get-case-details.ts';
import { useCaseWords } from './use-case-words.ts';

type Delivery = CreditorCaseDetails['documents'][number]['deliveries'][number];

/**
 * How a letter went out, by every channel it went by: the day it left, the day it counts as delivered, and
 * each attempt with its time, so that the client can answer a debtor who says it never came.
 */
function DeliveryProof({ deliveries }: { deliveries: Delivery[] }) {
  const { t } = useTranslation('creditor-cases');
  const day = useDayFormatter();
  const moment = useDateFormatter();
  if (deliveries.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('documents.delivery.label')}
      sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0 }}
    >
      {deliveries.map((delivery) => (
        <Box component="li" key={delivery.deliveryGuid} data-testid="delivery-proof">
          <Typography variant="body2">
            <bdi>
              {[
                `${delivery.channel ? t(`documents.delivery.channel.${delivery.channel}`) : t('documents.delivery.unrouted')}: ${t(`documents.delivery.status.${delivery.status}`)}`,
                delivery.postedOn &&
                  t('documents.delivery.postedOn', { day: day(delivery.postedOn, 'medium') }),
                delivery.deliveredOn &&
                  t('documents.delivery.deliveredOn', { day: day(delivery.deliveredOn, 'medium') }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </bdi>
          </Typography>
          {delivery.attempts.length > 0 && (
            <Typography variant="body2" color="textSecondary">
              <bdi>
                {delivery.attempts
                  .map((attempt) =>
                    t('documents.delivery.attempt', {
                      outcome: t(`documents.delivery.outcome.${attempt.outcome}`),
                      at: moment(new Date(attempt.at), 'mediumWithTime'),
                    }),
                  )
                  .join(' · ')}
              </bdi>
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** The letters sent on the case, each a PDF from the archive with how it was delivered. */
export function DocumentsCard({ documents }: { documents: CreditorCaseDetails['documents'] }) {
  const { t } = useTranslation('creditor-cases');
  const words = useCaseWords();
  const letters = documents.map((document) => {
    const named = words.letter(document.kind);
    return {
      ...document,
      title: named === document.kind ? document.title : named,
      details: <DeliveryProof deliveries={document.deliveries} />,
    };
  });
  return (
    <SectionCard title={t('documents.title')}>
      <DocumentList documents={letters} label={t('documents.title')} empty={t('documents.empty')} />
    </SectionCard>
  );
}
