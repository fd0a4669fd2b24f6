import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsSince, openAppSession, screenshotDir, type AppSession } from '../support/app-session';
import { creditsUsed, parseShown, seriousViolations, writeBadge, writePrice } from '../support/view-checks';

// Managing portfolios in demo mode, as a user: a manual transaction added, edited and deleted
// with the value following each step; a wallet connected as a portfolio and synced; an exchange form built from the
// service's exchange list; a portfolio deleted after the dialog says what goes with it. Each
// dialog is photographed light and dark and checked with axe. The steps walk on from one another, but each opens
// what it needs itself (a dialog a failed step left open is closed first), so one failure does not fail the rest.

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
/** The rows with Edit and Reverse, in their disclosure (closed until the user opens it). */
const rows = () => bar().getByRole('region', { name: 'Edit transactions' }).getByRole('listitem');
/** The whole price of a write's click, as its badge shows it: the write, then the portfolio read again. */
const clickPrice = (form: Locator) =>
  writePrice(form.locator('.fd-cost').last(), /to read the portfolio again \(simulated\)$/);
/** The sentence a write badge's tooltip opens with: the write's price, then what is read after it. */
const saidBy = async (badge: Locator) => (await writeBadge(badge)).said;
/** The header meter moved by exactly what the button said. */
const chargedAsSaid = async (before: number, price: number) =>
  expect.poll(async () => (await creditsUsed(app.page)) - before, { timeout: 15_000 }).toBe(price);
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
  const button = picker().getByRole('button', { name });
  if ((await button.getAttribute('aria-current')) !== 'true') await button.click();
  await expect.poll(() => button.getAttribute('aria-current')).toBe('true');
}

/**
 * The view as a step starts on it: no dialog or palette an earlier step left open. One that Escape does not close
 * (a write still busy, a lost bridge) is reported and the page opened afresh, so the failed step fails alone.
 */
async function closeLeftovers(): Promise<void> {
  // A dead host or page, or an error the page threw, fails every later step: each then says which.
  if (app.problems.length > 0)
    throw new Error(`an earlier step left: ${app.problems.join('\n').slice(0, 1500)}`);
  const open = app.page.getByRole('dialog');
  for (let i = 0; i < 3 && (await open.count()) > 0; i++) await app.page.keyboard.press('Escape');
  // A draft the window keeps comes back open after a reload: its own Cancel closes it for good.
  if ((await open.count()) > 0) {
    await open
      .first()
      .getByRole('button', { name: 'Cancel', exact: true })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  const closed = await expect
    .poll(() => open.count())
    .toBe(0)
    .then(
      () => true,
      () => false,
    );
  if (closed) return;
  const left = await open
    .first()
    .innerText()
    .catch((error: unknown) => String(error));
  console.warn(`manage-portfolios: a dialog Escape did not close, page reopened: ${left.slice(0, 300)}`);
  await app.open('portfolios');
  const after = await expect
    .poll(() => open.count())
    .toBe(0)
    .then(
      () => null,
      () => open.first().innerText(),
    );
  if (after !== null) throw new Error(`a dialog is open on the page opened afresh: ${after.slice(0, 300)}`);
}

/** Long-term holdings open with its figures and holdings read, and its rows to edit unfolded. */
async function openManual(): Promise<void> {
  await closeLeftovers();
  await select(/^Long-term holdings/);
  await main()
    .getByText(/^Value of Long-term holdings/)
    .first()
    .waitFor();
  const holdings = main().getByRole('table', { name: 'Holdings' }).getByRole('row');
  await holdings
    .filter({ hasText: /BTC|Bitcoin/ })
    .first()
    .waitFor();
  const fold = bar().locator('details.fd-manage__rows');
  if ((await fold.getAttribute('open')) === null) await fold.locator('summary').click();
  await rows().first().waitFor();
}

/** The price the form fills in for the coin, once it has it: the last one Folio Desk read. */
async function marketPrice(form: Locator): Promise<number> {
  const field = form.getByLabel('Price per coin (USD)');
  await expect.poll(async () => Number(await field.inputValue())).toBeGreaterThan(10_000);
  return Number(await field.inputValue());
}

/** The e2e buys shown as `shown` still open to an edit or a reversal (one edited or reversed offers neither). */
const openBuys = (shown: RegExp) =>
  rows()
    .filter({ hasText: 'e2e buy' })
    .filter({ hasText: shown })
    .filter({ has: app.page.getByRole('button', { name: /^Reverse / }) });

/**
 * A bitcoin buy at a third of the market price, added unless one shown as `shown` is still open: what the edit and
 * the reversal work on when the step before did not leave it.
 */
async function ensureBuy(shown: RegExp, amount: string): Promise<void> {
  const open = openBuys(shown);
  if ((await open.count()) > 0) return;
  await bar().getByRole('button', { name: 'Add transaction' }).click();
  const form = dialog('Add transaction');
  await form.getByLabel('Coin', { exact: true }).fill('bitcoin');
  await form.getByLabel('Amount', { exact: true }).fill(amount);
  await form.getByLabel('Price per coin (USD)').fill(String(Math.round((await marketPrice(form)) / 3)));
  await form.getByLabel('Fee (USD, optional)').fill('12');
  await form.getByLabel('Note (optional)').fill('e2e buy');
  await form.getByRole('button', { name: 'Add transaction' }).click();
  await form.getByRole('alert').filter({ hasText: 'is far from the market price' }).waitFor();
  await form.getByRole('button', { name: 'Add transaction' }).click();
  await form.waitFor({ state: 'detached' });
  await open.first().waitFor();
}

/** The E2E wallet portfolio the delete step removes, connected unless the connect step left it. */
async function ensureWallet(): Promise<void> {
  const wallet = picker().getByRole('button', { name: /^E2E wallet/ });
  if ((await wallet.count()) > 0) return;
  await bar().getByRole('button', { name: 'Connect wallet' }).click();
  const form = dialog('Connect a wallet portfolio');
  await expect.poll(() => form.getByLabel('Chain').locator('option').count()).toBeGreaterThan(1);
  await form.getByLabel('Chain').selectOption('ethereum');
  await form.getByLabel('Address', { exact: true }).fill('0x52908400098527886E0F7030069857D2E4169EE7');
  await form.getByLabel('Name (optional)').fill('E2E wallet');
  await form.getByRole('button', { name: 'Connect wallet' }).click();
  await form.waitFor({ state: 'detached' });
}

/** The value once it has moved away from `before` by more than the demo's price drift. */
async function valueAwayFrom(before: number, by: number): Promise<number> {
  await expect
    .poll(async () => Math.abs((await totalValue()) - before), { timeout: 15_000 })
    .toBeGreaterThan(by);
  return totalValue();
}

describe('a manual transaction, added, edited and deleted', () => {
  it('opens a manual portfolio on its value and chart; the rows to edit are folded', async () => {
    await valueCard().getByText('Demo data').waitFor();
    await select(/^Long-term holdings/);
    const fold = bar().locator('details.fd-manage__rows');
    expect(await fold.locator('summary').innerText()).toMatch(/^Edit transactions \(\d+\)$/);
    expect(await fold.getAttribute('open')).toBeNull();
    const viewport = app.page.viewportSize();
    const chart = await main().getByRole('heading', { name: 'Value over time' }).boundingBox();
    const value = await valueCard().boundingBox();
    expect(value && chart && viewport && chart.y + chart.height < viewport.height).toBe(true);
    expect(value && viewport && value.y + value.height < viewport.height).toBe(true);
    await app.page.screenshot({ path: join(screenshotDir, 'manage-manual-opened-light.png') });
    await fold.locator('summary').click();
    await rows().first().waitFor();
  });

  it('prices Add transaction with one short badge, and Cancel stays on the row of its button', async () => {
    await openManual();
    await bar().getByRole('button', { name: 'Add transaction' }).click();
    const form = dialog('Add transaction');
    await form.waitFor();
    const badge = form.locator('.fd-cost');
    await expect.poll(() => badge.innerText()).toMatch(/\d/);
    // The whole click in a few words, the one price look of the app; in demo "(simulated)" is in the tooltip.
    expect(await badge.count()).toBe(1);
    expect(await badge.innerText()).toMatch(/^\d+ credits$/);
    const add = await form.getByRole('button', { name: 'Add transaction' }).boundingBox();
    const cancel = await form.getByRole('button', { name: 'Cancel' }).boundingBox();
    expect(add && cancel && Math.abs(add.y - cancel.y)).toBeLessThan(2);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
  });

  it('adds a buy with a fee and a note; the form says what is wrong first; the value goes up', async () => {
    await openManual();
    const start = await totalValue();

    await bar().getByRole('button', { name: 'Add transaction' }).click();
    const form = dialog('Add transaction');
    await form.waitFor();
    // Sent empty: nothing goes out, and each field says what it needs.
    await form.getByRole('button', { name: 'Add transaction' }).click();
    await expect
      .poll(() => form.locator('.fd-manage__issue').allInnerTexts())
      .toEqual(expect.arrayContaining(['Coin: pick a coin', 'Amount: enter a number']));
    // A ticker typed, not picked: the form asks for a coin the search found, and sends nothing.
    await form.getByLabel('Coin', { exact: true }).fill('SOL');
    await form.getByLabel('Amount', { exact: true }).fill('0.5');
    await form.getByLabel('Price per coin (USD)').fill('140');
    const from = app.sent.length;
    await form.getByRole('button', { name: 'Add transaction' }).click();
    const refused = form.locator('.fd-manage__issue');
    await expect.poll(() => refused.allInnerTexts()).toEqual(['Coin: pick one from the list']);
    expect(callsSince(app.sent, from, 'manage:addTransaction')).toEqual([]);
    await photograph(form, 'add-transaction-unknown-coin');
    // Found by name instead, from the Coin list's search entry; picking fills the id, and the price with the
    // match's (140 was for no known coin).
    await form.getByRole('combobox', { name: 'Coin' }).click();
    await form.getByRole('option', { name: /^Search the service for “SOL”/ }).click();
    await form.getByRole('option', { name: /^Solana SOL/ }).click();
    await expect.poll(() => form.getByLabel('Coin', { exact: true }).inputValue()).toBe('solana');
    // The issue was about the coin typed: it goes once one is picked.
    await expect.poll(() => refused.count()).toBe(0);
    await expect
      .poll(async () => Number(await form.getByLabel('Price per coin (USD)').inputValue()))
      .toBeGreaterThan(0);
    // The 140 typed is not lost without a word: the field's hint says it was replaced.
    await form.getByText(/^Your 140 was replaced by this coin’s last price, at /).waitFor();
    await photograph(form, 'add-transaction-coin-found');

    // The price follows the coin until typed: bitcoin's is the one the holdings were read with.
    await form.getByLabel('Coin', { exact: true }).fill('bitcoin');
    const market = await marketPrice(form);
    await form.getByLabel('Price per coin (USD)').fill(String(Math.round(market / 3)));
    await form.getByLabel('Fee (USD, optional)').fill('12');
    await form.getByLabel('Note (optional)').fill('e2e buy');
    // The trade's total and the figures it comes from, before anything is sent.
    await expect
      .poll(() => form.locator('.fd-manage__total').innerText())
      .toMatch(/^Total cost: \$[\d,.]+ 0\.5 × \$[\d,.]+ \+ \$12\.00 fee$/);
    // The price of the whole click, before it is sent: the write, then the portfolio read again.
    await expect.poll(() => clickPrice(form)).toBeGreaterThan(4);
    await photograph(form, 'add-transaction');
    const price = await clickPrice(form);

    // Far from the market price: asked first, with both figures; nothing is sent until pressed again.
    await form.getByRole('button', { name: 'Add transaction' }).click();
    const warning = form.getByRole('alert').filter({ hasText: 'is far from the market price' });
    expect(await warning.innerText()).toMatch(
      /^The price \$[\d,.]+ is far from the market price Folio Desk last read, \$[\d,.]+\. Check it; press Add transaction again to save it as it is\.$/,
    );
    await photograph(form, 'add-transaction-far-price');
    const before = await creditsUsed(app.page);
    await form.getByRole('button', { name: 'Add transaction' }).click();
    await form.waitFor({ state: 'detached' });
    // The dialog has gone: the manage bar says what the service took.
    const saved = bar()
      .getByRole('status')
      .filter({ hasText: /^Added to / });
    expect(await saved.innerText()).toMatch(/^Added to .+: Buy 0\.5 BTC\.\s*Dismiss$/);
    await photograph(bar(), 'transaction-added');
    await chargedAsSaid(before, price);
    const added = await valueAwayFrom(start, 1000);
    expect(added).toBeGreaterThan(start);
    const row = rows().filter({ hasText: 'e2e buy · fee 12 USD included in the price' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Buy 0\.5 BTC/);
  });

  it('refuses a coin typed but not picked from the search: nothing is sent, what was typed stays', async () => {
    await openManual();
    await bar().getByRole('button', { name: 'Add transaction' }).click();
    const form = dialog('Add transaction');
    const coin = form.getByRole('combobox', { name: 'Coin' });
    await coin.fill('sola');
    const search = form.getByRole('option', { name: /^Search the service for “sola”/ });
    await search.waitFor();
    // The search entry's price is a pill of one line, not stretched to the entry's height.
    await expect
      .poll(async () => (await search.locator('.fd-cost').boundingBox())?.height ?? 0)
      .toBeGreaterThan(0);
    const badge = await search.locator('.fd-cost').boundingBox();
    const line = await coin.boundingBox();
    expect(badge && line && badge.height < line.height).toBe(true);
    await coin.press('Enter');
    await form.getByRole('option', { name: /^Solana SOL/ }).waitFor();
    await form.getByLabel('Amount', { exact: true }).fill('2');
    await form.getByLabel('Price per coin (USD)').fill('150');
    const from = app.sent.length;
    await form.getByRole('button', { name: 'Add transaction' }).click();
    await expect
      .poll(() => form.locator('.fd-manage__issue').allInnerTexts())
      .toEqual(['Coin: pick one from the list']);
    expect(callsSince(app.sent, from, 'manage:addTransaction')).toEqual([]);
    expect(await form.locator('.fd-banner--error').count()).toBe(0);
    expect(await coin.inputValue()).toBe('sola');
    expect(await form.getByLabel('Amount', { exact: true }).inputValue()).toBe('2');
    expect(await form.getByLabel('Price per coin (USD)').inputValue()).toBe('150');
    // Picked from the results, the coin is taken.
    await coin.click();
    await form.getByRole('option', { name: /^Solana SOL/ }).click();
    await expect.poll(() => coin.inputValue()).toBe('solana');
    await expect.poll(() => form.locator('.fd-manage__issue').count()).toBe(0);
    // Closing would keep this draft for the next Add transaction (window memory): a reload starts the next afresh.
    await app.page.reload();
    await main().waitFor();
  });

  it('edits it to a larger amount: a correction and the new entry, and the value follows', async () => {
    await openManual();
    await ensureBuy(/Buy 0\.5 BTC/, '0.5');
    const before = await totalValue();
    const row = openBuys(/Buy 0\.5 BTC/).first();
    await row.getByRole('button', { name: /^Edit / }).click();
    const form = dialog('Edit transaction');
    await form.waitFor();
    expect(await form.getByLabel('Amount', { exact: true }).inputValue()).toBe('0.5');
    await form.getByLabel('Amount', { exact: true }).fill('1.5');
    await expect.poll(() => saidBy(form.locator('.fd-cost').last())).toMatch(/^8 credits, then \d+ to read/);
    await photograph(form, 'edit-transaction');
    const price = await clickPrice(form);
    const used = await creditsUsed(app.page);
    // Still a third of the market price: asked again before it is saved.
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByRole('alert').filter({ hasText: 'is far from the market price' }).waitFor();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.waitFor({ state: 'detached' });
    await bar()
      .getByRole('status')
      .filter({ hasText: /^Saved in .+: Buy 1\.5 BTC\./ })
      .waitFor();
    await chargedAsSaid(used, price);
    const edited = await valueAwayFrom(before, 1000);
    expect(edited).toBeGreaterThan(before);
    await rows()
      .filter({ hasText: /Correction \(edit\)/ })
      .first()
      .waitFor();
    // The entry the edit replaced is marked, and cannot be edited or reversed again.
    const replaced = rows().filter({ hasText: 'Edited: reversed, and the new entry recorded' });
    expect(await replaced.innerText()).toMatch(/Buy 0\.5 BTC/);
    expect(await replaced.getByRole('button').count()).toBe(0);
  });

  it('reverses it after a confirmation (the service cannot delete it); the value comes back to where it began', async () => {
    await openManual();
    await ensureBuy(/Buy 1\.5 BTC/, '1.5');
    const before = await totalValue();
    const row = openBuys(/Buy 1\.5 BTC/).first();
    await row.getByRole('button', { name: /^Reverse / }).click();
    const confirm = dialog('Reverse transaction');
    await confirm.waitFor();
    expect(await confirm.innerText()).toMatch(
      /cannot remove a transaction: Folio Desk records a correcting entry of the opposite amount, dated \w{3} \d{1,2}, \d{4} at this transaction’s price \(not today’s\)/,
    );
    await expect.poll(() => saidBy(confirm.locator('.fd-cost'))).toMatch(/^4 credits, then \d+ to read/);
    await photograph(confirm, 'reverse-transaction');
    const price = await clickPrice(confirm);
    const used = await creditsUsed(app.page);
    await confirm.getByRole('button', { name: 'Record the reversal' }).click();
    await confirm.waitFor({ state: 'detached' });
    await chargedAsSaid(used, price);
    const after = await valueAwayFrom(before, 1000);
    expect(after).toBeLessThan(before);
    await rows()
      .filter({ hasText: /Correction \(reverse\)/ })
      .first()
      .waitFor();
    // Reversed once: the row says so and offers no second reversal.
    const reversed = rows().filter({ hasText: 'Reversed by a correcting entry' });
    expect(await reversed.innerText()).toMatch(/Buy 1\.5 BTC/);
    expect(await reversed.getByRole('button').count()).toBe(0);
    // The Transactions table marks both too, and says their P/L is no gain or loss (it offsets).
    const table = app.page.getByRole('table', { name: 'Transactions' });
    const correction = table.getByRole('row').filter({ hasText: 'Correction (reverse)' }).first();
    await correction.waitFor();
    expect(await correction.innerText()).toMatch(/Sell\s+Correction/);
    expect(await correction.innerText()).toContain('offsets a reversed entry');
    const original = table.getByRole('row').filter({ hasText: 'offset by its correction' });
    expect(await original.count()).toBeGreaterThan(0);
    expect(await original.first().innerText()).toMatch(/Buy\s+Reversed/);
    await correction.scrollIntoViewIfNeeded();
    await photograph(table, 'transactions-corrected');
  });
});

describe('wallet and exchange portfolios', () => {
  it('connects a wallet after the address check, then syncs it', async () => {
    await closeLeftovers();
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
    // The whole click: the write, then the list and the new portfolio it opens on.
    const connectBadge = form.locator('.fd-cost');
    await expect
      .poll(() => saidBy(connectBadge))
      .toMatch(/^40 credits, then \d+ to read the list and open the new portfolio \(simulated\)$/);
    await writePrice(connectBadge, /to read the list and open the new portfolio/);
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
    // The sync and its status (33), the status checks the dialog may make by itself until synced (5 x 3), and the
    // portfolio read again once synced: the whole click, a bound.
    await expect
      .poll(() => saidBy(sync.locator('.fd-cost')))
      .toMatch(/^up to 48 credits, then \d+ to read the portfolio again once synced \(simulated\)$/);
    await writePrice(sync.locator('.fd-cost'), /to read the portfolio again once synced/);
    await photograph(sync, 'sync');
    await sync.getByRole('button', { name: 'Sync now' }).click();
    await expect.poll(() => sync.getByRole('status').innerText()).toMatch(/Syncing|Synced/);
    await sync.getByRole('button', { name: 'Close' }).click();
  });

  it('builds the exchange form from the service list; secrets are password fields', async () => {
    await closeLeftovers();
    await bar().getByRole('button', { name: 'Connect exchange' }).click();
    const form = dialog('Connect an exchange portfolio');
    await form.getByLabel('Exchange').waitFor();
    await form.getByLabel('Exchange').selectOption('kucoin');
    for (const label of ['API key', 'API secret', 'API passphrase']) {
      expect(await form.getByLabel(label, { exact: true }).getAttribute('type')).toBe('password');
    }
    await expect
      .poll(() => saidBy(form.locator('.fd-cost')))
      .toMatch(/^10 credits, then \d+ to read the list and open the new portfolio \(simulated\)$/);
    await writePrice(form.locator('.fd-cost'), /to read the list and open the new portfolio/);
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
    // The click ends on the new portfolio, opened once the list has reloaded.
    await expect
      .poll(() =>
        picker()
          .getByRole('button', { name: /^KuCoin/ })
          .getAttribute('aria-current'),
      )
      .toBe('true');
    expect(await app.page.locator('body').innerText()).not.toMatch(/e2e-secret-98765|e2e-pass-555/);
  });

  it('deletes a portfolio after saying what goes with it (a wallet portfolio groups no others)', async () => {
    await closeLeftovers();
    await ensureWallet();
    await select(/^E2E wallet/);
    await bar().getByRole('button', { name: 'Delete portfolio' }).click();
    const confirm = dialog('Delete E2E wallet?');
    await confirm.waitFor();
    expect(await confirm.getByRole('note').innerText()).toMatch(
      /This is a wallet portfolio: it groups no others, so only it and its transactions are deleted/,
    );
    await expect
      .poll(() => saidBy(confirm.locator('.fd-cost')))
      .toMatch(/^10 credits, then \d+ to read the list and open All portfolios \(simulated\)$/);
    await writePrice(confirm.locator('.fd-cost'), /to read the list and open All portfolios/);
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
    await closeLeftovers();
    await select(/^All portfolios/);
    await app.page.keyboard.press('Control+k');
    const box = app.page.getByRole('combobox', { name: /^Type a command/ });
    await box.fill('add transaction');
    const option = app.page.getByRole('option', { name: /Add transaction/ });
    // The whole click: the write's 4 credits and the portfolio read again after it, summed.
    await expect
      .poll(async () => Number(/^(\d+) credits/m.exec(await option.innerText())?.[1]))
      .toBeGreaterThan(4);
    await box.fill('sync portfolio');
    // From All portfolios the dialog opens over a wallet portfolio, whose figures are read first: the price is the
    // whole click: that reading, the sync's 33 and the portfolio read again once synced; with the status checks
    // the dialog may make by itself, 48 in all for the sync.
    const syncOption = app.page.getByRole('option', { name: /Sync portfolio/ });
    let whole = 0;
    await expect
      .poll(async () => (whole = Number(/^(\d+) credits/m.exec(await syncOption.innerText())?.[1])))
      .toBeGreaterThan(48);
    const before = await creditsUsed(app.page);
    await app.page.keyboard.press('Enter');
    await dialog(/^Sync /).waitFor();
    const badge = dialog(/^Sync /).locator('.fd-cost');
    await expect
      .poll(() => saidBy(badge))
      .toMatch(/^up to 48 credits, then \d+ to read the portfolio again once synced/);
    const reread = (await writePrice(badge, /to read the portfolio again once synced/)) - 48;
    expect(reread).toBeGreaterThan(0);
    // Opening it spent the opening reads alone: the sync and the reading after it are the dialog's to send.
    await chargedAsSaid(before, whole - 48 - reread);
    await app.page.keyboard.press('Escape');
    await dialog(/^Sync /).waitFor({ state: 'detached' });
  });

  it('prices Add shared portfolio as the whole click, and the meter moves by that much', async () => {
    // A soak spent 57 on Add with no price beside it: the trial read, then the view opening the new portfolio. Its
    // figures are asked by the view and its Returns card alike, and must be paid for once.
    await closeLeftovers();
    await main().getByRole('button', { name: 'Add shared portfolio' }).click();
    const form = main().getByRole('form', { name: 'Add a shared portfolio' });
    await form.getByLabel('Name').fill('Friend');
    await form.getByLabel('Share token').fill('sandbox-share-premium');
    const badge = form.locator('.fd-cost').last();
    await expect
      .poll(() => saidBy(badge))
      .toMatch(/^\d+ credits, then \d+ to open the new portfolio \(simulated\)$/);
    const [, trial] = /^(\d+) credits/.exec(await saidBy(badge)) ?? [];
    const price = await writePrice(badge, /to open the new portfolio \(simulated\)$/);
    expect(Number(trial)).toBeGreaterThan(0);
    const before = await creditsUsed(app.page);
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await picker().getByRole('button', { name: 'Remove shared portfolio Friend' }).waitFor();
    await main().getByRole('table', { name: 'Holdings' }).waitFor();
    await chargedAsSaid(before, price);
  });
});
