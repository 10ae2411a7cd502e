import { describe, expect, it } from 'vitest';
import { neutraliseCell, toSafeCsv } from './csvExport';

describe('the CSV exporter', () => {
  it('prefixes with a quote every text cell a spreadsheet would run as a formula', () => {
    for (const dangerous of [
      '=HYPERLINK("http://x","y")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '\tx',
      '\rx',
      '  =1+1',
    ]) {
      expect(neutraliseCell(dangerous), JSON.stringify(dangerous)).toBe(`'${dangerous}`);
    }
    for (const harmless of ['Chloe Creates', 'a=b', '', '5']) expect(neutraliseCell(harmless)).toBe(harmless);
  });

  it('neutralises nested values and arrays, leaves numbers as they are and drops secret fields', async () => {
    const csv = await toSafeCsv([
      {
        id: 'c1',
        channel_description: '=HYPERLINK("http://evil.example","Click")',
        balance: -5,
        label: { name: '@cmd' },
        tags: ['=1+1', 'ok'],
        password_hash: 'argon2',
        access_token: 'ya29',
      },
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(csv).toContain(`'@cmd`);
    expect(csv).toContain(`'=1+1`);
    expect(csv).toContain(',-5,');
    expect(csv).not.toMatch(/password|token|argon2|ya29/);
    expect(csv.split('\n').slice(1).join('\n')).not.toMatch(/(^|,)"?[=+@]/m);
  });
});
