import { describe, expect, it } from 'vitest';
import { REVAI_TIMEOUT_MS, REVAI_UPLOAD_TIMEOUT_MS } from '../../../shared/constants';
import { pollDelayMs } from './poll';
import { revAiLanguage } from './routes';
import { isPublicAddress, transcriptionFromConfig } from './setup';

describe('whether Rev AI can fetch media from the app', () => {
  it('is so for HTTPS on a public name or address', () => {
    expect(isPublicAddress('https://drm.example.com')).toBe(true);
    expect(isPublicAddress('https://8.8.8.8')).toBe(true);
  });

  it('is not so for plain HTTP, this machine, a private network or a reserved name', () => {
    for (const url of [
      'http://drm.example.com',
      'https://localhost:3000',
      'https://app.localhost',
      'https://127.0.0.1',
      'https://10.1.2.3',
      'https://172.20.0.5',
      'https://192.168.1.10',
      'https://[::1]',
      'https://[fd00::1]',
      'https://intranet',
      'https://drm.test',
      'https://nas.local',
      'https://svc.internal',
      'not a url',
    ])
      expect(isPublicAddress(url), url).toBe(false);
  });

  it('sends by link only with a token and a public APP_URL', () => {
    expect(transcriptionFromConfig(undefined, 'https://drm.example.com')).toEqual({});
    const revAi = { baseUrl: 'https://api.rev.ai/speechtotext/v1', token: 'tok' };
    expect(transcriptionFromConfig(revAi, 'http://localhost:3000')).toEqual({
      revAi: { ...revAi, timeoutMs: REVAI_TIMEOUT_MS, uploadTimeoutMs: REVAI_UPLOAD_TIMEOUT_MS },
    });
    expect(transcriptionFromConfig(revAi, 'https://drm.example.com/').publicUrl).toBe(
      'https://drm.example.com',
    );
  });
});

describe('following a job', () => {
  it('waits twice as long after each poll, up to the longest', () => {
    const schedule = { firstMs: 15_000, maxMs: 600_000 };
    expect([0, 1, 2, 3, 5, 6, 100].map((polls) => pollDelayMs(schedule, polls))).toEqual([
      15_000, 30_000, 60_000, 120_000, 480_000, 600_000, 600_000,
    ]);
  });

  it("names the item's language as Rev AI does", () => {
    expect(revAiLanguage(null)).toBeUndefined();
    expect(revAiLanguage('pt-BR')).toBe('pt');
    expect(revAiLanguage('zh')).toBe('cmn');
    expect(revAiLanguage('EN')).toBe('en');
  });
});
