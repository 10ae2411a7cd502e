import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanFileName } from '../../server/platform/http/uploads';
import { createTestApp, type TestApp } from '../support/testApp';

/** Migration 0028 renames originals stored before names followed the detected type. */
const MIGRATION = fs.readFileSync(
  new URL('../../server/platform/db/migrations/0028_original_names_by_type.sql', import.meta.url),
  'utf8',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('migration 0028: originals named by their detected type', () => {
  it('gives old originals the extension of their stored type, as new uploads get, and leaves the rest', async () => {
    const [asset] = await rows<{ id: string }>(sql`select id from assets order by created_at limit 1`);
    const id = asset!.id;
    // [stored name, extension of the stored key, role]
    const files: [string, string, string][] = [
      ['invoice.html', 'wav', 'original'],
      ['Song.MP3', 'mp3', 'original'],
      ['photo.jpeg', 'jpg', 'original'],
      ['report.pdf.exe', 'pdf', 'original'],
      ['.bashrc', 'wav', 'original'],
      ['no extension', 'flac', 'original'],
      [`${'a'.repeat(251)}.htm`, 'flac', 'original'],
      ['page.html', 'mp3', 'preview'],
    ];
    const ids: string[] = [];
    for (const [name, ext, role] of files) {
      const [row] = await rows<{ id: string }>(
        sql`insert into asset_files (asset_id, role, storage_key, file_name, mime_type, size)
            values (${id}, ${role}, ${`assets/${id}/test-${ids.length}.${ext}`}, ${name}, 'application/octet-stream', 1)
            returning id`,
      );
      ids.push(row!.id);
    }

    await t.db.execute(sql.raw(MIGRATION));

    const after = new Map(
      (
        await rows<{ id: string; file_name: string }>(
          sql`select id, file_name from asset_files where id in ${ids}`,
        )
      ).map((row) => [row.id, row.file_name]),
    );
    const names = ids.map((fileId) => after.get(fileId));
    expect(names.slice(0, 6)).toEqual([
      'invoice.wav',
      'Song.MP3',
      'photo.jpeg',
      'report.pdf.pdf',
      '.bashrc.wav',
      'no extension.flac',
    ]);
    expect(names[6]).toBe(`${'a'.repeat(250)}.flac`);
    // Not an original: derived files are named by the server already.
    expect(names[7]).toBe('page.html');
    // The same names a new upload gets.
    files.slice(0, 7).forEach(([name, ext], index) => {
      expect(names[index]).toBe(cleanFileName(name, ext, 'upload'));
    });
  });
});
