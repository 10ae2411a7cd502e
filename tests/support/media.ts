import { toneWav } from '../../server/media/wav';

/** A WAV of a sine tone (the product's own generator, server/media/wav): tests need no fixture files. */
export const sineWav = (options: { seconds?: number; rate?: number; frequency?: number } = {}) =>
  toneWav(options);

/** A WAV header over bytes no decoder can read: it passes the type check, then fails the probe. */
export function brokenWav(): Buffer {
  const wav = sineWav({ seconds: 0.1 });
  wav.writeUInt16LE(0xfffe, 20); // an audio format that does not exist
  wav.writeUInt16LE(0, 22); // no channels
  return wav;
}
