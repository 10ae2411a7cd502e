import Inventory2Icon from '@mui/icons-material/Inventory2';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { isAdminCategory } from '../../../shared/roles';
import { useUserType } from '../../resources/useUserType';
import { PanelLoading } from '../PanelLoading';

/** Loaded when first opened, so the first page does not carry it. */
const PackageList = lazy(() => import('./PackageList'));

/** The top bar's downloaded packages (spec 001 §2.8), for admin-category users only. */
export function PackagesMenu() {
  const translate = useTranslate();
  const type = useUserType();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (type === undefined || !isAdminCategory(type)) return null;
  const title = translate('app.packages.title');
  return (
    <>
      <Tooltip title={title}>
        <IconButton color="inherit" aria-label={title} onClick={(event) => setAnchor(event.currentTarget)}>
          <Inventory2Icon />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 420 } } }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, pb: 1 }}>
          {title}
        </Typography>
        <Suspense fallback={<PanelLoading />}>{anchor && <PackageList />}</Suspense>
      </Popover>
    </>
  );
}
