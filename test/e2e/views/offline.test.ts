import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox/app';
import { serveSandbox, type RunningSandbox } from '../../../src/sandbox/server';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';
import { keySection } from '../support/settings-page';
import { badgeTip, captureThemes, parseShown } from '../support/view-checks';

// Live mode against a local sandbox (the web host's --api-base-url), then the sandbox stopped: the Portfolios
// view must keep showing what it cached and how old it is, and one app-wide banner says the service is out of
// reach and offers Retry now. Never a blank screen. Runs inside `bash scripts/with-keyring.sh` (the key goes to the keychain).

let sandbox: RunningSandbox;
let app: AppSession;
let cachedTotal = '';
/** Ids of the bridge calls the host has answered, so a test can wait until every read it caused is done. */
const answered = new Set<number>();

const idOf = (frame: string): number | null => {
  const parsed: unknown = JSON.parse(frame);
  return typeof parsed === 'object' && parsed !== null && 'id' in parsed && typeof parsed.id === 'number'
    ? parsed.id
    : null;
};

beforeAll(async () => {
  if (!process.env['DBUS_SESSION_BUS_ADDRESS']) {
    throw new Error(
      'This test stores a key: run it as `bash scripts/with-keyring.sh npx vitest run --project e2e`.',
    );
  }
  // Dated today and following the real clock, as the service would be.
  sandbox = await serveSandbox(
    createSandbox({ seed: 42, now: Date.now(), followRealTime: () => Date.now() }),
  );
  app = await openAppSession({
    hostArgs: ['--api-base-url', `${sandbox.url}/v1`, '--gateway-base-url', `${sandbox.url}/gateway`],
  });
  app.page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const id = idOf(String(payload));
      if (id !== null) answered.add(id);
    }),
  );
  await app.open('settings');
});

afterAll(async () => {
  await app?.close();
  await sandbox?.close();
});

const portfolios = () => app.page.getByRole('main', { name: 'Portfolios' });
const valueCard = () => portfolios().getByRole('region', { name: 'Value and profit' });
const total = () => valueCard().locator('.fd-stat').first().getByRole('definition');
const creditMeter = () =>
  app.page.getByRole('main', { name: 'Credits' }).getByRole('region', { name: 'Credit meter' });

describe('Offline with the service stopped', () => {
  it('stores the sandbox key through Settings and leaves demo mode', async () => {
    await keySection(app.page).getByLabel('API key', { exact: true }).fill('sandbox-free-key');
    await keySection(app.page).getByRole('button', { name: 'Save' }).click();
    await app.page
      .getByTestId('key-status')
      .filter({ hasText: /^Stored \(…-key\)$/ })
      .waitFor();
    await app.page.getByTestId('app-mode').filter({ hasNotText: 'Demo mode' }).waitFor();
    await expect.poll(() => app.page.getByRole('banner').getByText('Demo', { exact: true }).count()).toBe(0);
  });

  it('reads the portfolio live and caches it', async () => {
    await app.navigate('portfolios');
    await total().filter({ hasText: /^\$/ }).waitFor();
    cachedTotal = await total().innerText();
    expect(parseShown(cachedTotal)).toBeGreaterThan(0);
    expect(await valueCard().locator('.fd-source').innerText()).not.toContain('Demo data');
    await portfolios().getByRole('table', { name: 'Holdings' }).locator('tbody tr').first().waitFor();
  });

  it('checks the credit meter against the service while online', async () => {
    await app.navigate('credits');
    await creditMeter().getByRole('button', { name: 'Check with the service' }).click();
    await creditMeter()
      .getByText(/Checked against the service now;/)
      .waitFor();
    await app.navigate('portfolios');
  });

  it('after the service stops and the page reloads, shows the cached data with its age', async () => {
    await sandbox.close();
    await app.page.reload();
    await portfolios().waitFor();
    // The figures are the cached ones, not a blank card, and say where they came from and how old they are.
    await total().filter({ hasText: cachedTotal }).waitFor();
    expect(await valueCard().locator('.fd-source').innerText()).toMatch(
      /cache.* · fetched (now|\d+ \w+\.? ago)/i,
    );
    expect(await total().locator('.fd-num').getAttribute('title')).toMatch(/cache/i);
    await portfolios().getByRole('table', { name: 'Holdings' }).locator('tbody tr').first().waitFor();
  });

  it('says once, app-wide, that the service is out of reach, with Retry now; cards keep only their stale badge', async () => {
    const chart = portfolios().getByRole('region', { name: 'Value over time' });
    const shown = await chart.locator('figcaption').innerText();
    await chart.getByRole('radio', { name: '1W' }).click();
    const banner = app.page.getByRole('status', { name: 'Connection' });
    await banner.waitFor();
    expect(await banner.innerText()).toMatch(
      /^Offline since \d{1,2}:\d{2}( [AP]M)? — showing cached data; retrying (in \d+ s|now)\./,
    );
    // One banner for the whole app: no card has its own offline banner or retry.
    expect(await app.page.getByRole('status', { name: 'Connection' }).count()).toBe(1);
    expect(await portfolios().getByRole('button', { name: 'Retry', exact: true }).count()).toBe(0);
    await banner.getByRole('button', { name: 'Retry now' }).click();
    await banner.getByRole('button', { name: 'Retry now', disabled: false }).waitFor();
    // Still offline: the banner stays, and so does the last chart.
    expect(await banner.isVisible()).toBe(true);
    expect(await chart.locator('figcaption').innerText()).toBe(shown);
    expect(await total().innerText()).toBe(cachedTotal);
  });

  it('still says it once when Refresh fails for every card of the view, not once per card', async () => {
    const from = app.sent.length;
    await portfolios()
      .getByRole('button', { name: /^Refresh/ })
      .first()
      .click();
    // The refresh was tried (not swallowed), and every read it made has been answered (failed) before the page
    // is read: a per-card banner would be there by now.
    await expect.poll(() => app.sent.length).toBeGreaterThan(from);
    await expect
      .poll(() => app.sent.slice(from).filter((frame) => !answered.has(idOf(frame) ?? -1)).length, {
        timeout: 30_000,
      })
      .toBe(0);
    const banner = app.page.getByRole('status', { name: 'Connection' });
    await banner.filter({ hasText: /^Offline since / }).waitFor();
    await expect.poll(() => app.page.getByRole('status', { name: 'Connection' }).count()).toBe(1);
    // No card repeats it: no per-card "Showing cached … from" banner, no card-level Retry or error box.
    expect(
      await portfolios()
        .getByText(/^Showing cached /)
        .count(),
    ).toBe(0);
    expect(await portfolios().getByRole('button', { name: 'Retry', exact: true }).count()).toBe(0);
    expect(await portfolios().getByRole('alert').count()).toBe(0);
    expect(await total().innerText()).toBe(cachedTotal);
    // Tall enough for every card of the view to be in one picture (the view scrolls inside the window).
    const viewport = app.page.viewportSize();
    await app.page.setViewportSize({ width: 1280, height: 2300 });
    await app.page.mouse.move(0, 0);
    await app.page.screenshot({ path: join(screenshotDir, 'offline-portfolios.png') });
    if (viewport) await app.page.setViewportSize(viewport);
  });

  it('gives the credit meter one true provenance line offline, not "from the cache" and "checked now" together', async () => {
    await app.navigate('credits');
    const meter = creditMeter();
    await meter
      .getByText(/Checked against the service .+; requests since then counted by Folio Desk\./)
      .waitFor();
    expect(await meter.innerText()).not.toContain('From the local cache');
    await app.page.screenshot({ path: join(screenshotDir, 'offline-credits.png') });
    await app.navigate('portfolios');
  });

  it('looks right offline in light and dark, with no serious accessibility findings', async () => {
    expect(await captureThemes(app.page, 'portfolios-offline')).toEqual({ light: [], dark: [] });
  });

  it('refuses a transaction while offline: not sent, not queued, and the form keeps what was typed', async () => {
    const picker = portfolios().getByRole('navigation', { name: 'Portfolios' });
    await picker.getByRole('button', { name: /^Long-term holdings/ }).click();
    const bar = portfolios().getByRole('region', { name: 'Manage portfolios' });
    await bar.getByRole('button', { name: 'Add transaction' }).click();
    const form = app.page.getByRole('dialog', { name: 'Add transaction' });
    await form.getByLabel('Coin', { exact: true }).fill('bitcoin');
    await form.getByLabel('Amount', { exact: true }).fill('0.25');
    // The price starts from the cached holdings' bitcoin price (near the market: no question before sending).
    const price = form.getByLabel('Price per coin (USD)');
    if ((await price.inputValue()) === '') await price.fill('41000');
    const typed = await price.inputValue();
    await form.getByRole('button', { name: 'Add transaction' }).click();
    const alert = form.getByRole('alert').filter({ hasText: 'Not sent' });
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/Not sent: the service is unreachable.*Nothing is queued/s);
    expect(await form.getByLabel('Amount', { exact: true }).inputValue()).toBe('0.25');
    expect(await price.inputValue()).toBe(typed);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
  });

  it('offline, a button that would spend says nothing is sent instead of its price', async () => {
    await app.navigate('candles');
    const show = app.page.getByRole('button', { name: 'Show candles' });
    await show.waitFor();
    const row = show.locator('xpath=..');
    // The badge says "offline"; its tooltip says nothing is sent, and the price once the service answers.
    const badge = row.locator('.fd-cost.fd-tip');
    await expect.poll(() => badge.innerText()).toBe('offline');
    expect(await badgeTip(badge)).toMatch(
      /^offline — nothing is sent: .*nothing is spent.+this costs \d+ credits?\./s,
    );
    expect(await row.innerText()).not.toMatch(/\d+ credits?/);
    await app.page.screenshot({ path: join(screenshotDir, 'offline-candles-badge.png') });
    await app.navigate('portfolios');
  });

  it('ran without page errors or CSP violations', () => {
    expect(app.problems).toEqual([]);
  });
});
