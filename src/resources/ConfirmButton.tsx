import MuiButton from '@mui/material/Button';
import { useState, type ReactElement } from 'react';
import { Button, Confirm, useNotify, useTranslate } from 'react-admin';

interface ConfirmButtonProps {
  label: string;
  icon?: ReactElement;
  color?: 'primary' | 'error' | 'inherit';
  variant?: 'text' | 'outlined' | 'contained';
  /**
   * Keeps the label on a phone too, where react-admin's buttons shrink to their icon: for the page's
   * main decisions, which must read as what they do at any width.
   */
  labelled?: boolean;
  disabled?: boolean;
  /** The dialog's title and text, already translated or as keys. */
  title: string;
  content: string;
  /** Values for the title and text (%{name}). */
  values?: Record<string, unknown>;
  /** Runs before the dialog opens; false keeps it closed (it says what is missing itself). */
  check?(): boolean;
  /** The action, once confirmed; its error's message is the error toast. */
  onConfirm(): Promise<void>;
}

/**
 * A button whose action runs only once confirmed in a dialog: every status change and deletion goes
 * through one. Clicks (the dialog's too, through its portal) stop here: in a list row, they would
 * also open the record.
 */
export function ConfirmButton({
  label,
  icon,
  color,
  variant,
  labelled,
  disabled,
  title,
  content,
  values,
  check,
  onConfirm,
}: ConfirmButtonProps) {
  const notify = useNotify();
  const translate = useTranslate();
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
  const ask = () => setOpen(!check || check());
  return (
    <span onClick={(event) => event.stopPropagation()}>
      {labelled ? (
        <MuiButton
          color={color}
          variant={variant}
          size="small"
          startIcon={icon}
          onClick={ask}
          disabled={busy || disabled}
        >
          {translate(label, { _: label })}
        </MuiButton>
      ) : (
        <Button label={label} color={color} variant={variant} onClick={ask} disabled={busy || disabled}>
          {icon}
        </Button>
      )}
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
