import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadProgress } from '../../../shared/api/api-client.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useFileSizeFormatter } from '../../../shared/format/file-size.ts';
import { Notice } from '../../../shared/ui/notice.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { TitledPage } from '../../../shared/ui/titled-page.tsx';
import { useUploadPaymentFile } from '../api/payment-files.ts';
import { FileDrop } from '../components/file-drop.tsx';
import { ImportResult, RefusedResult } from '../components/import-result.tsx';
import { useProblemText } from '../components/problem-text.ts';
import { ReceivedFiles } from '../components/received-files.tsx';
import { uploadPercent } from '../upload-percent.ts';

/** Payment files (/staff/payment-files): upload a BgMax file and see what it registered; every file received. */
export function PaymentFilesRoute() {
  const { t } = useTranslation('staff-admin');
  return (
    <TitledPage title={t('files.title')} intro={t('files.intro')}>
      <Upload />
      <ReceivedFiles />
    </TitledPage>
  );
}

function Upload() {
  const { t } = useTranslation('staff-admin');
  const problemText = useProblemText();
  const formatSize = useFileSizeFormatter();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = useUploadPaymentFile(setProgress);
  const progressId = useId();

  const start = (chosen: File) => {
    setFile(chosen);
    setProgress({ sent: 0, total: chosen.size });
    upload.mutate(chosen);
  };
  const refusal =
    upload.error instanceof ApiError &&
    (upload.error.code === 'PaymentFileRefused' || upload.error.code === 'PaymentFileWrongBankgiro')
      ? upload.error
      : null;
  const percent = progress ? uploadPercent(progress) : 0;

  return (
    <Stack spacing={3}>
      <SectionCard title={t('files.upload')}>
        <Stack spacing={2.5}>
          <FileDrop onFile={start} disabled={upload.isPending} />
          {upload.isPending && file && progress && (
            <Box>
              <Typography id={progressId} sx={{ mb: 1 }}>
                {percent < 100
                  ? t('files.sending', {
                      file: file.name,
                      sent: formatSize(progress.sent),
                      total: formatSize(progress.total),
                    })
                  : t('files.importing', { file: file.name })}
              </Typography>
              <LinearProgress
                variant={percent < 100 ? 'determinate' : 'indeterminate'}
                value={percent}
                aria-labelledby={progressId}
                sx={{ height: 8, borderRadius: 4 }}
              />
            </Box>
          )}
        </Stack>
      </SectionCard>
      <Box aria-live="polite">
        {upload.data && <ImportResult result={upload.data} />}
        {refusal && file && (
          <RefusedResult
            fileName={file.name}
            reason={refusal.detail ?? null}
            explanation={
              refusal.code === 'PaymentFileWrongBankgiro'
                ? problemText(refusal)
                : t('files.refusal.Unreadable')
            }
          />
        )}
        {upload.error && !refusal && (
          <Notice severity="error">
            {t('files.failed', { file: file?.name ?? '', reason: problemText(upload.error) })}
          </Notice>
        )}
      </Box>
    </Stack>
  );
}
