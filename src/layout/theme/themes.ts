import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * Accessibility fixes shared by both themes (found by the axe end-to-end test):
 * react-admin's row checkbox puts its aria-label on MUI's root span, where ARIA forbids it, and
 * leaves the input itself unnamed. A checkbox's aria-label now names its input instead.
 */
const accessibleComponents: RaThemeOptions['components'] = {
  // A list wider than the window scrolls inside its card, never the whole page sideways: the page's
  // flex columns may shrink below their content (min-width 0; react-admin's layout is at least as
  // wide as its content, 'fit-content') and the list's card scrolls.
  RaLayout: {
    styleOverrides: {
      root: {
        minWidth: 0,
        '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
      },
    },
  },
  RaList: {
    styleOverrides: {
      root: { minWidth: 0, '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } },
    },
  },
  // A header label that wraps makes the header taller once the rows arrive than in the loading
  // placeholder, and the rows jump down (layout shift): labels stay on one line.
  RaDataTable: {
    styleOverrides: { root: { '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' } } },
  },
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: () => ({ 'aria-label': undefined }),
        input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }),
      },
    },
  },
};

/**
 * react-admin's light blues read below 4.5:1: white on the app bar's #2196f3 at 3.1:1, the #1976d2
 * buttons on the page background at 4.4:1. These darker blues of the same family pass.
 */
const LIGHT_PRIMARY_BLUE = '#1565c0';
const LIGHT_APP_BAR_BLUE = '#0d47a1';

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: LIGHT_PRIMARY_BLUE },
    secondary: { main: LIGHT_APP_BAR_BLUE, contrastText: '#fff' },
  },
  components: { ...defaultLightTheme.components, ...accessibleComponents },
};

/** MUI's dark error red (#f44336) reads at 3.5:1 on raised dark surfaces; this one at 5:1. */
const DARK_ERROR_RED = '#ff7961';

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, error: { main: DARK_ERROR_RED } },
  components: { ...defaultDarkTheme.components, ...accessibleComponents },
};
