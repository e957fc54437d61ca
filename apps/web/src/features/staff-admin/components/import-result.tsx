import type { PaymentFileImportResponse } from '@fordra/contract';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { DetailItem, DetailList } from '../../../shared/ui/detail-list.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

/** What an uploaded file registered, or, for a refused file, why nothing was. */
export function ImportResult({ result }: { result: PaymentFileImportResponse }) {
  const { t } = useTranslation('staff-admin');
  const formatMoney = useMoneyFormatter();
  if (result.status === 'refused') return <RefusedResult fileName={result.fileName} reason={result.reason} />;
  return (
    <SectionCard title={t('files.result.title', { file: result.fileName })}>
      <Stack spacing={2}>
        <Typography>{t('files.result.imported')}</Typography>
        <DetailList>
          <DetailItem label={t('files.result.payments')}>{String(result.payments)}</DetailItem>
          <DetailItem label={t('files.result.amount')}>{formatMoney(result.amount, 'SEK')}</DetailItem>
          <DetailItem label={t('files.result.matched')}>{String(result.matched)}</DetailItem>
          <DetailItem label={t('files.result.invoices')}>{String(result.invoices)}</DetailItem>
          <DetailItem label={t('files.result.unmatched')}>
            {result.unmatched > 0 ? (
              <>
                {`${result.unmatched} · `}
                <Link component={RouterLink} to={paths.staff.unmatchedPayments}>
                  {t('files.result.toUnmatched')}
                </Link>
              </>
            ) : (
              '0'
            )}
          </DetailItem>
          <DetailItem label={t('files.result.duplicates')}>{String(result.duplicates)}</DetailItem>
          <DetailItem label={t('files.result.deductions')}>{String(result.deductions)}</DetailItem>
        </DetailList>
        {result.duplicates > 0 && <Notice severity="info">{t('files.result.duplicatesHint')}</Notice>}
      </Stack>
    </SectionCard>
  );
}

/** A file refused whole: the reason, prominently, and that it registered nothing. */
export function RefusedResult({ fileName, reason }: { fileName: string; reason: string | null }) {
  const { t } = useTranslation('staff-admin');
  return (
    <Notice severity="error">
      <Stack spacing={1}>
        <Typography component="h2" variant="h3">
          {t('files.refused.title', { file: fileName })}
        </Typography>
        {reason && (
          <Typography
            component="p"
            sx={{ fontFamily: 'monospace', fontSize: '0.95rem', overflowWrap: 'anywhere' }}
            lang="en"
          >
            {reason}
          </Typography>
        )}
        <Typography>{t('files.refused.nothing')}</Typography>
      </Stack>
    </Notice>
  );
}
