import './pageTexts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { memo, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { TRANSCRIPT_PANEL_POLL_MS } from '../../../shared/constants';
import { useCan } from '../../authProvider/useCan';
import type {
  Transcript,
  TranscriptElement,
  TranscriptMonologue,
} from '../../dataProvider/calls/transcription';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

export interface TranscriptPanelProps {
  assetId: string;
  /** Where the panel's card sits in the page's grid. */
  sx?: SxProps<Theme>;
  /** The caller may send the item to transcription (those who may edit it). */
  canRequest: boolean;
  /** Moves the player to this time, in seconds. */
  onSeek(seconds: number): void;
  /** Where the player is, in seconds: the word spoken then is highlighted. */
  currentTime?: number;
}

/** 75 -> '1:15', 3675 -> '1:01:15'. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** A word's place: its turn and its index among the turn's elements, and when it is spoken. */
interface TimedWord {
  turn: number;
  index: number;
  start: number;
  end: number;
}

/** Every timed word in order; a word without an end lasts until the next one starts. */
function timedWords(monologues: readonly TranscriptMonologue[]): TimedWord[] {
  const words: TimedWord[] = [];
  monologues.forEach((monologue, turn) =>
    monologue.elements.forEach((element, index) => {
      if (element.type === 'text' && element.ts !== undefined)
        words.push({ turn, index, start: element.ts, end: element.end_ts ?? Infinity });
    }),
  );
  words.forEach((word, i) => {
    const next = words[i + 1];
    if (next && word.end > next.start) word.end = next.start;
  });
  return words;
}

/** The word spoken at `time` (binary search over the ordered words), if any. */
function wordAt(words: readonly TimedWord[], time: number | undefined): TimedWord | undefined {
  if (time === undefined) return undefined;
  let low = 0;
  let high = words.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const word = words[middle]!;
    if (time < word.start) high = middle - 1;
    else if (time >= word.end) low = middle + 1;
    else return word;
  }
  return undefined;
}

/** What a refused call said: the server's message. */
function refusal(error: unknown): { message?: string } {
  const { body, message } = (error ?? {}) as { body?: unknown; message?: unknown };
  const said = (body as { message?: unknown } | undefined)?.message;
  return { message: typeof said === 'string' ? said : typeof message === 'string' ? message : undefined };
}

/**
 * Which words need a space before them: Rev AI sends the spaces as punctuation, and a word that
 * follows another directly gets one.
 */
function spacesBefore(elements: readonly TranscriptElement[]): boolean[] {
  let text = '';
  return elements.map((element) => {
    const space = element.type === 'text' && text !== '' && !/\s$/.test(text);
    text += (space ? ' ' : '') + element.value;
    return space;
  });
}

/**
 * One speaker's turn: its start (a link that plays from there), the speaker, and its words, each of
 * which plays from where it is spoken. Only the turns whose highlighted word changes render again.
 */
const Turn = memo(function Turn({
  monologue,
  activeIndex,
  onSeek,
}: {
  monologue: TranscriptMonologue;
  /** The element spoken now, or -1. */
  activeIndex: number;
  onSeek(seconds: number): void;
}) {
  const translate = useTranslate();
  const start = monologue.elements.find((element) => element.ts !== undefined)?.ts;
  const spaced = useMemo(() => spacesBefore(monologue.elements), [monologue]);
  const parts = monologue.elements.map((element, index) => {
    if (element.type === 'punct') return <span key={index}>{element.value}</span>;
    const active = index === activeIndex;
    const { ts } = element;
    return (
      <span key={index}>
        {spaced[index] ? ' ' : ''}
        <Box
          component={active ? 'mark' : 'span'}
          aria-current={active ? 'time' : undefined}
          onClick={ts === undefined ? undefined : () => onSeek(ts)}
          sx={{
            cursor: ts === undefined ? 'text' : 'pointer',
            borderRadius: 0.5,
            color: 'inherit',
            bgcolor: active ? 'warning.main' : 'transparent',
            ...(active && { color: 'warning.contrastText' }),
            '&:hover': { textDecoration: 'underline' },
          }}
        >
          {element.value}
        </Box>
      </span>
    );
  });
  return (
    <Box component="p" sx={{ m: 0, lineHeight: 1.7 }}>
      {start !== undefined && (
        <Link
          component="button"
          type="button"
          onClick={() => onSeek(start)}
          aria-label={translate('app.transcription.play_from', { time: clockTime(start) })}
          sx={{ mr: 1, fontVariantNumeric: 'tabular-nums', verticalAlign: 'baseline' }}
        >
          {clockTime(start)}
        </Link>
      )}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ mr: 1 }}>
        {translate('app.transcription.speaker', { number: monologue.speaker + 1 })}
      </Typography>
      {parts}
    </Box>
  );
});

/**
 * An item's transcript (spec 001 §7, Transcription): each speaker's turn with its start time and
 * its words, a click on either playing from there, the word at the player's time highlighted; a
 * Transcribe button for those who may ask for one, the progress while Rev AI works (asked again
 * until it ends), the reason when it failed, and, to staff, a plain notice when the server has no
 * Rev AI (the others then see no card).
 */
export default function TranscriptPanel({
  assetId,
  canRequest,
  onSeek,
  currentTime,
  sx,
}: TranscriptPanelProps) {
  const dataProvider = useAppDataProvider();
  // Whether Rev AI is set up is the staff's concern: the others see no transcript card without it.
  const staff = useCan('libraries', 'transcriptionSetup') === true;
  const translate = useTranslate();
  const headingId = useId();
  // Each kept with the item it is about, so another item starts blank.
  const [loaded, setLoaded] = useState<{ assetId: string; transcript?: Transcript; failed: boolean }>();
  const [refused, setRefused] = useState<{ assetId: string; message: string }>();
  const transcript = loaded?.assetId === assetId ? loaded.transcript : undefined;
  const loadFailed = loaded?.assetId === assetId && loaded.failed;
  const requestError = refused?.assetId === assetId ? refused.message : undefined;
  const setTranscript = useCallback(
    (answer: Transcript) => setLoaded({ assetId, transcript: answer, failed: false }),
    [assetId],
  );
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const answer = await dataProvider.transcript(assetId);
      setTranscript(answer);
      return answer;
    } catch {
      setLoaded((before) => ({
        assetId,
        transcript: before?.assetId === assetId ? before.transcript : undefined,
        failed: true,
      }));
      return undefined;
    }
  }, [dataProvider, assetId, setTranscript]);

  useEffect(() => {
    let current = true;
    dataProvider.transcript(assetId).then(
      (answer) => current && setLoaded({ assetId, transcript: answer, failed: false }),
      () => current && setLoaded({ assetId, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, assetId]);

  // While Rev AI works, ask how it is coming along; once it ends, read the transcript.
  const inProgress = transcript?.state === 'in_progress';
  useEffect(() => {
    if (!inProgress) return;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const ask = async () => {
      const status = await dataProvider.transcriptionStatus(assetId).catch(() => undefined);
      if (stopped) return;
      if (status && status.state !== 'in_progress') await load();
      else timer = setTimeout(ask, TRANSCRIPT_PANEL_POLL_MS);
    };
    timer = setTimeout(ask, TRANSCRIPT_PANEL_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [inProgress, dataProvider, assetId, load]);

  const request = async () => {
    setBusy(true);
    setRefused(undefined);
    try {
      const status = await dataProvider.transcribe(assetId);
      setTranscript({ ...status, text: null, monologues: [] });
    } catch (error) {
      const { message } = refusal(error);
      // Where it is now: another request may have started it (409), or Rev AI was unset meanwhile (503).
      const now = await load();
      if (now?.configured !== false)
        setRefused({ assetId, message: message ?? translate('app.transcription.load_failed') });
    } finally {
      setBusy(false);
    }
  };

  const words = useMemo(() => timedWords(transcript?.monologues ?? []), [transcript]);
  const active = wordAt(words, currentTime);

  const configured = transcript?.configured !== false;
  const requestButton = (label: string) =>
    canRequest && configured ? (
      <Button variant="contained" size="small" onClick={request} disabled={busy}>
        {translate(label)}
      </Button>
    ) : null;

  let body: React.ReactNode;
  if (loadFailed && !transcript) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void load()}>
            {translate('app.transcription.retry')}
          </Button>
        }
      >
        {translate('app.transcription.load_failed')}
      </Alert>
    );
  } else if (!transcript) {
    body = <CircularProgress size={24} aria-label={translate('app.transcription.title')} />;
  } else if (transcript.state === 'in_progress') {
    body = (
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.transcription.in_progress')}
        </Typography>
        <LinearProgress aria-label={translate('app.transcription.progress_label')} />
      </Stack>
    );
  } else if (transcript.state === 'failed') {
    body = (
      <Stack spacing={1} alignItems="flex-start">
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {translate('app.transcription.failed', { reason: transcript.failure ?? '' })}
        </Alert>
        {requestButton('app.transcription.transcribe_again')}
      </Stack>
    );
  } else if (transcript.state === 'transcribed') {
    body =
      words.length === 0 && !transcript.text ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.transcription.no_speech')}
        </Typography>
      ) : (
        <Stack spacing={1.5} sx={{ maxHeight: 420, overflowY: 'auto', pr: 1 }}>
          {transcript.monologues.map((monologue, turn) => (
            <Turn
              key={turn}
              monologue={monologue}
              activeIndex={active?.turn === turn ? active.index : -1}
              onSeek={onSeek}
            />
          ))}
        </Stack>
      );
  } else {
    body = (
      <Stack spacing={1} alignItems="flex-start">
        <Typography variant="body2" color="text.secondary">
          {translate('app.transcription.none')}
        </Typography>
        {requestButton('app.transcription.transcribe')}
      </Stack>
    );
  }

  const nothingYet = !transcript || transcript.state === 'none' || transcript.state === 'failed';
  // Non-staff wait for the answer unseen, so the card does not appear only to go.
  if (!staff && ((!transcript && !loadFailed) || (!configured && nothingYet))) return null;
  return (
    <Card sx={sx}>
      <CardContent>
        <Box component="section" aria-labelledby={headingId}>
          <Typography id={headingId} variant="h6" component="h2" gutterBottom>
            {translate('app.transcription.title')}
          </Typography>
          <Stack spacing={1}>
            {!configured && nothingYet && (
              <Alert severity="info">{translate('app.transcription.not_configured')}</Alert>
            )}
            {requestError && <Alert severity="error">{requestError}</Alert>}
            {body}
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
