import { formatBankgiro, groupForReading, isValidBankgiro, kronorString } from '@fordra/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMoneyFormatter } from '../format/money.ts';
import { CopyableValue } from '../ui/copyable-value.tsx';
import type { Payable } from './payable.ts';

/** Paying one case from an internet bank: bankgiro number, OCR reference and amount, each copyable. */
export function BankTransfer({ info, headingComponent }: { info: Payable; headingComponent: 'h3' | 'h4' }) {
  const { t } = useTranslation('payment');
  const money = useMoneyFormatter();
  const bankgiro = isValidBankgiro(info.bankgiro) ? formatBankgiro(info.bankgiro) : info.bankgiro;
  return (
    <Box>
      <Typography variant="h3" component={headingComponent} sx={{ mb: 1 }}>
        {t('bank.title')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t('bank.hint')}
      </Typography>
      <CopyableValue label={t('bank.bankgiro')} shown={bankgiro} copied={info.bankgiro} />
      <CopyableValue
        label={t('bank.ocr')}
        shown={groupForReading(info.ocrReference)}
        copied={info.ocrReference}
      />
      {/* Banks take the amount with a decimal comma and no grouping, as Swish does. */}
      <CopyableValue
        label={t('bank.amount')}
        shown={money(info.amountToPay, info.currency)}
        copied={kronorString(info.amountToPay)}
      />
    </Box>
  );
}
