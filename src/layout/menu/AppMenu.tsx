import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { createContext, createElement, memo, useCallback, useContext, useMemo, useState } from 'react';
import { Menu, useGetIdentity, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { SIDEBAR_SLIDE_MS } from '../../../shared/constants';
import { visibleMenu, type MenuEntry } from '../../../shared/menu';
import type { AppIdentity } from '../../authProvider';
import { BadgePill, useMenuBadges, type BadgeCounts } from './menuBadges';
import { useInSidebarOverlay } from '../sidebar/sidebarOverlay';
import { MENU_ICONS } from './menuIcons';
import { menuLink } from './menuLink';

/** Each level's indent under its group, in theme spacing units. */
const LEVEL_INDENT = 2;

/**
 * With its labels shown, the menu wraps a long label onto more lines (German, French, Portuguese
 * group names; four "Payment History" entries) instead of cutting it or running it under its chevron
 * or badge, which keep their size.
 */
const WRAPPING_LABELS = {
  '& .MuiMenuItem-root': { whiteSpace: 'normal' },
  '& .MuiTypography-noWrap': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
  '& .MuiListItemText-root': { minWidth: 0 },
  '& .MuiMenuItem-root > .MuiSvgIcon-root': { flexShrink: 0, ml: 1 },
} as const;

/** Whether the menu shows its labels: the sidebar is open, or the menu is in the overlay drawer. */
function useLabelled(): boolean {
  const [sidebarOpen] = useSidebarState();
  return useInSidebarOverlay() || sidebarOpen;
}

/** The keys of the groups that hold the entry for this path, outermost first. */
function groupsHolding(entries: readonly MenuEntry[], pathname: string): string[] {
  for (const entry of entries) {
    if (!entry.children) continue;
    const leafHere = entry.children.some((child) => child.path && pathname.startsWith(child.path));
    const inner = groupsHolding(entry.children, pathname);
    if (leafHere || inner.length > 0) return [entry.key, ...inner];
  }
  return [];
}

/**
 * The badge counts reach the entries that show one through context, so a count arriving re-renders
 * those entries, not the whole menu.
 */
const BadgeCountsContext = createContext<BadgeCounts>({});

function EntryBadge({ badge }: { badge: NonNullable<MenuEntry['badge']> }) {
  return <BadgePill count={useContext(BadgeCountsContext)[badge]} />;
}

interface NodeProps {
  entry: MenuEntry;
  depth: number;
  open: readonly string[];
  toggle(depth: number, key: string): void;
}

// Memoized: the menu re-renders on every page change and identity refresh; its entries rarely change.
const MenuNode = memo(function MenuNode({ entry, depth, open, toggle }: NodeProps) {
  const translate = useTranslate();
  const labelled = useLabelled();
  const title = translate(`app.titles.${entry.title}`, { _: entry.title });
  const icon = createElement(MENU_ICONS[entry.icon], { fontSize: depth > 0 ? 'small' : 'medium' });
  const indent = labelled ? { pl: 2 + depth * LEVEL_INDENT } : undefined;
  if (entry.external) {
    return (
      <MenuItem {...menuLink(entry)} sx={indent}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText>{title}</ListItemText>
      </MenuItem>
    );
  }
  if (!entry.children) {
    const text = entry.badge ? (
      <>
        {title}
        <EntryBadge badge={entry.badge} />
      </>
    ) : (
      title
    );
    return <Menu.Item to={entry.path!} primaryText={text} leftIcon={icon} sx={indent} />;
  }
  const expanded = open[depth] === entry.key;
  return (
    <>
      <MenuItem onClick={() => toggle(depth, entry.key)} aria-expanded={expanded} sx={indent}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText>{title}</ListItemText>
        {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </MenuItem>
      <Collapse in={expanded} timeout={SIDEBAR_SLIDE_MS} unmountOnExit>
        {entry.children.map((child) => (
          <MenuNode key={child.key} entry={child} depth={depth + 1} open={open} toggle={toggle} />
        ))}
      </Collapse>
    </>
  );
});

/**
 * The sidebar: the shared menu data as this user sees it (spec 001 §2.6). Groups work as an accordion:
 * opening one closes the others at its level; the groups holding the current page start open.
 */
export function AppMenu() {
  const { identity } = useGetIdentity();
  const { pathname } = useLocation();
  const user = identity as AppIdentity | undefined;
  const entries = useMemo(() => (user ? visibleMenu(user) : []), [user]);
  const counts = useMenuBadges(entries, user);
  const labelled = useLabelled();
  const overlay = useInSidebarOverlay();
  const [chosen, setChosen] = useState<readonly string[] | undefined>();
  const openPath = (chosen ?? groupsHolding(entries, pathname)).join('\n');
  // The same open groups keep the same array, so the entries' memo holds across page changes.
  const open = useMemo(() => (openPath ? openPath.split('\n') : []), [openPath]);
  const toggle = useCallback(
    (depth: number, key: string) =>
      setChosen(open[depth] === key ? open.slice(0, depth) : [...open.slice(0, depth), key]),
    [open],
  );
  return (
    <BadgeCountsContext.Provider value={counts}>
      <Menu
        sx={
          labelled
            ? { ...WRAPPING_LABELS, ...(overlay && { '&.RaMenu-closed': { width: '100%' } }) }
            : undefined
        }
      >
        {entries.map((entry) => (
          <MenuNode key={entry.key} entry={entry} depth={0} open={open} toggle={toggle} />
        ))}
      </Menu>
    </BadgeCountsContext.Provider>
  );
}
