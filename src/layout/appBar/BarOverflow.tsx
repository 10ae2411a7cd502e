import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import { createContext, useContext, useId, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Overflow {
  /** Closes the panel and answers the More button, where what an entry opens is anchored. */
  leave(): HTMLElement;
}

const OverflowContext = createContext<Overflow | null>(null);

/**
 * The top bar's secondary controls behind one More button, for bars too narrow to hold them
 * (issue 32: at 360 px they pushed the user menu, and Logout with it, off the screen). The panel
 * stays mounted while closed: each control keeps the state of what it opened (a menu, a drawer),
 * anchored to the More button once the panel closes.
 */
export function BarOverflow({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const id = useId();
  const label = translate('app.top_bar.more');
  const overflow: Overflow = {
    leave: () => {
      setOpen(false);
      return button!;
    },
  };
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          ref={setButton}
          color="inherit"
          aria-label={label}
          aria-haspopup="true"
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={() => setOpen(true)}
        >
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Popover
        id={id}
        keepMounted
        open={open}
        anchorEl={button}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {/* Buttons, not a menu: a menu's keys would also act on the menus its entries open. */}
        <List component="div" role="group" aria-label={label} dense>
          <OverflowContext.Provider value={overflow}>{children}</OverflowContext.Provider>
        </List>
      </Popover>
    </>
  );
}

/** Inside the More panel: what the control's entry does to leave it, else null (the bar itself). */
export const useBarOverflow = () => useContext(OverflowContext);

/**
 * A control's trigger: an icon button in the bar, or a named entry in the More panel. Either way
 * `onOpen` gets the element what it opens is anchored to.
 */
export function BarButton({
  label,
  icon,
  onOpen,
}: {
  label: string;
  icon: ReactElement;
  onOpen(anchor: HTMLElement): void;
}) {
  const overflow = useBarOverflow();
  if (overflow) return <BarEntry label={label} icon={icon} onClick={() => onOpen(overflow.leave())} />;
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={(event) => onOpen(event.currentTarget)}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** An entry of the More panel: its icon and its words. */
export function BarEntry({ label, icon, onClick }: { label: string; icon: ReactElement; onClick(): void }) {
  return (
    <ListItemButton onClick={onClick}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} />
    </ListItemButton>
  );
}
