import Drawer from '@mui/material/Drawer';
import { Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { BarButton } from '../appBar/BarOverflow';
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
      <BarButton label={title} icon={icon} onOpen={() => setOpen(true)} />
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <Suspense fallback={<PanelLoading />}>{open && <Panel onClose={() => setOpen(false)} />}</Suspense>
      </Drawer>
    </>
  );
}
