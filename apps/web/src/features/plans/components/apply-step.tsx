import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../shared/api/api-error.ts';
import { Notice } from '../../../shared/ui/notice.tsx';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import { type Contact, contactResolver } from '../contact-schema.ts';
import type { ProposalFailure } from '../plan-wizard-state.ts';

type Props = {
  contact: Contact;
  failure: ProposalFailure | null;
  sending: boolean;
  onBack: (contact: Contact) => void;
  onSend: (contact: Contact) => void;
};

/**
 * Step 4: the contact details, prefilled and editable (at least one), and the send button, whose words
 * say that sending accepts the terms. A refusal about a field is shown at that field, the rest above.
 */
export function ApplyStep({ contact, failure, sending, onBack, onSend }: Props) {
  const { t } = useTranslation(['plans', 'errors']);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<Contact>({ resolver: contactResolver, defaultValues: contact });

  useEffect(() => {
    if (failure?.field) setError(failure.field, { message: failure.code }, { shouldFocus: true });
  }, [failure, setError]);

  const fieldError = (message: string | undefined) => (message ? t(errorMessageKey(message)) : undefined);

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSend)}>
      {failure && !failure.field && <Notice severity="error">{t(errorMessageKey(failure.code))}</Notice>}
      <Typography>{t('apply.intro')}</Typography>
      <Box>
        <Typography variant="h3" component="h3">
          {t('apply.contactTitle')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('apply.contactHint')}
        </Typography>
      </Box>
      <OutlinedTextField
        {...register('email')}
        label={t('apply.email')}
        type="email"
        autoComplete="email"
        inputProps={{ dir: 'ltr' }}
        fullWidth
        error={fieldError(errors.email?.message)}
      />
      <OutlinedTextField
        {...register('cellularPhone')}
        label={t('apply.cellularPhone')}
        type="tel"
        autoComplete="tel"
        inputProps={{ dir: 'ltr' }}
        fullWidth
        error={fieldError(errors.cellularPhone?.message)}
      />
      <Typography color="textSecondary">{t('apply.sendHint')}</Typography>
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
        <Button variant="outlined" color="inherit" onClick={() => onBack(getValues())} disabled={sending}>
          {t('new.back')}
        </Button>
        <Button type="submit" variant="contained" size="large" loading={sending}>
          {t('apply.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
