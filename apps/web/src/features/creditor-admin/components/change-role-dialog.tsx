import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateUser } from '../api/update-user.ts';
import { type ClientRole, type ClientUser, clientRoles } from '../user-status.ts';
import { ChoiceSelect } from './choice-select.tsx';
import { DialogButtons, FailureNotice } from './dialog-parts.tsx';

function ChangeRoleForm({
  user,
  titleId,
  onCancel,
  onChanged,
}: {
  user: ClientUser;
  titleId: string;
  onCancel: () => void;
  onChanged: (user: ClientUser) => void;
}) {
  const { t } = useTranslation('creditor-admin');
  const update = useUpdateUser();
  const [role, setRole] = useState<ClientRole>(user.role);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (role === user.role) return onCancel();
        update.mutate({ userGuid: user.userGuid, change: { role } }, { onSuccess: onChanged });
      }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 650 }}>
        {t('roleDialog.title', { name: user.displayName })}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Box sx={{ pt: 1 }}>
          <ChoiceSelect
            label={t('roleDialog.role')}
            name="role"
            value={role}
            onChange={(event) => setRole(event.target.value as ClientRole)}
            options={clientRoles.map((value) => ({ value, label: t(`role.${value}`) }))}
            helperText={t(`roleHelp.${role}`)}
          />
        </Box>
        {update.error && <FailureNotice error={update.error} />}
      </DialogContent>
      <DialogButtons submitLabel={t('roleDialog.submit')} pending={update.isPending} onCancel={onCancel} />
    </Box>
  );
}

/** Choosing another role for a user, with what each role may do under the choice. */
export function ChangeRoleDialog({
  user,
  onClose,
  onChanged,
}: {
  /** The user whose role is changed; null closes the dialog. */
  user: ClientUser | null;
  onClose: () => void;
  onChanged: (user: ClientUser) => void;
}) {
  const titleId = useId();
  // The user stays shown while the dialog fades out.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => setShown(null) } }}
    >
      {shown && (
        <ChangeRoleForm
          key={shown.userGuid}
          user={shown}
          titleId={titleId}
          onCancel={onClose}
          onChanged={onChanged}
        />
      )}
    </Dialog>
  );
}
