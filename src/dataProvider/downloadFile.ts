import { session } from '../authProvider/session';
import { reportUnauthorized } from './httpClient';

/** Fetches a file the API serves only with the session's token, and saves it under `fileName`. */
export async function downloadFile(address: string, fileName: string): Promise<void> {
  const response = await fetch(address, { headers: { Authorization: `Bearer ${session.token()}` } });
  if (!response.ok) {
    const error = Object.assign(new Error(response.statusText), { status: response.status });
    reportUnauthorized(error);
    throw error;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
