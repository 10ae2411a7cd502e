import { YOUTUBE_CHANNEL_ID_PATTERN, YOUTUBE_HANDLE_PATTERN } from '../../../shared/constants';

/** What a person names a channel by: its id or its handle ('@name'). */
export type ChannelRef = { id: string } | { handle: string };

const CHANNEL_ID = new RegExp(YOUTUBE_CHANNEL_ID_PATTERN);
const HANDLE = new RegExp(YOUTUBE_HANDLE_PATTERN);
/** Only YouTube's own addresses name a channel; any other is refused, never fetched. */
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);

const handleRef = (text: string): ChannelRef | undefined =>
  HANDLE.test(text) ? { handle: `@${text.replace(/^@/, '')}` } : undefined;

/**
 * The channel a person's text names: an id (UC…), a handle (@name, or name) or a YouTube address
 * (https://www.youtube.com/channel/UC… or /@name, with any tab after it). The text is parsed only:
 * the address is never fetched. Undefined for anything else.
 */
export function parseChannelRef(input: string): ChannelRef | undefined {
  const text = input.trim();
  if (CHANNEL_ID.test(text)) return { id: text };
  if (!text.includes('/')) return handleRef(text);
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  if (!['http:', 'https:'].includes(url.protocol) || !YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) {
    return undefined;
  }
  if (url.username || url.password || url.port) return undefined;
  const [first, second] = url.pathname.split('/').filter(Boolean);
  if (first === 'channel' && second && CHANNEL_ID.test(second)) return { id: second };
  if (first?.startsWith('@')) return handleRef(decodeURIComponent(first));
  return undefined;
}
