import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';
import { badgeTip, choicePrice, creditsUsed } from '../support/view-checks';
import { followSyncedWallet } from '../support/followed-wallet';

// "Knows before every click what it will cost": opening a view reads what it shows, and the reads its cache does
// not hold fresh are paid. The navigation says that price in the link's tooltip before the click (demo mode: the
// credits are the sandbox's, simulated). A first walk through the app found opening RWA spent 6 credits unannounced.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.open('portfolios');
});

afterAll(async () => {
  await app?.close();
});

const link = (name: string) =>
  app.page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name, exact: true });

/** What a view's link says in its tooltip (hover or focus opens it); null for the view on screen, not priced. */
async function linkTip(name: string): Promise<string | null> {
  const tip = link(name).locator('xpath=following-sibling::*[@role="tooltip"]');
  return (await tip.count()) === 0 ? null : await tip.textContent();
}

/**
 * The credits a view's link promises: "Opening RWA: 6 credits (simulated)", or 0 when all of it is cached or
 * nothing is sent.
 */
async function promised(name: string): Promise<number> {
  await expect.poll(() => linkTip(name)).toMatch(new RegExp(`^Opening ${name}: `));
  const title = (await linkTip(name)) ?? '';
  if (title.endsWith(': 0 credits: cached') || title.endsWith(': free: nothing is sent')) return 0;
  const figure = /^Opening .+?: ([\d,]+) credits? \(simulated\)$/.exec(title)?.[1];
  if (!figure) throw new Error(`The link's tooltip names no price: "${title}"`);
  return Number(figure.replaceAll(',', ''));
}

describe('opening a view', () => {
  it('prices opening RWA before the click, and opening it spends exactly that', async () => {
    // Every read of the view on screen answered: the meter moves no more before the click.
    const portfolios = app.page.getByRole('main', { name: 'Portfolios' });
    for (const table of ['Holdings', 'Transactions']) {
      await portfolios.getByRole('table', { name: table }).locator('tbody tr').first().waitFor();
    }
    for (const chart of [/^Value of /, /^Profit and loss /]) {
      await portfolios.getByRole('figure', { name: chart }).locator('figcaption').waitFor();
    }
    const before = await creditsUsed(app.page);
    const price = await promised('RWA');
    expect(price).toBeGreaterThan(0);
    // The view on screen is not priced: its link does nothing.
    expect(await linkTip('Portfolios')).toBeNull();

    await link('RWA').click();
    const rwa = app.page.getByRole('main', { name: 'RWA' });
    await rwa
      .getByRole('region', { name: 'Overview', exact: true })
      .getByRole('definition')
      .first()
      .waitFor();
    await expect.poll(() => creditsUsed(app.page)).toBe(before + price);
  });

  it('prices coming back to Portfolios (its figures still fresh: nothing), and coming back spends that', async () => {
    const before = await creditsUsed(app.page);
    const price = await promised('Portfolios');
    expect(await linkTip('RWA')).toBeNull();

    await link('Portfolios').click();
    await app.page
      .getByRole('main', { name: 'Portfolios' })
      .getByRole('table', { name: 'Holdings' })
      .waitFor();
    await expect.poll(() => creditsUsed(app.page)).toBe(before + price);
    // Back to RWA right away: what it read is fresh, and its link says so.
    expect(await promised('RWA')).toBe(0);
  });

  it('prices opening Watchlist before its first visit (its watched coins read early, for free), and opening it spends exactly that', async () => {
    const before = await creditsUsed(app.page);
    const price = await promised('Watchlist');
    // The starter coins' prices are not cached yet: a coins list read.
    expect(price).toBeGreaterThan(0);

    await link('Watchlist').click();
    const table = app.page
      .getByRole('main', { name: 'Watchlist' })
      .getByRole('table', { name: 'Watched coins' });
    await table
      .getByRole('row')
      .filter({ has: app.page.getByRole('rowheader', { name: /^Bitcoin\b/ }) })
      .getByText(/ago|now/)
      .waitFor();
    await expect.poll(() => creditsUsed(app.page)).toBe(before + price);
  });

  it('prices opening Wallets on the wallet it will open, and opening it spends exactly that', async () => {
    // A wallet followed and synced before this window was opened (as after a restart): the window reads the
    // followed wallets early, for free, so the link can name the price of opening the first one. (Synced: the
    // service answers an unsynced wallet's transactions with a 409 that spends nothing, and the link, not knowing
    // that before, names their full price.)
    await followSyncedWallet(app.page, '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', 'Cold storage');
    await app.page.reload();
    await app.page
      .getByRole('main', { name: 'Watchlist' })
      .getByRole('table', { name: 'Watched coins' })
      .waitFor();
    const before = await creditsUsed(app.page);
    const price = await promised('Wallets');
    // Its balance at least (40 credits a network) is not cached yet.
    expect(price).toBeGreaterThanOrEqual(40);

    // The palette's "Go to Wallets" names the same price.
    await app.page.keyboard.press('ControlOrMeta+k');
    const palette = app.page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox').pressSequentially('go to wallets');
    const row = palette.getByRole('option').filter({ hasText: 'Go to Wallets' });
    await expect.poll(() => row.locator('.fd-cost').innerText()).toBe(`${price} credits`);
    expect(await badgeTip(row.locator('.fd-cost'))).toMatch(new RegExp(`^${price} credits \\(simulated\\)`));
    await app.page.screenshot({ path: join(screenshotDir, 'view-opening-costs-palette.png') });
    await app.page.keyboard.press('Escape');

    await link('Wallets').click();
    await app.page
      .getByRole('main', { name: 'Wallets' })
      .getByRole('region', { name: 'Balances' })
      .getByText('Demo data')
      .waitFor();
    await expect.poll(() => creditsUsed(app.page)).toBe(before + price);
  });

  it('says opening Candles is free before a chart was drawn: the view waits for Show candles', async () => {
    const before = await creditsUsed(app.page);
    await expect.poll(() => linkTip('Candles')).toBe('Opening Candles: free: nothing is sent');
    // The palette's "Go to Candles" says it in the same words, not "0 credits".
    await app.page.keyboard.press('ControlOrMeta+k');
    const palette = app.page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox').pressSequentially('go to candles');
    const row = palette.getByRole('option').filter({ hasText: 'Go to Candles' });
    await expect
      .poll(() => row.locator('.fd-cost [role="tooltip"]').textContent())
      .toBe('free: nothing is sent');
    await app.page.keyboard.press('Escape');
    await palette.waitFor({ state: 'detached' });
    await link('Candles').click();
    await app.page
      .getByRole('main', { name: 'Candles' })
      .getByRole('form', { name: 'Candle query' })
      .waitFor();
    expect(await creditsUsed(app.page)).toBe(before);
  });

  it('prices a range of the RWA market history and opening an asset, and each click spends exactly that', async () => {
    await link('RWA').click();
    const rwa = app.page.getByRole('main', { name: 'RWA' });
    const history = rwa.getByRole('region', { name: 'Tokenized market history' });
    await history.getByRole('figure').waitFor();
    // Each range's own price is on its line of the Range group's badge ("1Y: 3 credits"); 1Y has not been read.
    const rangeBadge = history.locator('.fd-cost.fd-tip').first();
    await expect.poll(() => badgeTip(rangeBadge)).toMatch(/ a range \(simulated\)/);
    const year = history.getByRole('radiogroup', { name: 'Range' }).getByRole('radio', { name: '1Y' });
    await expect.poll(() => choicePrice(rangeBadge, '1Y')).toBeGreaterThan(0);
    const rangePrice = (await choicePrice(rangeBadge, '1Y')) ?? NaN;
    expect(rangePrice).toBeGreaterThan(0);
    let before = await creditsUsed(app.page);
    await year.click();
    await history.getByRole('figure', { name: /, 1Y$/ }).waitFor();
    await expect.poll(() => creditsUsed(app.page)).toBe(before + rangePrice);

    // The assets' badge says what opening one reads: its details, history, tokens and markets, each asset's price
    // on its own line.
    const assets = rwa.getByRole('region', { name: 'Tokenized assets' });
    const open = assets
      .getByRole('table', { name: 'Tokenized assets' })
      .getByRole('button', { name: /^Gold/ });
    const assetsBadge = assets.locator('.fd-cost.fd-tip').filter({ hasText: 'Opening an asset' });
    await expect.poll(() => choicePrice(assetsBadge, /^Gold/)).toBeGreaterThan(0);
    expect(await open.getAttribute('title')).toBeNull();
    const assetPrice = (await choicePrice(assetsBadge, /^Gold/)) ?? NaN;
    expect(assetPrice).toBeGreaterThan(0);
    before = await creditsUsed(app.page);
    await open.click();
    await rwa.getByRole('region', { name: 'Asset details' }).getByRole('definition').first().waitFor();
    await rwa.getByRole('region', { name: 'Markets' }).getByRole('table').waitFor();
    await rwa.getByRole('region', { name: 'Asset history' }).getByRole('figure').waitFor();
    await expect.poll(() => creditsUsed(app.page)).toBe(before + assetPrice);
    await app.page.screenshot({ path: join(screenshotDir, 'view-opening-costs-rwa-asset.png') });
  });

  it('prices picking a watched asset in the palette, and picking it spends exactly that', async () => {
    // Another asset, not opened yet, watched from its row, then picked from another view.
    const rwa = app.page.getByRole('main', { name: 'RWA' });
    await rwa.getByRole('button', { name: '← All assets' }).click();
    const table = rwa.getByRole('table', { name: 'Tokenized assets' });
    const second = table.locator('tbody tr').nth(1);
    const name = (await second.getByRole('button', { name: /^Watch / }).getAttribute('aria-label'))?.replace(
      /^Watch /,
      '',
    );
    if (!name) throw new Error('The second asset has no name');
    await second.getByRole('button', { name: `Watch ${name}` }).click();
    await expect
      .poll(() => second.getByRole('button', { name: `Watch ${name}` }).getAttribute('aria-pressed'))
      .toBe('true');
    await link('Candles').click();
    await app.page.getByRole('main', { name: 'Candles' }).waitFor();

    await app.page.keyboard.press('ControlOrMeta+k');
    const palette = app.page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox').pressSequentially(name);
    const row = palette
      .getByRole('option')
      .filter({ has: app.page.locator('.fd-palette-group', { hasText: 'Asset' }) });
    await expect.poll(() => row.first().locator('.fd-cost').innerText()).toMatch(/^\d+ credits?$/);
    // The kind once: the group says "Asset", the label the asset's name.
    expect(await row.first().locator('.fd-palette-label').innerText()).not.toMatch(/^Asset /);
    const price = Number(/^(\d+)/.exec(await row.first().locator('.fd-cost').innerText())?.[1]);
    expect(price).toBeGreaterThan(0);
    const before = await creditsUsed(app.page);
    await row.first().click();
    await rwa.getByRole('region', { name: 'Asset details' }).getByRole('definition').first().waitFor();
    await rwa.getByRole('region', { name: 'Markets' }).getByRole('table').waitFor();
    await rwa.getByRole('region', { name: 'Asset history' }).getByRole('figure').waitFor();
    await expect.poll(() => creditsUsed(app.page)).toBe(before + price);
  });

  it('prices another sort of the markets, another page and a search of the assets, and each click spends exactly that', async () => {
    // The asset the palette opened is on screen: its Markets card prices each other choice in the option's tooltip.
    const rwa = app.page.getByRole('main', { name: 'RWA' });
    const markets = rwa.getByRole('region', { name: 'Markets' });
    await markets.getByRole('table').waitFor();
    const changeBadge = markets.locator('.fd-cost.fd-tip').filter({ hasText: 'Changing ' });
    await expect.poll(() => badgeTip(changeBadge)).toMatch(/ a change \(simulated\)/);
    const sortBy = markets.getByLabel('Sort by');
    const byPrice = sortBy.locator('option[value="price"]');
    const priceLabel = (await byPrice.textContent()) ?? '';
    await expect.poll(() => choicePrice(changeBadge, priceLabel)).toBeGreaterThan(0);
    const sortPrice = (await choicePrice(changeBadge, priceLabel)) ?? NaN;
    expect(sortPrice).toBeGreaterThan(0);
    let before = await creditsUsed(app.page);
    await sortBy.selectOption('price');
    await expect.poll(() => creditsUsed(app.page)).toBe(before + sortPrice);

    // The list of assets: the next page's price in its button's tooltip, and beside the pager for the group.
    await rwa.getByRole('button', { name: '← All assets' }).click();
    const assets = rwa.getByRole('region', { name: 'Tokenized assets' });
    const pages = assets.getByRole('navigation', { name: 'Pages' });
    const next = pages.getByRole('button', { name: 'Next page' });
    const pageBadge = pages.locator('.fd-cost.fd-tip');
    await expect.poll(() => choicePrice(pageBadge, 'Next page')).toBeGreaterThan(0);
    expect(await badgeTip(pageBadge)).toMatch(
      /^Another page reads the list again: \d+ credits? a page \(simulated\)/,
    );
    const pagePrice = (await choicePrice(pageBadge, 'Next page')) ?? NaN;
    expect(pagePrice).toBeGreaterThan(0);
    before = await creditsUsed(app.page);
    await next.click();
    await pages.getByText('Page 2 of').waitFor();
    await expect.poll(() => creditsUsed(app.page)).toBe(before + pagePrice);

    // A search is priced for the text typed, beside the Search button, before it is pressed.
    const search = assets.getByRole('search');
    await search.getByRole('searchbox').fill('gold');
    const badge = search.locator('.fd-cost');
    await expect.poll(() => badge.innerText()).toMatch(/^\d+ credits?$/);
    expect(await badgeTip(badge)).toMatch(
      /^Searching reads the list again: \d+ credits? a search \(simulated\)/,
    );
    const searchPrice = Number(/^(\d+)/.exec(await badge.innerText())?.[1]);
    expect(searchPrice).toBeGreaterThan(0);
    before = await creditsUsed(app.page);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => creditsUsed(app.page)).toBe(before + searchPrice);
    // Read a moment ago, the same search is answered by the cache, and says so.
    await expect.poll(() => badge.innerText()).toBe('cached');
  });

  it('prices picking a portfolio in the palette from another view, and picking it spends exactly that', async () => {
    // The palette lists the portfolios the Portfolios view has read (the list is a paid read): read it there,
    // then leave for Candles (free), from where a portfolio is picked.
    await link('Portfolios').click();
    const shown = app.page.getByRole('main', { name: 'Portfolios' });
    await shown.getByRole('table', { name: 'Holdings' }).locator('tbody tr').first().waitFor();
    await link('Candles').click();
    await app.page.getByRole('main', { name: 'Candles' }).waitFor();
    await app.page.keyboard.press('ControlOrMeta+k');
    const palette = app.page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox').pressSequentially('portfolio');
    // A portfolio never opened (the view showed All portfolios): its figures are read from the service.
    const row = palette
      .getByRole('option')
      .filter({ has: app.page.locator('.fd-palette-group', { hasText: 'Portfolio' }) })
      .filter({ hasNotText: 'All portfolios' })
      .first();
    await expect.poll(() => row.locator('.fd-cost').innerText()).toMatch(/^[\d,]+ credits?$/);
    const price = Number(
      /^([\d,]+)/.exec(await row.locator('.fd-cost').innerText())?.[1]?.replaceAll(',', ''),
    );
    expect(price).toBeGreaterThan(0);
    const name = await row.locator('.fd-palette-label').innerText();
    const before = await creditsUsed(app.page);
    await row.click();
    const portfolios = app.page.getByRole('main', { name: 'Portfolios' });
    await portfolios.getByRole('table', { name: 'Holdings' }).waitFor();
    await expect.poll(async () => (await app.page.title()).startsWith(`${name} `)).toBe(true);
    await expect.poll(() => creditsUsed(app.page)).toBe(before + price);
  });

  it('prices picking a wallet in the palette from another view, and picking it spends exactly that', async () => {
    // A second wallet followed and synced (as the first was), the window reloaded (its followed wallets read again,
    // for free), and Candles (free) on screen.
    await followSyncedWallet(app.page, '0x742d35Cc6634C0532925a3b844Bc454e4438f44e', 'Hot wallet');
    await app.page.reload();
    await link('Candles').click();
    await app.page.getByRole('main', { name: 'Candles' }).waitFor();

    await app.page.keyboard.press('ControlOrMeta+k');
    const palette = app.page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox').pressSequentially('hot wallet');
    const row = palette
      .getByRole('option')
      .filter({ has: app.page.locator('.fd-palette-group', { hasText: 'Wallet' }) })
      .filter({ hasText: 'Hot wallet' });
    // Its balance (40 credits a network) and its transactions are not cached yet.
    await expect.poll(() => row.locator('.fd-cost').innerText()).toMatch(/^[\d,]+ credits?$/);
    const price = Number(
      /^([\d,]+)/.exec(await row.locator('.fd-cost').innerText())?.[1]?.replaceAll(',', ''),
    );
    expect(price).toBeGreaterThanOrEqual(40);
    const before = await creditsUsed(app.page);
    await row.click();
    const wallets = app.page.getByRole('main', { name: 'Wallets' });
    await wallets.getByRole('region', { name: 'Balances' }).getByText('Demo data').waitFor();
    await expect.poll(() => creditsUsed(app.page)).toBe(before + price);
  });

  it('raised no page errors or CSP reports', () => {
    expect(app.problems).toEqual([]);
  });
});
