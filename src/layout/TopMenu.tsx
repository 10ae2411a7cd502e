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
import { Link } from 'react-router-dom';
import { visibleMenu, type MenuEntry } from '../../shared/menu';
import type { AppIdentity } from '../authProvider';
import { MENU_ICONS } from './menuIcons';

/** A group's entries in its dropdown; an inner group shows as a heading over its own entries. */
function DropdownEntries({
  entries,
  depth,
  close,
}: {
  entries: readonly MenuEntry[];
  depth: number;
  close(): void;
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
        />,
      ];
    }
    return [
      <MenuItem key={entry.key} component={Link} to={entry.path!} onClick={close} sx={{ pl: 2 + depth * 2 }}>
        {title}
      </MenuItem>,
    ];
  });
}

/**
 * The menu across the top (menu position Top, spec 001 §2.9): the same entries as the sidebar; a
 * group's dropdown opens on hover and closes on leaving, one at a time.
 */
export function TopMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const user = identity as AppIdentity | undefined;
  const entries = useMemo(() => (user ? visibleMenu(user) : []), [user]);
  const [open, setOpen] = useState<{ key: string; anchor: HTMLElement }>();
  const close = () => setOpen(undefined);

  return (
    <Box
      component="nav"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.5,
        px: 1,
        py: 0.5,
        mb: 1,
        '& .MuiButton-root': { textTransform: 'none' },
      }}
    >
      {entries.map((entry) => {
        const title = translate(`app.titles.${entry.title}`, { _: entry.title });
        const icon = createElement(MENU_ICONS[entry.icon]);
        if (!entry.children) {
          return (
            <Button key={entry.key} component={Link} to={entry.path!} startIcon={icon} color="inherit">
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
                  <DropdownEntries entries={entry.children} depth={0} close={close} />
                </MenuList>
              </Paper>
            </Popper>
          </Box>
        );
      })}
    </Box>
  );
}
