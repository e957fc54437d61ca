import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RowActionsMenu } from '../../../shared/ui/row-actions-menu.tsx';
import { type ClientUser, userActions } from '../user-status.ts';

export type UserAction = 'changeRole' | 'disable' | 'enable';

/** A user's row actions in a menu; the signed-in admin's own row says who may change it instead. */
export function UserActionsMenu({
  user,
  myUserGuid,
  onAction,
}: {
  user: ClientUser;
  myUserGuid: string | undefined;
  onAction: (action: UserAction, user: ClientUser) => void;
}) {
  const { t } = useTranslation('creditor-admin');
  const allowed = userActions(user, myUserGuid);
  const actions = (['changeRole', 'disable', 'enable'] as const).filter((action) => allowed[action]);

  if (actions.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary" component="span">
        {t('users.selfNoActions')}
      </Typography>
    );
  }
  return (
    <RowActionsMenu
      label={t('users.actionsFor', { name: user.displayName })}
      actions={actions.map((action) => ({
        key: action,
        label: t(`users.${action}`),
        onSelect: () => onAction(action, user),
      }))}
    />
  );
}
