import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/entities/users/table';
import { call, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.7\n% W-8BEN\n%%EOF\n');
const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const upload = (
  token: string,
  id: string,
  body: Buffer,
  type = 'application/pdf',
  name = 'W-8BEN%20form.pdf',
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/rights/holders/document/${id}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': type, 'x-file-name': name },
    payload: body,
  });
const documents = async (token: string, id: string) =>
  call(t.app, token, 'POST', `/api/rights/holders/documents/${id}`, {});
const download = (token: string, file: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/rights/holders/file/${file}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe("a rights holder's documents", () => {
  it('lets CRUD staff upload a PDF, which the rights holder lists and downloads, and delete it', async () => {
    const manager = await t.login('manager@example.com');
    const rita = await idOf('rightsholder@example.com');
    const uploaded = await upload(manager, rita, PDF);
    expect(uploaded.statusCode).toBe(201);
    const { file, name } = uploaded.json().result;
    expect(name).toBe('W-8BEN form.pdf');

    const owner = await t.login('rightsholder@example.com');
    expect((await documents(owner, rita)).json().result).toEqual([
      expect.objectContaining({ file, name, content_type: 'application/pdf', size: PDF.length }),
    ]);
    const got = await download(owner, file);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    // Another rights holder sees neither the list nor the file.
    const nina = await t.login('newrightsholder@example.com');
    expect((await documents(nina, rita)).statusCode).toBe(404);
    expect((await download(nina, file)).statusCode).toBe(404);
    // The rights holder reads; only staff delete.
    expect((await call(t.app, owner, 'DELETE', '/api/rights/holders/file', { file })).statusCode).toBe(403);

    const deleted = await call(t.app, manager, 'DELETE', '/api/rights/holders/file', { file });
    expect(deleted.statusCode).toBe(200);
    expect((await documents(owner, rita)).json().result).toEqual([]);
    expect(fs.existsSync(path.join(t.filesDir, 'rights-holders', file))).toBe(false);
    expect((await call(t.app, manager, 'DELETE', '/api/rights/holders/file', { file })).statusCode).toBe(404);
  });

  it('names a document by its file when the given name is not valid URL encoding', async () => {
    const manager = await t.login('manager@example.com');
    const rita = await idOf('rightsholder@example.com');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/rights/holders/document/${rita}`,
      headers: {
        authorization: `Bearer ${manager}`,
        'content-type': 'application/pdf',
        'x-file-name': 'bad%E0%A4%A',
      },
      payload: PDF,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().result.name).toBe(response.json().result.file);
  });

  it('refuses a file that is not a PDF or image by its bytes, and a viewer upload', async () => {
    const manager = await t.login('manager@example.com');
    const rita = await idOf('rightsholder@example.com');
    const fake = await upload(manager, rita, Buffer.from('MZ not really a pdf'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors).toHaveProperty('document');
    const viewer = await t.login('viewer@example.com');
    expect((await upload(viewer, rita, PDF)).statusCode).toBe(403);
    expect(
      (await call(t.app, manager, 'DELETE', '/api/rights/holders/file', { file: '../../etc/passwd' }))
        .statusCode,
    ).toBe(400);
  });
});

describe("a rights holder's document names", () => {
  it('stores a name without control or bidi characters, with the extension of the detected type', async () => {
    const manager = await t.login('manager@example.com');
    const rita = await idOf('rightsholder@example.com');
    const named = async (name: string) =>
      (await upload(manager, rita, PDF, 'application/pdf', encodeURIComponent(name))).json().result.name;
    expect(await named('invoice\r\nBcc: all@example.com.html')).toBe('invoiceBcc: all@example.com.pdf');
    expect(await named('contract\u202efdp.exe')).toBe('contractfdp.pdf');
    expect(await named('scan')).toBe('scan.pdf');
    expect(await named('W-9.PDF')).toBe('W-9.PDF');
    const stored = await documents(manager, rita);
    const file = stored.json().result.find((d: { name: string }) => d.name === 'scan.pdf').file;
    const got = await download(manager, file);
    expect(got.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''scan.pdf`);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
  });
});
