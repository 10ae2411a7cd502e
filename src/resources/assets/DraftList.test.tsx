import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  ListContextProvider,
  Notification,
  TestMemoryRouter,
  type DataProvider,
  type ListControllerResult,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserType } from '../../../shared/roles';
import { session } from '../../api/session';
import { i18nProvider } from '../../i18n';
import { signedInAs } from '../../test/fakes';
import { SubmitSelectedButton } from './DraftList';

const DRAFTS = [
  { id: 'a1', title: 'Northern Drive' },
  { id: 'a2', title: 'Harbour Lights' },
  { id: 'a3', title: 'Morning Ferry' },
];

function renderSelection(selectedIds: string[]) {
  const submitAssets = vi.fn().mockResolvedValue({ submitted: selectedIds.length });
  const list = {
    data: DRAFTS,
    selectedIds,
    onUnselectItems: vi.fn(),
    resource: 'assets',
  } as unknown as ListControllerResult;
  render(
    <TestMemoryRouter>
      <AdminContext
        dataProvider={{ submitAssets } as unknown as DataProvider}
        authProvider={signedInAs(UserType.RIGHT_HOLDER)}
        i18nProvider={i18nProvider}
      >
        <ListContextProvider value={list}>
          <SubmitSelectedButton />
        </ListContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return submitAssets;
}

afterEach(() => session.clear());

describe("the drafts' bulk Submit for review", () => {
  it('submits one draft only once confirmed, naming it in the dialog and the toast', async () => {
    const submitAssets = renderSelection(['a1']);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Submit “Northern Drive” for review?')).toBeInTheDocument();
    expect(submitAssets).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(submitAssets).toHaveBeenCalledWith(['a1']));
    expect(await screen.findByText('“Northern Drive” submitted for review.')).toBeInTheDocument();
  });

  it('counts several, and submits nothing when cancelled', async () => {
    const submitAssets = renderSelection(['a2', 'a3']);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Submit 2 items for review?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Submit 2 items for review?')).toBeNull());
    expect(submitAssets).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('2 submitted for review.')).toBeInTheDocument();
  });
});
