import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BINARY_PACKAGES } from './binaries';
import { mediaToolsReport } from './toolsReport';

const TEST_TIMEOUT_MS = 30_000;
/** Debian's ffmpeg package (CI installs it). */
const SYSTEM_FFMPEG = '/usr/bin/ffmpeg';

describe('the media tools the server says it runs', { timeout: TEST_TIMEOUT_MS }, () => {
  it('names the npm fallback with its version and a plain warning', async () => {
    const lines = await mediaToolsReport({ PATH: '' });
    for (const [index, tool] of (['ffmpeg', 'ffprobe'] as const).entries()) {
      expect(lines[index]!.level).toBe('warn');
      expect(lines[index]!.message).toContain(`${tool} version N-`);
      expect(lines[index]!.message).toContain(BINARY_PACKAGES[tool]);
      expect(lines[index]!.message).toMatch(/no security updates.*apt-get install ffmpeg/);
    }
  });

  it('names a binary given by its variable that does not run', async () => {
    const [named] = await mediaToolsReport({ FFMPEG_PATH: '/bin/false', PATH: '' });
    expect(named).toMatchObject({ level: 'warn' });
    expect(named!.message).toContain('/bin/false (named by FFMPEG_PATH) does not run');
  });

  it.skipIf(!existsSync(SYSTEM_FFMPEG))(
    'prefers the system build on the PATH, with its version',
    async () => {
      const [ffmpeg] = await mediaToolsReport({ PATH: path.dirname(SYSTEM_FFMPEG) });
      expect(ffmpeg).toMatchObject({ level: 'info' });
      expect(ffmpeg!.message).toMatch(
        /^Media tools: ffmpeg version \S+ at \/usr\/bin\/ffmpeg \(from the PATH\)$/,
      );
    },
  );
});
