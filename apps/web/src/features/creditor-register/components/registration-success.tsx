import { formatBankgiro, groupForReading, isValidBankgiro } from '@fordra/domain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { creditorPath, paths } from '../../../config/paths.ts';
import { CopyFeedbackProvider } from '../../../shared/ui/copy-feedback.tsx';
import { CopyableValue } from '../../../shared/ui/copyable-value.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import type { RegisteredCase } from './register-case-form.tsx';

/**
 * The case handed over: its number, and the OCR reference and bankgiro the debtor pays with, grouped
 * for reading and copied without spaces. A repeated reference says that nothing new was registered.
 */
export function RegistrationSuccess({
  registered,
  reference,
}: {
  registered: RegisteredCase;
  reference: string;
}) {
  const { t } = useTranslation('creditor-register');
  const bankgiro = isValidBankgiro(registered.bankgiro)
    ? formatBankgiro(registered.bankgiro)
    : registered.bankgiro;
  return (
    <Card>
      <CardContent>
        <Stack spacing={2.5}>
          {registered.created ? (
            <Typography>{t('success.body')}</Typography>
          ) : (
            <Notice severity="info">{t('success.already', { reference })}</Notice>
          )}
          <CopyFeedbackProvider>
            <CopyableValue
              label={t('success.caseNumber')}
              shown={registered.caseNumber}
              copied={registered.caseNumber}
            />
            <CopyableValue
              label={t('success.ocr')}
              shown={groupForReading(registered.ocrReference)}
              copied={registered.ocrReference}
            />
            <CopyableValue label={t('success.bankgiro')} shown={bankgiro} copied={registered.bankgiro} />
          </CopyFeedbackProvider>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              component={RouterLink}
              to={creditorPath('caseDetails', registered.caseGuid)}
              variant="contained"
            >
              {t('success.openCase')}
            </Button>
            <Button component={RouterLink} to={paths.creditor.registerCase} variant="outlined">
              {t('success.registerAnother')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
