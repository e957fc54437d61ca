import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const loadPopup = () => import('./account-menu-popup.tsx');
const AccountMenuPopup = lazy(loadPopup);

/**
 * The signed-in user's name, opening a menu with who is signed in (`detail`: a debtor's masked identity
 * number, a client user's client) and "sign out". The menu's code is fetched when the pointer or the
 * focus reaches the button, and shown once it is in.
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
        onPointerEnter={() => void loadPopup()}
        onFocus={() => void loadPopup()}
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
      {anchor && (
        <Suspense fallback={null}>
          <AccountMenuPopup
            id={menuId}
            anchor={anchor}
            name={name}
            detail={detail}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
