import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../support/csv-parse';
import { openAppSession, type AppSession } from '../support/app-session';
import { badgeTip, captureThemes, choicePrice, creditsUsed, parseShown } from '../support/view-checks';

// The Watchlist view in demo mode, as a user works it: find a coin by name and watch it, read its price, 24h
// change and age beside the starter coins and a watched RWA asset, find it in the command palette, export both
// lists (coins and RWA assets) and read the files back to the app's own numbers, and remove the coin again with
// the keyboard.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.open('watchlist');
});

afterAll(async () => {
  await app?.close();
});

const view = () => app.page.getByRole('main', { name: 'Watchlist' });
const coinsCard = () => view().getByRole('region', { name: 'Coins' });
const assetsCard = () => view().getByRole('region', { name: 'Real-world assets' });
const coinsTable = () => coinsCard().getByRole('table', { name: 'Watched coins' });
/** A table cell as the page's code sees it (these files have no DOM types). */
interface Cell {
  cloneNode(deep: boolean): Cell;
  querySelectorAll(selector: string): { forEach(each: (hidden: { remove(): void }) => void): void };
  textContent: string | null;
}
/**
 * The row headers as read aloud: name and symbol (laid out as flex items, which innerText splits), without the
 * icon's disc, which is decorative.
 */
const names = async (table: ReturnType<typeof coinsTable>) =>
  (
    await table.getByRole('rowheader').evaluateAll((cells: Cell[]) =>
      cells.map((cell) => {
        const copy = cell.cloneNode(true);
        copy.querySelectorAll('[aria-hidden]').forEach((hidden) => hidden.remove());
        return copy.textContent ?? '';
      }),
    )
  ).map((text) => text.replace(/\s+/g, ' ').trim());
const rowOf = (table: ReturnType<typeof coinsTable>, name: string) =>
  table
    .getByRole('row')
    .filter({ has: app.page.getByRole('rowheader', { name: new RegExp(`^${name}\\b`) }) });

/** What the app's own read answers (the cache now), through the page's api. */
const read = <T>(call: string) =>
  app.page.evaluate<T>(`window.api.${call}.then((a) => a.ok ? a.value : null)`);

interface CoinRead {
  id: string;
  name: string;
  symbol: string;
  price: number;
  priceChange1d: number | null;
}

/** The watched coins' prices as the view reads them: the watched ids, in order, in the base currency. */
async function watchedPrices(): Promise<CoinRead[]> {
  const ids = (await read<{ coinId: string }[]>('watchlist.coins({})'))?.map((c) => c.coinId) ?? [];
  const query = JSON.stringify({ coinIds: ids, currency: 'USD', limit: ids.length });
  return (await read<CoinRead[]>(`coins.list(${query})`)) ?? [];
}

describe('the Watchlist view', () => {
  it('starts with the coins the tray used to show, priced with their age', async () => {
    const table = coinsTable();
    await rowOf(table, 'Bitcoin')
      .getByText(/ago|now/)
      .waitFor();
    expect(await names(table)).toEqual(['Bitcoin BTC', 'Ethereum ETH']);
    // Each coin with its icon, fetched by main from the address the prices answer carried.
    await expect.poll(() => table.locator('tbody img[data-icon="image"]').count()).toBe(2);
    const [btc] = await watchedPrices();
    const shown = parseShown(await rowOf(table, 'Bitcoin').getByRole('cell').first().innerText());
    expect(shown).toBeCloseTo(btc?.price ?? NaN, 2);
  });

  it('finds a coin by name, at the price shown beside the search, and watches it', async () => {
    const search = coinsCard().getByRole('search', { name: 'Find a coin to watch' });
    // The price is there before anything is typed, and stays for the name typed (not searched before).
    await expect.poll(() => search.locator('.fd-cost').innerText()).toBe('2 credits');
    expect(await badgeTip(search.locator('.fd-cost'))).toMatch(/^2 credits \(simulated\): /);
    await search.getByRole('searchbox', { name: 'Find a coin' }).fill('sol');
    await expect.poll(() => search.locator('.fd-cost').innerText()).toBe('2 credits');
    const before = await creditsUsed(app.page);
    await search.getByRole('searchbox').press('Enter');
    await expect.poll(() => creditsUsed(app.page)).toBe(before + 2);
    // Searched, the same name is answered by the cache.
    await expect.poll(() => search.locator('.fd-cost').innerText()).toBe('0 credits');
    expect(await badgeTip(search.locator('.fd-cost'))).toMatch(/^0 credits: /);
    const watch = coinsCard().getByRole('button', { name: 'Watch Solana' });
    // Watching reads the prices again with Solana in them: priced in the Watch buttons' one badge, and spent.
    const watchBadge = coinsCard().locator('p.fd-row .fd-cost.fd-tip');
    await expect.poll(() => choicePrice(watchBadge, 'Solana')).toBeGreaterThan(0);
    expect(await watch.getAttribute('title')).toBeNull();
    const promised = (await choicePrice(watchBadge, 'Solana')) ?? NaN;
    expect(await badgeTip(watchBadge)).toMatch(
      /^Watching a coin reads its price: (up to )?[1-9]\d* credits? a coin \(simulated\)/,
    );
    const beforeWatch = await creditsUsed(app.page);
    await watch.press('Enter');
    await view().getByRole('status').filter({ hasText: 'Solana added to the watchlist.' }).waitFor();
    await expect.poll(() => creditsUsed(app.page)).toBe(beforeWatch + promised);
    await coinsCard().getByRole('button', { name: 'Solana is watched' }).waitFor();
    // The pressed button is disabled now: the keyboard stays in the search it was in, not on the page's body.
    const focused =
      'document.activeElement?.matches("[role=search] input[type=search]") ? "the search field" : document.activeElement?.tagName';
    expect(await app.page.evaluate<string>(focused)).toBe('the search field');

    const row = rowOf(coinsTable(), 'Solana');
    await row.getByText(/now|sec/).waitFor();
    const solana = (await watchedPrices()).find((c) => c.id === 'solana');
    const [price, change, age] = await row.getByRole('cell').allInnerTexts();
    expect(parseShown(price ?? '')).toBeCloseTo(solana?.price ?? NaN, 2);
    expect(parseShown(change ?? '')).toBeCloseTo(solana?.priceChange1d ?? NaN, 2);
    expect(change).toMatch(/^[+-−]\d+\.\d\d%$/);
    expect(age).toMatch(/now|sec/);
  });

  it('lists a watched RWA asset with its own price, 24h change and age', async () => {
    await app.page.evaluate("window.api.rwa.watch({ rwaId: 'gold', watched: true })");
    await app.navigate('rwa');
    await app.navigate('watchlist');
    const table = assetsCard().getByRole('table', { name: 'Watched real-world assets' });
    const row = rowOf(table, 'Gold');
    await row.getByText(/ago|now/).waitFor();
    const gold = await read<{ price: { tokenizedPrice: number; change24h: number } }>(
      "rwa.asset({ rwaId: 'gold', currency: 'USD' })",
    );
    const [price, change] = await row.getByRole('cell').allInnerTexts();
    expect(parseShown(price ?? '')).toBeCloseTo(gold?.price.tokenizedPrice ?? NaN, 2);
    expect(parseShown(change ?? '')).toBeCloseTo(gold?.price.change24h ?? NaN, 2);
  });

  it('looks right in light and dark, with nothing blocking assistive technology', async () => {
    const found = await captureThemes(app.page, 'watchlist-view');
    expect(found).toEqual({ light: [], dark: [] });
  });

  it('offers the watched coins in the command palette', async () => {
    await app.page.keyboard.press('Control+k');
    const palette = app.page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox').fill('solana');
    const solana = palette.getByRole('option', { name: /Solana \(SOL\)/ });
    await solana.waitFor();
    // With the icon the Watchlist's read carried: the palette reads nothing for it.
    await solana.locator('img[data-icon="image"]').waitFor();
    await app.page.keyboard.press('Escape');
    await palette.waitFor({ state: 'detached' });
  });

  it('exports both watchlists, which read back to the same numbers with as-of and source', async () => {
    await view().getByRole('button', { name: 'Export CSV…' }).click();
    const dialog = app.page.getByRole('dialog', { name: 'Export as CSV' });
    const coins = await watchedPrices();
    // The locale style writes the page's locale's decimal mark, and ';' between cells where that mark is ','.
    const locale = await app.page.evaluate<string>('navigator.language');
    const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value;
    const styles = [
      { radio: /Plain/, separator: ',', number: (t: string) => Number(t) },
      {
        radio: /your locale’s decimal mark/,
        separator: mark === ',' ? ';' : ',',
        number: (t: string) => Number(t.replace(mark ?? '.', '.').replace('\u2212', '-')),
      },
    ];
    for (const style of styles) {
      await dialog.getByRole('radio', { name: style.radio }).check();
      const [download] = await Promise.all([
        app.page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Save Coin watchlist' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^folio-desk-coin-watchlist-\d{4}-\d\d-\d\d\.csv$/);
      const text = readFileSync(await download.path(), 'utf8');
      const [header, ...body] = parseCsv(text, style.separator);
      expect(header).toEqual(['Coin', 'Name', 'Symbol', 'Price (USD)', '24h change (%)', 'As of', 'Source']);
      expect(body.map((r) => [r[0], style.number(r[3] ?? ''), style.number(r[4] ?? '')])).toEqual(
        coins.map((c) => [c.id, c.price, c.priceChange1d]),
      );
      for (const row of body) {
        expect(['live', 'cache']).toContain(row[6]);
        expect(row[5]).not.toBe('');
        if (style.separator === ',' && style.radio.source === 'Plain') {
          expect(Date.parse(row[5] ?? '')).toBeGreaterThan(Date.now() - 3_600_000);
        }
      }
    }
    // The watched RWA asset (gold, watched above), priced by its own detail read.
    await dialog.getByRole('radio', { name: /Plain/ }).check();
    const [download] = await Promise.all([
      app.page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Save RWA watchlist' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^folio-desk-rwa-watchlist-\d{4}-\d\d-\d\d\.csv$/);
    const [header, ...body] = parseCsv(readFileSync(await download.path(), 'utf8'));
    expect(header).toEqual(['Asset', 'Name', 'Symbol', 'Price (USD)', '24h change (%)', 'As of', 'Source']);
    const gold = await read<{ price: { tokenizedPrice: number; change24h: number } }>(
      "rwa.asset({ rwaId: 'gold', currency: 'USD' })",
    );
    expect(body.map((r) => [r[0], Number(r[3]), Number(r[4])])).toEqual([
      ['gold', gold?.price.tokenizedPrice, gold?.price.change24h],
    ]);
    expect(['live', 'cache']).toContain(body[0]?.[6]);
    expect(Date.parse(body[0]?.[5] ?? '')).toBeGreaterThan(Date.now() - 3_600_000);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('masks every price and change in privacy mode, keeping names and ages', async () => {
    const row = rowOf(coinsTable(), 'Solana');
    const before = await row.getByRole('cell').allInnerTexts();
    await app.page.evaluate('window.api.settings.update({ privacyMode: true })');
    await app.page.reload();
    await view().waitFor();
    await row.getByText('•••', { exact: false }).first().waitFor();
    const [price, change, age] = await row.getByRole('cell').allInnerTexts();
    expect(price).not.toMatch(/\d/);
    expect(change).not.toMatch(/\d/);
    expect(age).toMatch(/now|sec|min/);
    expect(before[0]).toMatch(/\d/);
    await app.page.evaluate('window.api.settings.update({ privacyMode: false })');
    await app.page.reload();
    await rowOf(coinsTable(), 'Solana').getByRole('cell').first().filter({ hasText: /\d/ }).waitFor();
  });

  it('offers Undo after a removal, which puts the coin back where it was', async () => {
    await coinsCard().getByRole('button', { name: 'Remove Ethereum' }).click();
    const status = view().getByRole('status').filter({ hasText: 'Ethereum removed from the watchlist.' });
    await status.waitFor();
    expect(await names(coinsTable())).toEqual(['Bitcoin BTC', 'Solana SOL']);
    await status.getByRole('button', { name: 'Undo' }).click();
    await view().getByRole('status').filter({ hasText: 'Ethereum is back on the watchlist.' }).waitFor();
    expect(await names(coinsTable())).toEqual(['Bitcoin BTC', 'Ethereum ETH', 'Solana SOL']);
  });

  it('removes the coin from the keyboard, keeping focus in the list', async () => {
    await coinsCard().getByRole('button', { name: 'Remove Solana' }).focus();
    await app.page.keyboard.press('Enter');
    await view().getByRole('status').filter({ hasText: 'Solana removed from the watchlist.' }).waitFor();
    expect(await names(coinsTable())).toEqual(['Bitcoin BTC', 'Ethereum ETH']);
    expect(await app.page.evaluate<string>('document.activeElement?.textContent ?? ""')).toBe('Coins');
    // Saved once its Undo has expired (WATCH_UNDO_MS, 8 s).
    await expect
      .poll(() => read<{ coinId: string }[]>('watchlist.coins({})'), { timeout: 15_000 })
      .toEqual([
        expect.objectContaining({ coinId: 'bitcoin' }),
        expect.objectContaining({ coinId: 'ethereum' }),
      ]);
    await view().getByRole('button', { name: 'Undo' }).waitFor({ state: 'detached' });
    expect(app.problems).toEqual([]);
  });
});
