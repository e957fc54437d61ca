import type { ClientObjectionItem } from '@fordra/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../config/app-config.ts';
import { useDateFormatter } from '../format/date.ts';
import { useMoneyFormatter } from '../format/money.ts';
import { DetailItem, DetailList } from '../ui/detail-list.tsx';
import { FileLinks } from '../ui/file-links.tsx';

/** How a client's or staff's page words an objection: its ground, its status, what it concerns, its wait. */
export function useObjectionLabels() {
  const { t } = useTranslation('creditor');
  const money = useMoneyFormatter();
  return {
    ground: (objection: Pick<ClientObjectionItem, 'ground'>) => t(`objection.ground.${objection.ground}`),
    status: (objection: Pick<ClientObjectionItem, 'status'>) => t(`objection.status.${objection.status}`),
    scope: (objection: Pick<ClientObjectionItem, 'scope' | 'disputedAmount' | 'currency'>) =>
      objection.scope === 'part' && objection.disputedAmount !== null
        ? t('objection.scopePart', { amount: money(objection.disputedAmount, objection.currency) })
        : t('objection.scopeWhole'),
    waited: (days: number) =>
      days < 1 ? t('objection.waitedToday') : t('objection.waited', { count: days }),
  };
}

/** An objection's status as a neutral chip with words. */
export function ObjectionStatusChip({ objection }: { objection: Pick<ClientObjectionItem, 'status'> }) {
  const labels = useObjectionLabels();
  return <Chip size="small" variant="outlined" label={labels.status(objection)} />;
}

/**
 * One objection as the client (or staff for the client) reads it: when it came and how long it has
 * waited, what it concerns and why, the debtor's words and files, and the answer once given.
 */
export function ObjectionDetails({
  objection,
  fileHref,
}: {
  objection: ClientObjectionItem;
  /** Where a file of this objection is downloaded from, for the reader. */
  fileHref: (attachmentGuid: string) => string;
}) {
  const { t } = useTranslation('creditor');
  const formatDate = useDateFormatter();
  const money = useMoneyFormatter();
  const labels = useObjectionLabels();
  const { answer } = objection;
  return (
    <Stack spacing={2}>
      <DetailList>
        <DetailItem label={t('objection.filedAt')}>
          {formatDate(new Date(objection.filedAt), 'mediumWithTime')}
          {objection.status === 'open' && ` · ${labels.waited(objection.daysWaiting)}`}
        </DetailItem>
        <DetailItem label={t('objection.debtor')}>{objection.debtor.name}</DetailItem>
        <DetailItem label={t('objection.scope')}>{labels.scope(objection)}</DetailItem>
        <DetailItem label={t('objection.groundLabel')}>{labels.ground(objection)}</DetailItem>
        <DetailItem label={t('objection.text')}>
          <Box component="span" dir="auto" sx={{ display: 'block', whiteSpace: 'pre-wrap' }}>
            {objection.text}
          </Box>
        </DetailItem>
        <DetailItem label={t('objection.files')}>
          {objection.attachments.length > 0 ? (
            <FileLinks files={objection.attachments} label={t('objection.files')} href={fileHref} />
          ) : (
            t('objection.noFiles')
          )}
        </DetailItem>
        {objection.kronofogdenNotice && (
          <DetailItem label={t('objection.kronofogden')}>{t('objection.kronofogdenNotice')}</DetailItem>
        )}
      </DetailList>
      {answer && (
        <Box sx={{ borderInlineStart: 3, borderColor: 'divider', ps: 2 }}>
          <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
            {t('objection.answerTitle')}
          </Typography>
          <DetailList>
            <DetailItem label={t('objection.answerKind')}>
              {t(`objection.answer.${answer.answer}`)}
            </DetailItem>
            <DetailItem label={t('objection.answeredAt')}>
              {formatDate(new Date(answer.answeredAt), 'mediumWithTime')} ·{' '}
              {answer.answeredBy === 'provider'
                ? t('objection.answeredByProvider', { provider: appConfig.providerName })
                : t('objection.answeredByClient')}
            </DetailItem>
            {answer.creditedAmount !== null && (
              <DetailItem label={t('objection.creditedAmount')}>
                {money(answer.creditedAmount, objection.currency)}
              </DetailItem>
            )}
            <DetailItem label={t('objection.reason')}>
              <Box component="span" dir="auto" sx={{ display: 'block', whiteSpace: 'pre-wrap' }}>
                {answer.reason}
              </Box>
            </DetailItem>
            {answer.attachments.length > 0 && (
              <DetailItem label={t('objection.documents')}>
                <FileLinks files={answer.attachments} label={t('objection.documents')} href={fileHref} />
              </DetailItem>
            )}
          </DetailList>
        </Box>
      )}
    </Stack>
  );
}
