import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { PanelLoading } from '../PanelLoading';

interface DrawerButtonProps {
  title: string;
  icon: ReactElement;
  /** Loaded when first opened, so the first page does not carry it. */
  panel: LazyExoticComponent<ComponentType<{ onClose(): void }>>;
}

/** A top-bar button opening a panel that slides in from the right. */
export function DrawerButton({ title, icon, panel: Panel }: DrawerButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={title}>
        <IconButton color="inherit" aria-label={title} onClick={() => setOpen(true)}>
          {icon}
        </IconButton>
      </Tooltip>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <Suspense fallback={<PanelLoading />}>{open && <Panel onClose={() => setOpen(false)} />}</Suspense>
      </Drawer>
    </>
  );
}
