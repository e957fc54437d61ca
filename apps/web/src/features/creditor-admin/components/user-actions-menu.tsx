import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const allowed = userActions(user, myUserGuid);
  const actions = (['changeRole', 'disable', 'enable'] as const).filter((action) => allowed[action]);

  if (actions.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {t('users.selfNoActions')}
      </Typography>
    );
  }
  const choose = (action: UserAction) => {
    setAnchor(null);
    onAction(action, user);
  };
  return (
    <>
      <IconButton
        aria-label={t('users.actionsFor', { name: user.displayName })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ my: -0.75 }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem key={action} onClick={() => choose(action)}>
            {t(`users.${action}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
