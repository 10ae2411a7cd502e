import TuneIcon from '@mui/icons-material/Tune';
import { lazy } from 'react';
import { useTranslate } from 'react-admin';
import { DrawerButton } from '../sidebar/DrawerButton';

const CustomizerPanel = lazy(() => import('./CustomizerPanel'));

/** The theme customizer's button (spec 001 §2.9). */
export function Customizer() {
  const translate = useTranslate();
  return (
    <DrawerButton title={translate('app.customizer.title')} icon={<TuneIcon />} panel={CustomizerPanel} />
  );
}
