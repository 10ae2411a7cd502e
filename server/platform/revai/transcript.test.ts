import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { multipartBody } from './multipart';
import { plainText, readTranscript, TranscriptShapeError } from './transcript';

const REV_AI_ANSWER = {
  monologues: [
    {
      speaker: 0,
      elements: [
        { type: 'text', value: 'Hello', ts: 0.5, end_ts: 0.9, confidence: 1 },
        { type: 'punct', value: ' ' },
        { type: 'text', value: 'there', ts: 1.0, end_ts: 1.3, confidence: 0.8 },
        { type: 'punct', value: '.' },
        { type: 'unknown', value: '<inaudible>', ts: 1.4, end_ts: 2 },
      ],
    },
    {
      speaker: 1,
      elements: [
        { type: 'text', value: 'Hi', ts: 2.5, end_ts: 2.7 },
        { type: 'text', value: 'again', ts: 2.8, end_ts: 3.1 },
        { type: 'punct', value: '!' },
      ],
    },
  ],
};

describe('a transcript from Rev AI', () => {
  it('keeps speakers, words with their times and punctuation, and drops confidence and unknown sounds', () => {
    expect(readTranscript(REV_AI_ANSWER)).toEqual([
      {
        speaker: 0,
        elements: [
          { type: 'text', value: 'Hello', ts: 0.5, end_ts: 0.9 },
          { type: 'punct', value: ' ' },
          { type: 'text', value: 'there', ts: 1, end_ts: 1.3 },
          { type: 'punct', value: '.' },
        ],
      },
      {
        speaker: 1,
        elements: [
          { type: 'text', value: 'Hi', ts: 2.5, end_ts: 2.7 },
          { type: 'text', value: 'again', ts: 2.8, end_ts: 3.1 },
          { type: 'punct', value: '!' },
        ],
      },
    ]);
  });

  it('is plain text a line per turn, words spaced whether or not Rev AI sent the spaces', () => {
    expect(plainText(readTranscript(REV_AI_ANSWER))).toBe('Hello there.\nHi again!');
    expect(plainText([])).toBe('');
  });

  it('refuses an answer without monologues', () => {
    expect(() => readTranscript({ text: 'plain' })).toThrow(TranscriptShapeError);
    expect(() => readTranscript('<html>')).toThrow(TranscriptShapeError);
  });
});

describe('the streamed multipart body', () => {
  it('is read back by a standard parser, with the Content-Length it announces', async () => {
    const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 256));
    const form = multipartBody(
      [
        {
          name: 'options',
          value: JSON.stringify({ metadata: 'Café "quoted"' }),
          contentType: 'application/json',
        },
      ],
      'media',
      {
        open: async () => Readable.from([bytes.subarray(0, 1234), bytes.subarray(1234)]),
        size: bytes.length,
        fileName: 'media "x".wav',
        contentType: 'audio/wav',
      },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of form.body) chunks.push(chunk as Buffer);
    const sent = Buffer.concat(chunks);
    expect(sent.length).toBe(form.contentLength);
    const parsed = await new Response(sent, { headers: { 'content-type': form.contentType } }).formData();
    expect(JSON.parse(parsed.get('options') as string)).toEqual({ metadata: 'Café "quoted"' });
    const media = parsed.get('media') as File;
    expect(media.name).toBe('media _x_.wav');
    expect(media.type).toBe('audio/wav');
    expect(Buffer.from(await media.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
