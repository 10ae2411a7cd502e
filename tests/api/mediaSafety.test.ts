import { describeMediaSafety } from '../support/mediaSafetySuite';

/** Hostile media through the ffmpeg and ffprobe the server finds (Debian's, in CI). */
describeMediaSafety({ library: true });
