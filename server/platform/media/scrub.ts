/** What stands where an address or a path was. */
export const REMOVED = '[removed]';

/** `[mov,mp4,m4a @ 0x55d0…]`: which of ffmpeg's parts spoke, and where it sits in memory. */
const PART_PREFIX = /\[[^\]\n]*@ 0x[0-9a-f]+\]\s*/gi;
/** Any URL: `http://…`, `file:///…`, `tcp://…`. */
const URL = /\b[a-z][a-z0-9+.-]*:\/\/[^\s'"<>]*/gi;
/** A path behind ffmpeg's `file:` protocol (`file:/tmp/…`, `file:original.mp3`). */
const FILE_PROTOCOL = /\bfile:[^\s'",;]+/gi;
/** An absolute path (`/srv/files/…`), after a start, space, quote, bracket, `=`, `:` or `,`. */
const ABSOLUTE_PATH = /(^|[\s'"(=:,])\/[^\s'",;)]+/g;
/** A Windows path (`C:\…`). */
const WINDOWS_PATH = /\b[a-z]:\\[^\s'",;]*/gi;
/** A relative path naming a file (`assets/<id>/original.mp3`): a slash, and an extension at its end. */
const RELATIVE_PATH = /\b[\w.-]+(?:\/[\w.-]+)*\/[\w-]+\.[a-z0-9]+\b/gi;
/** An IPv4 address, with its port. */
const IPV4 = /\b(?:\d{1,3}\.){3}\d{1,3}(?::\d{1,5})?\b/g;
/** Something like an IPv6 address (kept apart from `0:a:0` stream names and times by the check below). */
const IPV6_LIKE = /\[?[0-9a-f]*:[0-9a-f:]*:[0-9a-f.]*(?:%\w+)?\]?(?::\d{1,5})?/gi;
/** A host name with dots (`media.internal`, `169-254.example.com`), with its port. */
const HOST_NAME = /\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9](?::\d{1,5})?\b/gi;
/** A one-word host after the words that introduce one (`hostname cache`, `ENOTFOUND db`), and `localhost`. */
const NAMED_HOST = /\b(hostname|ENOTFOUND|EAI_AGAIN)\s+['"]?[^\s'",;:]+['"]?/gi;
const LOCALHOST = /\blocalhost(?::\d{1,5})?\b/gi;
/** A port by its name (`port 5432`, `port=5432`). */
const PORT = /\bport(?:\s+|\s*[=:]\s*)\d{1,5}\b/gi;

/** Replaces a match but not the punctuation it ended on (`…original.mp3: Invalid data`, `…m4a, offset`). */
const removeKeepingEnd = (match: string) => `${REMOVED}${/[:.,;)]*$/.exec(match)?.[0] ?? ''}`;

/** An IPv6 address has `::`, or more groups than a stream name (`0:a:0`) or a time (`00:01:02`). */
const isIpv6 = (text: string) => text.includes('::') || (text.match(/:/g)?.length ?? 0) >= 5;

/**
 * A media tool's (or any processing step's) words fit to show a person: no URL, host name, IP
 * address, port or file path is left, so an error can neither tell where the server keeps its files
 * nor serve as a probe of what answers on its network (the asset page shows it, and its retry button
 * runs the file again). The rest of the reason stays readable.
 */
export function scrubMessage(text: string): string {
  return text
    .replace(PART_PREFIX, '')
    .replace(URL, removeKeepingEnd)
    .replace(FILE_PROTOCOL, removeKeepingEnd)
    .replace(ABSOLUTE_PATH, (match, before: string) => `${before}${removeKeepingEnd(match)}`)
    .replace(WINDOWS_PATH, removeKeepingEnd)
    .replace(RELATIVE_PATH, REMOVED)
    .replace(IPV4, REMOVED)
    .replace(IPV6_LIKE, (match) => (isIpv6(match) ? REMOVED : match))
    .replace(NAMED_HOST, (_match, word: string) => `${word} ${REMOVED}`)
    .replace(LOCALHOST, REMOVED)
    .replace(HOST_NAME, REMOVED)
    .replace(PORT, `port ${REMOVED}`)
    .replace(/\[removed\](?:[\s:,/]*\[removed\])+/g, REMOVED);
}
