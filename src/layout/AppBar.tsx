import {
  AppBar as RaAppBar,
  LoadingIndicator,
  LocalesMenuButton,
  ToggleThemeButton,
  useTranslate,
} from 'react-admin';

/** react-admin's app bar, with its loading spinner named for assistive technology. */
export function AppBar() {
  const translate = useTranslate();
  // LoadingIndicator passes unknown props on to its CircularProgress.
  const named = { 'aria-label': translate('ra.page.loading') };
  return (
    <RaAppBar
      toolbar={
        <>
          <LocalesMenuButton />
          <ToggleThemeButton />
          <LoadingIndicator {...named} />
        </>
      }
    />
  );
}
