import { randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkKey, checkPrefix, checkRange, type FileStorage, StoredFileMissing } from './storage';

/** Errors that mean "no file there": the path, or a folder on the way, does not exist. */
const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException | undefined)?.code ?? '');

/**
 * Files in a folder on this machine (or a shared volume), one per key at `rootDir/<key>`. Every
 * write lands in a temp file beside its target and is renamed over it, so a reader sees the old
 * file or the new one, never half of one; everything streams, so a file's size costs no memory.
 */
export function diskStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));

  /** Fills a temp file beside `target` with `write`, checks its size, then renames it over `target`. */
  async function replace(target: string, write: (temp: string) => Promise<void>, expected?: number) {
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.partial`);
    try {
      await write(temp);
      const { size } = await fs.stat(temp);
      if (expected !== undefined && size !== expected) {
        throw new Error(`Stored ${size} bytes where ${expected} were announced.`);
      }
      await fs.rename(temp, target);
      return size;
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  return {
    kind: 'disk',

    async put(key, body, options = {}) {
      return replace(
        fileOf(key),
        async (temp) => {
          if (Buffer.isBuffer(body)) await fs.writeFile(temp, body, { flag: 'wx' });
          else await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
        },
        options.size,
      );
    },

    async putFile(key, localPath) {
      const target = fileOf(key);
      const local = await fs.stat(localPath);
      if (!local.isFile()) throw new Error(`${localPath} is not a file.`);
      await fs.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.rename(localPath, target);
        return local.size;
      } catch (error) {
        // Another file system (an upload folder on tmpfs): copy (in the kernel, no memory), then delete.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      }
      const size = await replace(target, (temp) => fs.copyFile(localPath, temp, constants.COPYFILE_EXCL));
      await fs.unlink(localPath);
      return size;
    },

    async stat(key) {
      try {
        const info = await fs.stat(fileOf(key));
        return info.isFile() ? { size: info.size } : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async read(key, range) {
      if (range) checkRange(range);
      const handle = await fs.open(fileOf(key), 'r').catch((error: unknown) => {
        throw isMissing(error) ? new StoredFileMissing(key) : error;
      });
      try {
        const info = await handle.stat();
        if (!info.isFile()) throw new StoredFileMissing(key);
        if (!range) return handle.createReadStream();
        if (range.start >= info.size) throw new RangeError(`Byte ${range.start} is past the end of ${key}.`);
        return handle.createReadStream({ start: range.start, end: Math.min(range.end, info.size - 1) });
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async remove(key) {
      try {
        await fs.unlink(fileOf(key));
      } catch (error) {
        // A folder is no file, so there is no file to remove under its key either.
        if (!isMissing(error) && (error as NodeJS.ErrnoException).code !== 'EISDIR') throw error;
      }
    },

    async removePrefix(prefix) {
      checkPrefix(prefix);
      const cut = prefix.lastIndexOf('/');
      const folder = path.join(
        root,
        ...prefix
          .slice(0, cut + 1)
          .split('/')
          .filter(Boolean),
      );
      const start = prefix.slice(cut + 1);
      // `assets/<uuid>/`: the whole folder; `assets/ab`: every entry of `assets` whose name starts so.
      if (start === '') return fs.rm(folder, { recursive: true, force: true });
      const names = await fs.readdir(folder).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      const doomed = names.filter((name) => name.startsWith(start));
      await Promise.all(
        doomed.map((name) => fs.rm(path.join(folder, name), { recursive: true, force: true })),
      );
    },
  };
}
