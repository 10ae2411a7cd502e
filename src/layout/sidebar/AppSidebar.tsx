import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { useState, type ReactNode } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { COMPACT_SIDEBAR_WIDTH_PX, SIDEBAR_SLIDE_MS, SIDEBAR_WIDTHS_PX } from '../../../shared/constants';
import { useLayoutSettings } from '../theme/layoutSettings';
import { Logo } from './Logo';
import { SidebarOverlayContext } from './sidebarOverlay';
import { sidebarSurface, sidebarTakesDarkLogo } from './sidebarSurface';
import { useSmallScreen } from '../useSmallScreen';
import { useRefreshAfterToggle } from './useRefreshAfterToggle';

const LOGO_ROW = { display: 'flex', alignItems: 'center', minHeight: 56, px: 2 } as const;

/**
 * The sidebar (spec 001 §2.6, §2.9, §4): below 1200 px an overlay with a close button that closes on
 * navigation; above it a column of the chosen width, or of icons when compact, which then expands
 * over the page while hovered. It wears the customizer's colour and image, under the logo.
 */
export function AppSidebar({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const small = useSmallScreen();
  const [settings] = useLayoutSettings();
  const { compact, sidebarSize } = settings;
  const surface = sidebarSurface(settings);
  const darkLogo = sidebarTakesDarkLogo(settings);
  const [open, setOpen] = useSidebarState();
  const { pathname } = useLocation();
  // The overlay has its own state: it opens when the menu button is pressed (which flips the
  // stored sidebar state) and closes on navigation, never just because the page loaded.
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [seen, setSeen] = useState({ open, pathname });
  if (seen.open !== open || seen.pathname !== pathname) {
    setSeen({ open, pathname });
    setOverlayOpen(seen.open !== open && small && !overlayOpen);
  }

  const width = SIDEBAR_WIDTHS_PX[sidebarSize];
  // The column's width: a compact sidebar keeps its icons' width while it expands over the page.
  const reserved = small ? 0 : compact || !open ? COMPACT_SIDEBAR_WIDTH_PX : width;
  useRefreshAfterToggle(reserved);
  if (small) {
    return (
      <Drawer
        variant="temporary"
        open={overlayOpen}
        onClose={() => setOverlayOpen(false)}
        transitionDuration={SIDEBAR_SLIDE_MS}
        slotProps={{ paper: { sx: surface } }}
      >
        <Box sx={{ ...LOGO_ROW, justifyContent: 'space-between' }}>
          <Logo dark={darkLogo} />
          <IconButton
            color="inherit"
            aria-label={translate('ra.action.close')}
            onClick={() => setOverlayOpen(false)}
          >
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ width }}>
          <SidebarOverlayContext.Provider value>{children}</SidebarOverlayContext.Provider>
        </Box>
      </Drawer>
    );
  }
  const hover = compact ? { onMouseEnter: () => setOpen(true), onMouseLeave: () => setOpen(false) } : {};
  return (
    <Box
      component="nav"
      {...hover}
      sx={{
        width: reserved,
        flexShrink: 0,
        position: 'relative',
        transition: (theme) => theme.transitions.create('width', { duration: SIDEBAR_SLIDE_MS }),
      }}
    >
      <Paper
        square
        elevation={compact && open ? 8 : 0}
        sx={{
          position: 'absolute',
          inset: '0 auto 0 0',
          width: open ? width : COMPACT_SIDEBAR_WIDTH_PX,
          overflowX: 'hidden',
          zIndex: (theme) => theme.zIndex.drawer,
          // Spec 001 §9: the sidebar slides in 200 ms.
          transition: (theme) => theme.transitions.create('width', { duration: SIDEBAR_SLIDE_MS }),
          ...surface,
        }}
      >
        <Box sx={LOGO_ROW}>
          <Logo dark={darkLogo} markOnly={!open} />
        </Box>
        {children}
      </Paper>
    </Box>
  );
}
