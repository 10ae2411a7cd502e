import Inventory2Icon from '@mui/icons-material/Inventory2';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCan } from '../../authProvider/useCan';
import { BarButton } from '../appBar/BarOverflow';
import { PanelLoading } from '../PanelLoading';

/** Loaded when first opened, so the first page does not carry it. */
const PackageList = lazy(() => import('./PackageList'));

/** The top bar's downloaded packages (spec 001 §2.8), for those who build them. */
export function PackagesMenu() {
  const translate = useTranslate();
  const packager = useCan('libraries', 'buildPackage');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!packager) return null;
  const title = translate('app.packages.title');
  return (
    <>
      <BarButton label={title} icon={<Inventory2Icon />} onOpen={setAnchor} />
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // Never wider than a phone's screen.
        slotProps={{ paper: { sx: { width: 420, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, pb: 1 }}>
          {title}
        </Typography>
        <Suspense fallback={<PanelLoading />}>{anchor && <PackageList />}</Suspense>
      </Popover>
    </>
  );
}
