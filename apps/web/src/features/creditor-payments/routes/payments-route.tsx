import { stockholmDateTime } from '@fordra/domain';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { clientQueryOptions } from '../../../shared/creditor/client-creditors.ts';
import { useCurrentClientUser } from '../../../shared/creditor/current-user.ts';
import { QueryListTable } from '../../../shared/creditor/query-list-table.tsx';
import { useListParams } from '../../../shared/creditor/use-list-params.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { paymentJournalCsvUrl, paymentJournalQueryOptions } from '../api/get-payment-journal.ts';
import { useJournalColumns } from '../components/journal-columns.tsx';
import { JournalFilters } from '../components/journal-filters.tsx';
import { JournalTotals } from '../components/journal-totals.tsx';
import { isOrdered, JOURNAL_FILTERS, journalListDefaults, journalOf } from '../journal-period.ts';

type Creditor = { creditorGuid: string; name: string };
type Creditors = [Creditor, ...Creditor[]];

const hasCreditors = (creditors: Creditor[]): creditors is Creditors => creditors.length > 0;

/** Payments: a creditor's payment journal for a period, its totals, and the period as CSV. */
export function CreditorPaymentsRoute() {
  const { t } = useTranslation('creditor-payments');
  return (
    <Stack spacing={3}>
      <Box>
        <PageHeading>{t('title')}</PageHeading>
        <Typography color="textSecondary" sx={{ mt: 0.5 }}>
          {t('intro')}
        </Typography>
      </Box>
      <QueryBoundary
        pending={
          <Stack spacing={2} role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton variant="rounded" height={40} />
            <Skeleton variant="rounded" height={88} />
            <Skeleton variant="rounded" height={240} />
          </Stack>
        }
        loadError={(reason) => t('loadError', { reason })}
      >
        <ClientJournal />
      </QueryBoundary>
    </Stack>
  );
}

/** The client's creditors, each with a journal: the first (or the one in the address) is shown. */
function ClientJournal() {
  const { t } = useTranslation('creditor-payments');
  const { client } = useCurrentClientUser();
  const { data } = useSuspenseQuery(clientQueryOptions(client.clientGuid));
  if (!hasCreditors(data.creditors)) {
    return (
      <Card>
        <EmptyState icon={PaymentsOutlinedIcon} title={t('noCreditors')} compact />
      </Card>
    );
  }
  return <PaymentJournal creditors={data.creditors} />;
}

function PaymentJournal({ creditors }: { creditors: Creditors }) {
  const { t } = useTranslation(['creditor-payments', 'creditor']);
  const list = useListParams(JOURNAL_FILTERS, journalListDefaults);
  const [search] = useSearchParams();
  // The day the page opened, in Stockholm: the quick choices and the default month count from it.
  const [today] = useState(() => stockholmDateTime(new Date()).date);
  const { creditor, period, query } = journalOf(search, creditors, today);
  const ordered = isOrdered(period);
  const journal = paymentJournalQueryOptions(creditor.creditorGuid, query);
  // Read without asking: the download is offered once the shown period is known to hold payments.
  const shown = useQuery({ ...journal, enabled: false }).data;
  const columns = useJournalColumns();

  return (
    <Stack spacing={3}>
      <JournalFilters
        creditors={creditors}
        creditorGuid={creditor.creditorGuid}
        period={period}
        today={today}
        csvUrl={
          ordered && shown && shown.total > 0 ? paymentJournalCsvUrl(creditor.creditorGuid, period) : null
        }
        onChange={list.change}
      />
      {ordered ? (
        <QueryListTable
          caption={t('caption', { creditor: creditor.name })}
          query={journal}
          header={(page) =>
            page.totals.length > 0 && (
              <JournalTotals totals={page.totals} creditorName={creditor.name} period={period} />
            )
          }
          pendingHeader={<JournalTotals totals={undefined} creditorName={creditor.name} period={period} />}
          columns={columns}
          getKey={(payment) => payment.paymentGuid}
          sort={list.sort}
          order={list.order}
          onSort={(nextSort, nextOrder) => list.change({ sort: nextSort, order: nextOrder })}
          onPageChange={(nextPage) => list.change({ page: nextPage })}
          onPageSizeChange={(nextPageSize) => list.change({ pageSize: nextPageSize })}
          empty={
            <EmptyState icon={PaymentsOutlinedIcon} title={t('empty', { creditor: creditor.name })} compact>
              <Typography color="textSecondary">{t('emptyHint')}</Typography>
            </EmptyState>
          }
        />
      ) : (
        <Notice severity="info">{t('chooseOrderedPeriod')}</Notice>
      )}
    </Stack>
  );
}
