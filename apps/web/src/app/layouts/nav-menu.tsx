import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { matchPath, Link as RouterLink, useLocation } from 'react-router';
import type { NavItem } from '../nav-items.ts';

/**
 * The item shown as the current page: the one whose own path is the page's, else the first whose path
 * (or `activeOn` pattern) the page is below — so "Register a case" at /creditor/cases/new is current,
 * not also "Cases", whose case pages /creditor/cases/:caseGuid would match it too.
 */
export function currentNavItem(items: readonly NavItem[], pathname: string): NavItem | undefined {
  const matches = (pattern: string, end: boolean) => matchPath({ path: pattern, end }, pathname) !== null;
  return (
    items.find((item) => matches(item.path, true)) ??
    items.find(
      (item) =>
        matches(item.path, item.end ?? false) ||
        (item.activeOn !== undefined && matches(item.activeOn, true)),
    )
  );
}

function NavMenuItem({
  item,
  active,
  onNavigate,
}: {
  item: NavItem;
  active: boolean;
  onNavigate?: () => void;
}) {
  const { t: translate } = useTranslation();
  // The creditor area's and back office's labels are in their own namespaces, which only their pages
  // load: typed, not loaded here.
  const t = translate as TFunction<['common', 'creditor', 'staff']>;
  const Icon = item.icon;
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={item.path}
        // The current page by the item's own match, so "Case details" is current on any case's page.
        aria-current={active ? 'page' : undefined}
        selected={active}
        onClick={onNavigate}
        sx={{
          borderRadius: 1,
          mb: 0.5,
          '&.Mui-selected': { bgcolor: 'action.selected', fontWeight: 600 },
        }}
      >
        <ListItemIcon sx={{ minWidth: 40, color: active ? 'text.primary' : 'text.secondary' }}>
          <Icon />
        </ListItemIcon>
        <ListItemText
          primary={t(item.labelKey)}
          slotProps={{ primary: { sx: { fontWeight: active ? 600 : 500 } } }}
        />
        {item.count !== undefined && (
          <Chip
            size="small"
            label={item.count}
            aria-label={item.countLabelKey ? t(item.countLabelKey, { number: item.count }) : undefined}
            color={item.count > 0 ? 'primary' : 'default'}
            variant={item.count > 0 ? 'filled' : 'outlined'}
            sx={{ ml: 1, minWidth: 32, fontVariantNumeric: 'tabular-nums' }}
          />
        )}
      </ListItemButton>
    </ListItem>
  );
}

/** The main menu of an area, built from its items; `onNavigate` closes the drawer on phones. */
export function NavMenu({ items, onNavigate }: { items: readonly NavItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const current = currentNavItem(items, useLocation().pathname);
  return (
    <nav aria-label={t('nav.label')}>
      <List sx={{ px: 1.5, py: 2 }}>
        {items.map((item) => (
          <NavMenuItem key={item.path} item={item} active={item === current} onNavigate={onNavigate} />
        ))}
      </List>
    </nav>
  );
}
