import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { createElement, useMemo, useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { visibleMenu, type MenuEntry } from '../../../shared/menu';
import { DESKTOP_APP_BAR_HEIGHT_PX } from '../../../shared/constants';
import type { AppIdentity } from '../../authProvider';
import { useLayoutSettings, useLayoutVariant } from '../theme/layoutSettings';
import { Logo } from '../sidebar/Logo';
import { BadgePill, useMenuBadges, type BadgeCounts } from '../menu/menuBadges';
import { MENU_ICONS } from '../menu/menuIcons';
import { menuLink } from '../menu/menuLink';

/** A group's entries in its dropdown; an inner group shows as a heading over its own entries. */
function DropdownEntries({
  entries,
  depth,
  close,
  counts,
}: {
  entries: readonly MenuEntry[];
  depth: number;
  close(): void;
  counts: BadgeCounts;
}) {
  const translate = useTranslate();
  return entries.flatMap((entry) => {
    const title = translate(`app.titles.${entry.title}`, { _: entry.title });
    if (entry.children) {
      return [
        <ListSubheader key={entry.key} sx={{ pl: 2 + depth * 2, lineHeight: 2.5 }}>
          {title}
        </ListSubheader>,
        <DropdownEntries
          key={`${entry.key}-entries`}
          entries={entry.children}
          depth={depth + 1}
          close={close}
          counts={counts}
        />,
      ];
    }
    return [
      <MenuItem key={entry.key} {...menuLink(entry)} onClick={close} sx={{ pl: 2 + depth * 2 }}>
        {title}
        {entry.badge && <BadgePill count={counts[entry.badge]} />}
      </MenuItem>,
    ];
  });
}

/**
 * The menu across the top (menu position Top, spec 001 §2.9): the same entries as the sidebar; a
 * group's dropdown opens on hover and closes on leaving, one at a time. It stays in view under the
 * navbar, lifted off the page once the page is scrolled.
 */
export function TopMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const user = identity as AppIdentity | undefined;
  const entries = useMemo(() => (user ? visibleMenu(user) : []), [user]);
  const counts = useMenuBadges(entries, user);
  const [open, setOpen] = useState<{ key: string; anchor: HTMLElement }>();
  const close = () => setOpen(undefined);
  const [variant] = useLayoutVariant();
  const [{ navbarType }] = useLayoutSettings();

  return (
    <Box
      component="nav"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.5,
        mb: 1,
        position: 'sticky',
        top: navbarType === 'Fixed' ? DESKTOP_APP_BAR_HEIGHT_PX : 0,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        bgcolor: 'background.default',
        '.page-scrolled &': { boxShadow: 2 },
        '& .MuiButton-root': { textTransform: 'none' },
      }}
    >
      {/* On the page's own background: the dark logo on the Light layout (spec 001 §4). */}
      <Box sx={{ px: 1, display: 'flex' }}>
        <Logo dark={variant === 'Light'} />
      </Box>
      {entries.map((entry) => {
        const title = translate(`app.titles.${entry.title}`, { _: entry.title });
        const icon = createElement(MENU_ICONS[entry.icon]);
        if (!entry.children) {
          return (
            <Button key={entry.key} {...menuLink(entry)} startIcon={icon} color="inherit">
              {title}
            </Button>
          );
        }
        const isOpen = open?.key === entry.key;
        return (
          <Box
            key={entry.key}
            onMouseEnter={(event) => setOpen({ key: entry.key, anchor: event.currentTarget })}
            onMouseLeave={close}
          >
            <Button
              color="inherit"
              startIcon={icon}
              endIcon={<ExpandMoreIcon />}
              aria-haspopup="menu"
              aria-expanded={isOpen}
              onClick={(event) =>
                isOpen ? close() : setOpen({ key: entry.key, anchor: event.currentTarget })
              }
            >
              {title}
            </Button>
            <Popper
              open={isOpen}
              anchorEl={open?.anchor}
              placement="bottom-start"
              disablePortal
              sx={{ zIndex: 'modal' }}
            >
              <Paper elevation={8}>
                <MenuList dense aria-label={title}>
                  <DropdownEntries entries={entry.children} depth={0} close={close} counts={counts} />
                </MenuList>
              </Paper>
            </Popper>
          </Box>
        );
      })}
    </Box>
  );
}
