import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import type { NavItem } from '../nav-items.ts';
import { NavMenu } from './nav-menu.tsx';

/**
 * The menu as a drawer over the page, below md (portal-layout.tsx); loaded when first opened, so that
 * no page carries the modal's code (Drawer, Modal, Slide, the focus trap) before it is asked for.
 */
export default function NavDrawer({
  items,
  open,
  width,
  onClose,
}: {
  items: readonly NavItem[];
  open: boolean;
  width: number;
  onClose: () => void;
}) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width } }}
    >
      <Toolbar />
      <NavMenu items={items} onNavigate={onClose} />
    </Drawer>
  );
}
