import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import { useLayoutVariant } from '../theme/layoutSettings';

/** The top bar's light/dark switch: the Light or Dark layout variant, saved to the user's record. */
export function ThemeToggle() {
  const translate = useTranslate();
  const [variant, setVariant] = useLayoutVariant();
  const label = translate('ra.action.toggle_theme');
  return (
    <Tooltip title={label} enterDelay={300}>
      <IconButton
        color="inherit"
        aria-label={label}
        onClick={() => setVariant(variant === 'Light' ? 'Dark' : 'Light')}
      >
        {variant === 'Light' ? <Brightness4Icon /> : <Brightness7Icon />}
      </IconButton>
    </Tooltip>
  );
}
