import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const postgres = 'postgres://app@db.internal/drm';

describe('server processes (WORKERS)', () => {
  it('is one on PGlite and one per core on PostgreSQL by default', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: postgres }).workers).toBe(os.availableParallelism());
  });

  it('follows WORKERS on PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: postgres, WORKERS: '3' }).workers).toBe(3);
  });

  it('refuses more than one process on PGlite, whose folder only one process can open', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS above 1 needs DATABASE_URL/);
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
  });

  it('refuses a WORKERS that is not a whole number', () => {
    expect(() => loadConfig({ DATABASE_URL: postgres, WORKERS: 'many' })).toThrow(/WORKERS/);
  });
});
