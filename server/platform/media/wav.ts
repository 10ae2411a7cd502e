/**
 * A WAV of a tone (PCM, mono, 16 bit), made in memory: the demo content's audio, and the tests'.
 * A few notes fade in and out so its waveform has a shape.
 */
export function toneWav({ seconds = 1, rate = 8000, frequency = 440, swell = false } = {}): Buffer {
  const samples = Math.round(seconds * rate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    // A slow swell, so a demo waveform is not a flat band.
    const envelope = swell ? 0.25 + 0.65 * Math.abs(Math.sin((Math.PI * t) / 1.5)) : 0.8;
    data.writeInt16LE(Math.round(Math.sin(2 * Math.PI * frequency * t) * envelope * 32767), i * 2);
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
