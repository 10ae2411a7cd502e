import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRANSCRIPT_PANEL_POLL_MS } from '../../../shared/constants';
import { UserType } from '../../../shared/roles';
import { session } from '../../api/session';
import { appCalls } from '../../dataProvider';
import type { Transcript } from '../../dataProvider/calls/transcription';
import { i18nProvider } from '../../i18n';
import { signedInAs } from '../../test/fakes';
import TranscriptPanel, { clockTime } from './TranscriptPanel';

const ASSET = '6f1c2a7e-4b1d-4c8e-9a55-0d6f1e2b3c4d';
const UPLOAD = '/api/general/rev/upload/file';
const STATUS = '/api/general/rev/upload/file/status';
const TEXT = '/api/general/rev/text';

const status = (state: Transcript['state'], more: Partial<Transcript> = {}) => ({
  asset: ASSET,
  configured: true,
  state,
  failure: null,
  updated_at: '2026-11-25T10:00:00.000Z',
  ...more,
});

const TRANSCRIBED: Transcript = {
  ...status('transcribed'),
  text: 'Welcome aboard.\nThank you.',
  monologues: [
    {
      speaker: 0,
      elements: [
        { type: 'text', value: 'Welcome', ts: 1.5, end_ts: 1.9 },
        { type: 'punct', value: ' ' },
        { type: 'text', value: 'aboard', ts: 2, end_ts: 2.6 },
        { type: 'punct', value: '.' },
      ],
    },
    {
      speaker: 1,
      elements: [
        { type: 'text', value: 'Thank', ts: 75, end_ts: 75.3 },
        { type: 'text', value: 'you', ts: 75.4, end_ts: 75.6 },
        { type: 'punct', value: '.' },
      ],
    },
  ],
};

type Answer = { status?: number; body: unknown };

/** The API as the panel meets it: answers per path, in order (the last one repeats), and the calls made. */
function answerApi(answers: Record<string, Answer[]>) {
  const calls: { path: string; body: unknown }[] = [];
  const seen: Record<string, number> = {};
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://app').pathname;
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const list = answers[path] ?? [{ status: 404, body: { message: 'Not found.' } }];
    const index = Math.min(seen[path] ?? 0, list.length - 1);
    seen[path] = (seen[path] ?? 0) + 1;
    const answer = list[index]!;
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
  return calls;
}

function renderPanel(
  props: {
    canRequest?: boolean;
    currentTime?: number;
    onSeek?: (seconds: number) => void;
    type?: UserType;
  } = {},
) {
  const onSeek = props.onSeek ?? vi.fn();
  const view = (currentTime?: number) => (
    <TestMemoryRouter>
      <AdminContext
        i18nProvider={i18nProvider}
        authProvider={signedInAs(props.type ?? 4)}
        dataProvider={appCalls as unknown as DataProvider}
      >
        <TranscriptPanel
          assetId={ASSET}
          canRequest={props.canRequest ?? true}
          onSeek={onSeek}
          currentTime={currentTime}
        />
      </AdminContext>
    </TestMemoryRouter>
  );
  const rendered = render(view(props.currentTime));
  return { onSeek, rerender: (currentTime?: number) => rendered.rerender(view(currentTime)) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  session.clear();
});

describe('the transcript panel', () => {
  it('shows each turn with its start time and speaker, and plays from a time or a word when clicked', async () => {
    const calls = answerApi({ [TEXT]: [{ body: { result: TRANSCRIBED } }] });
    const { onSeek } = renderPanel();
    expect(await screen.findByRole('region', { name: 'Transcript' })).toBeInTheDocument();
    const start = await screen.findByRole('button', { name: 'Play from 0:01' });
    expect(start).toHaveTextContent('0:01');
    expect(screen.getByRole('button', { name: 'Play from 1:15' })).toBeInTheDocument();
    expect(screen.getByText('Speaker 1')).toBeInTheDocument();
    expect(screen.getByText('Speaker 2')).toBeInTheDocument();
    // The words read as the text does, spaces and punctuation in place.
    const [first, second] = screen.getAllByRole('paragraph');
    expect(first).toHaveTextContent('0:01Speaker 1Welcome aboard.');
    expect(second).toHaveTextContent('1:15Speaker 2Thank you.');

    fireEvent.click(start);
    expect(onSeek).toHaveBeenLastCalledWith(1.5);
    fireEvent.click(screen.getByText('aboard'));
    expect(onSeek).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByText('you'));
    expect(onSeek).toHaveBeenLastCalledWith(75.4);
    expect(calls).toEqual([{ path: TEXT, body: { asset: ASSET } }]);
    expect(screen.queryByRole('button', { name: 'Transcribe' })).toBeNull();
  });

  it('highlights the word spoken at the player’s time', async () => {
    answerApi({ [TEXT]: [{ body: { result: TRANSCRIBED } }] });
    const { rerender } = renderPanel({ currentTime: 2.2 });
    const aboard = await screen.findByText('aboard');
    expect(aboard).toHaveAttribute('aria-current', 'time');
    expect(aboard.tagName).toBe('MARK');
    expect(screen.getByText('Welcome')).not.toHaveAttribute('aria-current');
    rerender(75.45);
    await waitFor(() => expect(screen.getByText('you')).toHaveAttribute('aria-current', 'time'));
    expect(screen.getByText('aboard')).not.toHaveAttribute('aria-current');
    // Between words, and before the first, nothing is.
    rerender(30);
    await waitFor(() => expect(document.querySelector('[aria-current]')).toBeNull());
  });

  it('sends the item to transcription, shows the progress while Rev AI works, then the transcript', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = answerApi({
      [TEXT]: [
        { body: { result: { ...status('none', { updated_at: null }), text: null, monologues: [] } } },
        { body: { result: TRANSCRIBED } },
      ],
      [UPLOAD]: [{ body: { result: status('in_progress'), message: 'Sent to Rev AI for transcription.' } }],
      [STATUS]: [{ body: { result: status('in_progress') } }, { body: { result: status('transcribed') } }],
    });
    renderPanel();
    expect(await screen.findByText('No transcript yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Transcribe' }));
    expect(await screen.findByRole('progressbar', { name: 'Transcription in progress' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === UPLOAD)).toEqual([{ path: UPLOAD, body: { asset: ASSET } }]);

    await act(() => vi.advanceTimersByTimeAsync(TRANSCRIPT_PANEL_POLL_MS));
    expect(screen.getByRole('progressbar', { name: 'Transcription in progress' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(TRANSCRIPT_PANEL_POLL_MS));
    expect(await screen.findByRole('button', { name: 'Play from 0:01' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual([TEXT, UPLOAD, STATUS, STATUS, TEXT]);
  });

  it('shows why it failed, and offers another try to those who may ask', async () => {
    const failed = {
      ...status('failed', { failure: 'The media file contains no audio.' }),
      text: null,
      monologues: [],
    };
    answerApi({ [TEXT]: [{ body: { result: failed } }] });
    renderPanel();
    expect(
      await screen.findByText('Transcription failed: The media file contains no audio.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transcribe again' })).toBeInTheDocument();
  });

  it('offers nothing to a reader who may not ask', async () => {
    answerApi({ [TEXT]: [{ body: { result: { ...status('none'), text: null, monologues: [] } } }] });
    renderPanel({ canRequest: false });
    expect(await screen.findByText('No transcript yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transcribe' })).toBeNull();
  });

  it('tells staff when the server has no Rev AI', async () => {
    answerApi({
      [TEXT]: [
        { body: { result: { ...status('none', { configured: false }), text: null, monologues: [] } } },
      ],
    });
    renderPanel({ type: UserType.MANAGER });
    expect(await screen.findByText('Transcription is not configured on this server.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transcribe' })).toBeNull();
  });

  it.each([
    ['a rights holder', UserType.RIGHT_HOLDER, true],
    ['a creator', UserType.CREATOR, false],
  ])('shows %s no transcription at all when the server has none', async (_who, type, canRequest) => {
    const calls = answerApi({
      [TEXT]: [
        { body: { result: { ...status('none', { configured: false }), text: null, monologues: [] } } },
      ],
    });
    renderPanel({ type, canRequest });
    await waitFor(() => expect(calls.map((call) => call.path)).toContain(TEXT));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Transcript' })).toBeNull();
    expect(screen.queryByText('Transcription is not configured on this server.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Transcribe' })).toBeNull();
  });

  it('shows the server’s message when the request is refused', async () => {
    answerApi({
      [TEXT]: [{ body: { result: { ...status('none'), text: null, monologues: [] } } }],
      [UPLOAD]: [
        {
          status: 502,
          body: { message: 'Rev AI refused the access token (Unauthorized): check REVAI_ACCESS_TOKEN.' },
        },
      ],
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Transcribe' }));
    expect(
      await screen.findByText('Rev AI refused the access token (Unauthorized): check REVAI_ACCESS_TOKEN.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No transcript yet.')).toBeInTheDocument();
  });

  it('writes times as the player does', () => {
    expect([0, 9.9, 75, 600, 3675].map(clockTime)).toEqual(['0:00', '0:09', '1:15', '10:00', '1:01:15']);
  });
});
