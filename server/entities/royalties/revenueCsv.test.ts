import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { dayIn, parseMicros, readRevenueReport, revenueColumnsOf, type RevenueEvent } from './revenueCsv';

async function eventsOf(text: string, period = '2026-09'): Promise<RevenueEvent[]> {
  const events: RevenueEvent[] = [];
  for await (const event of readRevenueReport(Readable.from([Buffer.from(text)]), period)) events.push(event);
  return events;
}

describe("the revenue report's reader", () => {
  it('reads amounts exactly in micro-units, rounding past six decimals half away from zero', () => {
    expect(parseMicros('12.345678')).toBe(12_345_678n);
    expect(parseMicros('0.1')).toBe(100_000n);
    expect(parseMicros('7')).toBe(7_000_000n);
    expect(parseMicros('-1.5')).toBe(-1_500_000n);
    expect(parseMicros('0.0000005')).toBe(1n);
    expect(parseMicros('0.00000049')).toBe(0n);
    expect(parseMicros('-0.0000005')).toBe(-1n);
    // 0.1 + 0.2 is not 0.3 in floating point; here each is exact.
    expect(parseMicros('0.1')! + parseMicros('0.2')!).toBe(parseMicros('0.3'));
    for (const bad of ['', '1e3', '1,5', '$3', '=1+1', '1.2.3', ' - 1'])
      expect(parseMicros(bad)).toBeUndefined();
  });

  it('takes a day only inside the month, as YYYY-MM-DD or YYYYMMDD', () => {
    expect(dayIn('2026-09-30', '2026-09')).toBe('2026-09-30');
    expect(dayIn('20260901', '2026-09')).toBe('2026-09-01');
    expect(dayIn('2026-10-01', '2026-09')).toBeUndefined();
    expect(dayIn('2026-09-31', '2026-09')).toBeUndefined();
    expect(dayIn('2024-02-29', '2024-02')).toBe('2024-02-29');
    expect(dayIn('2026-02-29', '2026-02')).toBeUndefined();
  });

  it('finds the column row by its names, whatever their case and separators', () => {
    expect(revenueColumnsOf(['Day', 'Video ID', 'Partner Revenue (USD)'])).toEqual(
      new Map([
        ['day', 0],
        ['video', 1],
        ['revenue', 2],
      ]),
    );
    expect(revenueColumnsOf(['video_id', 'estimated-revenue', 'Owned Views'])?.get('views')).toBe(2);
    expect(revenueColumnsOf(['Content Owner', 'Acme'])).toBeUndefined();
  });

  it('skips the header block, reads each row or the reason it is refused, by line', async () => {
    const events = await eventsOf(
      [
        'Content Owner,Acme Music',
        'Period,2026-09',
        '',
        'Day,Video ID,Channel ID,Asset ID,Owned Views,Partner Revenue',
        '2026-09-01,dQw4w9WgXcQ,UCabcdefghijklmnopqrstuv,A123456789,1200,12.345678',
        '2026-09-02,bad,UCabcdefghijklmnopqrstuv,,10,1.00',
        '2026-10-01,dQw4w9WgXcQ,,,10,1.00',
        '2026-09-03,dQw4w9WgXcQ,,,10,=HYPERLINK("x")',
        '2026-09-04,dQw4w9WgXcQ,,,,0.5',
      ].join('\r\n'),
    );
    expect(events).toEqual([
      {
        row: {
          line: 5,
          videoId: 'dQw4w9WgXcQ',
          channelId: 'UCabcdefghijklmnopqrstuv',
          assetId: 'A123456789',
          day: '2026-09-01',
          views: 1200n,
          amountMicros: 12_345_678n,
        },
      },
      { error: { line: 6, field: 'video', reason: 'royalties.bad_video_id' } },
      {
        error: {
          line: 7,
          field: 'day',
          reason: { id: 'royalties.bad_day', params: { period: '2026-09' } },
        },
      },
      { error: { line: 8, field: 'revenue', reason: 'royalties.bad_amount' } },
      {
        row: {
          line: 9,
          videoId: 'dQw4w9WgXcQ',
          channelId: null,
          assetId: null,
          day: '2026-09-04',
          views: 0n,
          amountMicros: 500_000n,
        },
      },
    ]);
  });

  it('fails for good on a file with no column row', async () => {
    await expect(eventsOf('a,b\n1,2\n')).rejects.toMatchObject({ said: 'royalties.no_columns' });
  });
});
