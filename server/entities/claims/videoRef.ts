/** YouTube's video ids: 11 characters of base64url. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
/** Only YouTube's own addresses name a video; any other is refused, never fetched. */
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);

/**
 * The video id a person's text names: the id itself, or a YouTube address (watch?v=, youtu.be/,
 * /shorts/, /embed/, /live/). Parsed only: nothing is fetched. Undefined for anything else.
 */
export function parseVideoRef(input: string): string | undefined {
  const text = input.trim();
  if (VIDEO_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  if (!['http:', 'https:'].includes(url.protocol)) return undefined;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    id =
      segments[0] === 'watch'
        ? url.searchParams.get('v')
        : ['shorts', 'embed', 'live', 'v'].includes(segments[0] ?? '')
          ? segments[1]
          : undefined;
  }
  return id && VIDEO_ID.test(id) ? id : undefined;
}
