import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, TestMemoryRouter, type DataProvider } from 'react-admin';
import { dateFormat } from '../../i18n/dateFormat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentSetting } from '../../../shared/paymentSettings';
import type { UserType } from '../../../shared/roles';
import { session } from '../../api/session';
import { i18nProvider } from '../../i18n';
import { signedInAs } from '../../test/fakes';
import {
  EMAIL_FORM,
  EUR_IBAN_FORM,
  EUR_SWIFT_FORM,
  GOOD_IBAN,
  RIGHTS_HOLDER,
  STORED_IBAN_SETTING,
  USD_FORM,
  USD_FORM_WITH_STATE,
} from './fixtures';
import { PaymentsCard } from './PaymentsCard';
import { appCalls } from '../../dataProvider';

const FORMS_PATH = '/api/payment/history/wise/dynamic/form';
const SETTING_PATH = `/api/rights/holders/payment/${RIGHTS_HOLDER}`;
const ADD_PATH = '/api/rights/holders/payment/add';
const HISTORY_PATH = `/api/rights/holders/payment/history/${RIGHTS_HOLDER}`;
const NO_HISTORY = { body: { result: { data: [], total: 0 } } };

type Answer = { status?: number; body: unknown } | (() => Promise<{ status?: number; body: unknown }>);
type Call = { method: string; path: string; body: unknown };

/** The API as the card meets it: an answer per path (or per call, in order), and every call made. */
function answerApi(answers: Record<string, Answer | Answer[]>) {
  const calls: Call[] = [];
  const seen: Record<string, number> = {};
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://app').pathname;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: init?.method ?? 'GET', path, body });
    // The History section asks too: no earlier setting, unless a test says otherwise.
    const given = answers[path] ?? (path === HISTORY_PATH ? NO_HISTORY : undefined);
    const index = seen[path] ?? 0;
    seen[path] = index + 1;
    const chosen = Array.isArray(given) ? given[Math.min(index, given.length - 1)] : given;
    const answer = typeof chosen === 'function' ? await chosen() : (chosen ?? { status: 404, body: {} });
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
  return calls;
}

const callsTo = (calls: Call[], path: string) => calls.filter((call) => call.path === path);

function renderCard(type: UserType = 1) {
  return render(
    <TestMemoryRouter>
      <AdminContext
        i18nProvider={i18nProvider}
        authProvider={signedInAs(type)}
        dataProvider={appCalls as unknown as DataProvider}
      >
        <PaymentsCard rightsHolderId={RIGHTS_HOLDER} />
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const currencySelect = () => screen.findByRole('combobox', { name: /^Currency/ });
const chooseCurrency = async (code: string) =>
  fireEvent.change(await currencySelect(), { target: { value: code } });
const ibanInput = () => screen.findByRole('textbox', { name: /^IBAN/ });
const holderInput = () => screen.getByRole('textbox', { name: /^Account holder name/ });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Update Setting' }));

const SAVED: PaymentSetting = {
  ...STORED_IBAN_SETTING,
  data: { ...STORED_IBAN_SETTING.data, accountHolderName: 'Olga Owner' },
};

afterEach(() => {
  vi.restoreAllMocks();
  session.clear();
});

describe('the Payments card', () => {
  it('loads the EUR forms with a spinner beside Currency, then shows the IBAN form and its usage info', async () => {
    let release: () => void = () => undefined;
    const calls = answerApi({
      [SETTING_PATH]: { body: { result: null } },
      [FORMS_PATH]: () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { result: [EUR_IBAN_FORM, EUR_SWIFT_FORM] } });
        }),
    });
    renderCard();
    expect(await screen.findByRole('region', { name: 'Payments' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Direct payment to bank account/ })).toBeChecked();
    expect(screen.getByText('Recommended')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Direct payment to email/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Other/ })).toBeInTheDocument();
    expect(within(await currencySelect()).getAllByRole('option')).toHaveLength(48);

    await chooseCurrency('EUR');
    expect(
      await screen.findByRole('progressbar', { name: 'Loading the bank details form' }),
    ).toBeInTheDocument();
    release();
    expect(await ibanInput()).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading the bank details form' })).toBeNull();
    expect(screen.getByText('Use this for accounts in the euro area.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Account type/ })).toHaveValue('iban');
    expect(screen.getByRole('textbox', { name: /^IBAN/ })).toHaveAttribute(
      'placeholder',
      'DE89370400440532013000',
    );
    expect(callsTo(calls, FORMS_PATH).map((call) => call.body)).toEqual([
      { target: 'EUR', sourceAmount: '0' },
    ]);
  });

  it('shows the problems after a submit and does not send, then sends the spec body and says Success', async () => {
    const calls = answerApi({
      [SETTING_PATH]: { body: { result: null } },
      [FORMS_PATH]: { body: { result: [EUR_IBAN_FORM, EUR_SWIFT_FORM] } },
      [ADD_PATH]: { body: { result: SAVED, message: 'Payment setting updated.' } },
    });
    renderCard();
    await chooseCurrency('EUR');
    fireEvent.change(await ibanInput(), { target: { value: 'XX12' } });
    fireEvent.change(holderInput(), { target: { value: 'Olga' } });
    // No error before a submit attempt.
    expect(screen.queryByText('Invalid format')).toBeNull();

    submit();
    expect(await screen.findByText('Invalid format')).toBeInTheDocument();
    expect(screen.getByText('e.g, DE89370400440532013000')).toBeInTheDocument();
    expect(screen.getByText('Please enter the recipients first and last name.')).toBeInTheDocument();
    expect(screen.getByText('This field is required!')).toBeInTheDocument();
    expect(callsTo(calls, ADD_PATH)).toHaveLength(0);

    fireEvent.change(screen.getByRole('combobox', { name: /^Recipient type/ }), {
      target: { value: 'PRIVATE' },
    });
    // Typed with the displayFormat's spaces, kept raw.
    fireEvent.change(await ibanInput(), { target: { value: 'DE89 3704 0044 0532 0130 00' } });
    expect(await ibanInput()).toHaveValue('DE89 3704 0044 0532 0130 00');
    fireEvent.change(holderInput(), { target: { value: 'Olga Owner' } });
    submit();
    expect(await screen.findByText('Payment setting updated.')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(callsTo(calls, ADD_PATH).map((call) => call.body)).toEqual([
      {
        rights_holder: RIGHTS_HOLDER,
        currency: 'EUR',
        payment_type: 1,
        data: {
          currency: 'EUR',
          type: 'iban',
          ownedByCustomer: true,
          accountHolderName: 'Olga Owner',
          details: { legalType: 'PRIVATE', IBAN: GOOD_IBAN },
        },
      },
    ]);
    // The stored IBAN comes back masked.
    expect(await ibanInput()).toHaveValue('******************3000');
  });

  it("says 'Something went wrong' under 'Error' when the server gives no message", async () => {
    answerApi({
      [SETTING_PATH]: { body: { result: null } },
      [ADD_PATH]: { status: 500, body: {} },
    });
    renderCard();
    fireEvent.click(await screen.findByRole('radio', { name: /^Other/ }));
    await chooseCurrency('GBP');
    submit();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it("shows the server's message and its field errors on their inputs", async () => {
    answerApi({
      [SETTING_PATH]: { body: { result: null } },
      [ADD_PATH]: {
        status: 400,
        body: {
          message: 'The payment setting is not valid.',
          errors: { 'data.details.email': 'Please enter a valid email!' },
        },
      },
    });
    renderCard();
    fireEvent.click(await screen.findByRole('radio', { name: /Direct payment to email/ }));
    await chooseCurrency('USD');
    fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), {
      target: { value: 'olga@example.com' },
    });
    fireEvent.change(holderInput(), { target: { value: 'Olga Owner' } });
    submit();
    expect(await screen.findByText('The payment setting is not valid.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email!')).toBeInTheDocument();
  });

  it('opens on the stored setting, masked values as loaded, and sends them back unchanged', async () => {
    const calls = answerApi({
      [SETTING_PATH]: { body: { result: STORED_IBAN_SETTING } },
      [FORMS_PATH]: { body: { result: [EUR_IBAN_FORM, EUR_SWIFT_FORM] } },
      [ADD_PATH]: { body: { result: STORED_IBAN_SETTING, message: 'Payment setting updated.' } },
    });
    renderCard(4);
    expect(await ibanInput()).toHaveValue('******************3000');
    expect(await currencySelect()).toHaveValue('EUR');
    expect(holderInput()).toHaveValue('Olga Owner');
    expect(screen.getByRole('combobox', { name: /^Recipient type/ })).toHaveValue('PRIVATE');
    expect(callsTo(calls, SETTING_PATH)[0]?.method).toBe('PATCH');
    submit();
    expect(await screen.findByText('Payment setting updated.')).toBeInTheDocument();
    expect((callsTo(calls, ADD_PATH)[0]?.body as { data: { details: unknown } }).data.details).toEqual({
      legalType: 'PRIVATE',
      IBAN: '******************3000',
    });
  });

  it('shows a viewer-limited a summary only, the bank details hidden', async () => {
    answerApi({
      [SETTING_PATH]: {
        body: {
          result: {
            ...STORED_IBAN_SETTING,
            data: { currency: 'EUR', type: 'iban' },
            masked: [],
            details_hidden: true,
          },
        },
      },
    });
    renderCard(7);
    expect(await screen.findByText('The bank details are hidden from your role.')).toBeInTheDocument();
    expect(screen.getByText('Direct payment to bank account')).toBeInTheDocument();
    expect(screen.getByText('EUR')).toBeInTheDocument();
    expect(screen.getByText('IBAN')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Setting' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('shows a viewer the masked details of the setting', async () => {
    answerApi({ [SETTING_PATH]: { body: { result: STORED_IBAN_SETTING } } });
    renderCard(6);
    expect(await screen.findByText('******************3000')).toBeInTheDocument();
    expect(screen.getByText('Olga Owner')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Setting' })).toBeNull();
    // The last change in the app's language, not the browser's.
    const updated = dateFormat('en', { showTime: true }).format(new Date(STORED_IBAN_SETTING.updated_at!));
    expect(screen.getByText(updated)).toBeInTheDocument();
  });

  it('lists the earlier accounts under History, masked, with their dates and who changed them', async () => {
    const earlier = {
      ...STORED_IBAN_SETTING,
      id: '7d0b4c52-6a2f-4a55-9d0c-0a4b1f2e3c4d',
      currency: 'GBP',
      form_title: 'Local bank account',
      data: {
        currency: 'GBP',
        type: 'sort_code',
        accountHolderName: 'Olga Former',
        details: { sortCode: '231470', accountNumber: '****1822' },
      },
      updated_at: '2024-06-01T09:00:00.000Z',
      replaced_at: '2025-03-01T10:00:00.000Z',
      set_by: 'Ada Admin',
      replaced_by: 'Max Manager',
    };
    const calls = answerApi({
      [SETTING_PATH]: { body: { result: STORED_IBAN_SETTING } },
      [HISTORY_PATH]: { body: { result: { data: [earlier], total: 1 } } },
    });
    renderCard(6);
    const history = await screen.findByRole('region', { name: 'History' });
    expect(
      await within(history).findByText('Direct payment to bank account · GBP · Local bank account'),
    ).toBeInTheDocument();
    expect(within(history).getByText('Olga Former')).toBeInTheDocument();
    expect(within(history).getByText('accountNumber: ****1822')).toBeInTheDocument();
    const date = (iso: string) => dateFormat('en', { showTime: true }).format(new Date(iso));
    expect(within(history).getByText(`Set on ${date(earlier.updated_at)} by Ada Admin`)).toBeInTheDocument();
    expect(
      within(history).getByText(`Replaced on ${date(earlier.replaced_at)} by Max Manager`),
    ).toBeInTheDocument();
    expect(callsTo(calls, HISTORY_PATH)).toHaveLength(1);
  });

  it('says when there is no earlier setting, and shows no History to those who may not read it', async () => {
    answerApi({
      [SETTING_PATH]: { body: { result: STORED_IBAN_SETTING } },
      [HISTORY_PATH]: { body: { result: { data: [], total: 0 } } },
    });
    const { unmount } = renderCard(4);
    expect(await screen.findByText('No earlier payment settings.')).toBeInTheDocument();
    unmount();
    const calls = answerApi({ [SETTING_PATH]: { body: { result: null } } });
    renderCard(3);
    expect(await screen.findByRole('region', { name: 'Payments' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, SETTING_PATH).length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
    expect(callsTo(calls, HISTORY_PATH)).toHaveLength(0);
  });

  it('says when there is no setting yet, read-only', async () => {
    answerApi({ [SETTING_PATH]: { body: { result: null } } });
    renderCard(8);
    expect(await screen.findByText('No payment setting yet.')).toBeInTheDocument();
  });

  it("shows the provider's failure with a retry", async () => {
    const calls = answerApi({
      [SETTING_PATH]: { body: { result: null } },
      [FORMS_PATH]: [
        { status: 502, body: { message: 'The money-transfer provider answered: busy' } },
        { body: { result: [EMAIL_FORM, EUR_IBAN_FORM] } },
      ],
    });
    renderCard();
    await chooseCurrency('EUR');
    expect(await screen.findByText('The money-transfer provider answered: busy')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await ibanInput()).toBeInTheDocument();
    expect(callsTo(calls, FORMS_PATH)).toHaveLength(2);
    // The email form is never offered among the bank forms.
    expect(within(screen.getByRole('combobox', { name: /^Account type/ })).queryByText('Email')).toBeNull();
  });

  it('asks the forms again when the country changes and keeps what was typed', async () => {
    const calls = answerApi({
      [SETTING_PATH]: { body: { result: null } },
      [FORMS_PATH]: [{ body: { result: [USD_FORM] } }, { body: { result: [USD_FORM_WITH_STATE] } }],
    });
    renderCard();
    await chooseCurrency('USD');
    const city = await screen.findByRole('textbox', { name: /^City/ });
    fireEvent.change(city, { target: { value: 'Boston' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Checking' }));
    fireEvent.change(screen.getByRole('combobox', { name: /^Country/ }), { target: { value: 'US' } });
    expect(await screen.findByRole('textbox', { name: /^State/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('Boston');
    expect(screen.getByRole('radio', { name: 'Checking' })).toBeChecked();
    await waitFor(() => expect(callsTo(calls, FORMS_PATH)).toHaveLength(2));
    expect(callsTo(calls, FORMS_PATH)[1]?.body).toEqual({
      target: 'USD',
      sourceAmount: '0',
      type: 'aba',
      details: { accountType: 'CHECKING', 'address.country': 'US', 'address.city': 'Boston' },
    });
  });

  it('asks the forms again once typing pauses in a text input that asks for it', async () => {
    const refreshing = {
      ...EUR_SWIFT_FORM,
      fields: EUR_SWIFT_FORM.fields.map((field) => ({
        ...field,
        group: field.group.map((input) =>
          input.key === 'swiftCode' ? { ...input, refreshRequirementsOnChange: true } : input,
        ),
      })),
    };
    const calls = answerApi({
      [SETTING_PATH]: { body: { result: null } },
      [FORMS_PATH]: { body: { result: [refreshing] } },
    });
    renderCard();
    await chooseCurrency('EUR');
    const swift = await screen.findByRole('textbox', { name: /^SWIFT/ });
    fireEvent.change(swift, { target: { value: 'BUKB' } });
    fireEvent.change(swift, { target: { value: 'BUKBGB22' } });
    expect(callsTo(calls, FORMS_PATH)).toHaveLength(1);
    await waitFor(() => expect(callsTo(calls, FORMS_PATH)).toHaveLength(2), { timeout: 3000 });
    expect(callsTo(calls, FORMS_PATH)[1]?.body).toEqual({
      target: 'EUR',
      sourceAmount: '0',
      type: 'swift_code',
      details: { swiftCode: 'BUKBGB22' },
    });
    expect(screen.getByRole('textbox', { name: /^SWIFT/ })).toHaveValue('BUKBGB22');
  });
});
