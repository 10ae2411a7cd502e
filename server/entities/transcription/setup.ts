import { isIP } from 'node:net';
import {
  REVAI_LINK_FROM_BYTES,
  REVAI_TIMEOUT_MS,
  REVAI_UPLOAD_TIMEOUT_MS,
  TRANSCRIPTION_POLL_FIRST_SECONDS,
  TRANSCRIPTION_POLL_MAX_SECONDS,
} from '../../../shared/constants';
import type { RevAiConfig } from '../../config';
import { revAiClient, type RevAiClient, type RevAiSettings } from '../../platform/revai/revAi';

/** How a job in progress is asked after: first after `firstMs`, then twice as long each time, at most `maxMs`. */
export interface PollSchedule {
  firstMs: number;
  maxMs: number;
}

export const DEFAULT_POLL_SCHEDULE: PollSchedule = {
  firstMs: TRANSCRIPTION_POLL_FIRST_SECONDS * 1000,
  maxMs: TRANSCRIPTION_POLL_MAX_SECONDS * 1000,
};

/** What buildApp is told about transcription. */
export interface TranscriptionOptions {
  /** Rev AI; absent, transcription is not configured and says so. */
  revAi?: RevAiSettings;
  /** The app's address when Rev AI can reach it, to fetch large files from rather than be sent them. */
  publicUrl?: string;
  /** Files from this size go as a link when there is a public address (REVAI_LINK_FROM_BYTES). */
  linkFromBytes?: number;
  poll?: PollSchedule;
}

/** Transcription as the routes and jobs use it. */
export interface Transcription {
  /** Rev AI's client, or undefined when not configured. */
  client: RevAiClient | undefined;
  publicUrl: string | undefined;
  linkFromBytes: number;
  poll: PollSchedule;
}

export function createTranscription(options: TranscriptionOptions = {}): Transcription {
  return {
    client: options.revAi && revAiClient(options.revAi),
    publicUrl: options.publicUrl,
    linkFromBytes: options.linkFromBytes ?? REVAI_LINK_FROM_BYTES,
    poll: options.poll ?? DEFAULT_POLL_SCHEDULE,
  };
}

/** Hosts that only this machine or this network can reach, or that name no place (RFC 6761, 2606). */
const LOCAL_SUFFIXES = [
  '.localhost',
  '.local',
  '.internal',
  '.lan',
  '.home.arpa',
  '.test',
  '.example',
  '.invalid',
];

function isPrivateAddress(host: string): boolean {
  const version = isIP(host);
  if (version === 4) {
    const [a, b] = host.split('.').map(Number) as [number, number];
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (version === 6) {
    const lower = host.toLowerCase();
    return (
      lower === '::1' ||
      lower === '::' ||
      /^f[cd]/.test(lower) ||
      /^fe[89ab]/.test(lower) ||
      lower.startsWith('::ffff:')
    );
  }
  return false;
}

/**
 * Whether Rev AI could fetch a file from this address: HTTPS on a name or address of the public
 * internet. A development address (localhost, a private network, a reserved name) is not.
 */
export function isPublicAddress(appUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(appUrl);
  } catch {
    return false;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  // A single-label name ('intranet') resolves only inside its network.
  const singleLabel = !host.includes('.') && isIP(host) === 0;
  if (url.protocol !== 'https:' || host === 'localhost' || singleLabel) return false;
  if (LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix))) return false;
  return !isPrivateAddress(host);
}

/** From the server's configuration: Rev AI when a token is set, and APP_URL when it is public. */
export function transcriptionFromConfig(
  revAi: RevAiConfig | undefined,
  appUrl: string,
): TranscriptionOptions {
  if (!revAi) return {};
  return {
    revAi: { ...revAi, timeoutMs: REVAI_TIMEOUT_MS, uploadTimeoutMs: REVAI_UPLOAD_TIMEOUT_MS },
    ...(isPublicAddress(appUrl) && { publicUrl: appUrl.replace(/\/+$/, '') }),
  };
}
