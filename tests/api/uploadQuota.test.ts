import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UPLOAD_KEEP_HOURS,
  UPLOAD_MAX_BYTES_DEFAULT,
  UPLOAD_PENDING_BYTES_MAX,
  UPLOAD_PENDING_MAX,
} from '../../shared/constants';
import { uploads } from '../../server/entities/uploads/table';
import { users } from '../../server/entities/users/table';
import { sineWav } from '../support/media';
import { answerOf, createTestApp, type TestApp } from '../support/testApp';
import { tusClient } from '../support/tus';

/**
 * Per person, the uploads no asset has claimed (unfinished, or finished and not saved as content) are
 * limited in number (429) and in the bytes they declare (413), counted so that a burst of parallel
 * creations cannot pass the limit; saving, removing or the sweep frees them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const tus = tusClient(() => t.app);

/** The caller's uploads no asset has claimed, as rows. */
async function pending(email: string) {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return t.db
    .select({ id: uploads.id, size: uploads.size })
    .from(uploads)
    .where(and(eq(uploads.ownerId, user!.id), isNull(uploads.claimedAt)));
}

describe('the number of unclaimed uploads a person holds', () => {
  it('stops at UPLOAD_PENDING_MAX, also in a parallel burst, with 429, Retry-After and a message to show', async () => {
    const email = 'rightsholder@example.com';
    const token = await t.login(email);
    const wav = sineWav({ seconds: 0.2, frequency: 480 });
    const burst = await Promise.all(
      Array.from({ length: UPLOAD_PENDING_MAX + 10 }, (_, i) =>
        tus.create(token, `Take ${i}.wav`, wav.length),
      ),
    );
    const created = burst.filter((answer) => answer.statusCode === 201);
    const refused = burst.filter((answer) => answer.statusCode !== 201);
    expect(created).toHaveLength(UPLOAD_PENDING_MAX);
    expect(refused).toHaveLength(10);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(429);
      const body = JSON.parse(answer.body) as {
        message: string;
        message_id: string;
        message_params: object;
        retry_after: number;
      };
      // The same as a catalogue message, which the upload page shows in the person's language.
      expect(body.message_id).toBe('upload.too_many');
      expect(body.message_params).toEqual({ count: UPLOAD_PENDING_MAX });
      expect(body.message).toBe(
        `You have ${UPLOAD_PENDING_MAX} uploads not yet saved as content, the most at once. ` +
          'Save some of them as content or remove them, then add this file again.',
      );
      // The sweep frees the oldest at the latest: within UPLOAD_KEEP_HOURS and its next round.
      const wait = Number(answer.headers['retry-after']);
      expect(wait).toBe(body.retry_after);
      expect(wait).toBeGreaterThan((UPLOAD_KEEP_HOURS - 1) * 3600);
      expect(wait).toBeLessThanOrEqual((UPLOAD_KEEP_HOURS + 1) * 3600 + 60);
    }
    expect(await pending(email)).toHaveLength(UPLOAD_PENDING_MAX);

    // Someone else is not held up by it.
    expect((await tus.create(await t.login('rhteam@example.com'), 'Mine.wav', 10)).statusCode).toBe(201);

    // A finished upload still counts until an asset claims it.
    const [first, second] = created.map((answer) => answer.headers.location as string);
    expect((await tus.patch(token, first!, 0, wav)).statusCode).toBe(204);
    expect((await tus.create(token, 'Next.wav', 10)).statusCode).toBe(429);
    const saved = await answerOf(t.app, token, 'POST', '/CID/asset/add', {
      title: 'Take 0',
      upload: first!.split('/').at(-1),
    });
    expect(saved.status, saved.text).toBe(201);
    const next = await tus.create(token, 'Next.wav', 10);
    expect(next.statusCode, next.body).toBe(201);
    expect((await tus.create(token, 'After next.wav', 10)).statusCode).toBe(429);

    // Removing one (the upload page's remove: tus's DELETE) frees its place, row and bytes.
    expect((await tus.remove(token, second!)).statusCode).toBe(204);
    expect((await pending(email)).map((row) => row.id)).not.toContain(second!.split('/').at(-1));
    expect((await tus.create(token, 'After next.wav', 10)).statusCode).toBe(201);
    expect(await pending(email)).toHaveLength(UPLOAD_PENDING_MAX);
  });
});

describe('the bytes unclaimed uploads declare', () => {
  it('stop at UPLOAD_PENDING_BYTES_MAX, also in a parallel burst, with 413 and a message to show', async () => {
    const email = 'manager@example.com';
    const token = await t.login(email);
    const fits = UPLOAD_PENDING_BYTES_MAX / UPLOAD_MAX_BYTES_DEFAULT;
    // Declaring the size is enough: nothing is sent.
    const burst = await Promise.all(
      Array.from({ length: fits + 4 }, (_, i) =>
        tus.create(token, `Film ${i}.mov`, UPLOAD_MAX_BYTES_DEFAULT),
      ),
    );
    expect(burst.filter((answer) => answer.statusCode === 201)).toHaveLength(fits);
    const refused = burst.filter((answer) => answer.statusCode !== 201);
    expect(refused).toHaveLength(4);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({
        message_id: 'upload.too_much',
        message_params: { held: '20 GB', allowed: '20 GB', needed: '5 GB' },
      });
      expect(JSON.parse(answer.body).message).toBe(
        'Your uploads not yet saved as content take 20 GB of the 20 GB allowed at once, and this file needs 5 GB. ' +
          'Save some of them as content or remove them, then add this file again.',
      );
    }
    const held = await pending(email);
    expect(held.reduce((sum, row) => sum + row.size, 0)).toBe(UPLOAD_PENDING_BYTES_MAX);
    // Not one byte more, and nothing written for it.
    const short = await tus.create(token, 'Short.wav', 1);
    expect(short.statusCode).toBe(413);
    expect(JSON.parse(short.body).message).toMatch(
      /take 20 GB of the 20 GB allowed at once, and this file needs 1 KB/,
    );
    expect(await pending(email)).toHaveLength(fits);

    // Removing one makes room for a file of its size.
    const url = burst.find((answer) => answer.statusCode === 201)!.headers.location as string;
    expect((await tus.remove(token, url)).statusCode).toBe(204);
    expect((await tus.create(token, 'Again.mov', UPLOAD_MAX_BYTES_DEFAULT)).statusCode).toBe(201);
  });
});
