import { useState, type ReactElement } from 'react';
import { Button, Confirm, useNotify } from 'react-admin';

interface ConfirmButtonProps {
  label: string;
  icon?: ReactElement;
  color?: 'primary' | 'error' | 'inherit';
  /** The dialog's title and text, already translated or as keys. */
  title: string;
  content: string;
  /** Values for the title and text (%{name}). */
  values?: Record<string, unknown>;
  /** The action, once confirmed; its error's message is the error toast. */
  onConfirm(): Promise<void>;
}

/**
 * A button whose action runs only once confirmed in a dialog: every status change and deletion goes
 * through one. Clicks (the dialog's too, through its portal) stop here: in a list row, they would
 * also open the record.
 */
export function ConfirmButton({ label, icon, color, title, content, values, onConfirm }: ConfirmButtonProps) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Button label={label} color={color} onClick={() => setOpen(true)} disabled={busy}>
        {icon}
      </Button>
      {/* Mounted when asked for: a list has one per row. */}
      {open && (
        <Confirm
          isOpen
          loading={busy}
          title={title}
          content={content}
          translateOptions={values}
          onConfirm={confirm}
          onClose={() => setOpen(false)}
        />
      )}
    </span>
  );
}
