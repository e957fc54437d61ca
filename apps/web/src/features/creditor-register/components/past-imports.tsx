import type { CaseImport } from '@fordra/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormatter } from '../../../shared/format/date.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { caseImportsQueryOptions } from '../api/case-imports.ts';
import { csvColumnOf } from '../csv-cases.ts';
import { useIssueMessage } from './use-issue-message.ts';

/** The client's earlier imports, newest first: when, which file, by whom, what came of it, and its report. */
export function PastImports() {
  const { t } = useTranslation('creditor-register');
  const imports = useQuery(caseImportsQueryOptions);
  return (
    <SectionCard title={t('import.past.title')}>
      {imports.isPending ? (
        <Skeleton variant="rounded" height={72} aria-label={t('import.past.loading')} />
      ) : imports.isError ? (
        <Typography color="textSecondary">{t('import.past.loadError')}</Typography>
      ) : imports.data.items.length === 0 ? (
        <Typography color="textSecondary">{t('import.past.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={0} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {imports.data.items.map((done) => (
            <PastImport key={done.importGuid} done={done} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function PastImport({ done }: { done: CaseImport }) {
  const { t } = useTranslation('creditor-register');
  const date = useDateFormatter();
  const issueMessage = useIssueMessage();
  const [open, setOpen] = useState(false);
  const reportId = useId();
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{done.fileName}</Typography>
      <Typography variant="body2" color="textSecondary">
        {t('import.past.when', {
          when: date(new Date(done.importedAt), 'medium'),
          who: done.importedBy ?? t('import.past.someone'),
        })}
      </Typography>
      <Typography variant="body2">
        {[
          t('import.summary.created', { count: done.created }),
          t('import.summary.existing', { count: done.existing }),
          t('import.summary.refused', { count: done.refused }),
        ].join(' · ')}
      </Typography>
      <Button
        size="small"
        sx={{ mt: 0.5, ml: -1 }}
        aria-expanded={open}
        aria-controls={reportId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {t(open ? 'import.past.hideReport' : 'import.past.showReport')}
      </Button>
      {open && (
        <Box component="ol" id={reportId} sx={{ m: 0, mt: 1, pl: 0, listStyle: 'none' }}>
          {done.report.map((row) => (
            <Box component="li" key={row.row} sx={{ py: 0.75 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('import.past.row', { row: row.row, reference: row.reference })}
              </Typography>
              <Typography variant="body2" color={row.outcome === 'refused' ? 'error' : 'textPrimary'}>
                {row.outcome === 'refused'
                  ? row.issues
                      .map((issue) => {
                        const column = csvColumnOf(issue.field);
                        const reason = issueMessage(issue.field, issue.code);
                        return column ? t('import.report.issue', { column, reason }) : reason;
                      })
                      .join(' ')
                  : t(row.outcome === 'created' ? 'import.past.created' : 'import.past.existing', {
                      caseNumber: row.caseNumber ?? '',
                    })}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
