import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startE2E, type E2E } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const AGREEMENT = 'Harbour Sounds launch licence';

/** Picks an option of a react-admin autocomplete by typing part of it. */
async function pick(page: Page, label: string, typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

/** An API call from the signed-in page, with its stored token. */
const apiStatus = (page: Page, method: string, path: string, body: object) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('token')}`,
        },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { method, path, body },
  );

describe('accounts and agreements in Chromium', () => {
  it('lets a manager add a content owner and an agreement with a creator, which the creator then sees', async () => {
    const manager = await newPage(e2e);
    await signIn(manager, e2e.baseUrl, 'manager@example.com');
    await manager.goto(`${e2e.baseUrl}/right-holders/create`);
    await manager.getByRole('textbox', { name: 'Name' }).fill('Hana Harbour');
    await manager.getByRole('textbox', { name: 'Email' }).fill('hana@harbour.example.com');
    await manager.getByRole('textbox', { name: 'Company' }).fill('Harbour Sounds');
    await manager.getByRole('button', { name: 'Save' }).click();
    await manager.waitForURL('**/right-holders');
    await manager.getByRole('cell', { name: 'Harbour Sounds' }).waitFor();

    await manager.goto(`${e2e.baseUrl}/contracts/create`);
    await manager.getByRole('textbox', { name: 'Title' }).fill(AGREEMENT);
    await pick(manager, 'Content owner', 'Hana', /Hana Harbour/);
    await pick(manager, 'Creator', 'Chloe', /Chloe Creator/);
    await manager.getByLabel('Start date').fill('2026-02-01');
    // Three decimals are refused in the form, before the server is asked.
    await manager.getByRole('spinbutton', { name: 'Revenue share (%)' }).fill('55.555');
    await manager.getByRole('button', { name: 'Save' }).click();
    await manager.getByText('Enter a percentage from 0 to 100 with at most two decimals').waitFor();
    await manager.getByRole('spinbutton', { name: 'Revenue share (%)' }).fill('55.5');
    await manager.getByRole('button', { name: 'Save' }).click();
    await manager.waitForURL('**/contracts/view/*');
    await manager.getByText('Hana Harbour').waitFor();
    await manager.close();

    const creator = await newPage(e2e);
    await signIn(creator, e2e.baseUrl, 'creator@example.com');
    await creator.getByRole('menuitem', { name: 'Your Agreements' }).click();
    await creator.waitForURL('**/contracts');
    await creator.getByRole('cell', { name: AGREEMENT }).waitFor();
    await expect.poll(() => creator.title()).toBe('Your Agreements | DRM');
    // A creator reads agreements; only staff write them.
    expect(await creator.getByRole('link', { name: 'Create' }).count()).toBe(0);
    await creator.close();
  });

  it("lets a manager upload and delete a content owner's document", async () => {
    const manager = await newPage(e2e);
    await signIn(manager, e2e.baseUrl, 'manager@example.com');
    await manager.goto(`${e2e.baseUrl}/right-holders`);
    await manager.getByRole('cell', { name: 'Rita Rights' }).click();
    await manager.waitForURL('**/right-holders/view/*');
    await manager.getByText('No documents yet.').waitFor();
    await manager.locator('input[type="file"]').setInputFiles({
      name: 'W-8BEN.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n%%EOF\n'),
    });
    await manager.getByText('W-8BEN.pdf').waitFor();
    await manager.getByRole('button', { name: 'Delete W-8BEN.pdf' }).click();
    await manager.getByText('No documents yet.').waitFor();
    await manager.close();
  });

  it('lets a creator invite a team member from the Team Members page', async () => {
    const creator = await newPage(e2e);
    await signIn(creator, e2e.baseUrl, 'creator@example.com');
    await creator.getByRole('menuitem', { name: 'Team Members' }).click();
    await creator.getByRole('cell', { name: 'creatorteam@example.com' }).waitFor();
    await creator.getByRole('link', { name: 'Create' }).click();
    await creator.getByRole('textbox', { name: 'Name' }).fill('Ed Editor');
    await creator.getByRole('textbox', { name: 'Email' }).fill('ed.editor@example.com');
    await creator.getByRole('button', { name: 'Save' }).click();
    await creator.waitForURL('**/team-members');
    await creator.getByRole('cell', { name: 'ed.editor@example.com' }).waitFor();
    await creator.getByText('Invited').first().waitFor();
    await creator.close();

    // The invitation is accepted from the mailed link, choosing a password; then they sign in.
    let mail: string | undefined;
    await expect
      .poll(() => {
        mail = fs
          .readdirSync(e2e.outboxDir)
          .map((name) => fs.readFileSync(path.join(e2e.outboxDir, name), 'utf8'))
          .find((text) => text.includes('To: ed.editor@example.com'));
        return mail !== undefined;
      })
      .toBe(true);
    const link = /http:\/\/drm\.e2e(\/accept-invitation\?token=[A-Za-z0-9_-]+)/.exec(mail!)![1]!;
    const ed = await newPage(e2e);
    await ed.goto(`${e2e.baseUrl}${link}`);
    await ed.getByText('Chloe Creator invited you to work in their team.').waitFor();
    await ed.getByLabel(/^New password/).fill('Ed-Editor-Pass-1');
    await ed.getByLabel('Confirm new password').fill('Ed-Editor-Pass-1');
    await ed.getByRole('button', { name: 'Accept' }).click();
    await ed.getByText(/You have joined the team of Chloe Creator/).waitFor();
    await signIn(ed, e2e.baseUrl, 'ed.editor@example.com', 'Ed-Editor-Pass-1');
    await ed.close();
  });

  it('shows a viewer the lists without create, edit or delete, and the API refuses their writes', async () => {
    const viewer = await newPage(e2e);
    await signIn(viewer, e2e.baseUrl, 'viewer@example.com');
    for (const [path, row] of [
      ['/right-holders', 'Northwind Audio'],
      ['/contracts', 'Northwind Audio catalogue licence'],
    ]) {
      await viewer.goto(`${e2e.baseUrl}${path}`);
      await viewer.getByRole('cell', { name: row }).first().waitFor();
      for (const name of ['Create', 'Edit'])
        expect(await viewer.getByRole('link', { name }).count(), path).toBe(0);
      expect(await viewer.getByRole('button', { name: /Deactivate|Delete/ }).count(), path).toBe(0);
    }
    await viewer.getByRole('cell', { name: 'Northwind Audio catalogue licence' }).click();
    await viewer.waitForURL('**/contracts/view/*');
    const id = viewer.url().split('/').pop()!;
    await viewer.getByText('Northwind Audio catalogue licence', { exact: true }).waitFor();
    expect(await viewer.getByRole('button', { name: 'Upload signed PDF' }).count()).toBe(0);
    expect(await apiStatus(viewer, 'PUT', `/contract/${id}`, { title: 'Viewer was here' })).toBe(403);
    expect(await apiStatus(viewer, 'PUT', `/contract/change-status/${id}`, { status: 3 })).toBe(403);
    expect(
      await apiStatus(viewer, 'POST', '/rights/holders/add', {
        name: 'V',
        email: 'v@example.com',
        company: 'V',
      }),
    ).toBe(403);
    await viewer.close();
  });
});
