import type { AddressCheckAnswer } from '@fordra/contract';
import { parsePersonalNumber, stockholmDateTime } from '@fordra/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { Notice } from '../../../shared/ui/notice.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useCheckAddress } from '../api/check-address.ts';
import { splitRegisteredName } from '../registration-request.ts';
import { fieldGrid } from './field-grid.ts';
import { type DraftForm, DraftTextField } from './form-fields.tsx';

/**
 * Who owes: a person or a company, the identity number and, for a person, a button that fills in
 * the registered name and address from the population register (still editable afterwards).
 */
export function DebtorSection({ form }: { form: DraftForm }) {
  const { t } = useTranslation('creditor-register');
  const { control, getValues, setValue, setError, clearErrors } = form;
  const kindLabelId = useId();
  const { field: kindField } = useController({ control, name: 'debtor.kind' });
  const kind = useWatch({ control, name: 'debtor.kind' });
  const check = useCheckAddress();
  const [found, setFound] = useState<AddressCheckAnswer | null>(null);
  const day = useDayFormatter();

  const checkAddress = async () => {
    const identityNumber = getValues('debtor.identityNumber');
    setFound(null);
    if (!parsePersonalNumber(identityNumber, stockholmDateTime(new Date()).date).ok) {
      setError('debtor.identityNumber', { message: 'InvalidIdentityNumber' }, { shouldFocus: true });
      return;
    }
    clearErrors('debtor.identityNumber');
    let person: AddressCheckAnswer;
    try {
      person = await check.mutateAsync(identityNumber);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'Unknown';
      setError('debtor.identityNumber', { message: code }, { shouldFocus: true });
      return;
    }
    const filled = { shouldDirty: true, shouldValidate: false };
    const name = splitRegisteredName(person.name);
    setValue('debtor.identityNumber', person.personalNumber, filled);
    setValue('debtor.firstName', name.firstName, filled);
    setValue('debtor.lastName', name.lastName, filled);
    if (person.address) {
      setValue('debtor.address.careOf', person.address.careOf ?? '', filled);
      setValue('debtor.address.street', person.address.street, filled);
      setValue('debtor.address.postalCode', person.address.postalCode, filled);
      setValue('debtor.address.city', person.address.city, filled);
    }
    clearErrors(['debtor.firstName', 'debtor.lastName', 'debtor.address']);
    setFound(person);
  };

  const isPerson = kind === 'person';
  return (
    <SectionCard title={t('debtor.title')}>
      <Stack spacing={2.5}>
        <FormControl>
          <FormLabel id={kindLabelId}>{t('debtor.kind')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={kindLabelId}
            name={kindField.name}
            value={kindField.value}
            onChange={(event) => {
              kindField.onChange(event.target.value);
              setFound(null);
            }}
          >
            <FormControlLabel value="person" control={<Radio />} label={t('debtor.person')} />
            <FormControlLabel value="company" control={<Radio />} label={t('debtor.company')} />
          </RadioGroup>
        </FormControl>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
          <Box sx={{ flex: '1 1 220px' }}>
            <DraftTextField
              control={control}
              name="debtor.identityNumber"
              label={t(isPerson ? 'debtor.personalNumber' : 'debtor.organisationNumber')}
              helperText={t(isPerson ? 'debtor.personalNumberHint' : 'debtor.organisationNumberHint')}
              inputMode="numeric"
              ltr
              required
            />
          </Box>
          {isPerson && (
            <Button
              variant="outlined"
              onClick={() => void checkAddress()}
              loading={check.isPending}
              sx={{ minHeight: 56, flex: '0 0 auto' }}
            >
              {t('debtor.checkAddress')}
            </Button>
          )}
        </Box>
        {found && isPerson && (
          <Notice severity="info">
            {found.protected
              ? t('debtor.addressProtected', { name: found.name })
              : t('debtor.addressFound', { date: day(found.updatedOn) })}
          </Notice>
        )}
        <Box sx={fieldGrid}>
          {isPerson ? (
            <>
              <DraftTextField
                control={control}
                name="debtor.firstName"
                label={t('debtor.firstName')}
                required
              />
              <DraftTextField
                control={control}
                name="debtor.lastName"
                label={t('debtor.lastName')}
                required
              />
            </>
          ) : (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <DraftTextField
                control={control}
                name="debtor.companyName"
                label={t('debtor.companyName')}
                required
              />
            </Box>
          )}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <DraftTextField
              control={control}
              name="debtor.address.careOf"
              label={t('optional', { label: t('debtor.careOf') })}
            />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <DraftTextField
              control={control}
              name="debtor.address.street"
              label={t('debtor.street')}
              autoComplete="off"
              required
            />
          </Box>
          <DraftTextField
            control={control}
            name="debtor.address.postalCode"
            label={t('debtor.postalCode')}
            inputMode="numeric"
            required
          />
          <DraftTextField control={control} name="debtor.address.city" label={t('debtor.city')} required />
          <DraftTextField
            control={control}
            name="debtor.email"
            label={t('optional', { label: t('debtor.email') })}
            type="email"
            ltr
          />
          <DraftTextField
            control={control}
            name="debtor.cellularPhone"
            label={t('optional', { label: t('debtor.cellularPhone') })}
            type="tel"
            ltr
          />
        </Box>
      </Stack>
    </SectionCard>
  );
}
