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
import { useDebtor } from '../../shared/debtor/use-debtor.ts';
import { signOut } from '../../shared/session/session-client.ts';
import { mirrorInRtl } from '../../shared/ui/rtl.ts';
import { paths } from '../paths.ts';

/** The signed-in debtor's name, opening a menu with who is signed in and "sign out". */
export function AccountMenu() {
  const { t } = useTranslation();
  const { debtor } = useDebtor();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleOutlinedIcon />}
        aria-label={t('account.open', { name: debtor.Name })}
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
          {debtor.Name}
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
          <Typography variant="subtitle1">{debtor.Name}</Typography>
          <Typography variant="body2" color="text.secondary">
            <bdi>{debtor.MaskedIdentityNumber}</bdi>
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
