import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, SimpleForm, TestMemoryRouter } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n';
import { RightsHolderInputs } from './RightsHolderInputs';

function renderForm(onSubmit = vi.fn()) {
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider}>
        <ResourceContextProvider value="right-holders">
          <SimpleForm onSubmit={onSubmit} mode="onSubmit">
            <RightsHolderInputs />
          </SimpleForm>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return onSubmit;
}

/** Submits the form as the Save button would (it stays disabled while the form is pristine). */
const submit = () => fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!);
const field = (label: RegExp) => screen.getByRole('textbox', { name: label });

describe('the rights-holder form', () => {
  it('requires name, email and company, and does not submit without them', async () => {
    const onSubmit = renderForm();
    submit();
    const name = (await screen.findAllByText('Required')).length;
    expect(name).toBe(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names a bad email and a bad phone number, then submits once they are fixed', async () => {
    const onSubmit = renderForm();
    fireEvent.change(field(/^Name/), { target: { value: 'Olga Owner' } });
    fireEvent.change(field(/^Email/), { target: { value: 'olga@' } });
    fireEvent.change(field(/^Company/), { target: { value: 'Olga Sound' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: 'call me' } });
    submit();
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
    expect(screen.getByText('Enter a phone number: digits, spaces and + ( ) . - only')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(field(/^Email/), { target: { value: 'olga@example.com' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), {
      target: { value: '+44 20 7946 0000' },
    });
    submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: 'Olga Owner',
      email: 'olga@example.com',
      company: 'Olga Sound',
      phone: '+44 20 7946 0000',
    });
    expect(within(document.body).queryByText('Must be a valid email')).toBeNull();
  });
});
