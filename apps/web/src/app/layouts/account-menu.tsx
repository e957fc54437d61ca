import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../shared/session/session-client.ts';
import { mirrorInRtl } from '../../shared/ui/rtl.ts';
import { paths } from '../paths.ts';

/**
 * The signed-in user's name, opening a menu with who is signed in (`detail`: a debtor's masked identity
 * number, a client user's client) and "sign out".
 */
export function AccountMenu({ name, detail }: { name: string; detail: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleOutlinedIcon />}
        aria-label={t('account.open', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          minWidth: 0,
          px: 1.5,
          fontWeight: 500,
          '& .MuiButton-startIcon': { margin: { xs: 0, sm: '0 8px 0 -4px' } },
        }}
      >
        <Box
          component="span"
          sx={{
            display: { xs: 'none', sm: 'inline' },
            maxWidth: 220,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {name}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, pt: 1, pb: 1.5, minWidth: 240 }}>
          <Typography variant="body2" color="text.secondary">
            {t('account.signedInAs')}
          </Typography>
          <Typography variant="subtitle1">{name}</Typography>
          <Typography variant="body2" color="text.secondary">
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
    </>
  );
}
