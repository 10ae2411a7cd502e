import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { ChannelVerification } from '../../shared/constants';
import type { ChannelConnection } from '../../server/entities/channels/connection/connection';
import { googleStandIn, standInSettings, type StandInOptions } from '../../server/platform/google/standIn';
import { createTokenCipher } from '../../server/platform/google/tokenCipher';
import { createStandInYouTube, type StandInYouTube } from '../../server/platform/google/standInYouTube';

export interface LocalGoogle {
  connection: ChannelConnection;
  /** The stand-in's address, e.g. http://127.0.0.1:41234/google */
  baseUrl: string;
  /** Its YouTube: the channels' uploads, failures to answer next, revocations and the calls counted. */
  youtube: StandInYouTube;
  close(): Promise<void>;
}

const PREFIX = '/google';

/**
 * Google for the tests: the project's sign-in stand-in on a port of its own, as a third party would
 * be, and the connection that the app under test uses to reach it.
 */
export async function startLocalGoogle(
  options: Partial<StandInOptions> = {},
  verification: ChannelVerification = ChannelVerification.GOOGLE,
): Promise<LocalGoogle> {
  const client = { clientId: 'drm-test-client', clientSecret: randomBytes(12).toString('hex'), ...options };
  const server = Fastify();
  const youtube = createStandInYouTube();
  await server.register(googleStandIn, { prefix: PREFIX, ...client, youtube });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `${address}${PREFIX}`;
  return {
    connection: {
      settings: standInSettings(baseUrl, client.clientId, client.clientSecret),
      // As the app is configured with Google (a third party on its own port), unless a test says
      // it plays the development stand-in.
      verification,
      cipher: createTokenCipher(randomBytes(32)),
    },
    baseUrl,
    youtube,
    close: () => server.close(),
  };
}
