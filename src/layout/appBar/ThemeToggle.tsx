import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import { useTranslate } from 'react-admin';
import { useLayoutVariant } from '../theme/layoutSettings';
import { BarButton } from './BarOverflow';

/** The top bar's light/dark switch: the Light or Dark layout variant, saved to the user's record. */
export function ThemeToggle() {
  const translate = useTranslate();
  const [variant, setVariant] = useLayoutVariant();
  const label = translate('ra.action.toggle_theme');
  return (
    <BarButton
      label={label}
      icon={variant === 'Light' ? <Brightness4Icon /> : <Brightness7Icon />}
      onOpen={() => setVariant(variant === 'Light' ? 'Dark' : 'Light')}
    />
  );
}
