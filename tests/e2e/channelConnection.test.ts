import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations } from '../support/axe';
import { newPage, signIn, startE2E, type E2E } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const NEW_CHANNEL = 'UCnewcomerFirstChannel01';
const STAFF_CHANNEL = 'UCaddedByStaffForNoah001';

describe('connecting a channel through Google sign-in, in Chromium', () => {
  it('holds a new creator at step-2 until their channel is connected, then lets them in', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'newcreator@example.com');
    await page.waitForURL('**/step-2');
    // The guard holds them there whatever they open.
    await page.goto(`${e2e.baseUrl}/channels`);
    await page.waitForURL('**/step-2');

    await page.getByRole('textbox', { name: 'YouTube channel ID' }).fill(NEW_CHANNEL);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    // Google's consent page (the stand-in, on its own origin), which says what it is.
    await page.getByText('Development sign-in stand-in', { exact: false }).waitFor();
    expect(new URL(page.url()).origin).not.toBe(new URL(e2e.baseUrl).origin);
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Allow' }).click();

    await page.getByText(/^Your Channel : .+ has been added successfully\.$/).waitFor();
    await page.waitForURL('**/step-3');
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL('**/dashboard/analytics');
    // No longer held: the channels list opens, with the new channel in it.
    await page.goto(`${e2e.baseUrl}/channels`);
    await page.getByRole('cell', { name: NEW_CHANNEL }).waitFor();
    await page.close();
  });

  it('reconnects a channel from its view, saving new tokens and opening it again', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'newcreator@example.com');
    await page.goto(`${e2e.baseUrl}/channels`);
    await page.getByRole('cell', { name: NEW_CHANNEL }).click();
    await page.waitForURL('**/channels/view/**');
    const view = page.url();
    // The list's rows have their own Reconnect button: wait until the view has replaced them.
    await page.getByRole('table').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Reconnect with Google' }).click();
    // The state names the record, not the YouTube id: the person signs in with the channel's account.
    await page.getByLabel('YouTube channel id').fill(NEW_CHANNEL);
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(view);
    await page.getByText(NEW_CHANNEL).waitFor();
    await page.close();
  });

  it('refuses a channel id that is already registered before going to Google', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'creator@example.com');
    await page.goto(`${e2e.baseUrl}/channels/add-new`);
    await page.getByRole('textbox', { name: 'YouTube channel ID' }).fill(NEW_CHANNEL);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByText('This channel is already registered.').waitFor();
    expect(page.url()).toContain('/channels/add-new');
    await page.close();
  });

  it('lets staff add a channel for a creator and land on the dashboard', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'manager@example.com');
    await page.goto(`${e2e.baseUrl}/channels`);
    await page.getByRole('link', { name: 'Connect a channel' }).click();
    await page.waitForURL('**/channels/add-new');
    await page.getByRole('combobox', { name: 'Creator' }).fill('Noah');
    await page.getByRole('option', { name: /Noah Newcomer/ }).click();
    await page.getByRole('textbox', { name: 'YouTube channel ID' }).fill(STAFF_CHANNEL);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL('**/dashboard/analytics');
    await page.getByText(/^Your Channel : .+ has been added successfully\.$/).waitFor();
    await page.goto(`${e2e.baseUrl}/channels`);
    const row = page.getByRole('row', { name: new RegExp(STAFF_CHANNEL) });
    await row.getByRole('cell', { name: 'Noah Newcomer' }).waitFor();
    await page.close();
  });

  it('brings a refused consent back to step-2 with a message', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'creator@example.com');
    await page.goto(`${e2e.baseUrl}/step-2`);
    await page.getByRole('textbox', { name: 'YouTube channel ID' }).fill('UCrefusedConsent00000001');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('The Google sign-in was cancelled.').waitFor();
    await page.waitForURL('**/step-2');
    await page.close();
  });
});
