import type { StaffDebtorOverview } from '@fordra/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { staffPath } from '../../../config/paths.ts';
import { CaseStatusChip } from '../../../shared/creditor/case-status-chip.tsx';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { LoadErrorNotice } from '../../../shared/ui/load-error-notice.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { debtorOverviewQueryOptions } from '../api/debtor-overview.ts';

type Heading = 'h2' | 'h3';

/**
 * The debtor's cases (each a link, with what it owes today; `currentCases` marked as the ones the
 * decision or thread is about) and their latest payments: what a handler weighs before deciding.
 */
export function DebtorOverview({
  debtorGuid,
  currentCases = [],
  inProposal = false,
  heading = 'h2',
}: {
  debtorGuid: string;
  currentCases?: readonly string[];
  /** The current cases are those of a plan proposal, and are marked so. */
  inProposal?: boolean;
  heading?: Heading;
}) {
  const { t } = useTranslation('staff-queues');
  return (
    <QueryBoundary
      pending={
        <Stack spacing={1} role="status" aria-busy aria-label={t('overview.loading')}>
          <Skeleton variant="rounded" height={96} />
        </Stack>
      }
      failed={(error, retry) => (
        <LoadErrorNotice
          error={error}
          message={(reason) => t('overview.loadError', { reason })}
          onRetry={retry}
        />
      )}
    >
      <Overview
        debtorGuid={debtorGuid}
        currentCases={currentCases}
        currentLabel={t(inProposal ? 'overview.inProposal' : 'overview.thisOne')}
        heading={heading}
      />
    </QueryBoundary>
  );
}

function Overview({
  debtorGuid,
  currentCases,
  currentLabel,
  heading,
}: {
  debtorGuid: string;
  currentCases: readonly string[];
  currentLabel: string;
  heading: Heading;
}) {
  const { data } = useSuspenseQuery(debtorOverviewQueryOptions(debtorGuid));
  return (
    <Stack spacing={2.5}>
      <Cases cases={data.cases} currentCases={currentCases} currentLabel={currentLabel} heading={heading} />
      <Payments overview={data} heading={heading} />
    </Stack>
  );
}

const headingSx = { fontSize: '1rem', fontWeight: 650 } as const;
/** A line of an entry: what it is at the start, its amount at the end; wrapping when narrow. */
const lineSx = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: 1.5,
  rowGap: 0.5,
} as const;

function Cases({
  cases,
  currentCases,
  currentLabel,
  heading,
}: {
  cases: StaffDebtorOverview['cases'];
  currentCases: readonly string[];
  currentLabel: string;
  heading: Heading;
}) {
  const { t } = useTranslation('staff-queues');
  const money = useMoneyFormatter();
  return (
    <Box component="section" aria-label={t('overview.cases')}>
      <Typography variant="h3" component={heading} sx={headingSx}>
        {t('overview.cases')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {cases.map((item) => {
          const current = currentCases.includes(item.caseNumber);
          return (
            <Box
              component="li"
              key={item.caseGuid}
              data-testid="debtor-case"
              sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}
            >
              <Box sx={lineSx}>
                <span>
                  <Link component={RouterLink} to={staffPath('caseDetails', item.caseGuid)}>
                    {t('overview.case', { caseNumber: item.caseNumber })}
                  </Link>
                  {current && (
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{ fontWeight: 650, marginInlineStart: 1 }}
                    >
                      {currentLabel}
                    </Typography>
                  )}
                </span>
                <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {t('overview.balance', { amount: money(item.remainingAmount, item.currency) })}
                </Box>
              </Box>
              <Box sx={{ ...lineSx, justifyContent: 'flex-start', mt: 0.5 }}>
                <Typography component="span" variant="body2" color="textSecondary">
                  <bdi>{item.creditorName}</bdi>
                </Typography>
                <CaseStatusChip status={item.status} />
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

function Payments({ overview, heading }: { overview: StaffDebtorOverview; heading: Heading }) {
  const { t } = useTranslation('staff-queues');
  const money = useMoneyFormatter();
  const day = useDayFormatter();
  return (
    <Box component="section" aria-label={t('overview.payments')}>
      <Typography variant="h3" component={heading} sx={headingSx}>
        {t('overview.payments')}
      </Typography>
      {overview.payments.length === 0 ? (
        <Typography sx={{ mt: 1 }}>{t('overview.noPayments')}</Typography>
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {overview.payments.map((payment) => (
              <Box
                component="li"
                key={payment.paymentGuid}
                data-testid="debtor-payment"
                sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }}
              >
                <Box sx={lineSx}>
                  <span>{day(payment.paymentDate, 'medium')}</span>
                  <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {money(payment.amount, payment.currency)}
                  </Box>
                </Box>
                <Typography variant="body2" color="textSecondary">
                  {t('overview.case', { caseNumber: payment.caseNumber })}
                </Typography>
              </Box>
            ))}
          </Box>
          {overview.paymentCount > overview.payments.length && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              {t('overview.morePayments', { shown: overview.payments.length, count: overview.paymentCount })}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
