import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { type ClientUser, userStatus } from '../user-status.ts';

/** A user's status in words (never colour alone): active, invitation pending, disabled. */
export function UserStatusChip({ user }: { user: ClientUser }) {
  const { t } = useTranslation('creditor-admin');
  const status = userStatus(user);
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`status.${status}`)}
      sx={status === 'disabled' ? { borderStyle: 'dashed', color: 'text.secondary' } : undefined}
    />
  );
}
