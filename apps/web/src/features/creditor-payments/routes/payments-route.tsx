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
import { useLanguage } from '../../../i18n/use-language.ts';
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

/** Payments: the payment journal of all the client's creditors or one, for a period, its totals, and the period as CSV. */
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

/** The client's creditors: all of them shown together unless the address names one. */
function ClientJournal() {
  const { t } = useTranslation('creditor-payments');
  const { client } = useCurrentClientUser();
  const { data } = useSuspenseQuery(clientQueryOptions(client.clientGuid));
  if (data.creditors.length === 0) {
    return (
      <Card>
        <EmptyState icon={PaymentsOutlinedIcon} title={t('noCreditors')} compact />
      </Card>
    );
  }
  return <PaymentJournal creditors={data.creditors} />;
}

function PaymentJournal({ creditors }: { creditors: Creditor[] }) {
  const { t } = useTranslation(['creditor-payments', 'creditor']);
  const language = useLanguage();
  const list = useListParams(JOURNAL_FILTERS, journalListDefaults);
  const [search] = useSearchParams();
  // The day the page opened, in Stockholm: the quick choices count from it.
  const [today] = useState(() => stockholmDateTime(new Date()).date);
  const { creditor, period: asked, query } = journalOf(search, creditors, today);
  const journal = paymentJournalQueryOptions(creditor?.creditorGuid ?? null, query);
  // Without a period in the address the server chooses one (the month of the latest payment).
  const shown = useQuery({ ...journal, enabled: false }).data;
  const period = asked ?? (shown ? { from: shown.from, to: shown.to } : null);
  const ordered = period === null || isOrdered(period);
  const several = creditors.length > 1;
  const columns = useJournalColumns({ withCreditor: creditor === null && several });
  const scopeName = creditor?.name ?? (several ? t('filters.allCreditors') : (creditors[0]?.name ?? ''));

  return (
    <Stack spacing={3}>
      <JournalFilters
        creditors={creditors}
        creditorGuid={creditor?.creditorGuid ?? null}
        period={period}
        today={today}
        csvUrl={
          period && ordered && shown && shown.total > 0
            ? paymentJournalCsvUrl(creditor?.creditorGuid ?? null, period, language)
            : null
        }
        onChange={list.change}
      />
      {ordered ? (
        <QueryListTable
          caption={creditor || !several ? t('caption', { creditor: scopeName }) : t('captionAll')}
          query={journal}
          header={(page) =>
            page.totals.length > 0 && (
              <JournalTotals
                totals={page.totals}
                scopeName={scopeName}
                period={{ from: page.from, to: page.to }}
              />
            )
          }
          pendingHeader={period && <JournalTotals totals={undefined} scopeName={scopeName} period={period} />}
          columns={columns}
          getKey={(payment) => payment.paymentGuid}
          sort={list.sort}
          order={list.order}
          onSort={(nextSort, nextOrder) => list.change({ sort: nextSort, order: nextOrder })}
          onPageChange={(nextPage) => list.change({ page: nextPage })}
          onPageSizeChange={(nextPageSize) => list.change({ pageSize: nextPageSize })}
          empty={
            <EmptyState
              icon={PaymentsOutlinedIcon}
              title={creditor || !several ? t('empty', { creditor: scopeName }) : t('emptyAll')}
              compact
            >
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
