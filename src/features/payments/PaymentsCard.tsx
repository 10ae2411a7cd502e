import './texts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { PAYMENT_REFRESH_DEBOUNCE_MS, SUPPORTED_CURRENCIES } from '../../../shared/constants';
import {
  inputsOf,
  PAYMENT_TYPES,
  PaymentType,
  type PaymentProblem,
  type PaymentSetting,
  type RequirementGroup,
} from '../../../shared/paymentSettings';
import { useCan } from '../../authProvider/useCan';
import { dateFormat } from '../../i18n/dateFormat';
import { TitledMessage } from '../../layout/notifications/TitledMessage';
import { SubmitButton } from '../../pages/FormParts';
import { DynamicInput, SelectField, useErrorText, type InputError } from './PaymentInputs';
import {
  currentForm,
  hasProblems,
  isLoadingForms,
  isMaskedValue,
  paymentFormReducer,
  stateFromSetting,
  submission,
  validate,
  type PaymentFormProblems,
  type PaymentFormState,
} from './paymentFormState';
import { historyKey, PaymentHistory } from './PaymentHistory';
import { PaymentApiError, usePaymentCalls } from './paymentsApi';

/** Toasts of the payment setting show at the bottom right (spec 001 §8). */

const settingKey = (rightsHolderId: string) => ['payment-setting', rightsHolderId];

/** The server's message of a refused call, if it sent one. */
const serverMessageOf = (error: unknown) =>
  error instanceof PaymentApiError ? error.serverMessage : undefined;

/** The payment-type radio list, each type with its usage information; type 1 is recommended. */
function PaymentTypeField({
  value,
  onChange,
}: {
  value: PaymentType;
  onChange: (type: PaymentType) => void;
}) {
  const translate = useTranslate();
  const id = useId();
  return (
    <FormControl component="fieldset" required>
      <FormLabel component="legend" id={`${id}-legend`}>
        {translate('app.payments.payment_type')}
      </FormLabel>
      <RadioGroup
        name="payment_type"
        aria-labelledby={`${id}-legend`}
        value={String(value)}
        onChange={(event) => onChange(Number(event.target.value) as PaymentType)}
      >
        {PAYMENT_TYPES.map((type) => (
          <Box key={type} sx={{ mb: 1 }}>
            <FormControlLabel
              value={String(type)}
              control={<Radio slotProps={{ input: { 'aria-describedby': `${id}-usage-${type}` } }} />}
              label={
                <>
                  {translate(`app.payments.types.${type}`)}
                  {type === PaymentType.BANK && (
                    <Chip
                      size="small"
                      color="success"
                      label={translate('app.payments.recommended')}
                      sx={{ ml: 1 }}
                    />
                  )}
                </>
              }
            />
            <Typography
              id={`${id}-usage-${type}`}
              variant="body2"
              color="text.secondary"
              sx={{ ml: 4, mt: -0.5 }}
            >
              {translate(`app.payments.usage.${type}`)}
            </Typography>
          </Box>
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** An input's error: a problem found here (only after a submit), else the server's refusal of it. */
function errorOf(
  state: PaymentFormState,
  key: string,
  problem: PaymentProblem | undefined,
): InputError | undefined {
  if (problem) return { problem };
  const server = state.serverErrors[key];
  return server ? { server } : undefined;
}

/** The editable form of a writer, opened on the stored setting. */
function PaymentForm({
  rightsHolderId,
  setting,
}: {
  rightsHolderId: string;
  setting: PaymentSetting | null;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const payments = usePaymentCalls();
  const [state, dispatch] = useReducer(paymentFormReducer, setting, stateFromSetting);
  const [busy, setBusy] = useState(false);
  const refreshTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The forms call the state asks for; an answer to a request since superseded is ignored by the reducer.
  const { request } = state;
  useEffect(() => {
    if (!request) return;
    payments.paymentForms(request.body).then(
      (forms) => dispatch({ type: 'formsLoaded', id: request.id, forms }),
      (error: unknown) => dispatch({ type: 'formsFailed', id: request.id, message: serverMessageOf(error) }),
    );
  }, [request, payments]);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  const problems: PaymentFormProblems = state.submitted ? validate(state) : { details: {} };
  const form = currentForm(state);
  const loading = isLoadingForms(state);

  const changeInput = (input: RequirementGroup, value: string) => {
    if (!input.refreshRequirementsOnChange) return dispatch({ type: 'input', key: input.key, value });
    // A choice asks the forms again at once; typing, once it pauses.
    if (input.type === 'select' || input.type === 'radio' || input.type === 'date') {
      return dispatch({ type: 'input', key: input.key, value, refresh: true });
    }
    dispatch({ type: 'input', key: input.key, value });
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => dispatch({ type: 'refresh' }), PAYMENT_REFRESH_DEBOUNCE_MS);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    dispatch({ type: 'submit' });
    // Submit silently stops while the form is invalid (spec 001 §5); the errors now show.
    if (busy || loading || hasProblems(validate(state))) return;
    setBusy(true);
    try {
      const answer = await payments.addPaymentSetting(submission(state, rightsHolderId));
      dispatch({ type: 'saved', setting: answer.result });
      queryClient.setQueryData(settingKey(rightsHolderId), answer.result);
      // The setting it replaced is history now.
      void queryClient.invalidateQueries({ queryKey: historyKey(rightsHolderId) });
      notify(
        <TitledMessage
          title={translate('app.payments.success_title')}
          text={answer.message ?? translate('app.payments.saved')}
          severity="success"
        />,
        { type: 'success' },
      );
    } catch (error) {
      if (error instanceof PaymentApiError && Object.keys(error.errors).length > 0) {
        dispatch({ type: 'serverErrors', errors: error.errors });
      }
      notify(
        <TitledMessage
          title={translate('app.payments.error_title')}
          text={serverMessageOf(error) ?? translate('app.payments.something_went_wrong')}
          severity="error"
        />,
        { type: 'error' },
      );
    } finally {
      setBusy(false);
    }
  }

  const currencyError = errorOf(state, 'currency', problems.currency);
  const holderError = errorOf(state, 'accountHolderName', problems.accountHolderName);
  const emailError = errorOf(state, 'email', problems.email);
  const currencies: string[] = [...SUPPORTED_CURRENCIES];

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <PaymentTypeField
          value={state.paymentType}
          onChange={(paymentType) => dispatch({ type: 'paymentType', paymentType })}
        />
        {state.serverErrors.payment_type && (
          <FormHelperText error>{state.serverErrors.payment_type}</FormHelperText>
        )}

        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <SelectField
            name="currency"
            label={translate('app.payments.currency')}
            value={state.currency}
            required
            blank={translate('app.payments.choose_currency')}
            options={currencies.map((code) => ({ value: code, label: code }))}
            error={Boolean(currencyError)}
            helper={errorText(currencyError)}
            onChange={(currency) => dispatch({ type: 'currency', currency })}
          />
          {loading && (
            <CircularProgress size={24} sx={{ mt: 2 }} aria-label={translate('app.payments.loading_forms')} />
          )}
        </Stack>

        {state.detailsHidden && state.paymentType !== PaymentType.OTHER && (
          <Alert severity="info">{translate('app.payments.details_hidden_edit')}</Alert>
        )}

        {state.paymentType === PaymentType.BANK && (
          <BankForm
            state={state}
            problems={problems}
            onFormType={(formType) => dispatch({ type: 'formType', formType })}
            onInput={changeInput}
            onRetry={() => dispatch({ type: 'retry' })}
          />
        )}

        {state.paymentType === PaymentType.EMAIL && (
          <TextField
            name="email"
            type="email"
            label={translate('app.payments.email')}
            required
            value={state.email}
            error={Boolean(emailError)}
            helperText={
              errorText(emailError) ??
              (isMaskedValue(state, 'email') ? translate('app.payments.masked_help') : undefined)
            }
            onChange={(event) => dispatch({ type: 'email', value: event.target.value })}
          />
        )}

        {(state.paymentType === PaymentType.EMAIL || (state.paymentType === PaymentType.BANK && form)) && (
          <TextField
            name="accountHolderName"
            label={translate('app.payments.account_holder_name')}
            required
            value={state.accountHolderName}
            error={Boolean(holderError)}
            helperText={errorText(holderError)}
            onChange={(event) => dispatch({ type: 'holderName', value: event.target.value })}
            slotProps={{ htmlInput: { autoComplete: 'name' } }}
          />
        )}

        <SubmitButton busy={busy} sx={{ alignSelf: 'flex-start' }}>
          {translate('app.payments.submit')}
        </SubmitButton>
      </Stack>
    </Box>
  );
}

/** Type 1's part: the form-type selector, the chosen form's usage info and its inputs. */
function BankForm({
  state,
  problems,
  onFormType,
  onInput,
  onRetry,
}: {
  state: PaymentFormState;
  problems: PaymentFormProblems;
  onFormType: (formType: string) => void;
  onInput: (input: RequirementGroup, value: string) => void;
  onRetry: () => void;
}) {
  const translate = useTranslate();
  const form = currentForm(state);
  if (state.formsStatus === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('app.payments.retry')}
          </Button>
        }
      >
        {state.formsError ?? translate('app.payments.forms_failed')}
      </Alert>
    );
  }
  if (state.formsStatus === 'empty')
    return <Alert severity="info">{translate('app.payments.no_forms')}</Alert>;
  if (!form) {
    if (isLoadingForms(state)) return null;
    return <Typography color="text.secondary">{translate('app.payments.choose_currency_first')}</Typography>;
  }
  return (
    <>
      <SelectField
        name="type"
        label={translate('app.payments.form_type')}
        value={state.formType}
        required
        options={state.forms.map((option) => ({ value: option.type, label: option.title ?? option.type }))}
        error={Boolean(state.serverErrors.type)}
        helper={state.serverErrors.type}
        onChange={onFormType}
      />
      {form.usageInfo && <Alert severity="info">{form.usageInfo}</Alert>}
      {inputsOf(form).map((input) => {
        const problem = problems.details[input.key];
        const server = state.serverErrors[input.key];
        return (
          <DynamicInput
            key={input.key}
            input={input}
            value={state.details[input.key] ?? ''}
            masked={isMaskedValue(state, input.key)}
            error={problem ? { problem, example: input.example } : server ? { server } : undefined}
            onChange={(value) => onInput(input, value)}
          />
        );
      })}
    </>
  );
}

/** A line of the summary. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="div" sx={{ display: 'flex', gap: 1 }}>
      <Box component="dt" sx={{ color: 'text.secondary', minWidth: 160 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
        {children}
      </Box>
    </Box>
  );
}

/** What a reader who may not change the setting sees: the current setting, details masked or hidden. */
function PaymentSummary({ setting }: { setting: PaymentSetting | null }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!setting) return <Typography color="text.secondary">{translate('app.payments.none')}</Typography>;
  const details = Object.entries(setting.data.details ?? {});
  const formTitle = setting.form_title ?? setting.data.type;
  return (
    <Stack spacing={1}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
        <Line label={translate('app.payments.payment_type')}>
          {translate(`app.payments.types.${setting.payment_type}`)}
        </Line>
        {setting.currency && <Line label={translate('app.payments.currency')}>{setting.currency}</Line>}
        {setting.payment_type === PaymentType.BANK && formTitle && (
          <Line label={translate('app.payments.form_type')}>{formTitle}</Line>
        )}
        {setting.data.accountHolderName && (
          <Line label={translate('app.payments.account_holder_name')}>{setting.data.accountHolderName}</Line>
        )}
        {!setting.details_hidden &&
          details.map(([key, value]) => (
            <Line key={key} label={key === 'email' ? translate('app.payments.email') : key}>
              {value}
            </Line>
          ))}
        {setting.updated_at && (
          <Line label={translate('app.payments.updated_at')}>
            {dateFormat(locale, { showTime: true }).format(new Date(setting.updated_at))}
          </Line>
        )}
      </Box>
      {setting.details_hidden && <Alert severity="info">{translate('app.payments.details_hidden')}</Alert>}
    </Stack>
  );
}

/**
 * The Payments card (spec 001 §2.1) of one rights holder: writers change the setting through the
 * provider's forms; other readers see a summary of it.
 */
export function PaymentsCard({ rightsHolderId }: { rightsHolderId: string }) {
  const translate = useTranslate();
  const canWrite = useCan('payment-setting', 'update');
  const historyReader = useCan('payment-setting', 'history') === true;
  const checking = canWrite === undefined;
  const writer = canWrite === true;
  const payments = usePaymentCalls();
  const { data, isPending, isError, error, refetch } = useQuery({
    queryKey: settingKey(rightsHolderId),
    queryFn: () => payments.paymentSetting(rightsHolderId),
    enabled: rightsHolderId !== '',
    retry: false,
  });
  const title = translate('app.payments.title');
  let body: ReactNode;
  if (isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('app.payments.retry')}
          </Button>
        }
      >
        {serverMessageOf(error) ?? translate('app.payments.load_failed')}
      </Alert>
    );
  } else if (isPending || checking) {
    body = <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  } else if (writer) {
    body = <PaymentForm key={rightsHolderId} rightsHolderId={rightsHolderId} setting={data} />;
  } else {
    body = (
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.payments.read_only')}
        </Typography>
        <PaymentSummary setting={data} />
      </Stack>
    );
  }
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {body}
        {historyReader && rightsHolderId !== '' && <PaymentHistory rightsHolderId={rightsHolderId} />}
      </CardContent>
    </Card>
  );
}

export default PaymentsCard;
