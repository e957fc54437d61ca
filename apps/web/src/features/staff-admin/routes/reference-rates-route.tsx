import { parseRatePercent } from '@fordra/domain';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../i18n/use-language.ts';
import { parseIsoDay, useDateFormatter } from '../../../shared/format/date.ts';
import { referenceRatesQueryOptions } from '../../../shared/staff/reference-rates.ts';
import { useStaffMe } from '../../../shared/staff/staff-me.ts';
import { useDoneMessage } from '../../../shared/ui/done-message.tsx';
import { LoadErrorNotice } from '../../../shared/ui/load-error-notice.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { TitledPage } from '../../../shared/ui/titled-page.tsx';
import { useEnterReferenceRate, useImportReferenceRates } from '../api/reference-rates.ts';
import { useProblemText } from '../components/problem-text.ts';

/** Basis points a year (175) as a per cent with two decimals ("1,75 %") in the UI language. */
function useRateFormatter(): (rateBp: number) => string {
  const locale = useFormattingLocale();
  return useCallback(
    (rateBp) =>
      new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2 }).format(rateBp / 10_000),
    [locale],
  );
}

/** The reference rates (/staff/reference-rates): every half-year's rate and source; an admin adds one. */
export function ReferenceRatesRoute() {
  const { t } = useTranslation('staff-admin');
  return (
    <TitledPage title={t('rates.title')} intro={t('rates.intro')}>
      <QueryBoundary
        pending={<Skeleton variant="rounded" height={320} aria-label={t('rates.loading')} />}
        failed={(error, retry) => (
          <LoadErrorNotice
            error={error}
            message={(reason) => t('rates.loadError', { reason })}
            onRetry={retry}
          />
        )}
      >
        <ReferenceRates />
      </QueryBoundary>
    </TitledPage>
  );
}

function ReferenceRates() {
  const { t } = useTranslation('staff-admin');
  const me = useStaffMe();
  const { data } = useSuspenseQuery(referenceRatesQueryOptions);
  const formatDate = useDateFormatter();
  const formatRate = useRateFormatter();
  const { say, snackbar } = useDoneMessage();
  const halfYears = data.missing.map((day) => formatDate(parseIsoDay(day))).join(', ');
  return (
    <Stack spacing={3}>
      {data.missing.length > 0 && <Notice severity="error">{t('rates.missing', { halfYears })}</Notice>}
      {me.staffRole === 'admin' ? (
        <>
          <EnterRate key={data.missing[0] ?? ''} suggested={data.missing[0] ?? ''} say={say} />
          <ImportRates say={say} />
        </>
      ) : (
        <Notice severity="info">{t('rates.adminOnly')}</Notice>
      )}
      <SectionCard title={t('rates.table.caption')}>
        <Table size="small" aria-label={t('rates.table.caption')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('rates.table.validFrom')}</TableCell>
              <TableCell align="right">{t('rates.table.rate')}</TableCell>
              <TableCell>{t('rates.table.source')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.items.map((row) => (
              <TableRow key={row.validFrom}>
                <TableCell>{formatDate(parseIsoDay(row.validFrom))}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatRate(row.rateBp)}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.source}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SectionCard>
      {snackbar}
    </Stack>
  );
}

/** An admin's entry of one half-year's published rate, with where it was read. */
function EnterRate({ suggested, say }: { suggested: string; say: (text: string) => void }) {
  const { t } = useTranslation('staff-admin');
  const problemText = useProblemText();
  const enter = useEnterReferenceRate();
  const [validFrom, setValidFrom] = useState(suggested);
  const [percent, setPercent] = useState('');
  const [source, setSource] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rateBp = parseRatePercent(percent);
    if (rateBp === null) {
      setProblem(problemText('InvalidReferenceRate'));
      return;
    }
    setProblem(null);
    enter.mutate(
      { validFrom: validFrom.trim(), rateBp, source },
      {
        onSuccess: () => {
          setPercent('');
          setSource('');
          say(t('rates.enter.done', { validFrom: validFrom.trim() }));
        },
        onError: (error) => setProblem(problemText(error)),
      },
    );
  };
  return (
    <SectionCard title={t('rates.enter.title')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ maxWidth: 560 }}>
        <TextField
          label={t('rates.enter.validFrom')}
          helperText={t('rates.enter.validFromHint')}
          value={validFrom}
          onChange={(event) => setValidFrom(event.target.value)}
          required
        />
        <TextField
          label={t('rates.enter.percent')}
          helperText={t('rates.enter.percentHint')}
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          required
        />
        <TextField
          label={t('rates.enter.source')}
          helperText={t('rates.enter.sourceHint')}
          value={source}
          onChange={(event) => setSource(event.target.value)}
          required
        />
        {problem && <Notice severity="error">{problem}</Notice>}
        <Button type="submit" variant="contained" disabled={enter.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('rates.enter.submit')}
        </Button>
      </Stack>
    </SectionCard>
  );
}

/** An admin's import of the Riksbank's series, as its site exports it (CSV). */
function ImportRates({ say }: { say: (text: string) => void }) {
  const { t } = useTranslation('staff-admin');
  const problemText = useProblemText();
  const importRates = useImportReferenceRates();
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState(t('rates.import.defaultSource'));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem(problemText('ReferenceRateFileRefused'));
      return;
    }
    setProblem(null);
    const content = await file.text();
    importRates.mutate(
      { content, source },
      {
        onSuccess: (result) =>
          say(t('rates.import.done', { count: result.added.length, unchanged: result.unchanged })),
        onError: (error) => setProblem(problemText(error)),
      },
    );
  };
  return (
    <SectionCard title={t('rates.import.title')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ maxWidth: 560 }}>
        <Typography color="textSecondary">{t('rates.import.format')}</Typography>
        <TextField
          type="file"
          label={t('rates.import.file')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: '.csv,.txt,text/csv,text/plain' } }}
          onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0] ?? null)}
          required
        />
        <TextField
          label={t('rates.enter.source')}
          value={source}
          onChange={(event) => setSource(event.target.value)}
          required
        />
        {problem && <Notice severity="error">{problem}</Notice>}
        <Button
          type="submit"
          variant="outlined"
          disabled={importRates.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('rates.import.submit')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
