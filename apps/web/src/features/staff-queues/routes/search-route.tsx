import SearchIcon from '@mui/icons-material/Search';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths, staffPath } from '../../../config/paths.ts';
import { CaseStatusChip } from '../../../shared/creditor/case-status-chip.tsx';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { readableReference } from '../../../shared/format/payment-numbers.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { searchQueryOptions } from '../api/queues.ts';

/**
 * One box over cases, debtors, clients and payments (case number, OCR reference, identity number,
 * name, e-mail, phone or amount); the answers grouped, each a link to its place. The search is in the
 * address, so back and a shared link show it again.
 */
export function SearchRoute() {
  const { t } = useTranslation('staff-queues');
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const tooShort = text.trim().length > 0 && text.trim().length < 2;

  return (
    <Stack spacing={3}>
      <Box>
        <PageHeading>{t('search.title')}</PageHeading>
        <Typography color="textSecondary" sx={{ mt: 1, maxWidth: 720 }}>
          {t('search.intro')}
        </Typography>
      </Box>
      <Stack
        component="form"
        role="search"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' } }}
        onSubmit={(event) => {
          event.preventDefault();
          const next = text.trim();
          if (next.length >= 2) setParams({ q: next }, { replace: q !== '' });
        }}
      >
        <TextField
          type="search"
          label={t('search.label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoFocus
          error={tooShort}
          helperText={tooShort ? t('search.tooShort') : t('search.hint')}
          sx={{ flex: '1 1 auto', maxWidth: { sm: 640 } }}
          slotProps={{
            htmlInput: { maxLength: 100, enterKeyHint: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden="true" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" sx={{ mt: { sm: 0.5 } }}>
          {t('search.submit')}
        </Button>
      </Stack>
      {q.length >= 2 && (
        <QueryBoundary
          pending={
            <Box role="status" aria-label={t('search.loading')}>
              <Skeleton variant="rounded" height={160} />
            </Box>
          }
          loadError={(reason) => t('search.loadError', { reason })}
        >
          <Results q={q} />
        </QueryBoundary>
      )}
    </Stack>
  );
}

function Results({ q }: { q: string }) {
  const { t } = useTranslation('staff-queues');
  const money = useMoneyFormatter();
  const day = useDayFormatter();
  const { data } = useSuspenseQuery(searchQueryOptions(q));
  const none = data.cases.length + data.debtors.length + data.clients.length + data.payments.length === 0;
  if (none)
    return (
      <Card>
        <EmptyState compact icon={SearchOffOutlinedIcon} title={t('search.none')} />
      </Card>
    );

  return (
    <Stack spacing={3}>
      {data.truncated && <Notice severity="info">{t('search.truncated')}</Notice>}
      <Grid container spacing={3}>
        <ResultGroup title={t('search.cases', { count: data.cases.length })} show={data.cases.length > 0}>
          {data.cases.map((item) => (
            <ResultRow
              key={item.caseGuid}
              link={
                <Link
                  component={RouterLink}
                  to={staffPath('caseDetails', item.caseGuid)}
                  sx={{ fontWeight: 600 }}
                >
                  {item.caseNumber}
                </Link>
              }
              aside={money(item.remainingAmount, item.currency)}
            >
              <bdi>{item.debtorName}</bdi> · <bdi>{item.clientName}</bdi> ·{' '}
              {t('search.ocr', { ocr: readableReference(item.ocrReference) })}{' '}
              <CaseStatusChip status={item.status} />
            </ResultRow>
          ))}
        </ResultGroup>
        <ResultGroup
          title={t('search.debtors', { count: data.debtors.length })}
          show={data.debtors.length > 0}
        >
          {data.debtors.map((item) => (
            <ResultRow
              key={item.debtorGuid}
              link={
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  <bdi>{item.name}</bdi>
                </Typography>
              }
              aside={t('search.caseCount', { count: item.caseCount })}
            >
              {[item.identityNumber, item.email, item.cellularPhone].filter(Boolean).join(' · ')}
            </ResultRow>
          ))}
        </ResultGroup>
        <ResultGroup
          title={t('search.clients', { count: data.clients.length })}
          show={data.clients.length > 0}
        >
          {data.clients.map((item) => (
            <ResultRow
              key={item.clientGuid}
              link={
                <Link
                  component={RouterLink}
                  to={staffPath('clientDetails', item.clientGuid)}
                  sx={{ fontWeight: 600 }}
                >
                  <bdi>{item.name}</bdi>
                </Link>
              }
            >
              {t('search.clientNumber', { number: item.clientNumber })}
            </ResultRow>
          ))}
        </ResultGroup>
        <ResultGroup
          title={t('search.payments', { count: data.payments.length })}
          show={data.payments.length > 0}
        >
          {data.payments.map((item) => (
            <ResultRow
              key={item.paymentGuid}
              link={
                <Link
                  component={RouterLink}
                  to={item.caseGuid ? staffPath('caseDetails', item.caseGuid) : paths.staff.unmatchedPayments}
                  sx={{ fontWeight: 600 }}
                >
                  {t('search.payment', {
                    amount: money(item.amount, item.currency),
                    date: day(item.paymentDate, 'medium'),
                  })}
                </Link>
              }
            >
              <bdi>{readableReference(item.reference)}</bdi> ·{' '}
              {item.caseNumber ? t('search.onCase', { caseNumber: item.caseNumber }) : t('search.unmatched')}
            </ResultRow>
          ))}
        </ResultGroup>
      </Grid>
    </Stack>
  );
}

function ResultGroup({ title, show, children }: { title: string; show: boolean; children: ReactNode }) {
  if (!show) return null;
  return (
    <Grid size={{ xs: 12, lg: 6 }}>
      <SectionCard title={title}>
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {children}
        </Stack>
      </SectionCard>
    </Grid>
  );
}

function ResultRow({ link, aside, children }: { link: ReactNode; aside?: string; children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', alignItems: 'baseline' }}
    >
      <Box sx={{ minWidth: 0 }}>
        {link}
        <Typography variant="body2" color="textSecondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Box>
      {aside && (
        <Typography
          component="span"
          sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          {aside}
        </Typography>
      )}
    </Box>
  );
}
