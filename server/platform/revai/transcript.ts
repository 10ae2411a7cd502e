/** One timed word or punctuation of a transcript (Rev AI's elements, times in seconds). */
export interface TranscriptElement {
  type: 'text' | 'punct';
  value: string;
  ts?: number;
  end_ts?: number;
}
export interface TranscriptMonologue {
  speaker: number;
  elements: TranscriptElement[];
}

/** Rev AI's answer was not a transcript (a proxy's page, a changed format). */
export class TranscriptShapeError extends Error {
  override readonly name = 'TranscriptShapeError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const time = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;

function readElement(value: unknown): TranscriptElement | undefined {
  if (!isRecord(value) || typeof value.value !== 'string') return undefined;
  if (value.type === 'punct') return { type: 'punct', value: value.value };
  // Rev AI marks sounds it could not make out as 'unknown' ("<inaudible>"): not words of the speech.
  if (value.type !== 'text' || value.value.trim() === '') return undefined;
  const ts = time(value.ts);
  const end = time(value.end_ts);
  return {
    type: 'text',
    value: value.value,
    ...(ts !== undefined && { ts }),
    ...(end !== undefined && { end_ts: end }),
  };
}

/**
 * Rev AI's JSON transcript (application/vnd.rev.transcript.v1.0+json) as the app keeps it: each
 * speaker's turn with its words (and their times in seconds) and punctuation. Confidence is left
 * out; an element of a kind the app does not know is dropped rather than failing the transcript.
 */
export function readTranscript(answer: unknown): TranscriptMonologue[] {
  if (!isRecord(answer) || !Array.isArray(answer.monologues))
    throw new TranscriptShapeError('Rev AI answered something that is not a transcript.');
  return answer.monologues.filter(isRecord).map((monologue) => ({
    speaker: Number.isInteger(monologue.speaker) ? (monologue.speaker as number) : 0,
    elements: (Array.isArray(monologue.elements) ? monologue.elements : [])
      .map(readElement)
      .filter((element) => element !== undefined),
  }));
}

/**
 * The transcript as plain text, a line per speaker's turn: words with their punctuation. Rev AI
 * sends the spaces between words as punctuation; a word that follows another directly gets one.
 */
export function plainText(monologues: readonly TranscriptMonologue[]): string {
  return monologues
    .map((monologue) => {
      let line = '';
      for (const element of monologue.elements) {
        if (element.type === 'text' && line !== '' && !/\s$/.test(line)) line += ' ';
        line += element.value;
      }
      return line.replace(/\s+/g, ' ').trim();
    })
    .filter((line) => line !== '')
    .join('\n');
}
