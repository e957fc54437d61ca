import type { PaymentFileItem } from '@fordra/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { ListColumn } from '../../../shared/creditor/list-table.tsx';
import { QueryListTable } from '../../../shared/creditor/query-list-table.tsx';
import { useListParams } from '../../../shared/creditor/use-list-params.ts';
import { useDateFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { paymentFileFilters, paymentFilesQueryOf, paymentFilesQueryOptions } from '../api/payment-files.ts';
import { useRefusalText } from './refusal-text.ts';

/**
 * Every payment file received, the newest first: when and from where, imported or refused, how many
 * payments it registered (and how many matched nothing) and their sum; a refused file's reason in the
 * reader's language, with the parser's own words beneath for the technically minded.
 */
export function ReceivedFiles() {
  const { t } = useTranslation(['staff-admin', 'creditor']);
  const formatDate = useDateFormatter();
  const money = useMoneyFormatter();
  const refusalText = useRefusalText();
  const list = useListParams(paymentFileFilters);
  const [search] = useSearchParams();
  const status = list.filters.status;
  const columns: ListColumn<PaymentFileItem>[] = [
    {
      key: 'name',
      label: t('files.list.name'),
      primary: true,
      // Broken only where it must: a name squeezed to a few letters a line cannot be read.
      render: (item) => <Box sx={{ overflowWrap: 'break-word' }}>{item.fileName}</Box>,
    },
    {
      key: 'when',
      label: t('files.list.when'),
      render: (item) => (
        <>
          <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
            {formatDate(new Date(item.receivedAt), 'mediumWithTime')}
          </Box>
          <Typography
            component="span"
            variant="body2"
            color="textSecondary"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {t('files.list.from', { source: item.source })}
          </Typography>
        </>
      ),
    },
    {
      key: 'status',
      label: t('files.list.status'),
      render: (item) => (
        <Chip
          size="small"
          color={item.status === 'refused' ? 'error' : 'success'}
          variant="outlined"
          label={t(item.status === 'refused' ? 'files.list.refused' : 'files.list.imported')}
        />
      ),
    },
    {
      key: 'payments',
      label: t('files.list.payments'),
      numeric: true,
      render: (item) =>
        item.unmatched > 0 ? (
          <>
            {t('files.list.paymentsWithUnmatched', { count: item.payments, unmatched: item.unmatched })}
            <Link component={RouterLink} to={paths.staff.unmatchedPayments} sx={{ display: 'block' }}>
              {t('files.list.toUnmatched')}
            </Link>
          </>
        ) : (
          String(item.payments)
        ),
    },
    {
      key: 'sum',
      label: t('files.list.sum'),
      numeric: true,
      render: (item) =>
        item.sums.length === 0 ? '–' : item.sums.map((sum) => money(sum.amount, sum.currency)).join(', '),
    },
    {
      key: 'reason',
      label: t('files.list.reason'),
      render: (item) =>
        item.status === 'refused' ? (
          <Stack spacing={0.5}>
            <span>{refusalText(item.refusal) ?? t('files.refusal.unknown')}</span>
            {item.reason && (
              <Typography
                variant="body2"
                color="textSecondary"
                lang="en"
                sx={{ fontFamily: 'monospace', overflowWrap: 'break-word' }}
              >
                {item.reason}
              </Typography>
            )}
          </Stack>
        ) : (
          '–'
        ),
    },
  ];
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="received-files-heading">
      <Typography variant="h2" id="received-files-heading">
        {t('files.list.title')}
      </Typography>
      <Typography color="textSecondary">{t('files.list.intro')}</Typography>
      <TextField
        select
        size="small"
        label={t('files.list.show')}
        value={status ?? ''}
        onChange={(event) => list.change({ status: event.target.value || undefined })}
        // “All” is a choice of its own, shown as chosen rather than as an empty field.
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ alignSelf: 'flex-start', minWidth: 220 }}
      >
        <MenuItem value="">{t('files.list.all')}</MenuItem>
        <MenuItem value="imported">{t('files.list.onlyImported')}</MenuItem>
        <MenuItem value="refused">{t('files.list.onlyRefused')}</MenuItem>
      </TextField>
      <QueryListTable
        caption={t('files.list.caption')}
        query={paymentFilesQueryOptions(paymentFilesQueryOf(search))}
        columns={columns}
        getKey={(item) => item.fileGuid}
        onPageChange={(page) => list.change({ page })}
        onPageSizeChange={(pageSize) => list.change({ pageSize })}
        empty={<Typography>{t(status ? 'creditor:list.noMatches' : 'files.list.none')}</Typography>}
      />
    </Stack>
  );
}
