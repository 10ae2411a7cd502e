import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { and, eq, lt, sql } from 'drizzle-orm';
import { EXPORT_LINK_SECONDS, EXPORT_LINKS_PER_HOUR } from '../../../shared/constants';
import { msg } from '../../../shared/serverMessages';
import type { AuthContext, RouteAccess } from '../auth/context';
import { caller, isAllowed, sessionCaller } from '../auth/plugin';
import { signLink, verifyLink } from '../auth/signedLink';
import type { TokenSigner } from '../auth/tokens';
import type { Database } from '../db/client';
import { notFound, tooManyRequests } from '../http/errors';
import { Answer, FileAnswer, MessageAnswer, Strict, Text } from '../http/schemas';
import { takeAttempt } from '../throttles/throttle';
import { exportLinks } from './table';

const LINK_KIND = 'export';
const HOUR_MS = 60 * 60 * 1000;
const LINK_POLICY = { free: EXPORT_LINKS_PER_HOUR, windowMs: HOUR_MS };

/** A big export (a CSV of every row): the file, streamed, for a caller and a request body. */
export interface ExportSpec<B extends TSchema> {
  /** Under /api, e.g. '/content/library/latest/csv'. */
  path: string;
  description: string;
  body: B;
  access: RouteAccess;
  mediaType: string;
  fileName(body: Static<B>): string;
  /** The file; a body the caller may not ask for throws (400, 403) before anything is streamed. */
  stream(auth: AuthContext, body: Static<B>): Promise<Readable> | Readable;
  /** What the link's POST checks first (a bad filter is a 400 there, not a page the browser opens). */
  check?(auth: AuthContext, body: Static<B>): Promise<void>;
}

/** `attachment; filename=…` with only safe characters: the name is the server's, never a person's. */
const disposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`;

/**
 * Three routes for one export: POST `path` answers the file to a caller with the session's token
 * (API clients); POST `path/link` answers a signed 10-minute link; GET `path/download?token=` streams
 * the file to whoever follows it, as the session that asked (its role and scope checked again then),
 * so the browser saves a file of any size as it arrives instead of holding it in the page's memory.
 */
export function exportRoutes<B extends TSchema>(
  app: FastifyInstance,
  services: { db: Database; signer: TokenSigner },
  spec: ExportSpec<B>,
): void {
  const { db, signer } = services;
  const send = async (reply: FastifyReply, auth: AuthContext, body: Static<B>): Promise<unknown> => {
    const file = await spec.stream(auth, body);
    return reply
      .type(spec.mediaType.startsWith('text/') ? `${spec.mediaType}; charset=utf-8` : spec.mediaType)
      .header('content-disposition', disposition(spec.fileName(body)))
      .header('cache-control', 'no-store')
      .send(file);
  };

  app.post(
    spec.path,
    {
      schema: {
        description: spec.description,
        body: spec.body,
        response: { 200: FileAnswer(spec.mediaType) },
      },
      config: { access: spec.access },
    },
    async (request, reply) => send(reply, caller(request), request.body as Static<B>),
  );

  app.post(
    `${spec.path}/link`,
    {
      schema: {
        description: `A ${EXPORT_LINK_SECONDS / 60}-minute link that saves the same file (GET, no session needed): ${spec.description}`,
        body: spec.body,
        response: { 200: Answer(Type.String()) },
      },
      config: { access: spec.access },
    },
    async (request) => {
      const auth = caller(request);
      const body = request.body as Static<B>;
      await spec.check?.(auth, body);
      const slot = await takeAttempt(db, `export-link:${auth.userId}`, LINK_POLICY);
      if (!slot.allowed) {
        throw tooManyRequests(
          msg('export.too_many_links', { count: EXPORT_LINKS_PER_HOUR }),
          slot.retryAfterMs,
        );
      }
      const id = await db.transaction(async (tx) => {
        // This person's dead links go as a new one comes: the rows stay few (the limit above).
        await tx
          .delete(exportLinks)
          .where(
            and(
              eq(exportLinks.userId, auth.userId),
              lt(exportLinks.createdAt, sql`now() - ${EXPORT_LINK_SECONDS} * interval '1 second'`),
            ),
          );
        const [row] = await tx
          .insert(exportLinks)
          .values({ userId: auth.userId, sessionId: auth.sessionId, path: spec.path, body: body as object })
          .returning({ id: exportLinks.id });
        return row!.id;
      });
      const holder = { userId: auth.userId, sessionId: auth.sessionId };
      return {
        result: await signLink(signer, {
          kind: LINK_KIND,
          id,
          holder,
          seconds: EXPORT_LINK_SECONDS,
          path: `/api${spec.path}/download`,
        }),
      };
    },
  );

  app.get(
    `${spec.path}/download`,
    {
      schema: {
        description: `The file by the link POST ${spec.path}/link answers.`,
        querystring: Strict({ token: Text(2000, 1) }),
        response: { 200: FileAnswer(spec.mediaType), 404: MessageAnswer },
      },
      config: { access: { public: true } },
    },
    async (request, reply) => {
      const { token } = request.query as { token: string };
      const link = await verifyLink(db, signer, token, LINK_KIND);
      const [row] = link
        ? await db
            .select()
            .from(exportLinks)
            .where(
              and(
                eq(exportLinks.id, link.id),
                eq(exportLinks.userId, link.userId),
                eq(exportLinks.path, spec.path),
              ),
            )
        : [];
      // As the session that asked, with the rights it has now (a role changed since is a refusal).
      const auth = row && (await sessionCaller(db, row.sessionId, row.userId));
      if (!auth || !isAllowed(spec.access, auth.type)) throw notFound('not_found.file');
      return send(reply, auth, row.body as Static<B>);
    },
  );
}
