import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations } from '../support/axe';
import { newPage, signIn, startE2E, type E2E } from '../support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const payments = (page: Page) => page.getByRole('region', { name: 'Payments' });

describe('the Payments card in Chromium', () => {
  it('lets a manager set EUR bank details for a rights holder, refusing a bad IBAN and a one-word name first', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'manager@example.com');
    await page.goto(`${e2e.baseUrl}/right-holders`);
    await page.getByRole('cell', { name: 'Fresh Footage Co' }).click();
    await page.waitForURL('**/right-holders/view/*');
    const card = payments(page);
    await expect(
      card.getByRole('radio', { name: /Direct payment to bank account/ }).isChecked(),
    ).resolves.toBe(true);

    await card.getByRole('combobox', { name: /^Currency/ }).selectOption('EUR');
    await card.getByRole('combobox', { name: /^Account type/ }).waitFor();
    await card.getByRole('combobox', { name: /^Recipient type/ }).selectOption('PRIVATE');
    await card.getByRole('textbox', { name: /^IBAN/ }).fill('DE89 12');
    await card.getByRole('textbox', { name: /^Account holder name/ }).fill('Nina');
    await card.getByRole('button', { name: 'Update Setting' }).click();
    await card.getByText('Invalid format').waitFor();
    await card.getByText('e.g, DE89370400440532013000').waitFor();
    await card.getByText('Please enter the recipients first and last name.').waitFor();
    expect(await blockingViolations(page)).toEqual([]);

    await card.getByRole('textbox', { name: /^IBAN/ }).fill('DE89370400440532013000');
    await card.getByRole('textbox', { name: /^Account holder name/ }).fill('Nina Owner');
    await card.getByRole('button', { name: 'Update Setting' }).click();
    await page.getByText('Payment setting updated.').waitFor();
    await page.getByText('Success', { exact: true }).waitFor();

    await page.reload();
    const reloaded = payments(page);
    await expect(reloaded.getByRole('combobox', { name: /^Currency/ }).inputValue()).resolves.toBe('EUR');
    await expect(reloaded.getByRole('textbox', { name: /^IBAN/ }).inputValue()).resolves.toMatch(/3000$/);
    await expect(reloaded.getByRole('textbox', { name: /^IBAN/ }).inputValue()).resolves.not.toContain(
      '8937',
    );
    await expect(reloaded.getByRole('textbox', { name: /^Account holder name/ }).inputValue()).resolves.toBe(
      'Nina Owner',
    );
    await page.context().close();
  });

  it('lets staff open any content owner on the Payment Setting page', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'admin@example.com');
    await page.goto(`${e2e.baseUrl}/payment-setting`);
    await page.getByRole('combobox', { name: 'Content owner' }).fill('Orla');
    await page.getByRole('option', { name: /Orla Orchid/ }).click();
    await page.waitForURL(/rights_holder=/);
    const card = payments(page);
    await expect(card.getByRole('radio', { name: /Direct payment to email/ }).isChecked()).resolves.toBe(
      true,
    );
    await expect(card.getByRole('textbox', { name: /^Email/ }).inputValue()).resolves.toBe(
      'payouts@orchid-sounds.example.com',
    );
    await page.reload();
    await expect(
      payments(page)
        .getByRole('combobox', { name: /^Currency/ })
        .inputValue(),
    ).resolves.toBe('GBP');
    await page.context().close();
  });

  it('lists the replaced account under History, masked, on a 360 px phone', async () => {
    const page = await newPage(e2e);
    await page.setViewportSize({ width: 360, height: 800 });
    const failed: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') failed.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await signIn(page, e2e.baseUrl, 'admin@example.com');
    await page.goto(`${e2e.baseUrl}/payment-setting`);
    await page.getByRole('combobox', { name: 'Content owner' }).fill('Orla');
    await page.getByRole('option', { name: /Orla Orchid/ }).click();
    const card = payments(page);
    const history = card.getByRole('region', { name: 'History' });
    await history.getByText('No earlier payment settings.').waitFor();
    await card.getByRole('textbox', { name: /^Email/ }).fill('royalties@orchid-sounds.example.com');
    await card.getByRole('button', { name: 'Update Setting' }).click();
    await page.getByText('Payment setting updated.').waitFor();
    await history.getByText('Direct payment to email · GBP').waitFor();
    await history.getByText('email: payouts@orchid-sounds.example.com').waitFor();
    await history.getByText(/^Replaced on .* by /).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await blockingViolations(page)).toEqual([]);
    expect(failed).toEqual([]);
    await page.context().close();
  });

  it('shows a rights holder their own setting on their profile, and refuses them the staff page', async () => {
    const page = await newPage(e2e);
    await signIn(page, e2e.baseUrl, 'rightsholder@example.com');
    await page.goto(`${e2e.baseUrl}/right-holders/profile`);
    const card = payments(page);
    await expect(card.getByRole('combobox', { name: /^Currency/ }).inputValue()).resolves.toBe('EUR');
    await expect(card.getByRole('textbox', { name: /^Account holder name/ }).inputValue()).resolves.toBe(
      'Rita Rights',
    );
    await page.goto(`${e2e.baseUrl}/payment-setting`);
    await page.getByText('You are not authorized to access this page.').waitFor();
    await page.context().close();
  });
});
