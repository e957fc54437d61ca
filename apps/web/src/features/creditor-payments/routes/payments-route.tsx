import { stockholmDateTime } from '@fordra/domain';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../../shared/creditor/client-creditors.ts';
import { useCurrentClientUser } from '../../../shared/creditor/current-user.ts';
import { ListTable } from '../../../shared/creditor/list-table.tsx';
import { useListParams } from '../../../shared/creditor/use-list-params.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadErrorNotice } from '../../../shared/ui/load-error-notice.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { paymentJournalCsvUrl, usePaymentJournal } from '../api/get-payment-journal.ts';
import { useJournalColumns } from '../components/journal-columns.tsx';
import { JournalFilters } from '../components/journal-filters.tsx';
import { JournalTotals } from '../components/journal-totals.tsx';
import { isOrdered, periodFromAddress } from '../journal-period.ts';

const JOURNAL_FILTERS = ['creditor', 'from', 'to'] as const;
const listDefaults = { sort: 'paymentDate', order: 'desc' } as const;

type Creditor = { creditorGuid: string; name: string };
type Creditors = [Creditor, ...Creditor[]];

const hasCreditors = (creditors: Creditor[]): creditors is Creditors => creditors.length > 0;

/** Payments: a creditor's payment journal for a period, its totals, and the period as CSV. */
export function CreditorPaymentsRoute() {
  const { t } = useTranslation('creditor-payments');
  const { client } = useCurrentClientUser();
  const found = useClient(client.clientGuid);

  let content: ReactNode;
  if (found.isPending) {
    content = (
      <Stack spacing={2} role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={88} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  } else if (found.isError) {
    content = (
      <LoadErrorNotice
        error={found.error}
        message={(reason) => t('loadError', { reason })}
        onRetry={() => void found.refetch()}
      />
    );
  } else if (!hasCreditors(found.data.creditors)) {
    content = (
      <Card>
        <EmptyState icon={PaymentsOutlinedIcon} title={t('noCreditors')} compact />
      </Card>
    );
  } else {
    content = <PaymentJournal creditors={found.data.creditors} />;
  }

  return (
    <Stack spacing={3}>
      <Box>
        <PageHeading>{t('title')}</PageHeading>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('intro')}
        </Typography>
      </Box>
      {content}
    </Stack>
  );
}

function PaymentJournal({ creditors }: { creditors: Creditors }) {
  const { t } = useTranslation(['creditor-payments', 'creditor']);
  const list = useListParams(JOURNAL_FILTERS, listDefaults);
  // The day the page opened, in Stockholm: the quick choices and the default month count from it.
  const [today] = useState(() => stockholmDateTime(new Date()).date);
  const creditor = creditors.find((c) => c.creditorGuid === list.filters.creditor) ?? creditors[0];
  const period = periodFromAddress(list.filters.from, list.filters.to, today);
  const ordered = isOrdered(period);
  const { page, pageSize, sort, order } = list.query;
  const journal = usePaymentJournal(
    creditor.creditorGuid,
    { page, pageSize, sort, order, ...period },
    ordered,
  );
  const columns = useJournalColumns();
  const shown = ordered ? journal.data : undefined;

  return (
    <Stack spacing={3}>
      <JournalFilters
        creditors={creditors}
        creditorGuid={creditor.creditorGuid}
        period={period}
        today={today}
        csvUrl={shown && shown.total > 0 ? paymentJournalCsvUrl(creditor.creditorGuid, period) : null}
        onChange={list.change}
      />
      {ordered ? (
        <>
          {(shown === undefined || shown.totals.length > 0) && !journal.isError && (
            <JournalTotals totals={shown?.totals} creditorName={creditor.name} period={period} />
          )}
          <ListTable
            caption={t('caption', { creditor: creditor.name })}
            columns={columns}
            getKey={(payment) => payment.paymentGuid}
            data={shown}
            fetching={journal.isPlaceholderData}
            error={journal.error}
            onRetry={() => void journal.refetch()}
            sort={list.sort}
            order={list.order}
            onSort={(nextSort, nextOrder) => list.change({ sort: nextSort, order: nextOrder })}
            onPageChange={(nextPage) => list.change({ page: nextPage })}
            onPageSizeChange={(nextPageSize) => list.change({ pageSize: nextPageSize })}
            empty={
              <EmptyState icon={PaymentsOutlinedIcon} title={t('empty', { creditor: creditor.name })} compact>
                <Typography color="text.secondary">{t('emptyHint')}</Typography>
              </EmptyState>
            }
          />
        </>
      ) : (
        <Notice severity="info">{t('chooseOrderedPeriod')}</Notice>
      )}
    </Stack>
  );
}
