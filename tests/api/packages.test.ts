import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_MAX_BYTES } from '../../shared/constants';
import { activityLogs } from '../../server/entities/activityLog/table';
import { assetFiles, assets, MediaRole } from '../../server/entities/assets/table';
import { packageFile } from '../../server/entities/packages/files';
import { packages } from '../../server/entities/packages/table';
import { diskStorage } from '../../server/platform/storage/disk';
import { call, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface PackageEntry {
  id: string;
  _id: string;
  title: string;
  file: string;
}

const listAs = async (token: string) =>
  (await call(t.app, token, 'GET', '/api/CID/asset/zip/package')).json().result as PackageEntry[];

describe('downloaded packages', () => {
  it("lists a staff user's own packages, newest first, with their file links", async () => {
    const admin = await listAs(await t.login('admin@example.com'));
    expect(admin.map((p) => p.title).sort()).toEqual(['Demo channels', 'Northwind Audio agreements']);
    for (const entry of admin) {
      expect(entry._id).toBe(entry.id);
      expect(entry.file).toBe(`/api/CID/asset/zip/package/${entry.id}/file`);
    }
    expect((await listAs(await t.login('manager@example.com'))).map((p) => p.title)).toEqual([
      'Chloe Creates channel pack',
    ]);
    expect(await listAs(await t.login('viewerlimited@example.com'))).toEqual([]);
  });

  it('serves the zip itself, named after the title', async () => {
    const token = await t.login('admin@example.com');
    const entry = (await listAs(token)).find((p) => p.title === 'Demo channels')!;
    const response = await t.app.inject({
      method: 'GET',
      url: entry.file,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Demo%20channels.zip");
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(strFromU8(files['channels.csv'])).toContain('"Chloe Creates"');
  });

  it('saves the zip by a short-lived link with no session, for its owner only', async () => {
    const token = await t.login('admin@example.com');
    const entry = (await listAs(token)).find((p) => p.title === 'Demo channels')!;
    const linked = await call(t.app, token, 'POST', `/api/CID/asset/zip/package/${entry.id}/link`);
    expect(linked.statusCode).toBe(200);
    const url = linked.json().result as string;
    expect(url).toMatch(/^\/api\/CID\/asset\/zip\/package\/download\?token=/);
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Demo%20channels.zip");
    expect(strFromU8(unzipSync(new Uint8Array(response.rawPayload))['channels.csv'])).toContain(
      '"Chloe Creates"',
    );

    // Another staff user gets no link to it; a changed or missing token, or another kind of link, is a 404.
    const manager = await t.login('manager@example.com');
    expect(
      (await call(t.app, manager, 'POST', `/api/CID/asset/zip/package/${entry.id}/link`)).statusCode,
    ).toBe(404);
    const token64 = url.split('token=')[1]!;
    // A character inside the signature (the last one's two low bits are ignored when decoded).
    const at = token64.length - 10;
    const changed = `${token64.slice(0, at)}${token64[at] === 'A' ? 'B' : 'A'}${token64.slice(at + 1)}`;
    for (const bad of [`/api/CID/asset/zip/package/download?token=${changed}`]) {
      expect((await t.app.inject({ method: 'GET', url: bad })).statusCode, bad).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/CID/asset/zip/package/download' })).statusCode,
    ).toBe(400);
    // A session token is no package link.
    const asLink = `/api/CID/asset/zip/package/download?token=${encodeURIComponent(token)}`;
    expect((await t.app.inject({ method: 'GET', url: asLink })).statusCode).toBe(404);
    // Outside the admin category there is no link at all.
    const creator = await t.login('creator@example.com');
    expect(
      (await call(t.app, creator, 'POST', `/api/CID/asset/zip/package/${entry.id}/link`)).statusCode,
    ).toBe(403);
  });

  it("answers 404 for another user's package, to read or to delete, and keeps it", async () => {
    const managerToken = await t.login('manager@example.com');
    const [managers] = await listAs(managerToken);
    const admin = await t.login('admin@example.com');
    expect((await call(t.app, admin, 'GET', managers.file)).statusCode).toBe(404);
    expect((await call(t.app, admin, 'DELETE', `/api/CID/asset/zip/package/${managers.id}`)).statusCode).toBe(
      404,
    );
    expect(await listAs(managerToken)).toHaveLength(1);
    expect(fs.existsSync(packageFile(t.filesDir, managers.id))).toBe(true);
  });

  it('refuses creators, rights holders and team members with 403', async () => {
    for (const email of [
      'creator@example.com',
      'rightsholder@example.com',
      'rhteam@example.com',
      'creatorteam@example.com',
    ]) {
      const token = await t.login(email);
      expect((await call(t.app, token, 'GET', '/api/CID/asset/zip/package')).statusCode, email).toBe(403);
    }
  });

  it('deletes a package: the row and its file, then 404 on a second delete', async () => {
    const token = await t.login('manager@example.com');
    const [entry] = await listAs(token);
    const url = `/api/CID/asset/zip/package/${entry.id}`;
    const response = await call(t.app, token, 'DELETE', url);
    expect(response.statusCode).toBe(200);
    expect(response.json().result._id).toBe(entry.id);
    expect(await t.db.select().from(packages).where(eq(packages.id, entry.id))).toEqual([]);
    expect(fs.existsSync(packageFile(t.filesDir, entry.id))).toBe(false);
    expect((await call(t.app, token, 'DELETE', url)).statusCode).toBe(404);
    expect(await listAs(token)).toEqual([]);
    const [logged] = await t.db.select().from(activityLogs).where(eq(activityLogs.entityId, entry.id));
    expect(logged).toMatchObject({ action: 'delete', entity: 'packages', before: { title: entry.title } });
  });

  it('refuses a malformed id with 400', async () => {
    const token = await t.login('admin@example.com');
    const response = await call(t.app, token, 'DELETE', '/api/CID/asset/zip/package/not-an-id');
    expect(response.statusCode).toBe(400);
  });

  it('accepts and builds a package of more than 4 GB, and refuses one past its limit, naming it', async () => {
    const token = await t.login('admin@example.com');
    // Two items whose originals are recorded at 3 GiB each: 6 GiB, which a zip without ZIP64 cannot hold.
    const ids: string[] = [];
    for (const title of ['Le Phare', 'Glacier Walk']) {
      const [item] = await t.db.select({ id: assets.id }).from(assets).where(eq(assets.title, title));
      const bytes = Buffer.from(`the sound of ${title}`);
      const key = `assets/${item!.id}/original.wav`;
      await diskStorage(path.join(t.filesDir, 'storage')).put(key, bytes);
      await t.db.insert(assetFiles).values({
        assetId: item!.id,
        role: MediaRole.ORIGINAL,
        storageKey: key,
        fileName: `${title}.wav`,
        mimeType: 'audio/wav',
        size: 3 * 1024 ** 3,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
      ids.push(item!.id);
    }
    const created = await call(t.app, token, 'POST', '/api/content/library/package', {
      title: 'Six gigabytes',
      assets: ids,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().result.id as string;
    await expect
      .poll(async () => (await listAs(token)).find((entry) => entry.id === id) as unknown, {
        timeout: 15_000,
        interval: 100,
      })
      .toMatchObject({ state: 'ready' });
    const zip = await t.app.inject({
      method: 'GET',
      url: `/api/CID/asset/zip/package/${id}/file`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload)))).toEqual([
      'Le Phare.wav',
      'Glacier Walk.wav',
    ]);

    await t.db
      .update(assetFiles)
      .set({ size: PACKAGE_MAX_BYTES / 2 + 1 })
      .where(eq(assetFiles.assetId, ids[0]!));
    await t.db
      .update(assetFiles)
      .set({ size: PACKAGE_MAX_BYTES / 2 })
      .where(eq(assetFiles.assetId, ids[1]!));
    const refused = await call(t.app, token, 'POST', '/api/content/library/package', {
      title: 'Too large',
      assets: ids,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      assets: 'have files larger together than the 20 GB a package can hold',
    });
  });
});
