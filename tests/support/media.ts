/**
 * Small real media files made in memory for the tests: a WAV of a sine tone (PCM, mono, 16 bit),
 * so tests need no fixture files.
 */
export function sineWav({ seconds = 1, rate = 8000, frequency = 440 } = {}): Buffer {
  const samples = Math.round(seconds * rate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * frequency * i) / rate) * 0.8 * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A WAV header over bytes no decoder can read: it passes the type check, then fails the probe. */
export function brokenWav(): Buffer {
  const wav = sineWav({ seconds: 0.1 });
  wav.writeUInt16LE(0xfffe, 20); // an audio format that does not exist
  wav.writeUInt16LE(0, 22); // no channels
  return wav;
}
