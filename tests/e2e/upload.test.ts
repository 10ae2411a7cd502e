import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sineWav, smallMp4 } from '../support/media';
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

/** The number on the menu's Content Pending Review badge (0 when it shows none). */
async function pendingBadge(page: Page): Promise<number> {
  const entry = page.getByRole('menuitem', { name: /Content Pending Review/ });
  await entry.waitFor();
  // The pill reads '2 waiting' to assistive technology; no pill, nothing waiting.
  const spoken = entry.getByText(/^\d+ waiting$/);
  if ((await spoken.count()) === 0) return 0;
  return Number(/^(\d+)/.exec((await spoken.textContent()) ?? '')?.[1]);
}

/** Whether the element lies wholly inside the page's viewport, with no scroll. */
async function inViewport(page: Page, element: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await element.boundingBox();
  const size = page.viewportSize()!;
  return (
    box !== null &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= size.width &&
    box.y + box.height <= size.height
  );
}

describe('uploading content in Chromium', () => {
  it('lets a rights holder upload audio and a video, save drafts and submit them; a manager asks for a change, then approves', async () => {
    const manager = await newPage(e2e);
    await signIn(manager, e2e.baseUrl, 'manager@example.com');
    await manager.goto(`${e2e.baseUrl}/assets/pending-review`);
    await manager
      .getByRole('heading', { name: /Content Pending Review/ })
      .first()
      .waitFor();
    const waitingBefore = await pendingBadge(manager);

    // At 1440 x 900 a reviewer decides at a glance: the three decisions and every field the uploader
    // set are on screen without a scroll.
    await manager.setViewportSize({ width: 1440, height: 900 });
    await manager.getByRole('cell', { name: 'Fjord Echoes' }).click();
    const details = manager.getByRole('region', { name: 'Fjord Echoes' });
    await details.getByText('Tom Team').waitFor();
    const onScreen = [
      manager.getByRole('button', { name: 'Approve' }),
      manager.getByRole('button', { name: 'Request changes' }),
      manager.getByRole('button', { name: 'Reject' }),
      details.getByText('field recording'),
      details.getByText('Track', { exact: true }),
      details.getByText('Europe', { exact: true }),
      details.getByText('Northwind Audio ambient pack'),
      details.getByText('Tom Team'),
    ];
    for (const element of onScreen) expect(await inViewport(manager, element)).toBe(true);
    expect(await manager.evaluate(() => window.scrollY)).toBe(0);
    await manager.goBack();

    const owner = await newPage(e2e);
    await signIn(owner, e2e.baseUrl, 'rightsholder@example.com');
    await owner.goto(`${e2e.baseUrl}/upload`);
    await owner
      .locator('input[type="file"]')
      .setInputFiles([
        wavFile('Harbour Dawn.wav', 330),
        wavFile('Harbour Dusk.wav', 440),
        { name: 'Harbour Walk.mp4', mimeType: 'video/mp4', buffer: await smallMp4() },
      ]);
    // Each file shows its progress until the server has every byte and has checked them.
    await expect
      .poll(() => owner.locator('[data-upload-state="uploaded"]').count(), { timeout: 20_000 })
      .toBe(3);
    await owner.getByText('3 of 3 files uploaded').waitFor();

    // One file gets its own details; a wrong ISRC holds the batch back until it is right.
    await owner.getByRole('button', { name: 'Details of Harbour Dawn' }).click();
    await owner.getByLabel('Description').fill('Gulls and ropes at first light.');
    await owner.getByLabel('ISRC').fill('gb-aye');
    await owner.getByText(/Enter an ISRC/).waitFor();
    expect(await owner.getByRole('button', { name: 'Save as drafts' }).isDisabled()).toBe(true);
    await owner.getByLabel('ISRC').fill('gbaye2600001');
    // The shared fields: the spoken language, picked by its name.
    await owner.getByRole('combobox', { name: 'Language' }).fill('Portug');
    await owner.getByRole('option', { name: 'Portuguese', exact: true }).click();
    await owner.getByRole('button', { name: 'Save as drafts' }).click();
    await owner.waitForURL('**/assets/draft-asset');

    // The drafts wait on the owner's side; nothing has reached the review queue yet.
    const titles = ['Harbour Dawn', 'Harbour Dusk', 'Harbour Walk'];
    for (const title of titles) await owner.getByRole('cell', { name: title }).waitFor();
    for (const title of titles) {
      const row = owner.getByRole('row').filter({ has: owner.getByRole('cell', { name: title }) });
      await row.getByRole('checkbox').click();
      await expect.poll(() => row.getByRole('checkbox').isChecked()).toBe(true);
    }
    await owner.getByText('3 items selected').waitFor();
    await owner.getByRole('button', { name: 'Submit for review' }).click();
    // Every status change is confirmed first.
    await owner.getByText('Submit 3 items for review?').waitFor();
    await owner.getByRole('button', { name: 'Confirm' }).click();
    await owner.getByText('3 submitted for review.').waitFor();

    await manager.reload();
    await expect.poll(() => pendingBadge(manager), { timeout: 10_000 }).toBe(waitingBefore + 3);
    await manager.getByRole('cell', { name: 'Harbour Walk' }).waitFor();
    await manager.getByRole('cell', { name: 'Harbour Dawn' }).click();
    await manager.waitForURL('**/assets/view/**');
    await manager.getByText('Gulls and ropes at first light.').waitFor();
    await manager.getByText('GBAYE2600001').waitFor();
    await manager.getByText('Portuguese', { exact: true }).waitFor();
    // The preview plays once processing is done; its waveform is drawn from the peaks.
    await manager.locator('audio').waitFor({ timeout: 30_000 });
    await manager.getByText('Processed').waitFor();
    await manager.getByLabel('Note for the content owner').fill('Please name the speakers.');
    await manager.getByRole('button', { name: 'Request changes' }).click();
    await manager.getByRole('button', { name: 'Confirm' }).click();
    await manager.getByText('Changes requested', { exact: true }).first().waitFor();

    // The video was processed too: its page plays the preview over its poster.
    await manager.goto(`${e2e.baseUrl}/assets/pending-review`);
    await expect.poll(() => pendingBadge(manager), { timeout: 10_000 }).toBe(waitingBefore + 2);
    await manager.getByRole('cell', { name: 'Harbour Walk' }).click();
    await manager.locator('video[poster]').waitFor({ timeout: 30_000 });

    // The rights holder finds it among the drafts that came back, fixes and submits it again.
    await owner.goto(
      `${e2e.baseUrl}/assets/draft-asset?filter=${encodeURIComponent('{"stage":"changes_requested"}')}`,
    );
    await owner.getByRole('cell', { name: 'Harbour Dawn' }).click();
    await owner.getByText('Please name the speakers.').waitFor();
    await owner.getByRole('button', { name: 'Submit for review' }).click();
    await owner.getByRole('button', { name: 'Confirm' }).click();
    await owner.getByText('“Harbour Dawn” submitted for review.').waitFor();
    await owner.getByText('Pending review').waitFor();

    await manager.goto(`${e2e.baseUrl}/assets/pending-review`);
    await manager.getByRole('cell', { name: 'Harbour Dawn' }).click();
    await manager.getByRole('button', { name: 'Approve' }).click();
    await manager.getByText('Approve “Harbour Dawn”?').waitFor();
    await manager.getByRole('button', { name: 'Confirm' }).click();
    await manager.getByText('“Harbour Dawn” approved: it is in the library.').waitFor();
    await manager.getByText('In the library', { exact: true }).waitFor();
    await manager.goto(`${e2e.baseUrl}/assets/pending-review`);
    await expect.poll(() => pendingBadge(manager), { timeout: 10_000 }).toBe(waitingBefore + 2);

    // Sent to review straight from the upload page: asked first, and the toast names the item.
    await owner.goto(`${e2e.baseUrl}/upload`);
    await owner.locator('input[type="file"]').setInputFiles([wavFile('Harbour Noon.wav', 550)]);
    await owner.getByText('1 of 1 files uploaded').waitFor({ timeout: 20_000 });
    await owner.getByRole('button', { name: 'Submit for review' }).click();
    await owner.getByText('Submit “Harbour Noon” for review?').waitFor();
    await owner.getByRole('button', { name: 'Confirm' }).click();
    await owner.getByText('“Harbour Noon” submitted for review.').waitFor();
    await manager.reload();
    await expect.poll(() => pendingBadge(manager), { timeout: 10_000 }).toBe(waitingBefore + 3);
    await owner.close();
    await manager.close();
  }, 180_000);
});
