import { apiRequest } from '../../api/httpClient';

/** 'none' before anyone asked; then Rev AI's job states. */
export type TranscriptState = 'none' | 'in_progress' | 'transcribed' | 'failed';

/** Where an item's transcription is (POST /general/rev/upload/file/status). */
export interface TranscriptStatus {
  asset: string;
  /** Whether the server can send media to Rev AI at all. */
  configured: boolean;
  state: TranscriptState;
  failure: string | null;
  updated_at: string | null;
}

/** A word (with its start and end in seconds) or punctuation. */
export interface TranscriptElement {
  type: 'text' | 'punct';
  value: string;
  ts?: number;
  end_ts?: number;
}

/** One speaker's turn. */
export interface TranscriptMonologue {
  speaker: number;
  elements: TranscriptElement[];
}

/** An item's transcript (POST /general/rev/text): its state, plain text and timed turns. */
export interface Transcript extends TranscriptStatus {
  text: string | null;
  monologues: TranscriptMonologue[];
}

const call = async <T>(path: string, assetId: string) =>
  (await apiRequest<T>(path, { method: 'POST', body: { asset: assetId } })).result;

/** Transcription (spec 001 §7): sending an item to Rev AI, its state, and its transcript. */
export const transcriptionCalls = {
  transcribe: (assetId: string) => call<TranscriptStatus>('/general/rev/upload/file', assetId),
  transcriptionStatus: (assetId: string) =>
    call<TranscriptStatus>('/general/rev/upload/file/status', assetId),
  transcript: (assetId: string) => call<Transcript>('/general/rev/text', assetId),
};
