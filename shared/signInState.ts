import { YOUTUBE_CHANNEL_ID_PATTERN } from './constants';

/**
 * What the Google sign-in is for, carried through Google in `state` (spec 000 §4, sign-in return):
 * re-authorising a channel from its view ('allow_{id}') or from the list ('list_channel{id}'),
 * connecting a channel by its YouTube id (followed by 'channelid' and a creator id when staff add it
 * for a creator), or nothing: keep the tokens and pick the channel on /channels/add-new.
 */
export type SignInState =
  | { kind: 'allow'; channel: string }
  | { kind: 'list'; channel: string }
  | { kind: 'connect'; channelId: string; creatorId?: string }
  | { kind: 'none' };

const ALLOW_PREFIX = 'allow_';
const LIST_PREFIX = 'list_channel';
const CREATOR_MARKER = 'channelid';
const SEPARATOR = ',';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CHANNEL_ID = new RegExp(YOUTUBE_CHANNEL_ID_PATTERN);

export function signInStateText(state: SignInState): string | undefined {
  switch (state.kind) {
    case 'allow':
      return `${ALLOW_PREFIX}${state.channel}`;
    case 'list':
      return `${LIST_PREFIX}${state.channel}`;
    case 'connect':
      return state.creatorId
        ? [state.channelId, CREATOR_MARKER, state.creatorId].join(SEPARATOR)
        : state.channelId;
    case 'none':
      return undefined;
  }
}

/** Any other value is a channel id (spec 000 §4): a wrong one fails its verification. */
export function parseSignInState(text: string | null | undefined): SignInState {
  if (!text) return { kind: 'none' };
  if (text.startsWith(ALLOW_PREFIX)) return { kind: 'allow', channel: text.slice(ALLOW_PREFIX.length) };
  if (text.startsWith(LIST_PREFIX)) return { kind: 'list', channel: text.slice(LIST_PREFIX.length) };
  const [channelId, marker, creatorId] = text.split(SEPARATOR);
  return marker === CREATOR_MARKER && creatorId
    ? { kind: 'connect', channelId, creatorId }
    : { kind: 'connect', channelId };
}

/** Whether the app would send this state: record ids are uuids, channel ids YouTube's. */
export function isValidSignInState(text: string): boolean {
  const state = parseSignInState(text);
  switch (state.kind) {
    case 'allow':
    case 'list':
      return UUID.test(state.channel);
    case 'connect':
      return (
        CHANNEL_ID.test(state.channelId) &&
        (state.creatorId === undefined || UUID.test(state.creatorId)) &&
        signInStateText(state) === text
      );
    case 'none':
      return false;
  }
}

const NONCE_SEPARATOR = '.';

/**
 * The `state` sent through Google: the server's one-use nonce, bound to the session that asked,
 * then the sign-in's purpose (signInStateText) after a dot. Nonces are base64url and purposes ids,
 * commas and underscores: neither holds a dot.
 */
export const boundSignInState = (nonce: string, purpose: string | undefined) =>
  purpose ? `${nonce}${NONCE_SEPARATOR}${purpose}` : nonce;

/** A returned state's nonce and purpose (undefined: none, the 'none' state). */
export function splitSignInState(text: string): { nonce: string; purpose: string | undefined } {
  const at = text.indexOf(NONCE_SEPARATOR);
  return at < 0
    ? { nonce: text, purpose: undefined }
    : { nonce: text.slice(0, at), purpose: text.slice(at + 1) };
}
