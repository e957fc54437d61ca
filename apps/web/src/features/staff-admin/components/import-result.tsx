import type { PaymentFileImportResponse } from '@fordra/contract';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDayFormatter } from '../../../shared/format/date.ts';
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
          <DetailItem label={t('files.result.deducted')}>{formatMoney(result.deducted, 'SEK')}</DetailItem>
        </DetailList>
        {result.duplicates > 0 && <Notice severity="info">{t('files.result.duplicatesHint')}</Notice>}
        <Deposits deposits={result.deposits} />
      </Stack>
    </SectionCard>
  );
}

/** Each deposit's total in the file (TK15) beside what the ledger holds of it; a warning when they differ. */
function Deposits({ deposits }: { deposits: PaymentFileImportResponse['deposits'] }) {
  const { t } = useTranslation('staff-admin');
  const formatMoney = useMoneyFormatter();
  const formatDay = useDayFormatter();
  const headingId = useId();
  if (deposits.length === 0) return null;
  return (
    <Stack component="section" spacing={1} aria-labelledby={headingId}>
      <Typography component="h3" variant="h4" id={headingId}>
        {t('files.result.deposits')}
      </Typography>
      <DetailList>
        {deposits.map((deposit) => (
          <DetailItem
            key={`${deposit.bankgiro}:${deposit.paymentDate}:${deposit.depositSerial}`}
            label={t('files.result.deposit', {
              serial: deposit.depositSerial,
              date: formatDay(deposit.paymentDate, 'medium'),
            })}
          >
            {t('files.result.depositAmounts', {
              file: formatMoney(deposit.amount, 'SEK'),
              registered: formatMoney(deposit.registered, 'SEK'),
            })}
          </DetailItem>
        ))}
      </DetailList>
      {deposits.some((deposit) => deposit.registered !== deposit.amount) && (
        <Notice severity="error">{t('files.result.depositsDisagree')}</Notice>
      )}
    </Stack>
  );
}

/**
 * A file refused whole: the reason, prominently, and that it registered nothing; `explanation` is the
 * refusal in the reader's language when there is one beyond the file's line and fault.
 */
export function RefusedResult({
  fileName,
  reason,
  explanation,
}: {
  fileName: string;
  reason: string | null;
  explanation?: string | undefined;
}) {
  const { t } = useTranslation('staff-admin');
  return (
    <Notice severity="error">
      <Stack spacing={1}>
        <Typography component="h2" variant="h3">
          {t('files.refused.title', { file: fileName })}
        </Typography>
        {explanation && <Typography>{explanation}</Typography>}
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
