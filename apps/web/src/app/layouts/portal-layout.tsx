import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { appConfig } from '../../config/app-config.ts';
import { LanguageSwitcher } from '../../shared/ui/language-switcher.tsx';
import { ProductMark } from '../../shared/ui/product-mark.tsx';
import { SiteFooter } from '../../shared/ui/site-footer.tsx';
import type { NavItem } from '../nav-items.ts';
import { NavMenu } from './nav-menu.tsx';

const drawerWidth = 256;
const mainId = 'main-content';

const loadNavDrawer = () => import('./nav-drawer.tsx');
const NavDrawer = lazy(loadNavDrawer);

type PortalLayoutProps = {
  /** The area's menu. */
  items: readonly NavItem[];
  /** Where the product mark leads: the area's first page. */
  homePath: string;
  /** The account menu of the signed-in user. */
  account: ReactNode;
};

/**
 * A signed-in area (the debtor's portal, a client's pages): app bar, side navigation (a drawer below
 * md, whose code is fetched when the pointer or the focus reaches its button), one column of content,
 * footer.
 */
export function PortalLayout({ items, homePath, account }: PortalLayoutProps) {
  const { t } = useTranslation();
  // The phone's menu drawer is mounted from its first opening on, so that it slides out again when closed.
  const [drawer, setDrawer] = useState<'never opened' | 'open' | 'closed'>('never opened');

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Link
        href={`#${mainId}`}
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -64,
          zIndex: (theme) => theme.zIndex.tooltip,
          bgcolor: 'background.paper',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('skipToContent')}
      </Link>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            aria-label={t('nav.open')}
            aria-expanded={drawer === 'open'}
            onPointerEnter={() => void loadNavDrawer()}
            onFocus={() => void loadNavDrawer()}
            onClick={() => setDrawer('open')}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Link
            component={RouterLink}
            to={homePath}
            underline="none"
            color="inherit"
            aria-label={`${appConfig.productName}, ${t('nav.home')}`}
          >
            <ProductMark />
          </Link>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitcher />
          {account}
        </Toolbar>
      </AppBar>
      <Box sx={{ width: { md: drawerWidth }, flexShrink: { md: 0 } }}>
        {drawer !== 'never opened' && (
          <Suspense fallback={null}>
            <NavDrawer
              items={items}
              open={drawer === 'open'}
              width={drawerWidth}
              onClose={() => setDrawer('closed')}
            />
          </Suspense>
        )}
        {/* The menu beside the page from md up: fixed, as a docked drawer is, on the side where lines start. */}
        <Paper
          square
          elevation={0}
          sx={{
            display: { xs: 'none', md: 'flex' },
            flexDirection: 'column',
            position: 'fixed',
            top: 0,
            insetInlineStart: 0,
            height: '100%',
            width: drawerWidth,
            boxSizing: 'border-box',
            overflowY: 'auto',
            zIndex: (theme) => theme.zIndex.drawer,
            borderInlineEnd: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Toolbar />
          <NavMenu items={items} />
        </Paper>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box
          component="main"
          id={mainId}
          tabIndex={-1}
          sx={{ flexGrow: 1, px: { xs: 2, sm: 3, md: 4 }, py: { xs: 3, md: 5 }, outline: 'none' }}
        >
          <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
            <Outlet />
          </Box>
        </Box>
        <SiteFooter />
      </Box>
    </Box>
  );
}
