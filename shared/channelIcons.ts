/**
 * Where a channel icon may come from. An icon URL is set by creators and shown in staff browsers, so
 * any host would let a creator make staff browsers call a server of their choosing (issue 16, 12):
 * icons are kept and shown only from YouTube's image hosts, or as a base64 data URI, which makes no
 * request. The Content-Security-Policy's img-src lists the same hosts.
 */
export const YOUTUBE_IMAGE_HOSTS = ['yt3.ggpht.com', 'yt3.googleusercontent.com', 'i.ytimg.com'] as const;

const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/]+=*$/;

/** Whether `url` is an https URL on one of YouTube's image hosts, or an image data URI. */
export function isAllowedChannelIcon(url: string): boolean {
  if (DATA_IMAGE.test(url)) return true;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.protocol === 'https:' &&
    parsed.port === '' &&
    parsed.username === '' &&
    parsed.password === '' &&
    (YOUTUBE_IMAGE_HOSTS as readonly string[]).includes(parsed.hostname)
  );
}
