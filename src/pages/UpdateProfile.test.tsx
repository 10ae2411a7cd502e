import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../api/session';
import { signedInAs } from '../test/fakes';
import { renderAppAt } from '../test/renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
  localStorage.clear();
});

/** The API: answers each call with this status and body, and records the calls. */
function stubApi(status: number, body: object) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the Edit Profile page', () => {
  it('saves name and email, and the top bar shows the new name at once', async () => {
    renderAppAt('/update-profile', signedInAs(2));
    const details = await screen.findByRole('region', { name: 'Profile' });
    const saved = { ...session.user()!, name: 'Mira Manager' };
    const fetchMock = stubApi(200, { result: saved, message: 'Your profile has been saved.' });
    fireEvent.change(within(details).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Mira Manager' },
    });
    fireEvent.click(within(details).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body)).name]).toEqual([
      '/api/user/profile',
      'PUT',
      'Mira Manager',
    ]);
    expect(session.user()!.name).toBe('Mira Manager');
  });

  it('asks for the current password only when the email changes, and shows the address waiting for confirmation', async () => {
    renderAppAt('/update-profile', signedInAs(2));
    const details = await screen.findByRole('region', { name: 'Profile' });
    expect(within(details).queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    fireEvent.change(within(details).getByRole('textbox', { name: /^Email/ }), {
      target: { value: 'new@example.com' },
    });
    const password = within(details).getByLabelText(/^Current password/);
    fireEvent.change(password, { target: { value: 'my-password' } });
    const message = 'A confirmation link was sent to new@example.com: your email changes once it is opened.';
    const fetchMock = stubApi(200, {
      result: { ...session.user()!, pending_email: 'new@example.com' },
      message,
    });
    fireEvent.click(within(details).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(
      await within(details).findByText('Waiting for confirmation from new@example.com.'),
    ).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      email: 'new@example.com',
      current_password: 'my-password',
    });
  });

  it('refuses differing new passwords before asking the server, and shows the server refusal', async () => {
    renderAppAt('/update-profile', signedInAs(3));
    const password = await screen.findByRole('region', { name: 'Password' });
    const fetchMock = stubApi(400, { message: 'The current password is not correct.' });
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(within(password).getByLabelText(label), { target: { value } });
    fill(/^Current password/, 'wrong-one');
    fill(/^New password/, 'Longer-Pass-1');
    fill(/^Confirm new password/, 'Longer-Pass-2');
    fireEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    fill(/^Confirm new password/, 'Longer-Pass-1');
    fireEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});
