import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { ChannelStatus, URL_MAX_LENGTH, YOUTUBE_CHANNEL_ID_PATTERN } from '../../../../shared/constants';
import { isValidSignInState } from '../../../../shared/signInState';
import { loggedChanges } from '../../activityLog/repository';
import { caller } from '../../../platform/auth/plugin';
import { canSeeChannel, channelForCaller } from '../access';
import { channelView } from '../repository';
import { channels } from '../table';
import type { Database } from '../../../platform/db/client';
import { consentUrl, exchangeCode } from '../../../platform/google/client';
import { badRequest, notFound } from '../../../platform/http/errors';
import { Answer, IdParams, IsoDate, Nullable, Strict, Text } from '../../../platform/http/schemas';
import { ChannelAnswer } from '../schemas';
import {
  channelInfo,
  connectedColumns,
  googleFailure,
  googleSettings,
  storedChannelInfo,
  verifiedChannel,
  type ChannelConnection,
} from './connection';
import { openAccessGrant, sealGrant } from './grants';
import { spendSignIn, startSignIn } from './signIns';

/** Sealed grants are a few hundred characters; anything longer is not one of ours. */
const HANDLE_MAX_LENGTH = 4096;
const Handle = Text(HANDLE_MAX_LENGTH, 1);
const ChannelId = Type.String({ pattern: YOUTUBE_CHANNEL_ID_PATTERN, maxLength: 64 });
const RedirectUri = Type.String({ format: 'uri', maxLength: URL_MAX_LENGTH });

const CodeBody = Strict({ redirect_uri: RedirectUri, state: Type.Optional(Text(200)) });
/** The state Google gave back: the server's nonce, then the purpose (shared/signInState). */
const AccessTokenBody = Strict({ code: Text(2048, 1), redirect_uri: RedirectUri, state: Text(300, 1) });
const InfoBody = Strict({ channel_id: ChannelId, access_token: Type.Optional(Handle) });
const StoreTokensBody = Strict({
  access_token: Handle,
  refresh_token: Type.Optional(Handle),
  status: Type.Optional(Type.Literal(ChannelStatus.ACTIVE)),
});

const ConsentAnswer = Answer(Type.Object({ url: Type.String() }));
/** The Google sign-in, sealed to the caller: handles to send back, never Google's own tokens. */
const GrantAnswer = Answer(
  Type.Object({ access_token: Type.String(), refresh_token: Nullable(Type.String()) }),
);
/** The spec's channel info (spec 000 §3), from YouTube. */
const ChannelInfoAnswer = Answer(
  Type.Object({
    title: Type.String(),
    description: Type.String(),
    date: IsoDate,
    icon: Nullable(Type.String()),
  }),
);

// Connecting a channel through Google is adding it; storing fresh tokens is editing it.
const create = { access: { resource: 'channels', action: 'create' } } as const;
const update = { access: { resource: 'channels', action: 'update' } } as const;

/**
 * Google sends the person back to the app's root: only the root of an origin the app is served from
 * (APP_URL, or the origin the browser calls from) may be the redirect.
 */
function checkRedirect(redirectUri: string, allowed: readonly (string | undefined)[]) {
  const url = new URL(redirectUri);
  const root = url.pathname === '/' && !url.search && !url.hash && /^https?:$/.test(url.protocol);
  if (!root || !allowed.includes(url.origin)) {
    throw badRequest('request.invalid', { redirect_uri: 'google.redirect_uri' });
  }
}

/** Connecting channels through Google's sign-in (spec 000 §2, §4 and §7). */
export const channelConnectionRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  connection: ChannelConnection;
  appUrl: string;
}> = async (app, { db, connection, appUrl }) => {
  const appOrigin = new URL(appUrl).origin;
  const redirectOrigins = (origin: string | undefined) => [appOrigin, origin];
  const changeLogged = loggedChanges(db, 'channels', (tx, id) => channelView(tx, id));

  app.post(
    '/channel/google/code',
    { schema: { body: CodeBody, response: { 200: ConsentAnswer } }, config: create },
    async (request) => {
      const { redirect_uri: redirectUri, state: purpose } = request.body;
      checkRedirect(redirectUri, redirectOrigins(request.headers.origin));
      if (purpose !== undefined && !isValidSignInState(purpose)) {
        throw badRequest('request.invalid', { state: 'google.unknown_state' });
      }
      const settings = googleSettings(connection);
      // The state and PKCE verifier are kept for this session: only it can exchange the code.
      const { state, challenge } = await startSignIn(db, caller(request).sessionId, purpose);
      return { result: { url: consentUrl(settings, { redirectUri, state, codeChallenge: challenge }) } };
    },
  );

  app.post(
    '/channel/google/access-token',
    { schema: { body: AccessTokenBody, response: { 200: GrantAnswer } }, config: create },
    async (request) => {
      const { code, redirect_uri: redirectUri, state } = request.body;
      const auth = caller(request);
      checkRedirect(redirectUri, redirectOrigins(request.headers.origin));
      const settings = googleSettings(connection);
      const codeVerifier = await spendSignIn(db, auth.sessionId, state);
      try {
        const tokens = await exchangeCode(settings, { code, redirectUri, codeVerifier });
        return { result: sealGrant(connection.cipher, auth.userId, tokens) };
      } catch (error) {
        throw googleFailure(error);
      }
    },
  );

  app.post(
    '/general/channel/info',
    { schema: { body: InfoBody, response: { 200: ChannelInfoAnswer } }, config: create },
    async (request) => {
      const auth = caller(request);
      const { channel_id: channelId, access_token: handle } = request.body;
      if (handle) {
        const grant = openAccessGrant(connection.cipher, auth.userId, handle);
        const { channel } = await verifiedChannel(connection, grant, channelId);
        return { result: channelInfo(channel) };
      }
      // Without a sign-in: a connected channel the caller may see, read with its own stored tokens.
      const [row] = await db.select().from(channels).where(eq(channels.channelId, channelId));
      if (!row || !(await canSeeChannel(db, auth, row))) throw notFound('not_found.channel');
      return { result: channelInfo(await storedChannelInfo(db, connection, row)) };
    },
  );

  app.put(
    '/channel/access-token/:id',
    { schema: { params: IdParams, body: StoreTokensBody, response: { 200: ChannelAnswer } }, config: update },
    async (request) => {
      const auth = caller(request);
      const channel = await channelForCaller(db, auth, request.params.id, true);
      const connected = await connectedColumns(connection, auth.userId, channel.channelId, request.body);
      await changeLogged(auth, channel.id, 'update', (tx) =>
        tx
          .update(channels)
          .set({
            ...connected,
            status: ChannelStatus.ACTIVE,
            updatedAt: sql`now()`,
          })
          .where(eq(channels.id, channel.id)),
      );
      return { result: await channelView(db, channel.id), message: 'Channel access saved.' };
    },
  );
};
