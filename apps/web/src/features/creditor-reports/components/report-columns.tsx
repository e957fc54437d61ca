import type { producedReport } from '@fordra/contract';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Link from '@mui/material/Link';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormattingLocale } from '../../../i18n/use-language.ts';
import type { ListColumn } from '../../../shared/creditor/list-table.tsx';
import { parseIsoDay, useDateFormatter, useDayFormatter } from '../../../shared/format/date.ts';
import { useFileSizeFormatter } from '../../../shared/format/file-size.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { reportDownloadUrl } from '../api/list-produced-reports.ts';
import { isWholeMonth } from '../report-period.ts';

export type ProducedReport = z.infer<typeof producedReport>;

/** A report's period in words: the month ("oktober 2026"), or both days when it is not a whole month. */
function usePeriodFormatter() {
  const locale = useFormattingLocale();
  const day = useDayFormatter();
  return useCallback(
    (report: ProducedReport) =>
      isWholeMonth(report.periodStart, report.periodEnd)
        ? new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
            parseIsoDay(report.periodStart),
          )
        : `${day(report.periodStart, 'medium')}–${day(report.periodEnd, 'medium')}`,
    [locale, day],
  );
}

/** The list's columns: which report of which period, its format, when it was made, and its download. */
export function useReportColumns(): ListColumn<ProducedReport>[] {
  const { t } = useTranslation('creditor-reports');
  const period = usePeriodFormatter();
  const moment = useDateFormatter();
  const fileSize = useFileSizeFormatter();
  return [
    {
      key: 'report',
      label: t('columns.report'),
      primary: true,
      render: (report) => t(`kind.${report.kind}`),
    },
    {
      key: 'period',
      label: t('columns.period'),
      sortKey: 'periodStart',
      render: (report) => period(report),
    },
    { key: 'format', label: t('columns.format'), render: (report) => t(`format.${report.format}`) },
    {
      key: 'createdAt',
      label: t('columns.createdAt'),
      sortKey: 'createdAt',
      render: (report) => <Amount>{moment(new Date(report.createdAt), 'mediumWithTime')}</Amount>,
    },
    {
      key: 'size',
      label: t('columns.size'),
      numeric: true,
      render: (report) => fileSize(report.sizeBytes),
    },
    {
      key: 'download',
      label: t('columns.download'),
      render: (report) => (
        <Link
          href={reportDownloadUrl(report.documentGuid)}
          download={report.fileName}
          aria-label={t('columns.downloadReport', {
            report: t(`kind.${report.kind}`),
            period: period(report),
            format: t(`format.${report.format}`),
          })}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
        >
          <DownloadIcon fontSize="small" aria-hidden="true" />
          {t('columns.downloadShort')}
        </Link>
      ),
    },
  ];
}
