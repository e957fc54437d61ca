import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { signOut } from '../../shared/session/session-client.ts';
import { mirrorInRtl } from '../../shared/ui/rtl.ts';

/** What the account button opens (account-menu.tsx): who is signed in, and "sign out"; loaded when first opened. */
export default function AccountMenuPopup({
  id,
  anchor,
  name,
  detail,
  onClose,
}: {
  id: string;
  anchor: HTMLElement;
  name: string;
  detail: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ px: 2, pt: 1, pb: 1.5, minWidth: 240 }}>
        <Typography variant="body2" color="textSecondary">
          {t('account.signedInAs')}
        </Typography>
        <Typography variant="subtitle1">{name}</Typography>
        <Typography variant="body2" color="textSecondary">
          <bdi>{detail}</bdi>
        </Typography>
      </Box>
      <Divider />
      <MenuItem onClick={() => void signOut({ callbackUrl: paths.auth.signIn })}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" sx={mirrorInRtl} />
        </ListItemIcon>
        {t('account.signOut')}
      </MenuItem>
    </Menu>
  );
}
