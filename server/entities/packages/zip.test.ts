import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermanentJobError } from '../../platform/jobs/queue';
import { diskStorage } from '../../platform/storage/disk';
import type { FileStorage } from '../../platform/storage/storage';
import { writeZip } from './zip';

const ZIP64_END_OF_CENTRAL_DIRECTORY = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_EXTRA_FIELD = 0x0001;

let root: string;
let storage: FileStorage;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-test-'));
  storage = diskStorage(root);
  await storage.put('media/one.wav', Buffer.from('RIFF one'.repeat(5000)));
  await storage.put('media/two.mp4', Buffer.from('two'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const files = [
  { name: 'Night Drive.wav', key: 'media/one.wav', title: 'Night Drive' },
  { name: 'Été à Porto.mp4', key: 'media/two.mp4', title: 'Été à Porto' },
];

async function zipOf(key: string, forceZip64 = false) {
  const progress: number[] = [];
  const size = await writeZip(storage, key, files, {
    onBytes: async (done) => void progress.push(done),
    signal: new AbortController().signal,
    forceZip64,
  });
  return { size, bytes: fs.readFileSync(path.join(root, key)), progress };
}

/** Python's zipfile, a reader of its own: every entry's name, size and CRC checked. */
function readWithPython(file: string): Record<string, string> {
  const script = [
    'import json, sys, zipfile',
    'z = zipfile.ZipFile(sys.argv[1])',
    'assert z.testzip() is None',
    'print(json.dumps({i.filename: z.read(i).decode() for i in z.infolist()}))',
  ].join('\n');
  return JSON.parse(execFileSync('python3', ['-c', script, file], { encoding: 'utf8' })) as Record<
    string,
    string
  >;
}

/** The end of central directory record, and the ZIP64 one when a locator points at it. */
function endRecords(zip: Buffer) {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(zip.readUInt32LE(end)).toBe(END_OF_CENTRAL_DIRECTORY);
  const locator = end - 20;
  if (locator < 0 || zip.readUInt32LE(locator) !== ZIP64_LOCATOR) return { end, zip64: undefined };
  const offset = Number(zip.readBigUInt64LE(locator + 8));
  expect(zip.readUInt32LE(offset)).toBe(ZIP64_END_OF_CENTRAL_DIRECTORY);
  return {
    end,
    zip64: {
      entries: Number(zip.readBigUInt64LE(offset + 32)),
      directorySize: Number(zip.readBigUInt64LE(offset + 40)),
      directoryOffset: Number(zip.readBigUInt64LE(offset + 48)),
    },
  };
}

/** Whether each central directory entry carries a ZIP64 extra field. */
function zip64Extras(zip: Buffer, directoryOffset: number, entries: number): boolean[] {
  const found: boolean[] = [];
  let at = directoryOffset;
  for (let i = 0; i < entries; i++) {
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    let extra = at + 46 + nameLength;
    let has = false;
    while (extra < at + 46 + nameLength + extraLength) {
      if (zip.readUInt16LE(extra) === ZIP64_EXTRA_FIELD) has = true;
      extra += 4 + zip.readUInt16LE(extra + 2);
    }
    found.push(has);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return found;
}

describe('writing a package zip', () => {
  it('writes ZIP64 records that readers follow (forced here on small files; by itself past 4 GiB)', async () => {
    const { bytes, size } = await zipOf('packages/forced.zip', true);
    expect(size).toBe(bytes.length);
    const { end, zip64 } = endRecords(bytes);
    // The classic record only points on to the ZIP64 one: a reader must follow it.
    expect(bytes.readUInt32LE(end + 16)).toBe(0xffffffff);
    expect(zip64).toBeDefined();
    expect(zip64!.entries).toBe(2);
    expect(zip64!.directoryOffset + zip64!.directorySize).toBeLessThanOrEqual(end);
    expect(zip64Extras(bytes, zip64!.directoryOffset, 2)).toEqual([true, true]);
    expect(readWithPython(path.join(root, 'packages/forced.zip'))).toEqual({
      'Night Drive.wav': 'RIFF one'.repeat(5000),
      'Été à Porto.mp4': 'two',
    });
  });

  it('writes a small package as a plain zip, stored, in order, with the bytes read as progress', async () => {
    const { bytes, progress } = await zipOf('packages/plain.zip');
    expect(endRecords(bytes).zip64).toBeUndefined();
    // Stored (method 0), not deflated: media do not shrink.
    expect(bytes.readUInt16LE(8)).toBe(0);
    expect(Object.keys(readWithPython(path.join(root, 'packages/plain.zip')))).toEqual([
      'Night Drive.wav',
      'Été à Porto.mp4',
    ]);
    expect(progress.at(-1)).toBe(40_000 + 3);
  });

  it('fails for good on a missing file, and leaves no zip behind', async () => {
    const missing = [...files, { name: 'Gone.wav', key: 'media/gone.wav', title: 'Gone' }];
    const writing = writeZip(storage, 'packages/broken.zip', missing, {
      onBytes: async () => undefined,
      signal: new AbortController().signal,
    });
    await expect(writing).rejects.toThrow(PermanentJobError);
    await expect(writing).rejects.toThrow("The file of 'Gone' is missing from the storage.");
    expect(await storage.stat('packages/broken.zip')).toBeUndefined();
  });

  it('stops when its job is stopped', async () => {
    const controller = new AbortController();
    const writing = writeZip(storage, 'packages/stopped.zip', files, {
      onBytes: async () => controller.abort(new Error('Worker stopping.')),
      signal: controller.signal,
    });
    await expect(writing).rejects.toThrow('Worker stopping.');
    expect(await storage.stat('packages/stopped.zip')).toBeUndefined();
  });
});
