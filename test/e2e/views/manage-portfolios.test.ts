import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';
import { parseShown, seriousViolations } from '../support/view-checks';

// Managing portfolios in demo mode (issue 14 item 2), as a user: a manual transaction added, edited and deleted
// with the value following each step; a wallet connected as a portfolio and synced; an exchange form built from the
// service's exchange list; a portfolio deleted after the dialog says what goes with it. Each
// dialog is photographed light and dark and checked with axe.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.open('portfolios');
});

afterAll(async () => {
  expect(app?.problems ?? []).toEqual([]);
  await app?.close();
});

const main = () => app.page.getByRole('main', { name: 'Portfolios' });
const picker = () => main().getByRole('navigation', { name: 'Portfolios' });
const bar = () => main().getByRole('region', { name: 'Manage portfolios' });
const dialog = (name: string | RegExp) => app.page.getByRole('dialog', { name });
const valueCard = () => main().getByRole('region', { name: 'Value and profit' });
const totalValue = async () =>
  parseShown(
    await valueCard()
      .locator('.fd-stat')
      .filter({ has: app.page.getByRole('term').filter({ hasText: 'Total value' }) })
      .getByRole('definition')
      .innerText(),
  );

/** A dialog's own picture in both themes, and the serious axe findings of the page with it open. */
async function photograph(target: Locator, name: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await app.page.emulateMedia({ colorScheme: theme });
    await expect
      .poll(() => app.page.evaluate<boolean>(`matchMedia('(prefers-color-scheme: ${theme})').matches`))
      .toBe(true);
    await target.screenshot({ path: join(screenshotDir, `manage-${name}-${theme}.png`) });
    expect(await seriousViolations(app.page), `${name} (${theme})`).toEqual([]);
  }
  await app.page.emulateMedia({ colorScheme: 'light' });
}

async function select(name: RegExp) {
  await picker().getByRole('button', { name }).click();
  await expect.poll(() => picker().getByRole('button', { name }).getAttribute('aria-current')).toBe('true');
}

/** The value once it has moved away from `before` by more than the demo's price drift. */
async function valueAwayFrom(before: number, by: number): Promise<number> {
  await expect
    .poll(async () => Math.abs((await totalValue()) - before), { timeout: 15_000 })
    .toBeGreaterThan(by);
  return totalValue();
}

describe('a manual transaction, added, edited and deleted', () => {
  it('adds a buy with a fee and a note; the form says what is wrong first; the value goes up', async () => {
    await valueCard().getByText('Demo data').waitFor();
    const all = await totalValue();
    await select(/^Long-term holdings/);
    // The card keeps the previous portfolio's figures until the manual one's arrive.
    const start = await valueAwayFrom(all, 0);

    await bar().getByRole('button', { name: 'Add transaction' }).click();
    const form = dialog('Add transaction');
    await form.waitFor();
    // Sent empty: nothing goes out, and each field says what it needs.
    await form.getByRole('button', { name: 'Add transaction' }).click();
    await expect
      .poll(() => form.locator('.fd-manage__issue').allInnerTexts())
      .toEqual(expect.arrayContaining(['Coin: pick a coin', 'Amount: enter a number']));
    await form.getByLabel('Coin', { exact: true }).fill('bitcoin');
    await form.getByLabel('Amount', { exact: true }).fill('0.5');
    await form.getByLabel('Price per coin (USD)').fill('30000');
    await form.getByLabel('Fee (USD, optional)').fill('12');
    await form.getByLabel('Note (optional)').fill('e2e buy');
    // The price of sending it, before it is sent.
    await expect.poll(() => form.locator('.fd-cost').innerText()).toBe('4 credits (simulated)');
    await photograph(form, 'add-transaction');

    await form.getByRole('button', { name: 'Add transaction' }).click();
    await form.waitFor({ state: 'detached' });
    const added = await valueAwayFrom(start, 1000);
    expect(added).toBeGreaterThan(start);
    const row = bar().getByRole('listitem').filter({ hasText: 'e2e buy · fee 12 USD included in the price' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Buy 0\.5 BTC/);
  });

  it('edits it to a larger amount: a correction and the new entry, and the value follows', async () => {
    const before = await totalValue();
    const row = bar().getByRole('listitem').filter({ hasText: 'e2e buy' }).first();
    await row.getByRole('button', { name: /^Edit / }).click();
    const form = dialog('Edit transaction');
    await form.waitFor();
    expect(await form.getByLabel('Amount', { exact: true }).inputValue()).toBe('0.5');
    await form.getByLabel('Amount', { exact: true }).fill('1.5');
    await expect.poll(() => form.locator('.fd-cost').innerText()).toBe('8 credits (simulated)');
    await photograph(form, 'edit-transaction');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.waitFor({ state: 'detached' });
    const edited = await valueAwayFrom(before, 1000);
    expect(edited).toBeGreaterThan(before);
    await bar()
      .getByRole('listitem')
      .filter({ hasText: /Correction \(edit\)/ })
      .first()
      .waitFor();
  });

  it('reverses it after a confirmation (the service cannot delete it); the value comes back to where it began', async () => {
    const before = await totalValue();
    const row = bar()
      .getByRole('listitem')
      .filter({ hasText: /Buy 1\.5 BTC/ })
      .first();
    await row.getByRole('button', { name: /^Reverse / }).click();
    const confirm = dialog('Reverse transaction');
    await confirm.waitFor();
    expect(await confirm.innerText()).toMatch(
      /cannot remove a transaction: Folio Desk records a correcting entry of the opposite amount, dated \w{3} \d{1,2}, \d{4} at this transaction’s price \(not today’s\)/,
    );
    await expect.poll(() => confirm.locator('.fd-cost').innerText()).toBe('4 credits (simulated)');
    await photograph(confirm, 'reverse-transaction');
    await confirm.getByRole('button', { name: 'Record the reversal' }).click();
    await confirm.waitFor({ state: 'detached' });
    const after = await valueAwayFrom(before, 1000);
    expect(after).toBeLessThan(before);
    await bar()
      .getByRole('listitem')
      .filter({ hasText: /Correction \(reverse\)/ })
      .first()
      .waitFor();
  });
});

describe('wallet and exchange portfolios', () => {
  it('connects a wallet after the address check, then syncs it', async () => {
    await bar().getByRole('button', { name: 'Connect wallet' }).click();
    const form = dialog('Connect a wallet portfolio');
    await form.waitFor();
    await expect.poll(() => form.getByLabel('Chain').locator('option').count()).toBeGreaterThan(1);
    await form.getByLabel('Chain').selectOption('ethereum');
    await form.getByLabel('Address', { exact: true }).fill('0x1234');
    await expect.poll(() => form.locator('.fd-manage__issue').innerText()).toMatch(/^Address: /);
    await photograph(form, 'connect-wallet');
    await form.getByLabel('Address', { exact: true }).fill('0x52908400098527886E0F7030069857D2E4169EE7');
    await form.getByLabel('Name (optional)').fill('E2E wallet');
    await expect.poll(() => form.locator('.fd-cost').innerText()).toBe('40 credits (simulated)');
    await form.getByRole('button', { name: 'Connect wallet' }).click();
    await form.waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        picker()
          .getByRole('button', { name: /^E2E wallet/ })
          .getAttribute('aria-current'),
      )
      .toBe('true');

    await bar().getByRole('button', { name: 'Sync portfolio' }).click();
    const sync = dialog('Sync E2E wallet');
    await sync.waitFor();
    await expect.poll(() => sync.locator('.fd-cost').innerText()).toBe('33 credits (simulated)');
    await photograph(sync, 'sync');
    await sync.getByRole('button', { name: 'Sync now' }).click();
    await expect.poll(() => sync.getByRole('status').innerText()).toMatch(/Syncing|Synced/);
    await sync.getByRole('button', { name: 'Close' }).click();
  });

  it('builds the exchange form from the service list; secrets are password fields', async () => {
    await bar().getByRole('button', { name: 'Connect exchange' }).click();
    const form = dialog('Connect an exchange portfolio');
    await form.getByLabel('Exchange').waitFor();
    await form.getByLabel('Exchange').selectOption('kucoin');
    for (const label of ['API key', 'API secret', 'API passphrase']) {
      expect(await form.getByLabel(label, { exact: true }).getAttribute('type')).toBe('password');
    }
    await expect.poll(() => form.locator('.fd-cost').innerText()).toBe('10 credits (simulated)');
    await form.getByRole('button', { name: 'Connect exchange' }).click();
    await expect.poll(() => form.locator('.fd-manage__issue').count()).toBe(3);
    // Each field says it is required once, under its own label (not 'API key: required' beneath 'API key').
    expect(new Set(await form.locator('.fd-manage__issue').allInnerTexts())).toEqual(new Set(['Required']));
    await photograph(form, 'connect-exchange');
    await form.getByLabel('API key', { exact: true }).fill('e2e-key-1234');
    await form.getByLabel('API secret', { exact: true }).fill('e2e-secret-98765');
    await form.getByLabel('API passphrase', { exact: true }).fill('e2e-pass-555');
    await form.getByRole('button', { name: 'Connect exchange' }).click();
    await form.waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        picker()
          .getByRole('button', { name: /^KuCoin/ })
          .count(),
      )
      .toBe(1);
    expect(await app.page.locator('body').innerText()).not.toMatch(/e2e-secret-98765|e2e-pass-555/);
  });

  it('deletes a portfolio after saying what goes with it (a wallet portfolio groups no others)', async () => {
    await select(/^E2E wallet/);
    await bar().getByRole('button', { name: 'Delete portfolio' }).click();
    const confirm = dialog('Delete E2E wallet?');
    await confirm.waitFor();
    expect(await confirm.getByRole('note').innerText()).toMatch(
      /This is a wallet portfolio: it groups no others, so only it and its transactions are deleted/,
    );
    await expect.poll(() => confirm.locator('.fd-cost').innerText()).toBe('10 credits (simulated)');
    await photograph(confirm, 'delete-portfolio');
    // Cancel is the default: the focus sits on it.
    expect(await app.page.evaluate<string>('document.activeElement?.textContent ?? ""')).toBe('Cancel');
    await confirm.getByRole('button', { name: 'Delete portfolio' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        picker()
          .getByRole('button', { name: /^E2E wallet/ })
          .count(),
      )
      .toBe(0);
    expect(
      await picker()
        .getByRole('button', { name: /^All portfolios/ })
        .getAttribute('aria-current'),
    ).toBe('true');
  });

  it('offers Add transaction and Sync portfolio in the palette, each with its price', async () => {
    await app.page.keyboard.press('Control+k');
    const box = app.page.getByRole('combobox', { name: /^Type a command/ });
    await box.fill('add transaction');
    const option = app.page.getByRole('option', { name: /Add transaction/ });
    await expect.poll(() => option.innerText()).toMatch(/4 credits/);
    await box.fill('sync portfolio');
    await expect
      .poll(() => app.page.getByRole('option', { name: /Sync portfolio/ }).innerText())
      .toMatch(/33 credits/);
    await app.page.keyboard.press('Enter');
    await dialog(/^Sync /).waitFor();
    await app.page.keyboard.press('Escape');
    await dialog(/^Sync /).waitFor({ state: 'detached' });
  });
});
