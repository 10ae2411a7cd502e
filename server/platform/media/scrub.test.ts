import { describe, expect, it } from 'vitest';
import { PermanentJobError } from '../jobs/queue';
import { msg } from '../../../shared/serverMessages';
import { UnsupportedMediaError } from './input';
import { mediaJobError } from './jobErrors';
import { AbortError, ProcessError, TimeoutError } from './run';
import { REMOVED, scrubMessage } from './scrub';

/** Anything that says where the server is, what it reaches or where it keeps its files. */
const WHEREABOUTS =
  /\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|internal|example|minio|\bdb\b|:\d{2,5}\b|\/|\\|::|fe80|drm-media|\bport \d/i;

describe('error messages shown to people', () => {
  it.each([
    [
      '[tcp @ 0x55d0c3a1b2c0] Connection to tcp://127.0.0.1:45678?timeout=0 failed: Connection refused',
      `Connection to ${REMOVED} failed: Connection refused`,
    ],
    [
      "[http @ 0x5611] Opening 'http://[fe80::1%eth0]:8080/seg.ts' for reading",
      `Opening '${REMOVED}' for reading`,
    ],
    [
      'Failed to resolve hostname media.internal: Name or service not known',
      `Failed to resolve hostname ${REMOVED}: Name or service not known`,
    ],
    [
      'Failed to resolve hostname db: Temporary failure in name resolution',
      `Failed to resolve hostname ${REMOVED}: Temporary failure in name resolution`,
    ],
    [
      'file:/tmp/drm-media-Ab12cd/original.mp3: Invalid data found when processing input',
      `${REMOVED}: Invalid data found when processing input`,
    ],
    [
      "Unable to parse 'file:/tmp/drm-media-Ab12cd/original.wav' - missing root node",
      `Unable to parse '${REMOVED}' - missing root node`,
    ],
    [
      'DASH request for url file:///srv/files/storage/assets/5e1f/original.m4a, offset 0',
      `DASH request for url ${REMOVED}, offset 0`,
    ],
    [
      "ENOENT: no such file or directory, open '/var/lib/drm/files/storage/assets/x/original.wav'",
      `ENOENT: no such file or directory, open '${REMOVED}'`,
    ],
    ['connect ECONNREFUSED 10.0.0.5:9000', `connect ECONNREFUSED ${REMOVED}`],
    ['connect ECONNREFUSED ::1:9000', `connect ECONNREFUSED ${REMOVED}`],
    ['getaddrinfo ENOTFOUND s3.eu-west-1.example.com', `getaddrinfo ENOTFOUND ${REMOVED}`],
    ['getaddrinfo ENOTFOUND minio', `getaddrinfo ENOTFOUND ${REMOVED}`],
    ['connect ETIMEDOUT localhost:5432 (port 5432)', `connect ETIMEDOUT ${REMOVED} (port ${REMOVED})`],
    ['The key assets/5e1f/clips/9a.mp4 is missing', `The key ${REMOVED} is missing`],
    ['Cannot open C:\\media\\original.mp3', `Cannot open ${REMOVED}`],
    ['metadata 169.254.169.254 answered', `metadata ${REMOVED} answered`],
  ])('%s', (raw, shown) => {
    const scrubbed = scrubMessage(raw);
    expect(scrubbed).toBe(shown);
    expect(scrubbed).not.toMatch(WHEREABOUTS);
  });

  it.each([
    "Protocol 'http' not on whitelist 'file'!",
    'The file is not a readable audio or video file: moov atom not found',
    'Invalid frame rate 30000/1001 at stream #0:1 (0:a:0), time 00:01:02.50',
    'Stream #0:0 -> #0:0 (aac (native) -> mp3 (libmp3lame)), codec mp4a.40.2',
    'ffmpeg stopped after 30 s',
  ])('keeps what names no place: %s', (text) => {
    expect(scrubMessage(text)).toBe(text);
  });

  it('makes every media job error scrubbed, final when it is about the file, passing otherwise', () => {
    const leaky = 'Connection to tcp://10.1.2.3:6379 failed, reading /tmp/drm-media-x/original.mp3';
    for (const error of [
      new ProcessError('ffmpeg failed (exit code 1)', 1, leaky),
      new TimeoutError(`${leaky}`),
      new UnsupportedMediaError(leaky),
      new PermanentJobError(msg('job.failed', { detail: leaky })),
    ]) {
      const shown = mediaJobError(error);
      expect(shown).toBeInstanceOf(PermanentJobError);
      expect((shown as Error).message).not.toMatch(WHEREABOUTS);
      // What the browser translates is scrubbed too.
      expect(JSON.stringify((shown as PermanentJobError).said)).not.toMatch(WHEREABOUTS);
    }
    const storage = mediaJobError(new Error(`EACCES: permission denied, open '/srv/files/a'`));
    expect(storage).not.toBeInstanceOf(PermanentJobError);
    expect((storage as Error).message).toBe(`EACCES: permission denied, open '${REMOVED}'`);
    const stopped = new AbortError('ffmpeg was aborted');
    expect(mediaJobError(stopped)).toBe(stopped);
  });
});
