/**
 * Per-bucket peaks of a PCM stream whose length is not known in advance, in memory bounded by the
 * number of points: samples go into fine buckets; when those fill up, neighbours merge pairwise and the
 * bucket span doubles. At the end the fine buckets (at least FINE_FACTOR per point when the audio is
 * long enough) reduce to the requested points, so a point's edges are off by at most 1/FINE_FACTOR of
 * its width. One pass, no duration needed: a probe's duration can be wrong (VBR MP3 without a Xing
 * header, ADTS AAC), and a second decode would double the work.
 */

/** Fine buckets per output point, at least. */
const FINE_FACTOR = 8;
/** 16-bit PCM full scale. */
const FULL_SCALE = 32768;
/** Decimals kept: plenty for drawing, and keeps the stored JSON small. */
const DECIMALS = 3;

export class PeakAccumulator {
  private readonly fine: Float32Array;
  private length = 0;
  private span = 1;
  private filled = 0;
  private current = 0;
  /** A sample split across two chunks. */
  private oddByte: number | undefined;

  constructor(private readonly points: number) {
    if (!Number.isInteger(points) || points < 1) throw new RangeError('points must be a positive integer');
    this.fine = new Float32Array(points * FINE_FACTOR * 2);
  }

  /** Adds signed 16-bit little-endian mono samples. */
  addPcm(chunk: Buffer): void {
    let start = 0;
    if (this.oddByte !== undefined && chunk.length > 0) {
      this.add(((this.oddByte | (chunk[0] << 8)) << 16) >> 16);
      this.oddByte = undefined;
      start = 1;
    }
    const end = start + ((chunk.length - start) & ~1);
    for (let i = start; i < end; i += 2) this.add(((chunk[i] | (chunk[i + 1] << 8)) << 16) >> 16);
    if (end < chunk.length) this.oddByte = chunk[end];
  }

  private add(sample: number): void {
    const value = sample < 0 ? -sample : sample;
    if (value > this.current) this.current = value;
    if (++this.filled < this.span) return;
    this.fine[this.length++] = this.current;
    this.current = 0;
    this.filled = 0;
    if (this.length === this.fine.length) this.merge();
  }

  private merge(): void {
    const half = this.length / 2;
    for (let i = 0; i < half; i++) this.fine[i] = Math.max(this.fine[2 * i], this.fine[2 * i + 1]);
    this.length = half;
    this.span *= 2;
  }

  /** Exactly `points` peaks, 0 to 1; silence (or no samples) gives zeros. */
  result(): number[] {
    const fine = Array.from(this.fine.subarray(0, this.length));
    if (this.filled > 0) fine.push(this.current);
    const peaks = new Array<number>(this.points).fill(0);
    if (fine.length === 0) return peaks;
    const scale = 10 ** DECIMALS;
    for (let i = 0; i < this.points; i++) {
      const from = Math.floor((i * fine.length) / this.points);
      const to = Math.max(from + 1, Math.floor(((i + 1) * fine.length) / this.points));
      let peak = 0;
      for (let j = from; j < to; j++) if (fine[j] > peak) peak = fine[j];
      peaks[i] = Math.round(Math.min(1, peak / FULL_SCALE) * scale) / scale;
    }
    return peaks;
  }
}
