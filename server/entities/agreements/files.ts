import fs from 'node:fs';
import path from 'node:path';

/** Where an agreement's signed PDF is kept: named by the agreement's id, never by the upload's name. */
export const agreementDocumentFile = (filesDir: string, id: string) =>
  path.join(filesDir, 'agreements', `${id}.pdf`);

export async function writeAgreementDocument(filesDir: string, id: string, pdf: Buffer): Promise<void> {
  const file = agreementDocumentFile(filesDir, id);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  // Written beside and renamed, so a reader never sees half a file.
  const partial = `${file}.${process.pid}.part`;
  await fs.promises.writeFile(partial, pdf);
  await fs.promises.rename(partial, file);
}

/** Every PDF starts with this signature; a renamed file of another kind does not. */
export const isPdf = (body: Buffer) => body.subarray(0, 5).toString('latin1') === '%PDF-';
