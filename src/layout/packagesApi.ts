import { downloadFile } from '../dataProvider/downloadFile';
import { apiFetch } from '../dataProvider/httpClient';

/** A package row as GET /CID/asset/zip/package answers it (spec 001 §3). */
export interface PackageEntry {
  id: string;
  _id: string;
  title: string;
  /** The zip's address; it needs the session's token, so it is fetched rather than linked. */
  file: string;
}

export async function listPackages(): Promise<PackageEntry[]> {
  const { json } = await apiFetch('/CID/asset/zip/package', { method: 'GET' });
  return json.result as PackageEntry[];
}

export async function deletePackage(id: string): Promise<void> {
  await apiFetch(`/CID/asset/zip/package/${id}`, { method: 'DELETE' });
}

/** Saves the package's zip as '{title}.zip'. */
export const downloadPackage = (entry: PackageEntry) => downloadFile(entry.file, `${entry.title}.zip`);
