import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryListTable } from '../../../shared/creditor/query-list-table.tsx';
import { useListParams } from '../../../shared/creditor/use-list-params.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { producedReportsQueryOptions } from '../api/list-produced-reports.ts';
import { useReportColumns } from '../components/report-columns.tsx';
import { REPORT_FILTERS, REPORT_KINDS, reportListDefaults, reportListQueryOf } from '../report-list-query.ts';

/** Reports: the monthly reports produced for the client, newest first, each to download. */
export function ReportsRoute() {
  const { t } = useTranslation(['creditor-reports', 'creditor']);
  const list = useListParams(REPORT_FILTERS, reportListDefaults);
  const [search] = useSearchParams();
  const query = reportListQueryOf(search);
  const { kind } = query;
  const columns = useReportColumns();

  return (
    <Stack spacing={3}>
      <Box>
        <PageHeading>{t('title')}</PageHeading>
        <Typography color="textSecondary" sx={{ mt: 0.5 }}>
          {t('intro')}
        </Typography>
      </Box>

      <Box>
        <TextField
          select
          size="small"
          label={t('filters.kind')}
          value={kind ?? ''}
          onChange={(event) => list.change({ kind: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 260, mb: 2, width: { xs: '100%', sm: 'auto' } }}
        >
          <MenuItem value="">{t('filters.allKinds')}</MenuItem>
          {REPORT_KINDS.map((known) => (
            <MenuItem key={known} value={known}>
              {t(`kind.${known}`)}
            </MenuItem>
          ))}
        </TextField>

        <QueryListTable
          caption={t('caption')}
          query={producedReportsQueryOptions(query)}
          columns={columns}
          getKey={(report) => report.reportGuid}
          sort={list.sort}
          order={list.order}
          onSort={(sort, order) => list.change({ sort, order })}
          onPageChange={(page) => list.change({ page })}
          onPageSizeChange={(pageSize) => list.change({ pageSize })}
          empty={
            <EmptyState
              icon={AssessmentOutlinedIcon}
              title={kind ? t('empty.kind', { kind: t(`kind.${kind}`) }) : t('empty.none')}
              compact
            >
              <Typography color="textSecondary" sx={{ mb: kind ? 2 : 0 }}>
                {t('empty.when')}
              </Typography>
              {kind && (
                <Button onClick={() => list.change({ kind: undefined })}>{t('filters.showAll')}</Button>
              )}
            </EmptyState>
          }
        />
      </Box>
    </Stack>
  );
}
