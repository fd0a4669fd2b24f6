import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';

// A small window (1024 x 700) in demo mode: nothing cut short or out of place, asserted as the user would notice
// it. Screenshots go to test-results/screenshots/narrow-window-*.png.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.page.setViewportSize({ width: 1024, height: 700 });
  await app.open('portfolios');
});

afterAll(async () => {
  expect(app?.problems ?? []).toEqual([]);
  await app?.close();
});

const shot = (name: string) =>
  app.page.screenshot({ path: join(screenshotDir, `narrow-window-${name}.png`) });

/** The element's text is drawn whole: nothing of it is cut off (this file is type-checked without the DOM). */
const drawnWhole = (target: Locator) =>
  target.evaluate((el: { scrollWidth: number; clientWidth: number }) => el.scrollWidth <= el.clientWidth);

/**
 * A group's price badge (its tooltip: "10 credits a range (simulated); 1M cached: 0 credits") is read whole, inside
 * its card, at 1024 px.
 */
async function expectPriceLinesWhole(card: Locator, nouns: readonly string[]): Promise<void> {
  const cardBox = await card.boundingBox();
  if (!cardBox) throw new Error('The card is not drawn');
  const badges = card.locator('.fd-cost.fd-tip');
  for (const noun of nouns) {
    // The badge whose tooltip prices this group (page-side, typed without the DOM).
    const saysNoun = (els: { textContent: string | null }[], n: string) =>
      els.findIndex(
        (el) =>
          (el.textContent ?? '').includes(` a ${n}`) ||
          (el.textContent ?? '').includes(`every ${n} is cached`),
      );
    await expect.poll(() => badges.evaluateAll(saysNoun, noun)).toBeGreaterThanOrEqual(0);
    const line = badges.nth(await badges.evaluateAll(saysNoun, noun));
    expect(await drawnWhole(line), `the price line of each ${noun} is cut short`).toBe(true);
    const box = await line.boundingBox();
    if (!box) throw new Error(`The price line of each ${noun} is not drawn`);
    expect(box.x).toBeGreaterThanOrEqual(cardBox.x);
    expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  }
}

it('shows the value chart’s price line whole at 1024 px', async () => {
  const card = app.page
    .getByRole('main', { name: 'Portfolios' })
    .getByRole('region', { name: 'Value over time' });
  await card.getByRole('figure').waitFor();
  await expectPriceLinesWhole(card, ['range']);
  await card.scrollIntoViewIfNeeded();
  await shot('01-value-chart');
});

it('shows the RWA market history’s price lines whole at 1024 px', async () => {
  await app.navigate('rwa');
  const card = app.page
    .getByRole('main', { name: 'RWA' })
    .getByRole('region', { name: 'Tokenized market history', exact: true });
  await card.getByRole('figure').waitFor();
  await expectPriceLinesWhole(card, ['range', 'metric']);
});

it('shows an RWA asset history’s price lines whole at 1024 px', async () => {
  const rwa = app.page.getByRole('main', { name: 'RWA' });
  await rwa
    .getByRole('region', { name: 'Tokenized assets' })
    .getByRole('button', { name: /^Gold/ })
    .first()
    .click();
  const card = rwa.getByRole('region', { name: 'Asset history' });
  await card.getByRole('figure').waitFor();
  await expectPriceLinesWhole(card, ['range', 'metric']);
  await card.scrollIntoViewIfNeeded();
  await shot('01-asset-history');
});

it('sets the RWA asset’s name level with the button back to all assets', async () => {
  // A heading's bottom margin inside a centred row would lift the name above the button's text.
  const rwa = app.page.getByRole('main', { name: 'RWA' });
  const back = await rwa.getByRole('button', { name: '← All assets' }).boundingBox();
  const name = await rwa.getByRole('heading', { name: /^Gold/, level: 3 }).first().boundingBox();
  if (!back || !name) throw new Error('the asset page is not drawn');
  expect(Math.abs(back.y + back.height / 2 - (name.y + name.height / 2)), 'centres apart (px)').toBeLessThan(
    1.5,
  );
});

it('writes the database path on one line beside its size, when the card has room for it', async () => {
  await app.navigate('settings');
  const storage = app.page.getByRole('main', { name: 'Settings' }).getByRole('region', { name: 'Storage' });
  const path = storage.locator('.fd-stat', { hasText: 'Database' }).getByRole('definition').locator('code');
  const size = storage.locator('.fd-stat', { hasText: 'Size' }).getByRole('definition');
  await size.filter({ hasText: /\d/ }).waitFor();
  await path.scrollIntoViewIfNeeded();
  await shot('02-storage');
  const [pathBox, sizeBox, cardBox] = [
    await path.boundingBox(),
    await size.boundingBox(),
    await storage.boundingBox(),
  ];
  if (!pathBox || !sizeBox || !cardBox) throw new Error('the Storage figures are not drawn');
  // This run's path (about 36 characters) fits the card many times over, so it must not break in two in a column
  // a third of the card wide.
  expect(pathBox.x + pathBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  expect(pathBox.height).toBeLessThan(sizeBox.height * 1.5);
  expect(pathBox.x + pathBox.width).toBeLessThanOrEqual(sizeBox.x);
});

it('leaves room between one setting and the next: no field sits on the label below it', async () => {
  await app.navigate('settings');
  const section = app.page
    .getByRole('main', { name: 'Settings' })
    .getByRole('region', { name: 'Data and privacy' });
  const currency = section.getByLabel('Base currency');
  const threshold = section.getByText('Ask before calls costing more than (credits)', { exact: true });
  await currency.scrollIntoViewIfNeeded();
  const [above, below] = [await currency.boundingBox(), await threshold.boundingBox()];
  if (!above || !below) throw new Error('the Data and privacy fields are not drawn');
  expect(below.y - (above.y + above.height), 'gap under Base currency').toBeGreaterThanOrEqual(8);
  await shot('03-settings-fields');
});

/**
 * Watches the page from its first paint: at every change of the Portfolios heading row, where its Export CSV… button
 * stands and what the price beside Refresh says (page-side code as text: these files are type-checked without the
 * DOM).
 */
const WATCH_HEAD_ROW = `(() => {
  const seen = [];
  window.__headRow = seen;
  const look = () => {
    const button = [...document.querySelectorAll('main button')].find((b) => b.textContent === 'Export CSV…');
    const price = button && button.parentElement.querySelector('.fd-cost');
    if (button && price) seen.push({ left: Math.round(button.getBoundingClientRect().left), price: price.textContent });
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
})()`;

it('keeps Export CSV… where it is while the price beside Refresh arrives', async () => {
  // Export CSV… must not move under the pointer when the price beside Refresh turns from 'cost…' into a figure.
  await app.page.addInitScript(WATCH_HEAD_ROW);
  // The address changes only its hash: a reload makes it a new page, watched from its start.
  await app.page.goto(`${app.host.url}#portfolios`);
  await app.page.reload();
  const view = app.page.getByRole('main', { name: 'Portfolios' });
  await view.getByRole('table', { name: 'Holdings' }).waitFor();
  await view
    .locator('.fd-cost', { hasText: /\d credits?/ })
    .first()
    .waitFor();
  const seen = (await app.page.evaluate('window.__headRow')) as { left: number; price: string }[];
  // The price said at least two things ('cost…', then its figure), and the button never moved.
  expect(new Set(seen.map((s) => s.price)).size).toBeGreaterThan(1);
  expect(new Set(seen.map((s) => s.left))).toEqual(new Set([seen[0]?.left]));
  await shot('03-portfolios-head');
});

/**
 * The layout shift of the page from its first paint (the browser's Cumulative Layout Shift without the user's input),
 * summed in window.__layoutShift (page-side code as text, as above).
 */
const WATCH_LAYOUT_SHIFT = `(() => {
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const shift of list.getEntries()) if (!shift.hadRecentInput) window.__layoutShift += shift.value;
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

/** A bridge frame's fields: a request is `{ id, channel, input }`, an answer `{ id, result }`. */
function frameOf(frame: string | Buffer): { id?: unknown; channel?: unknown } {
  try {
    const parsed: unknown = JSON.parse(String(frame));
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * Holds the web host's answers to the Portfolios view's reads (`portfolio:` channels) until the returned function is
 * called: demo mode answers within a frame or two, and the cards' loading state must be on screen to be measured.
 */
async function holdPortfolioReads(page: Page): Promise<() => void> {
  const held: (() => void)[] = [];
  let holding = true;
  await page.routeWebSocket(/\/bridge/, (socket) => {
    const host = socket.connectToServer();
    const reads = new Set<unknown>();
    socket.onMessage((frame) => {
      const { id, channel } = frameOf(frame);
      if (typeof channel === 'string' && channel.startsWith('portfolio:')) reads.add(id);
      host.send(frame);
    });
    host.onMessage((frame) => {
      const answer = () => socket.send(frame);
      if (holding && reads.has(frameOf(frame).id)) held.push(answer);
      else answer();
    });
  });
  return () => {
    holding = false;
    for (const answer of held.splice(0)) answer();
  };
}

it('keeps the Portfolios cards in their place while their figures load', async () => {
  // Each card's 'Loading…' line holds its card's room, so nothing drops under the reader as the figures come in
  // ('good' layout shift is under 0.1).
  await app.page.addInitScript(WATCH_LAYOUT_SHIFT);
  const release = await holdPortfolioReads(app.page);
  await app.page.reload();
  const view = app.page.getByRole('main', { name: 'Portfolios' });
  await view.getByText('Loading the portfolio value…').waitFor();
  const names = ['Value over time', 'Profit and loss by period'];
  const topsOf = () =>
    Promise.all(
      names.map(
        async (name) => (await view.getByRole('heading', { name, level: 3 }).boundingBox())?.y ?? NaN,
      ),
    );
  const loading = await topsOf();
  await shot('04-portfolios-loading');

  release();
  await view.getByRole('table', { name: 'Holdings' }).waitFor();
  await view.getByRole('region', { name: 'Value over time' }).getByRole('figure').waitFor();
  // Two frames, so the last layout shift is reported.
  await app.page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
  await shot('04-portfolios-loaded');
  expect(await app.page.evaluate('window.__layoutShift'), 'the layout shift of the load').toBeLessThan(0.1);
  const loaded = await topsOf();
  for (const [i, name] of names.entries()) {
    expect(Math.abs((loaded[i] ?? NaN) - (loading[i] ?? NaN)), `${name} moved (px)`).toBeLessThan(4);
  }
});
