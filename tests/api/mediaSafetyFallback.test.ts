import { createRequire } from 'node:module';
import { it } from 'vitest';
import { describeMediaSafety } from '../support/mediaSafetySuite';

/**
 * The same hostile media through the npm packages' builds (ffmpeg from 2018, ffprobe from 2023), the
 * fallback where no ffmpeg is installed: they fetch a manifest's URLs even from a `file:` input, so
 * only the server's own arguments keep them off the network. Named before any tool runs (resolved
 * once per process); skipped where the packages have no build for this platform.
 */
const require = createRequire(import.meta.url);
const packaged = (name: string): string | undefined => {
  try {
    return (require(name) as { path: string }).path;
  } catch {
    return undefined;
  }
};
const ffmpeg = packaged('@ffmpeg-installer/ffmpeg');
const ffprobe = packaged('@ffprobe-installer/ffprobe');
if (ffmpeg && ffprobe) {
  process.env.FFMPEG_PATH = ffmpeg;
  process.env.FFPROBE_PATH = ffprobe;
  describeMediaSafety({ library: false });
} else {
  it.skip('needs the npm packages’ ffmpeg and ffprobe for this platform', () => {});
}
