import './texts';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import {
  formatForDisplay,
  PaymentProblem,
  rawFromDisplay,
  type AllowedValue,
  type RequirementGroup,
} from '../../../shared/paymentSettings';

/** What is wrong with an input, if anything: a problem found here (after a submit) or the server's text. */
export interface InputError {
  problem?: PaymentProblem;
  server?: string;
  /** The input's own sample, shown after 'Invalid format' (spec 001 §5). */
  example?: string | null;
}

/** The error's text: the problem's message ('Invalid format' with 'e.g, {example}'), else the server's. */
export function useErrorText() {
  const translate = useTranslate();
  return (error: InputError | undefined): ReactNode => {
    if (!error) return undefined;
    if (error.problem) {
      const message = translate(`app.payments.problems.${error.problem}`);
      if (error.problem !== PaymentProblem.INVALID_FORMAT || !error.example) return message;
      return (
        <>
          <span>{message}</span> <span>{translate('app.payments.example', { example: error.example })}</span>
        </>
      );
    }
    return error.server;
  };
}

const hasError = (error: InputError | undefined) => Boolean(error?.problem || error?.server);

/** The choices of a select or radio input; the provider may start them with a blank 'Choose...' entry. */
function choicesOf(input: RequirementGroup): { blank?: AllowedValue; options: AllowedValue[] } {
  const values = input.valuesAllowed ?? [];
  return {
    blank: values.find((option) => option.key === ''),
    options: values.filter((option) => option.key !== ''),
  };
}

/** A native select (accessible and light), its label always raised. */
export function SelectField({
  label,
  value,
  onChange,
  required,
  blank,
  options,
  error,
  helper,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  blank?: string;
  options: Array<{ value: string; label: string }>;
  error?: boolean;
  helper?: ReactNode;
  name?: string;
}) {
  // A value not among the options (a stored one) is still shown.
  const shown = value && !options.some((option) => option.value === value) ? [{ value, label: value }] : [];
  return (
    <TextField
      select
      fullWidth
      name={name}
      label={label}
      value={value}
      required={required}
      error={error}
      helperText={helper}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{blank ?? '—'}</option>
      {[...shown, ...options].map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/**
 * One input of the provider's form (text, radio, select, date, email, number): labelled by its name,
 * marked when required, its example as placeholder, its displayFormat applied while typing (the
 * value kept is raw). A value loaded masked is shown as loaded.
 */
export function DynamicInput({
  input,
  value,
  masked,
  error,
  onChange,
}: {
  input: RequirementGroup;
  value: string;
  masked: boolean;
  error?: InputError;
  onChange: (value: string) => void;
}) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const legendId = useId();
  const invalid = hasError(error);
  const helper = invalid ? errorText(error) : masked ? translate('app.payments.masked_help') : undefined;

  if (input.type === 'radio') {
    const { options } = choicesOf(input);
    return (
      <FormControl component="fieldset" required={input.required} error={invalid}>
        <FormLabel component="legend" id={legendId}>
          {input.name}
        </FormLabel>
        <RadioGroup
          row
          name={input.key}
          aria-labelledby={legendId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <FormControlLabel key={option.key} value={option.key} control={<Radio />} label={option.name} />
          ))}
        </RadioGroup>
        {helper && <FormHelperText>{helper}</FormHelperText>}
      </FormControl>
    );
  }

  if (input.type === 'select') {
    const { blank, options } = choicesOf(input);
    return (
      <SelectField
        name={input.key}
        label={input.name}
        value={value}
        required={input.required}
        blank={blank?.name}
        options={options.map((option) => ({ value: option.key, label: option.name }))}
        error={invalid}
        helper={helper}
        onChange={onChange}
      />
    );
  }

  const format = masked ? undefined : input.displayFormat;
  return (
    <TextField
      fullWidth
      name={input.key}
      label={input.name}
      required={input.required}
      type={input.type === 'date' ? 'date' : input.type === 'email' ? 'email' : 'text'}
      value={formatForDisplay(format, value)}
      placeholder={input.type === 'date' ? undefined : (input.example ?? undefined)}
      error={invalid}
      helperText={helper}
      onChange={(event) => onChange(rawFromDisplay(format, event.target.value))}
      slotProps={{
        inputLabel: {
          shrink: input.type === 'date' || Boolean(input.example) || value !== '' ? true : undefined,
        },
        htmlInput: {
          inputMode: input.type === 'number' ? 'decimal' : undefined,
          autoComplete: 'off',
        },
      }}
    />
  );
}
