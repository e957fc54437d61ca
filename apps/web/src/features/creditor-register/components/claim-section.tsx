import { CURRENCIES, feeAmount } from '@fordra/domain';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { ClientOfUser } from '../../../shared/creditor/client-creditors.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { fieldGrid } from './field-grid.ts';
import { type DraftControl, DraftDateField, DraftSelectField, DraftTextField } from './form-fields.tsx';

/**
 * What is owed: for which creditor (when the client has several), the amount in kronor as people
 * write it, the invoice, and a reminder fee already charged where the client agreed to pass them on.
 */
export function ClaimSection({ control, client }: { control: DraftControl; client: ClientOfUser }) {
  const { t } = useTranslation('creditor-register');
  const money = useMoneyFormatter();
  const full = { gridColumn: '1 / -1' } as const;
  return (
    <SectionCard title={t('claim.title')}>
      <Box sx={fieldGrid}>
        {client.creditors.length > 1 && (
          <Box sx={full}>
            <DraftSelectField
              control={control}
              name="creditorGuid"
              label={t('claim.creditor')}
              placeholder={t('claim.chooseCreditor')}
              required
              options={client.creditors.map((creditor) => ({
                value: creditor.creditorGuid,
                label: `${creditor.name} (${creditor.orgNumber})`,
              }))}
            />
          </Box>
        )}
        <DraftTextField
          control={control}
          name="claim.principal"
          label={t('claim.principal')}
          helperText={t('claim.principalHint')}
          inputMode="decimal"
          ltr
          required
        />
        <DraftSelectField
          control={control}
          name="claim.currency"
          label={t('claim.currency')}
          required
          options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
        />
        <Box sx={full}>
          <DraftTextField
            control={control}
            name="claim.invoiceNumber"
            label={t('claim.invoiceNumber')}
            required
          />
        </Box>
        <DraftDateField control={control} name="claim.invoiceDate" label={t('claim.invoiceDate')} required />
        <DraftDateField control={control} name="claim.dueDate" label={t('claim.dueDate')} required />
        <Box sx={full}>
          <DraftTextField
            control={control}
            name="claim.description"
            label={t('claim.description')}
            helperText={t('claim.descriptionHint')}
            required
          />
        </Box>
        {client.policies.reminderFeeAgreed && (
          <>
            <DraftTextField
              control={control}
              name="claim.reminderFee"
              label={t('optional', { label: t('claim.reminderFee') })}
              helperText={t('claim.reminderFeeHint', {
                cap: money(feeAmount('reminder', 'SEK') ?? 0, 'SEK'),
              })}
              inputMode="decimal"
              ltr
            />
            <DraftDateField
              control={control}
              name="claim.reminderFeeDate"
              label={t('claim.reminderFeeDate')}
            />
          </>
        )}
      </Box>
    </SectionCard>
  );
}
