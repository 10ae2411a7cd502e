import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { AUTOCOMPLETE_LIST_MAX_HEIGHT_PX, AUTOCOMPLETE_ROW_HEIGHT_PX } from '../../../shared/constants';

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
      root: {
        minWidth: 0,
        '& .RaList-main': { minWidth: 0 },
        '& .RaList-content .RaDataTable-tableWrapper': { overflowX: 'auto' },
      },
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
 * One palette for both themes, so light and dark read as one product: the navy of the sign-in page
 * and the amber of the logo's mark, in the shade each background needs for a 4.5:1 contrast. The
 * top bar takes the page's own colour in both; the sidebar carries the customizer's colour.
 */
export const BRAND = {
  light: {
    primary: '#283593',
    secondary: '#b45309',
    page: '#f4f5fa',
    paper: '#ffffff',
    text: '#1a1d2e',
    line: '#e2e5f0',
    toolbar: '#eceef6',
  },
  dark: {
    primary: '#a5b4fc',
    secondary: '#fbbf24',
    page: '#0e1124',
    paper: '#161a33',
    text: '#f2f3fa',
    line: 'rgba(255, 255, 255, 0.10)',
    toolbar: '#1d2242',
    /** MUI's dark error red (#f44336) reads at 3.5:1 on raised dark surfaces; this one at 5:1. */
    error: '#ff7961',
  },
} as const;

type Mode = keyof typeof BRAND;

/** The look both themes share: rounded outlined cards, outlined inputs, sentence-case buttons. */
function brandComponents(mode: Mode): RaThemeOptions['components'] {
  const colours = BRAND[mode];
  return {
    MuiAppBar: {
      styleOverrides: {
        colorSecondary: {
          backgroundColor: colours.page,
          color: colours.text,
          borderBottom: `1px solid ${colours.line}`,
        },
      },
    },
    MuiPaper: {
      styleOverrides: {
        elevation1: { boxShadow: 'none', border: `1px solid ${colours.line}` },
      },
    },
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiTextField: { defaultProps: { variant: 'outlined' } },
    MuiFormControl: { defaultProps: { variant: 'outlined' } },
    // A card's content ends with the card: MUI pads its last child more than its first.
    MuiCardContent: { styleOverrides: { root: { '&:last-child': { paddingBottom: 16 } } } },
    MuiTableCell: {
      styleOverrides: { head: { fontWeight: 600 } },
    },
    RaToolbar: {
      styleOverrides: { root: { backgroundColor: colours.toolbar } },
    },
    // Spec 001 §9: an autocomplete's dropdown shows three rows of 40 px, 120 px, and scrolls past
    // them (no padding above or below, so the third row ends where the list does).
    MuiAutocomplete: {
      styleOverrides: {
        listbox: {
          maxHeight: AUTOCOMPLETE_LIST_MAX_HEIGHT_PX,
          paddingTop: 0,
          paddingBottom: 0,
          '& .MuiAutocomplete-option': { minHeight: AUTOCOMPLETE_ROW_HEIGHT_PX },
        },
      },
    },
  };
}

type Components = NonNullable<RaThemeOptions['components']>;

/**
 * Components' settings laid over react-admin's: a component's default props and style overrides
 * are merged one level deep, so setting an input's variant keeps react-admin's dense, full-width
 * inputs.
 */
function mergeComponents(...layers: (Components | undefined)[]): Components {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const layer of layers) {
    for (const [name, settings] of Object.entries(layer ?? {}) as [string, Record<string, unknown>][]) {
      const current = (merged[name] ??= {});
      for (const [key, value] of Object.entries(settings)) {
        const previous = current[key];
        current[key] = isPlainObject(previous) && isPlainObject(value) ? { ...previous, ...value } : value;
      }
    }
  }
  return merged as Components;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SHARED = {
  shape: { borderRadius: 10 },
  typography: { h5: { fontWeight: 600 }, h6: { fontWeight: 600 } },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...SHARED,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: BRAND.light.primary },
    secondary: { main: BRAND.light.secondary, contrastText: '#fff' },
    // MUI's light warning orange (#ed6c02) carries white text at 3:1; the logo's amber at 5:1.
    warning: { main: BRAND.light.secondary, contrastText: '#fff' },
    // Likewise MUI's info blue (#0288d1) at 3.9:1; this one at 5.9:1.
    info: { main: '#0369a1', contrastText: '#fff' },
    background: { default: BRAND.light.page, paper: BRAND.light.paper },
    text: { primary: BRAND.light.text },
  },
  components: mergeComponents(defaultLightTheme.components, brandComponents('light'), accessibleComponents),
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  ...SHARED,
  palette: {
    ...defaultDarkTheme.palette,
    primary: { main: BRAND.dark.primary },
    secondary: { main: BRAND.dark.secondary },
    error: { main: BRAND.dark.error },
    background: { default: BRAND.dark.page, paper: BRAND.dark.paper },
    text: { primary: BRAND.dark.text },
  },
  components: mergeComponents(defaultDarkTheme.components, brandComponents('dark'), accessibleComponents),
};
