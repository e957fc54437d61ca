import { formatBankgiro, groupForReading, isValidBankgiro } from '@fordra/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { CopyableValue } from '../../../shared/ui/copyable-value.tsx';
import type { CreditorCaseDetails } from '../api/get-case-details.ts';

/** The references a debtor pays the case with, grouped for reading and copied without spaces. */
export function CaseReferences({ item }: { item: CreditorCaseDetails['case'] }) {
  const { t } = useTranslation('creditor-cases');
  const bankgiro = isValidBankgiro(item.bankgiro) ? formatBankgiro(item.bankgiro) : item.bankgiro;
  return (
    <Card>
      <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
        <Grid container columnSpacing={4}>
          <Grid size={{ xs: 12, md: 6 }}>
            <CopyableValue
              label={t('references.ocr')}
              shown={groupForReading(item.paymentReference)}
              copied={item.paymentReference}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <CopyableValue label={t('references.bankgiro')} shown={bankgiro} copied={item.bankgiro} />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
