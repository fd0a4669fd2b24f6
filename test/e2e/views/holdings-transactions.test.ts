import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';
import { captureThemes, parseShown, seriousViolations } from '../support/view-checks';

// Holdings people can read and transactions they can find, in demo mode: coin icons fetched by
// main from the service's image host (the sandbox's stand-in of it) and shown as data: URLs under the page's CSP,
// each coin's share, and its page opened from the keyboard; transactions searched, filtered and paged.

let app: AppSession;
/** Every address the page itself asked the network for: only the web host (icons come over the bridge). */
const pageRequests: string[] = [];

beforeAll(async () => {
  app = await openAppSession();
  app.page.on('request', (request) => pageRequests.push(request.url()));
  await app.open('portfolios');
});

afterAll(async () => {
  await app?.close();
});

const main = () => app.page.getByRole('main', { name: 'Portfolios' });
const holdings = () => main().getByRole('table', { name: 'Holdings' });
const transactions = () => main().getByRole('table', { name: 'Transactions' });
const column = (index: number) =>
  transactions()
    .locator(`tbody tr td:nth-child(${index + 1})`)
    .allInnerTexts();

/** Just what edgeContrast reads in the page (these files are type-checked without the DOM's types). */
interface PageImage {
  src: string;
  width: number;
  height: number;
  decode(): Promise<void>;
}
interface PageCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): {
    drawImage(image: PageImage, x: number, y: number): void;
    getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> };
  } | null;
}
interface PageDocument {
  createElement(tag: 'img'): PageImage;
  createElement(tag: 'canvas'): PageCanvas;
}

const MARGIN = 4;

/**
 * The strongest contrast (WCAG ratio) between the element as the screen shows it and the page around it: a
 * picture of it with a margin, each pixel of the element against the margin's colour.
 */
async function edgeContrast(element: Locator): Promise<number> {
  const box = await element.boundingBox();
  if (!box) throw new Error('The icon is not on screen');
  const shot = await app.page.screenshot({
    clip: {
      x: box.x - MARGIN,
      y: box.y - MARGIN,
      width: box.width + 2 * MARGIN,
      height: box.height + 2 * MARGIN,
    },
  });
  return app.page.evaluate(
    async ({ src, margin }) => {
      const doc = (globalThis as unknown as { document: PageDocument }).document;
      const image = doc.createElement('img');
      image.src = src;
      await image.decode();
      const canvas = doc.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) return 0;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      const luminance = (i: number) => {
        const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0].map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
      };
      const around = luminance(0);
      let best = 1;
      for (let y = margin - 1; y < image.height - margin + 1; y++) {
        for (let x = margin - 1; x < image.width - margin + 1; x++) {
          const l = luminance((y * image.width + x) * 4);
          best = Math.max(best, (Math.max(l, around) + 0.05) / (Math.min(l, around) + 0.05));
        }
      }
      return best;
    },
    { src: `data:image/png;base64,${shot.toString('base64')}`, margin: MARGIN },
  );
}

describe('Holdings', () => {
  it('show each coin with its icon, fetched by main and handed over as a data: URL', async () => {
    await holdings().locator('tbody tr').first().waitFor();
    const rows = await holdings().locator('tbody tr').count();
    await expect.poll(() => holdings().locator('img[data-icon="image"]').count()).toBe(rows);
    const sources = await holdings()
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
    expect(sources.every((src) => src.startsWith('data:image/png;base64,'))).toBe(true);
    // The icons are drawn: each has its natural size (a broken image has none).
    const sizes = await holdings()
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => (img as unknown as { naturalWidth: number }).naturalWidth));
    expect(sizes.every((w) => w > 0)).toBe(true);
    const host = new URL(app.host.url).origin;
    expect(pageRequests.filter((url) => !url.startsWith(host))).toEqual([]);
  });

  it('keep a dark logo visible on the dark theme: XRP stands out from the page it sits on', async () => {
    const icon = holdings()
      .locator('tbody tr')
      .filter({ hasText: 'XRP' })
      .locator('img[data-icon="image"]')
      .first();
    await icon.scrollIntoViewIfNeeded();
    for (const theme of ['dark', 'light'] as const) {
      await app.page.emulateMedia({ colorScheme: theme });
      await expect
        .poll(() => app.page.evaluate<boolean>(`matchMedia('(prefers-color-scheme: ${theme})').matches`))
        .toBe(true);
      // WCAG's least contrast for a graphic that must be seen (1.4.11): 3:1 against what is around it.
      expect(await edgeContrast(icon), theme).toBeGreaterThanOrEqual(3);
    }
    await app.page.emulateMedia({ colorScheme: 'light' });
  });

  it('give each coin its share of the portfolio, the shares adding up to 100%', async () => {
    const shares = (await holdings().locator('tbody tr td:nth-child(5)').allInnerTexts()).filter(
      (text) => text !== '—',
    );
    expect(shares.length).toBeGreaterThan(1);
    const total = shares.map(parseShown).reduce((sum, v) => sum + v, 0);
    expect(Math.abs(total - 100)).toBeLessThan(0.1 * shares.length + 0.01);
  });

  it("open a coin's page from the keyboard, and Back returns to the holdings", async () => {
    const link = holdings().locator('tbody tr').first().getByRole('link');
    const name = await link.locator('.fd-coin-name').innerText();
    await link.focus();
    await app.page.keyboard.press('Enter');
    const page = app.page.getByRole('main', { name: 'Coin' });
    await expect.poll(() => page.getByRole('heading', { level: 2 }).innerText()).toContain(name);
    const held = page.locator('.fd-stat').filter({ hasText: 'Held across your portfolios' });
    expect(parseShown(await held.getByRole('definition').innerText())).toBeGreaterThan(0);
    await page.locator('img[data-icon="image"]').first().waitFor();
    expect(await seriousViolations(app.page)).toEqual([]);
    for (const theme of ['light', 'dark'] as const) {
      await app.page.emulateMedia({ colorScheme: theme });
      await app.page.screenshot({ path: join(screenshotDir, `holdings-coin-page-${theme}.png`) });
    }
    await app.page.emulateMedia({ colorScheme: 'light' });
    await app.page.goBack();
    await main().waitFor();
    await holdings().waitFor();
  });
});

describe('Transactions', () => {
  const search = () => main().getByRole('searchbox', { name: 'Search' });
  const typeFilter = () => main().getByRole('search', { name: 'Transactions' }).getByLabel('Type');
  const coinFilter = () => main().getByRole('search', { name: 'Transactions' }).getByLabel('Coin');
  const pager = () => main().getByRole('navigation', { name: 'Transaction pages' });

  it('are paged 25 at a time over what was read', async () => {
    await transactions().locator('tbody tr').first().waitFor();
    const status = await main().locator('.fd-tx-status').innerText();
    // "70 transactions loaded. There are no more on the service."
    const read = parseShown(/^[\d,]+/.exec(status)?.[0] ?? status);
    expect(read).toBeGreaterThan(25);
    expect(await transactions().locator('tbody tr').count()).toBe(25);
    const firstPage = await column(0);
    await pager()
      .getByText(`Page 1 of ${Math.ceil(read / 25)}`)
      .waitFor();
    await pager().getByRole('button', { name: 'Next' }).click();
    await pager()
      .getByText(`Page 2 of ${Math.ceil(read / 25)}`)
      .waitFor();
    const secondPage = await column(0);
    expect(secondPage).toHaveLength(Math.min(25, read - 25));
    expect(secondPage).not.toEqual(firstPage.slice(0, secondPage.length));
    await pager().getByRole('button', { name: 'Previous' }).click();
    expect(await column(0)).toEqual(firstPage);
  });

  it('are filtered by type and by coin, back on the first page', async () => {
    const types = (await typeFilter().locator('option').allInnerTexts()).slice(1);
    expect(types.length).toBeGreaterThan(1);
    const type = types[0] ?? '';
    await typeFilter().selectOption({ label: type });
    await expect.poll(async () => new Set(await column(1))).toEqual(new Set([type]));
    await typeFilter().selectOption({ index: 0 });
    const coins = (await coinFilter().locator('option').allInnerTexts()).slice(1);
    expect(coins.length).toBeGreaterThan(1);
    const coin = coins[1] ?? '';
    await coinFilter().selectOption({ label: coin });
    await expect.poll(async () => new Set(await column(2))).toEqual(new Set([coin]));
    expect(await main().locator('.fd-tx-status').innerText()).toMatch(
      /^\d+ of the \d+ transactions loaded match the filter\./,
    );
    await coinFilter().selectOption({ index: 0 });
  });

  it('are searched by coin, and say when nothing read matches', async () => {
    const coin = ((await column(2)).find((symbol) => symbol !== '—') ?? '').toLowerCase();
    await search().fill(coin);
    await expect
      .poll(async () => (await column(2)).every((symbol) => symbol.toLowerCase() === coin))
      .toBe(true);
    await search().fill('no-such-coin-or-note');
    await transactions().getByText('No transaction loaded so far matches the filter.').waitFor();
    await search().fill('');
    await expect.poll(() => transactions().locator('tbody tr').count()).toBe(25);
  });

  it('look right in light and dark, with no serious accessibility findings', async () => {
    await typeFilter().selectOption({ index: 1 });
    expect(await captureThemes(app.page, 'holdings-transactions')).toEqual({ light: [], dark: [] });
    await typeFilter().selectOption({ index: 0 });
    expect(app.problems).toEqual([]);
  });
});
