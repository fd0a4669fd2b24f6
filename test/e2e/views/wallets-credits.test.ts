import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsSince, openAppSession, type AppSession } from '../support/app-session';
import { badgeCredits, badgeTip, captureThemes, creditsUsed, creditsUsedAfter } from '../support/view-checks';
import { startWebHostProcess } from '../support/web-host-process';

// Wallets and Credits in demo mode: follow a wallet, find its transactions not yet synced, sync it end to end
// with its price shown first and its progress on screen, then find every spend in the request journal.

const ADDRESS = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';

let app: AppSession;
/** The header meter before the sync, and the price the Sync button showed. */
let beforeSync = 0;
let syncCost = 0;
/** The transaction type the filter test picked, by name. */
let filteredType = '';

beforeAll(async () => {
  app = await openAppSession();
  await app.open('wallets');
});

afterAll(async () => {
  await app?.close();
});

const main = () => app.page.getByRole('main', { name: 'Wallets' });
const syncCard = () => main().getByRole('region', { name: 'Sync transactions' });
const txCard = () => main().getByRole('region', { name: 'Transactions', exact: true });
const column = (name: string, index: number) =>
  app.page
    .getByRole('table', { name })
    .locator(`tbody tr td:nth-child(${index + 1})`)
    .allInnerTexts();

describe('Wallets in demo mode', () => {
  it('starts with no wallet and says how to follow one', async () => {
    await main().getByText('No wallets yet: follow one below.').waitFor();
    await app.page.getByRole('banner').getByText('Demo', { exact: true }).waitFor();
  });

  it('follows a wallet and shows its balances as demo data', async () => {
    const form = main().getByRole('form', { name: 'Follow a wallet' });
    await form.getByRole('textbox', { name: 'Address' }).fill(ADDRESS);
    await form.getByRole('combobox', { name: 'Chain' }).selectOption({ label: 'Ethereum' });
    await form.getByRole('textbox', { name: 'Label (optional)' }).fill('Cold storage');
    // Follow's price is beside it before the click: the new wallet's balance, read at once, is what it spends.
    await expect.poll(() => form.locator('.fd-cost').innerText()).toBe('40 credits');
    expect(await badgeTip(form.locator('.fd-cost'))).toMatch(/^40 credits \(simulated\): /);
    const before = await creditsUsed(app.page);
    await form.getByRole('button', { name: 'Follow' }).click();
    await expect.poll(() => creditsUsed(app.page)).toBe(before + 40);
    const wallet = main()
      .getByRole('navigation', { name: 'Followed wallets' })
      .getByRole('button', { name: /^Cold storage Ethereum$/ });
    await wallet.waitFor();
    expect(await wallet.getAttribute('aria-current')).toBe('true');
    // Its remove button is joined to it, edge to edge and as tall, so that which wallet it removes is plain.
    const remove = main()
      .getByRole('navigation', { name: 'Followed wallets' })
      .getByRole('button', { name: 'Remove wallet Cold storage' });
    const [item, cross] = [await wallet.boundingBox(), await remove.boundingBox()];
    expect(Math.abs((cross?.x ?? 0) - ((item?.x ?? 0) + (item?.width ?? 0)))).toBeLessThan(1);
    expect(Math.abs((cross?.height ?? 0) - (item?.height ?? 0))).toBeLessThan(1);
    const balances = main().getByRole('region', { name: 'Balances' });
    await balances.getByText('Demo data').waitFor();
    expect(await column('Balances', 0)).not.toEqual([]);
    expect(new Set(await column('Balances', 1))).toEqual(new Set(['Ethereum']));
    // Every coin with its icon, from the imgUrl the balance answer carries.
    const rows = await balances.locator('tbody tr').count();
    await expect.poll(() => balances.locator('tbody img[data-icon="image"]').count()).toBe(rows);
    // The symbol beside its icon reads on the same line as the row's other words (it sat 2 px higher).
    const first = balances.locator('tbody tr').first();
    const [symbol, chain] = [
      await first.locator('.fd-coin-cell > span').last().boundingBox(),
      await first.getByText('Ethereum', { exact: true }).boundingBox(),
    ];
    if (!symbol || !chain) throw new Error('the first balance is not drawn');
    expect(Math.abs(symbol.y + symbol.height / 2 - (chain.y + chain.height / 2))).toBeLessThanOrEqual(1.5);
  });

  it('says the transactions need a sync first, and what it will cost before it starts', async () => {
    // 409 is a normal state, not a red error: one sentence that names the one action.
    const notice = txCard().getByRole('status').filter({ hasText: 'Not synced yet' });
    await notice.waitFor();
    expect(await notice.innerText()).toBe(
      'Not synced yet: press Sync above to read this wallet’s transactions.',
    );
    expect(await txCard().getByRole('alert').count()).toBe(0);
    expect(await txCard().getByRole('button', { name: 'Retry' }).count()).toBe(0);
    const price = syncCard().locator('.fd-cost');
    await price.filter({ hasText: /credit/ }).waitFor();
    syncCost = await badgeCredits(price);
    expect(syncCost).toBeGreaterThan(0);
    // Nothing has been sent to sync yet: the price is known before the button is pressed.
    expect(callsSince(app.sent, 0, 'wallet:sync')).toEqual([]);
  });

  it('syncs end to end with its progress on screen, then lists the transactions', async () => {
    beforeSync = await creditsUsed(app.page);
    await syncCard().getByRole('button', { name: 'Sync', exact: true }).click();
    const progress = syncCard().getByRole('status');
    await progress.filter({ hasText: /Syncing: / }).waitFor();
    expect(await progress.getByRole('progressbar', { name: 'Sync progress' }).isVisible()).toBe(true);
    expect(await syncCard().getByRole('button', { name: 'Sync', exact: true }).isDisabled()).toBe(true);
    await syncCard().getByRole('button', { name: 'Cancel sync' }).waitFor();
    // The transactions card says the sync is under way, not "press Sync".
    expect(await txCard().getByRole('status').innerText()).toBe(
      'Syncing this wallet: its transactions are shown here once the sync is done.',
    );
    // The elapsed time moves on its own between status checks, and "check" takes the singular when it is one.
    const seconds = async () => Number(/, (\d+) s\)$/.exec(await progress.innerText())?.[1] ?? -1);
    const firstSeconds = await seconds();
    await expect.poll(seconds, { timeout: 5000 }).toBeGreaterThan(firstSeconds);
    expect(await progress.innerText()).not.toMatch(/\b1 checks\b/);
    // The demo service takes a few seconds of its (real-time) clock to sync a wallet.
    // Done, it says when: the line stays on screen long after.
    await progress.filter({ hasText: /Synced at \d{1,2}:\d{2}\s?[AP]M: / }).waitFor({ timeout: 60_000 });
    expect(await progress.innerText()).toMatch(/\((1 check|\d+ checks), \d+ s\)$/);
    expect(await progress.innerText()).not.toMatch(/\b1 checks\b/);
    expect(await progress.getByRole('progressbar').getAttribute('value')).toBe('1');

    const table = txCard().getByRole('table', { name: 'Wallet transactions' });
    await table.waitFor();
    expect(await txCard().getByRole('alert').count()).toBe(0);
    const rows = (await column('Wallet transactions', 0)).length;
    expect(rows).toBeGreaterThan(0);
    // How many were read, and that there are no more: the demo wallet's list is shorter than a page.
    expect(await txCard().getByRole('status').filter({ hasText: 'loaded' }).innerText()).toBe(
      `${rows} transactions loaded. There are no more on the service.`,
    );
    expect(await txCard().getByRole('button', { name: 'Load more' }).count()).toBe(0);
    expect(await txCard().getByText('Demo data').isVisible()).toBe(true);
    // Transaction hashes in the theme's link colour (light: #0969da), not the browser's default.
    // (The demo wallet's list has hashes with explorer links and Sent rows, so neither check can pass unseen.)
    expect(await table.getByRole('link').count()).toBeGreaterThan(0);
    expect(
      await app.page.evaluate<string>(`getComputedStyle(document.querySelector('table a[href]')).color`),
    ).toBe('rgb(9, 105, 218)');
    // One sign convention with the portfolio: what was sent leaves the wallet, so its amount is negative.
    const types = await column('Wallet transactions', 1);
    const amounts = await column('Wallet transactions', 3);
    const sent = amounts.filter((_, i) => /^sent$/i.test(types[i] ?? ''));
    expect(sent.length).toBeGreaterThan(0);
    for (const amount of sent) expect(amount).toMatch(/^[-−]/);
    // ...while its value is unsigned, as in the portfolio's table; a swap says what it gave for its coin.
    const values = await column('Wallet transactions', 4);
    for (const value of values) expect(value).not.toMatch(/^[-−]/);
    const coins = await column('Wallet transactions', 2);
    const swaps = coins.filter((_, i) => /^swap$/i.test(types[i] ?? ''));
    for (const coin of swaps) expect(coin).toMatch(/gave [\d.,]+ [A-Z]+/);
    // Each coin with its icon, from the item of the answer that moved it.
    await expect.poll(() => table.locator('tbody img[data-icon="image"]').count()).toBe(rows);
    // The sync spent what its badge said, give or take one status check (a quicker sync needs fewer).
    await expect
      .poll(async () => (await creditsUsed(app.page)) - beforeSync)
      .toBeGreaterThanOrEqual(syncCost - 3);
    expect((await creditsUsed(app.page)) - beforeSync).toBeLessThanOrEqual(syncCost);
  });

  it('filters the transactions by a type from the service’s list, spending the price shown beside it', async () => {
    const filter = txCard().getByRole('combobox', { name: 'Type' });
    const options = await filter.locator('option').allInnerTexts();
    expect(options[0]).toBe('All types');
    expect(options.length).toBeGreaterThan(2);
    const all = await column('Wallet transactions', 1);
    const type = [...new Set(all)].find((t) => options.includes(t)) ?? options[1] ?? '';
    filteredType = type;
    const badge = txCard().locator('.fd-cost');
    // The list on screen is cached: its badge says so.
    await expect.poll(() => badgeCredits(badge)).toBe(0);
    const before = await creditsUsed(app.page);
    await filter.selectOption({ label: type });
    await expect.poll(() => column('Wallet transactions', 1)).not.toEqual(all);
    // A type not read before is a new call; once read, it is cached.
    const spent = (await creditsUsedAfter(app.page, before)) - before;
    expect(spent).toBeGreaterThan(0);
    await expect.poll(() => badgeCredits(badge)).toBe(0);
    const shown = await column('Wallet transactions', 1);
    expect(new Set(shown)).toEqual(new Set([type]));
    await filter.selectOption({ label: 'All types' });
    await expect.poll(async () => (await column('Wallet transactions', 1)).length).toBe(all.length);
  });

  it('puts each card’s title first, its source under it, clear of the controls, and a price level with its select', async () => {
    const box = async (locator: Locator) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error('not on screen');
      return found;
    };
    const balances = main().getByRole('region', { name: 'Balances' });
    const title = await box(balances.getByRole('heading', { name: 'Balances' }));
    expect((await box(balances.locator('.fd-source-line'))).y).toBeGreaterThan(title.y + title.height - 1);
    const card = txCard();
    const select = await box(card.getByRole('combobox', { name: 'Type' }));
    const source = await box(card.locator('.fd-source-line'));
    expect(source.y - (select.y + select.height)).toBeGreaterThanOrEqual(6);
    const price = await box(card.locator('.fd-cost').first());
    expect(price.y).toBeGreaterThan(select.y);
    expect(price.y + price.height).toBeLessThan(select.y + select.height);
  });

  it('looks right in light and dark, with no serious accessibility findings', async () => {
    expect(await captureThemes(app.page, 'wallets')).toEqual({ light: [], dark: [] });
  });
});

describe('Credits in demo mode', () => {
  it('lists the sync in the request journal at the price the button showed', async () => {
    await app.navigate('credits');
    await app.page
      .getByRole('region', { name: 'Credit meter' })
      .getByText(/simulated Starter account/)
      .waitFor();
    const journal = app.page.getByRole('table', { name: 'Request journal' });
    await journal.locator('tbody tr').first().waitFor();
    const rows = await journal
      .locator('tbody tr')
      .evaluateAll((trs: { innerText: string }[]) => trs.map((tr) => tr.innerText.split('\t')));
    // Named by feature, with the method and path beside it.
    const sync = rows.find(([, endpoint]) =>
      /^Wallet sync PATCH .*wallet.*transactions/i.test(endpoint ?? ''),
    );
    expect(sync, JSON.stringify(rows.slice(0, 8))).toBeDefined();
    // The PATCH is the start of the sync's price; its status checks and the re-read make up the rest.
    expect(Number(sync?.[3])).toBeGreaterThan(0);
    expect(Number(sync?.[3])).toBeLessThan(syncCost);
    expect(sync?.[5]).toBe('Live');
    expect(rows.some((row) => row[5] === 'Live' && row[4] === '409')).toBe(true);
  });

  it('tells two live reads of the wallet’s transactions apart: the sync’s re-read and the type filter', async () => {
    const journal = app.page.getByRole('table', { name: 'Request journal' });
    const rows = await journal
      .locator('tbody tr')
      .evaluateAll((trs: { innerText: string }[]) => trs.map((tr) => tr.innerText.split('\t')));
    const reads = rows.filter(
      ([, endpoint, , , , source]) => /^Wallet transactions GET /.test(endpoint ?? '') && source === 'Live',
    );
    expect(reads.length, JSON.stringify(rows.slice(0, 12))).toBeGreaterThanOrEqual(2);
    const details = reads.map((row) => (row[2] ?? '').trim());
    // Each names the wallet by the label it was followed with (never its address whole); the filtered one names
    // its type by name.
    for (const text of details) {
      expect(text).toContain('wallet Cold storage');
      expect(text).not.toContain(ADDRESS);
    }
    expect(filteredType).not.toBe('');
    expect(details.filter((text) => text.startsWith(`types ${filteredType} · `)).length).toBe(1);
    expect(details.filter((text) => !text.startsWith('types ')).length).toBeGreaterThanOrEqual(1);
    // Every header on one line: one row of text each.
    const headers = await journal.locator('thead th').allInnerTexts();
    expect(headers.map((h) => h.replace(/[▲▼]/g, '').trim())).toEqual([
      'Time',
      'Feature',
      'Details',
      'Credits',
      'Status',
      'Source',
      'Took',
    ]);
    expect(headers.every((h) => !h.includes('\n'))).toBe(true);
  });

  it('shows the month’s use per feature, and where the rest of the meter’s count comes from', async () => {
    const usage = app.page.getByRole('table', { name: /^Use per feature since / });
    await usage.locator('tbody tr').first().waitFor();
    const credits = (await usage.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((t) =>
      Number(t.replaceAll(',', '')),
    );
    expect(credits.some((n) => n > 0)).toBe(true);
    const features = await usage.locator('tbody tr td:nth-child(1)').allInnerTexts();
    expect(features).toContain('Wallet sync PATCH /wallet/transactions');
    // The rows add up to the meter's "used": the demo account's earlier use is its own row.
    const column3 = async () =>
      (await usage.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((t) =>
        Number(t.replaceAll(',', '')),
      );
    await expect
      .poll(async () => (await column3()).reduce((a, b) => a + b, 0) - (await creditsUsed(app.page)))
      .toBe(0);
    expect(features.some((f) => f.startsWith('Used before this demo session'))).toBe(true);
    // What the demo meter is, in words.
    expect(await app.page.getByRole('region', { name: 'Credit meter' }).innerText()).toMatch(
      /Demo mode spends none of your credits\. This meter belongs to a simulated Starter account/,
    );
  });

  it('writes each time, and each method with its path, on one line in the request journal', async () => {
    const journal = app.page.getByRole('table', { name: 'Request journal' });
    await journal.locator('tbody tr').first().waitFor();
    // How many lines of text an element's text takes on screen (one box per line for each piece of text).
    // The e2e tests have no DOM types: the element is described by the little that is used of it.
    type Box = { top: number };
    type Range = { selectNodeContents(node: unknown): void; getClientRects(): ArrayLike<Box> };
    // Measured on one snapshot of the rows: the journal grows while the app works (a CI run counted 22 times, then
    // 23 names, one request later).
    type Row = { querySelector(selector: string): unknown };
    const rows = await journal.locator('tbody tr').evaluateAll((trs: Row[]) => {
      const count = (el: unknown) => {
        if (!el) return -1;
        const node = el as { ownerDocument: { createRange(): Range } };
        const range = node.ownerDocument.createRange();
        range.selectNodeContents(node);
        return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
      };
      return trs.map((tr) => [
        count(tr.querySelector('td:nth-child(1)')),
        count(tr.querySelector('td:nth-child(2) .fd-cost')),
        // ...and each feature's name: 'Wallet transactions' above its path, never 'Wallet' above 'transactions'.
        count(tr.querySelector('td:nth-child(2) .fd-journal-feature')),
      ]);
    });
    expect(rows.length).toBeGreaterThan(3);
    expect(new Set(rows.flat())).toEqual(new Set([1]));
  });

  it('looks right in light and dark, with no serious accessibility findings', async () => {
    await app.page.getByRole('table', { name: 'Request journal' }).locator('tbody tr').first().waitFor();
    expect(await captureThemes(app.page, 'credits')).toEqual({ light: [], dark: [] });
  });

  it('keeps the demo meter’s count across a restart of the app', async () => {
    const before = await creditsUsed(app.page);
    await app.host.stop();
    const again = await startWebHostProcess(app.dataDir);
    try {
      await app.page.goto(`${again.url}#credits`);
      await app.page
        .getByRole('region', { name: 'Credit meter' })
        .getByText(/simulated Starter account/)
        .waitFor();
      // The restarted app checks the plan against its fresh sandbox: the count must not fall back.
      await app.page
        .getByRole('region', { name: 'Credit meter' })
        .getByText(/Checked against the service/)
        .waitFor();
      expect(await creditsUsed(app.page)).toBeGreaterThanOrEqual(before);
    } finally {
      await again.stop();
    }
  });

  it('ran without page errors or CSP violations', () => {
    expect(app.problems).toEqual([]);
  });
});
