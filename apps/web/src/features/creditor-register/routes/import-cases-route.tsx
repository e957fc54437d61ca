import { stockholmDateTime } from '@fordra/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import type { ClientOfUser } from '../../../shared/creditor/client-creditors.ts';
import { useCurrentClientUser } from '../../../shared/creditor/current-user.ts';
import { Notice } from '../../../shared/ui/notice.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { caseImportsQueryOptions, recordCaseImport } from '../api/case-imports.ts';
import { registerCollectionCase } from '../api/register-collection-case.ts';
import {
  countOutcomes,
  decodeCsvBytes,
  importReport,
  initialResults,
  MAX_CSV_BYTES,
  type RowResult,
  registerRows,
} from '../case-import.ts';
import { CaseFileStep } from '../components/case-file-step.tsx';
import { RegisterPageIntro, WithClient } from '../components/client-gate.tsx';
import { ClientCreditors, CsvColumns } from '../components/csv-columns.tsx';
import { ImportReport } from '../components/import-report.tsx';
import { PastImports } from '../components/past-imports.tsx';
import { type CsvCaseRow, casesFromCsv, MAX_CSV_ROWS } from '../csv-cases.ts';
import { draftFieldOf } from '../registration-request.ts';

type FileProblem =
  | { problem: 'NoRows' | 'TooManyRows' | 'Unreadable' | 'TooLarge' }
  | { problem: 'MissingColumns'; columns: string[] };

type Imported = {
  fileName: string;
  rows: CsvCaseRow[];
  results: RowResult[];
  phase: 'checked' | 'registering' | 'done';
};

/** A refusal of the server as the row's issue: at the field it named, or the row as a whole. */
const refusalOf = (error: unknown) => [
  {
    field: error instanceof ApiError ? (draftFieldOf(error.field) ?? '') : '',
    code: error instanceof ApiError ? error.code : 'Unknown',
  },
];

/** Import cases from a CSV file: check every row in the browser, then register the valid ones. */
export function ImportCasesRoute() {
  const { t } = useTranslation(['creditor-register', 'creditor']);
  const user = useCurrentClientUser();
  return (
    <Stack spacing={3}>
      <RegisterPageIntro
        title={t('import.title')}
        intro={t('import.intro')}
        link={user.canWrite ? { to: paths.creditor.registerCase, label: t('import.registerOne') } : null}
      />
      {user.canWrite ? (
        <WithClient clientGuid={user.client.clientGuid} skeletonHeights={[160]}>
          {(client) => (
            <>
              <CaseImport client={client} />
              <ClientCreditors creditors={client.creditors} />
              <PastImports />
            </>
          )}
        </WithClient>
      ) : (
        <Notice severity="info">{t('creditor:readOnly')}</Notice>
      )}
      <CsvColumns />
    </Stack>
  );
}

function CaseImport({ client }: { client: ClientOfUser }) {
  const { t } = useTranslation('creditor-register');
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [imported, setImported] = useState<Imported | null>(null);
  const queryClient = useQueryClient();

  const readFile = async (file: File) => {
    setImported(null);
    setProblem(null);
    if (file.size > MAX_CSV_BYTES) return setProblem({ problem: 'TooLarge' });
    let text: string;
    try {
      text = decodeCsvBytes(await file.arrayBuffer());
    } catch {
      return setProblem({ problem: 'Unreadable' });
    }
    const cases = casesFromCsv(text, client.creditors, stockholmDateTime(new Date()).date);
    if (!cases.ok) return setProblem(cases);
    setImported({
      fileName: file.name,
      rows: cases.rows,
      results: initialResults(cases.rows),
      phase: 'checked',
    });
  };

  const register = async (current: Imported) => {
    setImported({ ...current, phase: 'registering' });
    const results = [...current.results];
    await registerRows(
      current.rows,
      (request) => registerCollectionCase(request),
      refusalOf,
      (index, outcome) => {
        const result = results[index];
        if (result) results[index] = { ...result, outcome };
        setImported((state) =>
          state
            ? {
                ...state,
                results: state.results.map((result, at) => (at === index ? { ...result, outcome } : result)),
              }
            : state,
        );
      },
    );
    setImported((state) => (state ? { ...state, phase: 'done' } : state));
    // Kept with its report, so that it can be read again later (a lost answer only loses that).
    try {
      await recordCaseImport({ fileName: current.fileName.slice(0, 255), rows: importReport(results) });
    } catch {
      // The cases are handed over all the same; only the record of the import is missing.
    }
    void queryClient.invalidateQueries({ queryKey: caseImportsQueryOptions.queryKey });
    // The client's lists and figures now hold the new cases.
    void queryClient.invalidateQueries({ queryKey: ['creditor'], refetchType: 'none' });
  };

  const counts = imported ? countOutcomes(imported.results) : null;
  const valid = imported ? imported.rows.filter((row) => row.ok).length : 0;
  const answered = imported
    ? imported.results.filter(
        (result, index) => imported.rows[index]?.ok && !['ready', 'sending'].includes(result.outcome.state),
      ).length
    : 0;

  return (
    <>
      <SectionCard title={t('import.fileTitle')}>
        <Stack spacing={2.5}>
          <CaseFileStep
            creditors={client.creditors}
            onFile={(file) => void readFile(file)}
            disabled={imported?.phase === 'registering'}
          />
          {problem && (
            <Notice severity="error">
              {problem.problem === 'MissingColumns'
                ? t('import.problem.MissingColumns', { columns: problem.columns.join(', ') })
                : t(`import.problem.${problem.problem}`, { max: MAX_CSV_ROWS })}
            </Notice>
          )}
          {imported && (
            <Typography sx={{ fontWeight: 500 }}>
              {t('import.chosen', { name: imported.fileName })}
            </Typography>
          )}
        </Stack>
      </SectionCard>
      {imported && counts && (
        <SectionCard title={t('import.report.title')}>
          <Stack spacing={2.5}>
            {imported.phase === 'checked' && (
              <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <Typography role="status">
                  {t('import.checked', { valid, count: imported.rows.length })}
                </Typography>
                {counts.refused > 0 && (
                  <Typography color="textSecondary">
                    {t('import.refusedRows', { count: counts.refused })}
                  </Typography>
                )}
                {valid > 0 && (
                  <Button variant="contained" onClick={() => void register(imported)}>
                    {t('import.register', { count: valid })}
                  </Button>
                )}
              </Stack>
            )}
            {imported.phase === 'registering' && (
              <Box>
                <Typography id="import-progress" sx={{ mb: 1 }}>
                  {t('import.progress', { done: answered, count: valid })}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={valid === 0 ? 100 : (answered / valid) * 100}
                  aria-label={t('import.progressLabel')}
                  aria-valuetext={t('import.progress', { done: answered, count: valid })}
                />
              </Box>
            )}
            {imported.phase === 'done' && (
              <Notice severity="info">
                <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {t('import.done')}
                </Box>
                {[
                  t('import.summary.created', { count: counts.created }),
                  t('import.summary.existing', { count: counts.existing }),
                  t('import.summary.refused', { count: counts.refused }),
                ].join(' · ')}
              </Notice>
            )}
            <ImportReport results={imported.results} />
          </Stack>
        </SectionCard>
      )}
    </>
  );
}
