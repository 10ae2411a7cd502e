import Button, { type ButtonProps } from '@mui/material/Button';
import type { ElementType, ReactElement, ReactNode } from 'react';
import { useTranslate } from 'react-admin';

type TextButtonProps<C extends ElementType> = Omit<ButtonProps<C, { component?: C }>, 'startIcon'> & {
  /** A translation key (or the text itself). */
  label: string;
  icon?: ReactElement;
  /** After the label: a file input inside a `component="label"` button. */
  children?: ReactNode;
};

/**
 * A button that keeps its words at every width. react-admin's Button turns into a bare icon below
 * 600 px, and into an empty, nameless button when it has no icon or is disabled (issue 32).
 */
export function TextButton<C extends ElementType = 'button'>({
  label,
  icon,
  children,
  ...props
}: TextButtonProps<C>) {
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={icon} {...props}>
      {translate(label, { _: label })}
      {children}
    </Button>
  );
}
