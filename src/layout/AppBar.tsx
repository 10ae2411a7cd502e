import {
  AppBar as RaAppBar,
  LoadingIndicator,
  LocalesMenuButton,
  ToggleThemeButton,
  useTranslate,
} from 'react-admin';
import { MenuSearch } from './MenuSearch';

/** react-admin's app bar with the menu search, and its loading spinner named for assistive technology. */
export function AppBar() {
  const translate = useTranslate();
  // LoadingIndicator passes unknown props on to its CircularProgress.
  const named = { 'aria-label': translate('ra.page.loading') };
  return (
    <RaAppBar
      toolbar={
        <>
          <MenuSearch />
          <LocalesMenuButton />
          <ToggleThemeButton />
          <LoadingIndicator {...named} />
        </>
      }
    />
  );
}
