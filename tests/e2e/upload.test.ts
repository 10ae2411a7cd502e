import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sineWav } from '../support/media';
import { newPage, signIn, startE2E, type E2E } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** A file for the page's chooser: real audio, made here. */
const wavFile = (name: string, frequency: number) => ({
  name,
  mimeType: 'audio/wav',
  buffer: sineWav({ seconds: 1, frequency }),
});

describe('uploading content in Chromium', () => {
  it('lets a rights holder upload two files and submit them; a manager asks for a change, then approves', async () => {
    const owner = await newPage(e2e);
    await signIn(owner, e2e.baseUrl, 'rightsholder@example.com');
    await owner.goto(`${e2e.baseUrl}/upload`);
    await owner
      .locator('input[type="file"]')
      .setInputFiles([wavFile('Harbour Dawn.wav', 330), wavFile('Harbour Dusk.wav', 440)]);
    // Each file shows its progress until the server has every byte and has checked them.
    await expect
      .poll(() => owner.locator('[data-upload-state="uploaded"]').count(), { timeout: 20_000 })
      .toBe(2);
    await owner.getByText('2 of 2 files uploaded').waitFor();
    await owner.getByRole('button', { name: 'Submit for review' }).click();
    await owner.waitForURL('**/assets/draft-asset');

    const manager = await newPage(e2e);
    await signIn(manager, e2e.baseUrl, 'manager@example.com');
    await manager.goto(`${e2e.baseUrl}/assets/pending-review`);
    await manager.getByRole('cell', { name: 'Harbour Dawn' }).click();
    await manager.waitForURL('**/assets/view/**');
    // The preview plays once processing is done; its waveform is drawn from the peaks.
    await manager.locator('audio').waitFor({ timeout: 30_000 });
    await manager.getByText('Processed').waitFor();
    await manager.getByLabel('Note for the content owner').fill('Please name the speakers.');
    await manager.getByRole('button', { name: 'Request changes' }).click();
    await manager.getByText('Changes requested', { exact: true }).first().waitFor();

    // The rights holder finds it among the drafts that came back, fixes and submits it again.
    await owner.goto(
      `${e2e.baseUrl}/assets/draft-asset?filter=${encodeURIComponent('{"stage":"changes_requested"}')}`,
    );
    await owner.getByRole('cell', { name: 'Harbour Dawn' }).click();
    await owner.getByText('Please name the speakers.').waitFor();
    await owner.getByRole('button', { name: 'Submit for review' }).click();
    await owner.getByText('Pending review').waitFor();

    await manager.reload();
    await manager.getByRole('button', { name: 'Approve' }).click();
    await manager.getByText('In the library').waitFor();
    await owner.close();
    await manager.close();
  }, 120_000);
});
