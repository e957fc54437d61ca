import { groupForReading } from '@fordra/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { creditorPath } from '../../../config/paths.ts';
import type { RowOutcome, RowResult } from '../case-import.ts';
import { csvColumnOf } from '../csv-cases.ts';
import { useIssueMessage } from './use-issue-message.ts';

function Outcome({ outcome }: { outcome: RowOutcome }) {
  const { t } = useTranslation('creditor-register');
  const issueMessage = useIssueMessage();
  switch (outcome.state) {
    case 'ready':
      return <Typography variant="body2">{t('import.report.ready')}</Typography>;
    case 'sending':
      return (
        <Typography variant="body2" color="textSecondary">
          {t('import.report.waiting')}
        </Typography>
      );
    case 'refused':
      return (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600, color: 'error.main' }}>
            {t('import.report.refused')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {outcome.issues.map((issue) => {
              const column = csvColumnOf(issue.field);
              const reason = issueMessage(issue.field, issue.code);
              return (
                <Typography component="li" variant="body2" key={`${issue.field}:${issue.code}`}>
                  {column ? t('import.report.issue', { column, reason }) : reason}
                </Typography>
              );
            })}
          </Box>
        </>
      );
    default:
      return (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t(outcome.state === 'created' ? 'import.report.created' : 'import.report.existing')}
          </Typography>
          <Link component={RouterLink} to={creditorPath('caseDetails', outcome.caseGuid)} variant="body2">
            {t('import.report.caseAndOcr', {
              caseNumber: outcome.caseNumber,
              ocr: groupForReading(outcome.ocrReference),
            })}
          </Link>
        </>
      );
  }
}

/** Every row of the file with what became of it, in the file's order: a table, or a list on a phone. */
export function ImportReport({ results }: { results: readonly RowResult[] }) {
  const { t } = useTranslation('creditor-register');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (phone)
    return (
      <Box component="ol" aria-label={t('import.report.title')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {results.map((result) => (
          <Box component="li" key={result.row} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="body2" color="textSecondary">
              {t('import.report.rowNumber', { row: result.row })}
            </Typography>
            <Typography sx={{ fontWeight: 500, wordBreak: 'break-word', mb: 0.5 }}>
              {result.reference}
            </Typography>
            <Outcome outcome={result.outcome} />
          </Box>
        ))}
      </Box>
    );
  return (
    <Table size="small" aria-label={t('import.report.title')}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col" align="right" sx={{ width: '4em' }}>
            {t('import.report.row')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('import.report.reference')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('import.report.result')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {results.map((result) => (
          <TableRow key={result.row}>
            <TableCell align="right" sx={{ verticalAlign: 'top', fontVariantNumeric: 'tabular-nums' }}>
              {result.row}
            </TableCell>
            <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', wordBreak: 'break-word' }}>
              {result.reference}
            </TableCell>
            <TableCell sx={{ verticalAlign: 'top' }}>
              <Outcome outcome={result.outcome} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
