import type { PrintFileItem } from '@fordra/contract';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import LocalPrintshopOutlinedIcon from '@mui/icons-material/LocalPrintshopOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useFileSizeFormatter } from '../../../shared/format/file-size.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { TitledPage } from '../../../shared/ui/titled-page.tsx';
import { manifestUrl, printFilesQueryOptions } from '../api/queues.ts';

/** The days' print files for the print-and-mail house, newest first, each with its manifest to download. */
export function PrintFilesRoute() {
  const { t } = useTranslation('staff-queues');
  return (
    <TitledPage title={t('printFiles.title')} intro={t('printFiles.intro')}>
      <QueryBoundary
        pending={<Skeleton variant="rounded" height={240} aria-label={t('printFiles.loading')} />}
        loadError={(reason) => t('printFiles.loadError', { reason })}
      >
        <PrintFiles />
      </QueryBoundary>
    </TitledPage>
  );
}

function PrintFiles() {
  const { t } = useTranslation('staff-queues');
  const { items } = useSuspenseQuery(printFilesQueryOptions).data;
  if (items.length === 0)
    return (
      <SectionCard title={t('printFiles.caption')}>
        <EmptyState compact icon={LocalPrintshopOutlinedIcon} title={t('printFiles.empty')} />
      </SectionCard>
    );
  return (
    <SectionCard title={t('printFiles.caption')}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('printFiles.caption')}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('printFiles.day')}</TableCell>
              <TableCell scope="col" align="right">
                {t('printFiles.letters')}
              </TableCell>
              <TableCell scope="col" align="right">
                {t('printFiles.pages')}
              </TableCell>
              <TableCell scope="col" align="right">
                {t('printFiles.size')}
              </TableCell>
              <TableCell scope="col">{t('printFiles.status')}</TableCell>
              <TableCell scope="col">{t('printFiles.manifest')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <PrintFileRow key={item.day} item={item} />
            ))}
          </TableBody>
        </Table>
      </Box>
    </SectionCard>
  );
}

function PrintFileRow({ item }: { item: PrintFileItem }) {
  const { t } = useTranslation('staff-queues');
  const day = useDayFormatter();
  const size = useFileSizeFormatter();
  const shown = day(item.day, 'medium');
  return (
    <TableRow data-testid="print-file">
      <TableCell component="th" scope="row" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
        {shown}
      </TableCell>
      <TableCell align="right">
        <Amount>{String(item.letters)}</Amount>
      </TableCell>
      <TableCell align="right">
        <Amount>{String(item.pages)}</Amount>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Amount>{size(item.bytes)}</Amount>
      </TableCell>
      <TableCell>{t(`printFiles.state.${item.status}`)}</TableCell>
      <TableCell>
        {item.status === 'written' && item.manifestSha256 ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Button
              component="a"
              href={manifestUrl(item.day)}
              download={`manifest-${item.day}.csv`}
              variant="outlined"
              size="small"
              startIcon={<DownloadOutlinedIcon fontSize="small" />}
              aria-label={t('printFiles.downloadNamed', { day: shown })}
            >
              {t('printFiles.download')}
            </Button>
            <Typography
              variant="body2"
              color="textSecondary"
              title={item.manifestSha256}
              sx={{ fontFamily: 'monospace' }}
            >
              {t('printFiles.checksum', { sha: item.manifestSha256.slice(0, 12) })}
            </Typography>
          </Box>
        ) : (
          t('printFiles.notYet')
        )}
      </TableCell>
    </TableRow>
  );
}
