import { fireEvent, render, screen } from '@testing-library/react';
import {
  AdminContext,
  HttpError,
  ResourceContextProvider,
  TestMemoryRouter,
  testDataProvider,
  type AuthProvider,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n';
import ClaimCreate from './ClaimCreate';

const ASSET = { id: '0b6f3c1e-8d1a-4c52-9f3e-2a7d5e9b1c44', title: 'Aurora Loop' };
const REFUSAL =
  'The video\'s channel holds the active agreement "Chloe travels 2026" covering this asset: it is not claimable.';

function renderCreate(create: ReturnType<typeof vi.fn>, mayOverride: boolean) {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
    canAccess: async ({ action }) => action !== 'override' || mayOverride,
  };
  const dataProvider = testDataProvider({
    getList: async () => ({ data: [ASSET], total: 1 }) as never,
    getMany: async () => ({ data: [ASSET] }) as never,
    create: create as never,
  });
  render(
    <TestMemoryRouter initialEntries={['/assets/manual-claiming/create']}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider} authProvider={authProvider}>
        <ResourceContextProvider value="assets/manual-claiming">
          <ClaimCreate />
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const input = (label: string) => screen.getByRole('textbox', { name: label });
const submit = () => fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!);

async function fillClaim(end = '0:02:00') {
  fireEvent.change(await screen.findByRole('textbox', { name: /^Video/ }), {
    target: { value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  });
  const asset = screen.getByRole('combobox', { name: /^Asset/ });
  fireEvent.focus(asset);
  fireEvent.change(asset, { target: { value: 'Aur' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Aurora Loop' }));
  fireEvent.change(input('Start in the video'), { target: { value: '0:01:00' } });
  fireEvent.change(input('End in the video'), { target: { value: end } });
  fireEvent.change(input('Start in the asset'), { target: { value: '5' } });
  fireEvent.change(input('End in the asset'), { target: { value: '1:05' } });
}

/** A whole form with an autocomplete, in jsdom on a loaded machine: up to 20 s each. */
const SLOW = 60_000;

describe('the new-claim form', () => {
  it(
    'reads h:mm:ss, refuses an end before its start and sends seconds',
    async () => {
      const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({
        data: { id: 'c1', ...data },
      }));
      renderCreate(create, false);
      await fillClaim('0:00:30');
      fireEvent.change(input('Start in the asset'), { target: { value: 'soon' } });
      submit();
      expect(await screen.findByText('Must be after the start')).toBeInTheDocument();
      expect(screen.getByText('Write it as h:mm:ss')).toBeInTheDocument();
      expect(create).not.toHaveBeenCalled();

      fireEvent.change(input('End in the video'), { target: { value: '0:02:00' } });
      fireEvent.change(input('Start in the asset'), { target: { value: '5' } });
      submit();
      await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
      expect(create.mock.calls[0]![1].data).toMatchObject({
        video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        asset_id: ASSET.id,
        segments: [{ video_start: 60, video_end: 120, asset_start: 5, asset_end: 65 }],
        content_type: 'audio',
        policy: 'monetize',
        territory_rule: null,
        territories: [],
      });
    },
    SLOW,
  );

  it(
    'shows the licence refusal with its agreement, and lets CRUD staff claim anyway with a reason',
    async () => {
      const create = vi
        .fn()
        .mockRejectedValueOnce(
          new HttpError(REFUSAL, 409, { message_id: 'claims.licensed', message_params: { agreement: 'x' } }),
        )
        .mockResolvedValueOnce({ data: { id: 'c1' } });
      renderCreate(create, true);
      await fillClaim();
      submit();
      expect(await screen.findByText('This video may not be claimed')).toBeInTheDocument();
      expect(screen.getByText(REFUSAL)).toBeInTheDocument();
      const reason = screen.getByRole('textbox', { name: /^Claim anyway/ });
      submit();
      expect(await screen.findByText('Required')).toBeInTheDocument();
      expect(create).toHaveBeenCalledTimes(1);
      fireEvent.change(reason, { target: { value: 'The agreement covers the audio only.' } });
      submit();
      await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(2));
      expect(create.mock.calls[1]![1].data).toMatchObject({
        override_reason: 'The agreement covers the audio only.',
      });
    },
    SLOW,
  );

  it(
    'offers no override to those who may not override',
    async () => {
      const create = vi
        .fn()
        .mockRejectedValueOnce(new HttpError(REFUSAL, 409, { message_id: 'claims.licensed' }));
      renderCreate(create, false);
      await fillClaim();
      submit();
      expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: /^Claim anyway/ })).toBeNull();
    },
    SLOW,
  );
});
