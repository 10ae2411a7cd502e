import { randomBytes } from 'node:crypto';
import type { ContentIdSettings } from './contentId';
import {
  createStandInContentId,
  type StandInContentId,
  type StandInContentIdOptions,
} from './standInContentId';

/** Where the server serves the Content ID stand-in (the offline default), beside /dev/google. */
export const CONTENT_ID_STAND_IN_PREFIX = '/dev/content-id';
const STAND_IN_CLIENT_ID = 'drm-content-id-stand-in';
const STAND_IN_CONTENT_OWNER = 'stand-in-content-owner';

export interface ContentIdSetup {
  /** Where claims are sent and read back from; none: they are tracked here only. */
  settings?: ContentIdSettings;
  /** Set when this server serves the stand-in itself (CONTENT_ID_STAND_IN_PREFIX). */
  standIn?: StandInContentIdOptions & { state: StandInContentId };
}

/** The loopback address the server reaches itself on (as the Google stand-in's setup does). */
const selfAddress = (host: string) => (['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host);

/**
 * YouTube Content ID as configured (CONTENT_ID_*); else, where the Google stand-in is on (the offline
 * default, never in production), the Content ID stand-in this server serves, reached on its own port,
 * so the demo's claims really go through the protocol; else none.
 */
export function contentIdSetup(config: {
  contentId: ContentIdSettings | undefined;
  contentIdStandIn: boolean;
  host: string;
  port: number;
}): ContentIdSetup {
  if (config.contentId) return { settings: config.contentId };
  if (!config.contentIdStandIn) return {};
  // Secrets of this process's own: the stand-in and its client live and die together.
  const standIn = {
    clientId: STAND_IN_CLIENT_ID,
    clientSecret: randomBytes(24).toString('base64url'),
    refreshToken: randomBytes(24).toString('base64url'),
    contentOwnerId: STAND_IN_CONTENT_OWNER,
    state: createStandInContentId(),
  };
  const base = `http://${selfAddress(config.host)}:${config.port}${CONTENT_ID_STAND_IN_PREFIX}`;
  return {
    settings: {
      apiUrl: `${base}/youtube/partner/v1`,
      contentOwnerId: standIn.contentOwnerId,
      refreshToken: standIn.refreshToken,
      google: { tokenUrl: `${base}/token`, clientId: standIn.clientId, clientSecret: standIn.clientSecret },
    },
    standIn,
  };
}
