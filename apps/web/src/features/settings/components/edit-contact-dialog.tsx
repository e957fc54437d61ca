import { formatPhoneNumber } from '@fordra/domain';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../shared/api/api-error.ts';
import type { Debtor } from '../../../shared/debtor/current-debtor.ts';
import { DialogForm, FormDialog } from '../../../shared/ui/form-dialog.tsx';
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
  debtor: Debtor;
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
      email: debtor.email ?? '',
      cellularphone: debtor.cellularPhone ? formatPhoneNumber(debtor.cellularPhone) : '',
      homephone: debtor.homePhone ? formatPhoneNumber(debtor.homePhone) : '',
      workphone: debtor.workPhone ? formatPhoneNumber(debtor.workPhone) : '',
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
    <DialogForm
      titleId={titleId}
      title={t('dialog.title')}
      intro={t('dialog.intro')}
      failure={failure && t('dialog.failed', { reason: t(errorMessageKey(failure)) })}
      cancelLabel={t('dialog.cancel')}
      submitLabel={t('dialog.save')}
      pending={isSubmitting}
      onCancel={onCancel}
      onSubmit={() => void handleSubmit(onValid)()}
    >
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
      <Typography variant="body2" color="textSecondary">
        {t('dialog.phoneHint')}
      </Typography>
    </DialogForm>
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
  debtor: Debtor;
  open: boolean;
  /** Changes each time the dialog opens, so the form starts from the saved details. */
  openCount: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <FormDialog open={open} openCount={openCount} onClose={onClose}>
      {(titleId) => (
        <EditContactForm debtor={debtor} titleId={titleId} onCancel={onClose} onSaved={onSaved} />
      )}
    </FormDialog>
  );
}
