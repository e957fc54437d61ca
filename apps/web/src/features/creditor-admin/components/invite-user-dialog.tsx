import type { invitedUserResponse } from '@fordra/contract';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, errorMessageKey } from '../../../shared/api/api-error.ts';
import { useDateFormatter } from '../../../shared/format/date.ts';
import { Notice } from '../../../shared/ui/notice.tsx';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import { useInviteUser } from '../api/invite-user.ts';
import {
  type InviteField,
  type InviteForm,
  inviteFormResolver,
  isInviteField,
  isUsernameFormError,
} from '../invite-form.ts';
import { clientRoles } from '../user-status.ts';
import { ChoiceSelect } from './choice-select.tsx';
import { DialogButtons, FailureNotice, ShownOnceDialog } from './dialog-parts.tsx';
import { SecretField } from './secret-field.tsx';

type Invited = z.infer<typeof invitedUserResponse>;

function InviteUserForm({
  titleId,
  onCancel,
  onInvited,
}: {
  titleId: string;
  onCancel: () => void;
  onInvited: (invited: Invited) => void;
}) {
  const { t } = useTranslation(['creditor-admin', 'errors']);
  const invite = useInviteUser();
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<InviteForm>({
    resolver: inviteFormResolver,
    defaultValues: { username: '', displayName: '', email: '', role: 'user' },
  });

  const onValid = async (form: InviteForm) => {
    setFailure(null);
    try {
      onInvited(await invite.mutateAsync(form));
    } catch (error) {
      if (error instanceof ApiError && isInviteField(error.field)) {
        setError(error.field, { message: error.code }, { shouldFocus: true });
      } else {
        setFailure(error);
      }
    }
  };

  const fieldError = (field: InviteField) => {
    const code = errors[field]?.message;
    if (!code) return undefined;
    if (field === 'username' && isUsernameFormError(code, watch('username')))
      return t('inviteDialog.usernameInvalid');
    return t(errorMessageKey(code));
  };
  const role = watch('role');

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onValid)}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 650 }}>
        {t('inviteDialog.title')}
      </DialogTitle>
      <DialogContent>
        <Typography color="textSecondary" sx={{ mb: 2.5 }}>
          {t('inviteDialog.intro')}
        </Typography>
        <Stack spacing={2.5}>
          <OutlinedTextField
            {...register('displayName')}
            label={t('inviteDialog.displayName')}
            autoComplete="off"
            required
            fullWidth
            error={fieldError('displayName')}
          />
          <OutlinedTextField
            {...register('username')}
            label={t('inviteDialog.username')}
            autoComplete="off"
            required
            fullWidth
            error={fieldError('username')}
            helperText={t('inviteDialog.usernameHint')}
            inputProps={{ spellCheck: false, autoCapitalize: 'none', dir: 'ltr', maxLength: 60 }}
          />
          <OutlinedTextField
            {...register('email')}
            label={t('inviteDialog.email')}
            type="email"
            autoComplete="off"
            required
            fullWidth
            error={fieldError('email')}
            inputProps={{ spellCheck: false, autoCapitalize: 'none', dir: 'ltr' }}
          />
          <ChoiceSelect
            {...register('role')}
            label={t('inviteDialog.role')}
            options={clientRoles.map((value) => ({ value, label: t(`role.${value}`) }))}
            helperText={fieldError('role') ?? t(`roleHelp.${role}`)}
          />
          {failure !== null && <FailureNotice error={failure} />}
        </Stack>
      </DialogContent>
      <DialogButtons submitLabel={t('inviteDialog.submit')} pending={isSubmitting} onCancel={onCancel} />
    </Box>
  );
}

/** Inviting a user: the form, then the link to send them, shown once, and until when it can be used. */
export function InviteUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('creditor-admin');
  const formatDate = useDateFormatter();
  return (
    <ShownOnceDialog<Invited>
      open={open}
      onClose={onClose}
      form={({ titleId, onMade }) => (
        <InviteUserForm titleId={titleId} onCancel={onClose} onInvited={onMade} />
      )}
      made={(invited) => ({
        title: t('inviteDialog.createdTitle'),
        doneLabel: t('done'),
        content: (
          <>
            <Typography>
              {t('inviteDialog.created', {
                name: invited.user.displayName,
                role: t(`role.${invited.user.role}`).toLocaleLowerCase(),
              })}
            </Typography>
            <SecretField
              label={t('inviteDialog.link')}
              copyLabel={t('inviteDialog.copyLink')}
              value={invited.invitation.url}
            />
            <Notice severity="info">
              {t('inviteDialog.shownOnce', {
                expiresAt: formatDate(new Date(invited.invitation.expiresAt), 'mediumWithTime'),
              })}
            </Notice>
          </>
        ),
      })}
    />
  );
}
