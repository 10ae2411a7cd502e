/**
 * Files that make a media tool reach the network or another file (issue 31), for the tests that show
 * the tools no longer do. Each is what an unforced ffprobe/ffmpeg reads as a playlist or manifest.
 */

/** What 4 syncsafe bytes of 0x01 declare: 2,113,665 bytes, more than the 1 MiB a head-only detector reads. */
const LARGE_TAG_BYTES = 0x01 * (1 + 2 ** 7 + 2 ** 14 + 2 ** 21);
/**
 * An ID3v2.3 tag header without a zero byte (revision 1, flags 0x20, size 0x01010101): ffmpeg's
 * probe reads the bytes after it as text, so a manifest's first words in the tag's body are seen.
 */
const LARGE_TAG_HEADER = Buffer.from([0x49, 0x44, 0x33, 0x03, 0x01, 0x20, 0x01, 0x01, 0x01, 0x01]);
/** What ffmpeg's DASH probe looks for: `<MPD` and a DASH profile. */
const DASH_DECOY = '<MPD profiles="urn:mpeg:dash:profile:isoff-on-demand:2011">';

/**
 * An ID3 tag declaring more than 1 MiB (a detector reading the first MiB calls the file MP3), whose
 * body starts with what ffmpeg's probe takes for DASH, followed by `payload`, which ffmpeg reads
 * once it has skipped the tag: the upload.
 */
export function behindLargeId3(payload: string): Buffer {
  const body = Buffer.alloc(LARGE_TAG_BYTES, ' ');
  body.write(DASH_DECOY);
  return Buffer.concat([LARGE_TAG_HEADER, body, Buffer.from(payload)]);
}

/** A small ID3 tag (as an MP3 starts) before `payload`: ffmpeg skips it and probes what follows. */
export function behindSmallId3(payload: string): Buffer {
  const header = Buffer.from([0x49, 0x44, 0x33, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  return Buffer.concat([header, Buffer.from(payload)]);
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** A DASH manifest (MPD) of one sound track whose media is at `url`, as one file. */
export function dashManifest(url: string, hours = 1): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT${hours}H"
  minBufferTime="PT1S" profiles="urn:mpeg:dash:profile:isoff-on-demand:2011">
  <Period duration="PT${hours}H"><AdaptationSet mimeType="audio/mp4">
    <Representation id="a" bandwidth="64000" codecs="mp4a.40.2"><BaseURL>${xml(url)}</BaseURL></Representation>
  </AdaptationSet></Period>
</MPD>
`;
}

/**
 * A DASH manifest declaring `hours` of one-second segments, each of them the file at `url` again:
 * an unforced ffmpeg keeps reading it for as long as it is let.
 */
export function endlessDashManifest(url: string, hours: number): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT${hours}H"
  minBufferTime="PT1S" profiles="urn:mpeg:dash:profile:isoff-on-demand:2011">
  <Period duration="PT${hours}H"><AdaptationSet mimeType="audio/mp4">
    <Representation id="a" bandwidth="64000" codecs="mp4a.40.2">
      <SegmentTemplate timescale="1" duration="1" startNumber="1" initialization="${xml(url)}" media="${xml(url)}"/>
    </Representation>
  </AdaptationSet></Period>
</MPD>
`;
}

/** An HLS playlist of the segments at `urls`, three seconds each. */
export function hlsPlaylist(urls: readonly string[]): string {
  const segments = urls.map((url) => `#EXTINF:3,\n${url}\n`).join('');
  return `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:3\n${segments}#EXT-X-ENDLIST\n`;
}

/** A file URL of an absolute path, as a manifest names another file on the server. */
export const fileUrl = (file: string) => `file://${file}`;

/**
 * A WAV header (RIFF…WAVE, no zero byte) over `payload`: the upload's detector says WAV, and an
 * unforced ffprobe still takes the file for DASH, whose probe reads text anywhere in its first bytes.
 */
export function behindWavHeader(payload: string): Buffer {
  return Buffer.concat([Buffer.from('RIFFAAAAWAVE'), Buffer.from(payload)]);
}
