import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv';

describe('csvField', () => {
  it.each(['=1+2', '+cmd', '-2+3', '@SUM(A1)', '\tx', '\rx', '  =x'])('neutralises %j', (text) => {
    expect(csvField(text).replace(/^"|"$/g, '').startsWith("'")).toBe(true);
  });

  it('quotes what holds a comma, a quote or a line break, and keeps numbers as numbers', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
    expect(csvLine(['a', 1, undefined])).toBe('a,1,\r\n');
  });
});
