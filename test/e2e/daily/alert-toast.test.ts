import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox/app';
import { serveSandbox, type RunningSandbox } from '../../../src/sandbox/server';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';
import { keySection } from '../support/settings-page';

// A price alert firing while the user is on another view, with no system notification allowed: the app itself
// says so, with a toast that opens the coin and a count on the Alerts entry until Alerts is opened. A walk saw a
// fired alert show nothing at all. Live on a local sandbox whose clock the test moves, so bitcoin's price crosses
// the level between two reads. Runs inside `bash scripts/with-keyring.sh` (the key goes to the keychain).

const PEEK_KEY = 'sandbox-premium-key';
let sandbox: RunningSandbox;
let app: AppSession;
let t1 = 0;

async function sandboxPrice(): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${sandbox.url}/v1/coins/bitcoin?currency=USD`, {
      headers: { 'X-API-KEY': PEEK_KEY },
    });
    if (response.ok) return ((await response.json()) as { price: number }).price;
    if (attempt > 5) throw new Error(`sandbox price: HTTP ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 1100));
  }
}
const setSandboxClock = (to: number) =>
  fetch(`${sandbox.url}/__sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to }),
  });
/** One read of the coin through the page's api, as a Refresh sends it: its answer reaches the cache. */
const readBitcoin = () =>
  app.page.evaluate(
    "window.api.coins.get({ coinId: 'bitcoin', currency: 'USD', refresh: true }).then((a) => a.ok)",
  );

beforeAll(async () => {
  if (!process.env['DBUS_SESSION_BUS_ADDRESS']) {
    throw new Error('This test stores a key: run it inside `bash scripts/with-keyring.sh`.');
  }
  sandbox = await serveSandbox(
    createSandbox({ seed: 42, now: Date.now(), followRealTime: () => Date.now() }),
  );
  app = await openAppSession({ hostArgs: ['--api-base-url', `${sandbox.url}/v1`] });
  await app.open('settings');
  await keySection(app.page).getByLabel('API key', { exact: true }).fill('sandbox-free-key');
  await keySection(app.page).getByRole('button', { name: 'Save' }).click();
  await app.page.getByTestId('app-mode').filter({ hasText: /^Live/ }).waitFor();
  // Two sandbox times far enough apart that bitcoin's price crosses a level between them.
  const clock = (await (await fetch(`${sandbox.url}/__sandbox/clock`)).json()) as { now: number };
  const p0 = await sandboxPrice();
  let p1 = p0;
  for (let hours = 6; Math.abs(p1 - p0) / p0 < 0.03 && hours < 24 * 60; hours *= 2) {
    t1 = clock.now + hours * 3_600_000;
    await setSandboxClock(t1);
    p1 = await sandboxPrice();
  }
  await setSandboxClock(clock.now);
  const rule = {
    target: { kind: 'coin', id: 'bitcoin', label: 'Bitcoin (BTC)' },
    condition: { type: p1 > p0 ? 'above' : 'below', level: Math.round((p0 + p1) / 2) },
    currency: 'USD',
  };
  await app.page.evaluate(`window.api.alerts.create(${JSON.stringify(rule)})`);
  await app.navigate('portfolios');
});

afterAll(async () => {
  await app?.close();
  await sandbox?.close();
});

const toasts = () => app.page.getByRole('status', { name: 'Fired alerts' });
const count = () => app.page.getByRole('navigation', { name: 'Views' }).getByTestId('alerts-fired-count');

describe('a fired alert in the app', () => {
  it('shows a toast and a count on the Alerts entry, on whatever view is open', async () => {
    expect(await readBitcoin()).toBe(true);
    await setSandboxClock(t1);
    expect(await readBitcoin()).toBe(true);
    const toast = toasts().locator('.fd-toast').filter({ hasText: 'Price alert: Bitcoin (BTC)' });
    await toast.waitFor();
    expect(await toast.innerText()).toMatch(/Now [\d,.]+ USD, (above|below) [\d,]+ USD\./);
    // The badge shows the number; a screen reader hears the whole sentence.
    await expect.poll(() => count().locator('[aria-hidden="true"]').textContent()).toBe('1');
    expect((await count().locator('.fd-visually-hidden').textContent())?.trim()).toBe('1 alert fired');
    for (const theme of ['light', 'dark'] as const) {
      await app.page.emulateMedia({ colorScheme: theme });
      await app.page.screenshot({ path: join(screenshotDir, `alert-toast-${theme}.png`) });
    }
    await app.page.emulateMedia({ colorScheme: 'light' });
  });

  it('opens the coin from the toast, and the count goes once Alerts is opened', async () => {
    await toasts().getByRole('button', { name: 'Open Bitcoin (BTC)' }).click();
    await expect.poll(() => app.page.evaluate<string>('location.hash')).toBe('#coin/bitcoin');
    expect(await toasts().locator('.fd-toast').count()).toBe(0);
    expect(await count().count()).toBe(1);
    await app.navigate('alerts');
    await expect.poll(() => count().count()).toBe(0);
    expect(app.problems).toEqual([]);
  });
});
