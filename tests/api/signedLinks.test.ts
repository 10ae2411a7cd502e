import { createHash } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetFiles, assets, MediaRole } from '../../server/entities/assets/table';
import { packages } from '../../server/entities/packages/table';
import { DEMO_PASSWORD } from '../../server/seed';
import { diskStorage } from '../../server/platform/storage/disk';
import { users } from '../../server/entities/users/table';
import { sineWav } from '../support/media';
import { call, createTestApp, type TestApp } from '../support/testApp';

const PUBLIC_URL = 'https://drm.example.com';

let t: TestApp;
/** An audio item of the library with a real original file, and that file. */
let asset: string;
let file: string;

beforeAll(async () => {
  // Every file goes to Rev AI as a link, so the transcription's link can be followed too.
  t = await createTestApp({
    revAi: { poll: { firstMs: 60_000, maxMs: 60_000 }, publicUrl: PUBLIC_URL, linkFromBytes: 1 },
  });
  const [item] = await t.db.select({ id: assets.id }).from(assets).where(eq(assets.title, 'Northern Drive'));
  asset = item!.id;
  const wav = sineWav({ seconds: 1, rate: 8000 });
  const key = `assets/${asset}/original.wav`;
  await diskStorage(path.join(t.filesDir, 'storage')).put(key, wav, { contentType: 'audio/wav' });
  const [row] = await t.db
    .insert(assetFiles)
    .values({
      assetId: asset,
      role: MediaRole.ORIGINAL,
      storageKey: key,
      fileName: 'Northern Drive.wav',
      mimeType: 'audio/wav',
      size: wav.length,
      sha256: createHash('sha256').update(wav).digest('hex'),
    })
    .returning({ id: assetFiles.id });
  file = row!.id;
}, 60_000);
afterAll(() => t?.close());

const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/** The three links a staff member's browser follows without its token, as the API hands them out. */
async function linksOf(token: string) {
  const media = await call(t.app, token, 'GET', `/api/CID/asset/file/${file}/link`);
  const download = await call(t.app, token, 'POST', '/api/content/library/download/audio', { asset });
  const [own] = await t.db
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.userId, await idOf('manager@example.com')));
  const zip = await call(t.app, token, 'POST', `/api/CID/asset/zip/package/${own!.id}/link`);
  for (const answer of [media, download, zip]) expect(answer.statusCode, answer.body).toBe(200);
  return {
    media: media.json().result.url as string,
    download: download.json().result.url as string,
    package: zip.json().result as string,
  };
}

/** The status each link answers now, by kind. */
async function opened(links: Record<string, string>) {
  const answers: Record<string, number> = {};
  for (const [kind, url] of Object.entries(links)) {
    answers[kind] = (await t.app.inject({ method: 'GET', url })).statusCode;
  }
  return answers;
}
const working = { media: 200, download: 200, package: 200 };
const dead = { media: 404, download: 404, package: 404 };

const changePassword = (token: string, current: string, next: string) =>
  call(t.app, token, 'POST', '/api/user/change/password', { current_password: current, new_password: next });

describe('signed links live with the session that asked for them', () => {
  it('work while it does, and stop at once when it signs out', async () => {
    const token = await t.login('manager@example.com');
    const links = await linksOf(token);
    expect(await opened(links)).toEqual(working);
    expect((await call(t.app, token, 'POST', '/api/user/logout', {})).statusCode).toBe(200);
    expect(await opened(links)).toEqual(dead);
  });

  it("stop when the password is changed in another session (signing out everywhere), the changing session's go on", async () => {
    const stolen = await t.login('manager@example.com');
    const owner = await t.login('manager@example.com');
    const stolenLinks = await linksOf(stolen);
    expect(await opened(stolenLinks)).toEqual(working);
    expect((await changePassword(owner, DEMO_PASSWORD, 'Changed-Password-1')).statusCode).toBe(200);
    expect(await opened(stolenLinks)).toEqual(dead);
    expect(await opened(await linksOf(owner))).toEqual(working);
    expect((await changePassword(owner, 'Changed-Password-1', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('stop when an admin disables the account, and stay dead once it is enabled again', async () => {
    const admin = await t.login('admin@example.com');
    const managerId = await idOf('manager@example.com');
    const setStatus = (status: number) =>
      call(t.app, admin, 'PUT', `/api/admin/change-status/${managerId}`, { status });
    const links = await linksOf(await t.login('manager@example.com'));
    expect(await opened(links)).toEqual(working);
    expect((await setStatus(0)).statusCode).toBe(200);
    expect(await opened(links)).toEqual(dead);
    expect((await setStatus(1)).statusCode).toBe(200);
    expect(await opened(links)).toEqual(dead);
  });
});

describe("Rev AI's link to the file it transcribes", () => {
  it('outlives the session that asked (Rev AI may fetch it hours later), and dies with the account', async () => {
    const admin = await t.login('admin@example.com');
    const ownerId = await idOf('rightsholder@example.com');
    const token = await t.login('rightsholder@example.com');
    const sent = await call(t.app, token, 'POST', '/api/general/rev/upload/file', { asset });
    expect(sent.statusCode, sent.body).toBe(200);
    const job = t.revAi!.jobs.find((one) => String(one.options.metadata).includes(asset))!;
    const url = (job.media as { url: string }).url.slice(PUBLIC_URL.length);
    const fetch = async () => (await t.app.inject({ method: 'GET', url })).statusCode;
    expect(await fetch()).toBe(200);
    // It was never the browser's: the session that asked signing out does not stop Rev AI.
    expect((await call(t.app, token, 'POST', '/api/user/logout', {})).statusCode).toBe(200);
    expect(await fetch()).toBe(200);
    const setStatus = (status: number) =>
      call(t.app, admin, 'PUT', `/api/rights/holders/change-status/${ownerId}`, { status });
    expect((await setStatus(0)).statusCode).toBe(200);
    expect(await fetch()).toBe(404);
    expect((await setStatus(1)).statusCode).toBe(200);
  });

  it('is no session and no link of another kind', async () => {
    const token = await t.login('manager@example.com');
    const links = await linksOf(token);
    const tokenOf = (url: string) => new URL(url, 'http://drm.test').searchParams.get('token')!;
    // A link's token opens no API call, and each kind's token opens only its own kind.
    expect((await call(t.app, tokenOf(links.media), 'PATCH', '/api/user', {})).statusCode).toBe(401);
    const swapped = `/api/media/download?token=${tokenOf(links.media)}`;
    expect((await t.app.inject({ method: 'GET', url: swapped })).statusCode).toBe(404);
    const session = `/api/media?token=${encodeURIComponent(token)}`;
    expect((await t.app.inject({ method: 'GET', url: session })).statusCode).toBe(404);
  });
});
