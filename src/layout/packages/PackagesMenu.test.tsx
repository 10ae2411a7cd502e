import { PACKAGE_POLL_MS } from '../../../shared/constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserType } from '../../../shared/roles';
import { session } from '../../api/session';
import { signedInAs } from '../../test/fakes';
import { renderAppAt } from '../../test/renderApp';

const row = (id: string, title: string, more: object = {}) => ({
  id,
  _id: id,
  title,
  file: `/api/CID/asset/zip/package/${id}/file`,
  state: 'ready',
  progress: 100,
  error: null,
  size: 1000,
  expires_at: null,
  ...more,
});
const ROWS = [row('p1', 'Demo channels'), row('p2', 'Agreements')];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A stand-in API: the list, deletes that finish when the test says, and the zip file. */
function stubApi(rows: object[] | (() => object[]) = ROWS) {
  let current = typeof rows === 'function' ? [] : [...rows];
  const pendingDeletes: Array<() => void> = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/link')) return json({ result: `/api/CID/asset/zip/package/download?token=${url}` });
    if (init?.method === 'DELETE') {
      const id = url.split('/').pop();
      await new Promise<void>((resolve) => pendingDeletes.push(resolve));
      current = current.filter((entry) => (entry as { id: string }).id !== id);
      return json({ result: { _id: id } });
    }
    // Only the packages list moves a changing stand-in on: the page under the popover (the dashboard)
    // calls too, and counting its calls made the first list answer 'ready' on some runs.
    if (typeof rows === 'function' && url.endsWith('/CID/asset/zip/package')) current = rows();
    return json({ result: current });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, finishDeletes: () => pendingDeletes.splice(0).forEach((finish) => finish()) };
}

function renderAs(type: UserType) {
  return renderAppAt('/dashboard/analytics', signedInAs(type));
}

const openPackages = async () =>
  fireEvent.click(await screen.findByRole('button', { name: 'Downloaded Package' }));

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the downloaded packages popover', () => {
  it('is there for admin-category users only', async () => {
    stubApi();
    renderAs(3);
    await screen.findByRole('button', { name: 'Profile' });
    expect(screen.queryByRole('button', { name: 'Downloaded Package' })).toBeNull();
  });

  it("lists the user's packages and says 'No Result Found!' when there are none", async () => {
    stubApi([]);
    renderAs(7);
    await openPackages();
    expect(await screen.findByText('No Result Found!')).toBeInTheDocument();
  });

  it('deletes a row once however often it is clicked, with a spinner, then reloads the list', async () => {
    const { fetchMock, finishDeletes } = stubApi();
    renderAs(1);
    await openPackages();
    expect(await screen.findByText('Demo channels')).toBeInTheDocument();
    const [deleteFirst] = screen.getAllByRole('button', { name: /Delete/ });
    fireEvent.click(deleteFirst);
    fireEvent.click(deleteFirst);
    await waitFor(() => expect(deleteFirst).toHaveAttribute('aria-busy', 'true'));
    finishDeletes();
    await waitFor(() => expect(screen.queryByText('Demo channels')).toBeNull());
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([url]) => url)).toEqual(['/api/CID/asset/zip/package/p1']);
    expect(screen.getByText('Agreements')).toBeInTheDocument();
  });

  it('saves a package by following its short-lived link (streamed to the disk, not held in memory)', async () => {
    const { fetchMock } = stubApi();
    const followed: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this.getAttribute('href')!);
    });
    renderAs(2);
    await openPackages();
    await screen.findByText('Demo channels');
    fireEvent.click(screen.getAllByRole('button', { name: 'Download ZIP' })[0]);
    await waitFor(() =>
      expect(followed).toEqual([
        '/api/CID/asset/zip/package/download?token=/api/CID/asset/zip/package/p1/link',
      ]),
    );
    const linkCall = fetchMock.mock.calls.find(([url]) => url.endsWith('/link'));
    expect(linkCall?.[1]?.method).toBe('POST');
  });

  it('shows a package being built with its progress, follows it until ready, then its expiry', async () => {
    let lists = 0;
    const building = row('p3', 'Road trip', { state: 'building', progress: 40, expires_at: null });
    const ready = row('p3', 'Road trip', { expires_at: '2030-01-02T10:00:00.000Z' });
    stubApi(() => (lists++ === 0 ? [building] : [ready]));
    renderAs(1);
    await openPackages();
    expect(await screen.findByText('Building… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Building… 40%' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Download ZIP' })).toBeDisabled();
    // The list is asked again while a package is building (every PACKAGE_POLL_MS; a loaded machine's
    // render may take seconds more).
    expect(
      await screen.findByText(/^Available until /, {}, { timeout: PACKAGE_POLL_MS + 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/2030/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download ZIP' })).toBeEnabled();
  }, 30_000);

  it('says why a package could not be built, and offers no download', async () => {
    stubApi([row('p4', 'Broken', { state: 'failed', progress: 0, error: 'A file is missing.' })]);
    renderAs(2);
    await openPackages();
    expect(await screen.findByText('Could not be built: A file is missing.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download ZIP' })).toBeDisabled();
  });
});
