import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocaleState } from 'react-admin';

type Texts = NonNullable<Parameters<typeof createTheme>[1]>;

/**
 * MUI's own texts (pagination's and pickers' accessible labels, "Open", "No options") for each
 * language but English, MUI's default; loaded with the language, like the app's texts.
 */
const LOADERS: Record<string, () => Promise<Texts>> = {
  fr: () => import('@mui/material/locale').then(({ frFR }) => frFR),
  es: () => import('@mui/material/locale').then(({ esES }) => esES),
  pt: () => import('@mui/material/locale').then(({ ptPT }) => ptPT),
  de: () => import('@mui/material/locale').then(({ deDE }) => deDE),
};

/**
 * The app's components speak the chosen language in MUI's texts too, not only in the app's, and the
 * page says which language it is in.
 */
export function MuiLocale({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const [loaded, setLoaded] = useState<{ locale: string; texts: Texts }>();
  // Screen readers pronounce, and browsers hyphenate and translate, by the page's language.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  useEffect(() => {
    const load = LOADERS[locale];
    if (!load) return;
    let current = true;
    void load().then((texts) => current && setLoaded({ locale, texts }));
    return () => {
      current = false;
    };
  }, [locale]);
  const texts = loaded?.locale === locale ? loaded.texts : undefined;
  const withTexts = useCallback((outer: Theme) => createTheme(outer, texts ?? {}), [texts]);
  return texts ? <ThemeProvider theme={withTexts}>{children}</ThemeProvider> : <>{children}</>;
}
