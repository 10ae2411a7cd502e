import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  Notification,
  RecordContextProvider,
  ResourceContextProvider,
  TestMemoryRouter,
  type DataProvider,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { UserType } from '../../shared/roles';
import { i18nProvider } from '../i18n';
import { signedInAs } from '../test/fakes';
import { StatusButton } from './StatusButton';

function renderButton(
  record: { id: string; name: string; status: number },
  changeStatus = vi.fn().mockResolvedValue({ data: record }),
) {
  const dataProvider = { changeStatus } as unknown as DataProvider;
  render(
    <TestMemoryRouter initialEntries={['/creators']}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={signedInAs(UserType.ADMIN)}
        i18nProvider={i18nProvider}
      >
        <ResourceContextProvider value="creators">
          <RecordContextProvider value={record}>
            <StatusButton />
          </RecordContextProvider>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return changeStatus;
}

describe('StatusButton', () => {
  it('deactivates only once confirmed, and says which record', async () => {
    const changeStatus = renderButton({ id: 'u9', name: 'Omar Cooks', status: 1 });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Deactivate Omar Cooks?')).toBeInTheDocument();
    expect(changeStatus).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(changeStatus).toHaveBeenCalledWith('creators', 'u9', 0));
    expect(await screen.findByText('Creator Omar Cooks deactivated.')).toBeInTheDocument();
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const changeStatus = renderButton({ id: 'u9', name: 'Omar Cooks', status: 0 });
    fireEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Activate Omar Cooks?')).not.toBeInTheDocument());
    expect(changeStatus).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    const refused = vi.fn().mockRejectedValue(new Error('You cannot deactivate your own account.'));
    renderButton({ id: 'u9', name: 'Omar Cooks', status: 1 }, refused);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You cannot deactivate your own account.')).toBeInTheDocument();
  });
});
