import type { DebtorEntry } from '@fordra/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../shared/api/api-error.ts';
import { Notice } from '../../../shared/ui/notice.tsx';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import { useUpdateDebtorDetails } from '../api/update-debtor-details.ts';
import {
  type ContactDetailField,
  type ContactDetails,
  contactDetailFields,
  contactDetailsPayload,
  contactDetailsResolver,
} from '../contact-details-schema.ts';

const isContactField = (field: string | undefined): field is ContactDetailField =>
  (contactDetailFields as readonly string[]).includes(field ?? '');

/** The form inside the dialog; mounted afresh each time the dialog opens, with the details as saved. */
function EditContactForm({
  debtor,
  titleId,
  onCancel,
  onSaved,
}: {
  debtor: DebtorEntry;
  titleId: string;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['settings', 'errors']);
  const update = useUpdateDebtorDetails();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactDetails>({
    resolver: contactDetailsResolver,
    defaultValues: {
      email: debtor.Email ?? '',
      cellularphone: debtor.CellularPhone ?? '',
      homephone: debtor.HomePhone ?? '',
      workphone: debtor.WorkPhone ?? '',
    },
  });

  const onValid = async (details: ContactDetails) => {
    setFailure(null);
    try {
      await update.mutateAsync(contactDetailsPayload(details));
    } catch (error) {
      if (error instanceof ApiError && isContactField(error.field)) {
        setError(error.field, { message: error.code }, { shouldFocus: true });
      } else {
        setFailure(error instanceof ApiError ? error.code : 'Unknown');
      }
      return;
    }
    onSaved();
  };

  // The general phone message speaks of a mobile number; the home and work numbers get their own.
  const fieldError = (field: ContactDetailField) => {
    const code = errors[field]?.message;
    if (!code) return undefined;
    if (code === 'InvalidPhone' && field !== 'cellularphone') return t('dialog.invalidPhone');
    return t(errorMessageKey(code));
  };

  const phoneField = (field: 'cellularphone' | 'homephone' | 'workphone') => (
    <OutlinedTextField
      {...register(field)}
      label={t(`fields.${field}`)}
      type="tel"
      autoComplete={field === 'cellularphone' ? 'tel' : 'off'}
      fullWidth
      error={fieldError(field)}
      inputProps={{ dir: 'ltr' }}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onValid)}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 650 }}>
        {t('dialog.title')}
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {t('dialog.intro')}
        </Typography>
        <Stack spacing={2.5}>
          <OutlinedTextField
            {...register('email')}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            fullWidth
            error={fieldError('email')}
            inputProps={{ spellCheck: false, autoCapitalize: 'none', dir: 'ltr' }}
          />
          {phoneField('cellularphone')}
          {phoneField('homephone')}
          {phoneField('workphone')}
          <Typography variant="body2" color="text.secondary">
            {t('dialog.phoneHint')}
          </Typography>
          {failure && (
            <Notice severity="error">{t('dialog.failed', { reason: t(errorMessageKey(failure)) })}</Notice>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        <Button color="inherit" onClick={onCancel} disabled={isSubmitting}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** The edit-details dialog (focus stays inside while it is open); full screen on a phone. */
export function EditContactDialog({
  debtor,
  open,
  openCount,
  onClose,
  onSaved,
}: {
  debtor: DebtorEntry;
  open: boolean;
  /** Changes each time the dialog opens, so the form starts from the saved details. */
  openCount: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby={titleId}
    >
      <EditContactForm
        key={openCount}
        debtor={debtor}
        titleId={titleId}
        onCancel={onClose}
        onSaved={onSaved}
      />
    </Dialog>
  );
}
