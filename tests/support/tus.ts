import type { Readable } from 'node:stream';
import type { App } from '../../server/app';

/** The tus 1.0 protocol's version header, on every request of a tus client. */
export const TUS = { 'tus-resumable': '1.0.0' };

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A tus client over inject(): the calls the browser's tus-js-client makes, one at a time. */
export function tusClient(app: () => App) {
  const client = {
    /** Starts a tus upload (its URL is the answer's Location, or the refusal). */
    create: (token: string, name: string, size: number) =>
      app().inject({
        method: 'POST',
        url: '/api/uploads',
        headers: {
          ...auth(token),
          ...TUS,
          'upload-length': String(size),
          'upload-metadata': `filename ${Buffer.from(name).toString('base64')}`,
        },
      }),

    /** Sends bytes from `offset` on. */
    patch: (token: string, url: string, offset: number, bytes: Buffer | Readable) =>
      app().inject({
        method: 'PATCH',
        url,
        headers: {
          ...auth(token),
          ...TUS,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        payload: bytes,
      }),

    /** Asks where to go on from (the answer's Upload-Offset). */
    head: (token: string, url: string) =>
      app().inject({ method: 'HEAD', url, headers: { ...auth(token), ...TUS } }),

    /** Ends an upload (tus termination): its bytes and its place in the quota go. */
    remove: (token: string, url: string) =>
      app().inject({ method: 'DELETE', url, headers: { ...auth(token), ...TUS } }),

    /** A whole upload in one PATCH; answers its id, URL and the finishing answer. */
    async upload(token: string, name: string, bytes: Buffer) {
      const created = await client.create(token, name, bytes.length);
      if (created.statusCode !== 201) throw new Error(`tus create: ${created.statusCode} ${created.body}`);
      const url = created.headers.location as string;
      const finished = await client.patch(token, url, 0, bytes);
      return { id: url.split('/').at(-1)!, url, finished };
    },
  };
  return client;
}
