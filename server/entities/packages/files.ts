import fs from 'node:fs';
import path from 'node:path';

/** Where a package's zip is kept: named by its id, so a title never reaches the file system. */
export const packageFile = (filesDir: string, id: string) => path.join(filesDir, 'packages', `${id}.zip`);

export async function writePackageFile(filesDir: string, id: string, zip: Uint8Array): Promise<void> {
  const file = packageFile(filesDir, id);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(file, zip);
}

/** Removes a package's zip; one already gone is fine. */
export async function removePackageFile(filesDir: string, id: string): Promise<void> {
  await fs.promises.rm(packageFile(filesDir, id), { force: true });
}
