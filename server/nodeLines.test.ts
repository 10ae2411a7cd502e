import { describe, expect, it } from 'vitest';
import { declaredEngines, nodeLineWarning, supportedNodeLines } from './nodeLines';

describe('supported Node lines', () => {
  it('reads the majors of the declared ranges', () => {
    expect(supportedNodeLines('^22.12.0 || ^24.0.0')).toEqual([22, 24]);
    expect(supportedNodeLines('>=20.19.0')).toEqual([20]);
  });

  it('declares 22 and 24 in package.json', () => {
    expect(supportedNodeLines(declaredEngines())).toEqual([22, 24]);
  });

  it('warns on a line outside them, and not on one inside', () => {
    expect(nodeLineWarning('v20.20.2', '^22.12.0 || ^24.0.0')).toMatch(
      /Node v20\.20\.2 is not a supported line \(22 or 24/,
    );
    expect(nodeLineWarning('v24.21.0', '^22.12.0 || ^24.0.0')).toBeUndefined();
    expect(nodeLineWarning('v22.23.3', '^22.12.0 || ^24.0.0')).toBeUndefined();
  });
});
