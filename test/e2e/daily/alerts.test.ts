import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox/app';
import { serveSandbox, type RunningSandbox } from '../../../src/sandbox/server';
import { openAppSession, type AppSession } from '../support/app-session';
import { keySection } from '../support/settings-page';
import { captureThemes } from '../support/view-checks';
import type { Locator } from 'playwright-core';

// Price alerts in the web host, live on a local sandbox whose clock the test moves (its control routes), so the
// price the app reads crosses the alert's level between two reads. The page's Notification is wrapped by an
// init script that records each call and passes it on to the real one (permission granted to the page), so
// what is observed is the app's own call. Runs inside `bash scripts/with-keyring.sh` (the key goes to the keychain).

const KEY = 'sandbox-free-key';
const PEEK_KEY = 'sandbox-premium-key';
let sandbox: RunningSandbox;
let app: AppSession;
let t0 = 0;
let t1 = 0;
let level = 0;
let rising = true;

/** How many lines an element's text takes on screen (these files are type-checked without the DOM's types). */
type Lined = {
  ownerDocument: {
    createRange(): { selectNodeContents(node: unknown): void; getClientRects(): { length: number } };
  };
};
const linesOf = (target: Locator) =>
  target.evaluate((el: Lined) => {
    const range = el.ownerDocument.createRange();
    range.selectNodeContents(el);
    return range.getClientRects().length;
  });

/**
 * Bitcoin's price in USD as the sandbox gives it at its current time: a direct request with another account's
 * key, so it neither goes through the app nor shares its rate limit.
 */
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
async function setSandboxClock(to: number): Promise<void> {
  await fetch(`${sandbox.url}/__sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to }),
  });
}
/** One read of the coin through the page's api, as a view's Refresh sends it: its answer reaches the cache. */
const readBitcoin = () =>
  app.page.evaluate(
    "window.api.coins.get({ coinId: 'bitcoin', currency: 'USD', refresh: true }).then((a) => a.ok)",
  );
const shown = () => app.page.evaluate<{ title: string; body: string }[]>('window.__notifications');
const alerts = () => app.page.getByRole('main', { name: 'Alerts' });
const log = () => alerts().getByRole('region', { name: 'Alert log' });

/**
 * Runs in the page before its own scripts: Notification becomes a subclass of the real one that records each
 * notification the app creates (and keeps the last, to click it), so the real call still happens.
 */
const RECORD_NOTIFICATIONS = `(() => {
  const Real = window.Notification;
  window.__notifications = [];
  class Recorded extends Real {
    constructor(title, options) {
      super(title, options);
      window.__notifications.push({ title, body: (options && options.body) || '' });
      window.__lastNotification = this;
    }
    static get permission() { return Real.permission; }
    static requestPermission(...args) { return Real.requestPermission(...args); }
  }
  window.Notification = Recorded;
})();`;

beforeAll(async () => {
  if (!process.env['DBUS_SESSION_BUS_ADDRESS']) {
    throw new Error(
      'This test stores a key: run it as `bash scripts/with-keyring.sh npx vitest run --project e2e`.',
    );
  }
  sandbox = await serveSandbox(
    createSandbox({ seed: 42, now: Date.now(), followRealTime: () => Date.now() }),
  );
  app = await openAppSession({ hostArgs: ['--api-base-url', `${sandbox.url}/v1`] });
  await app.browser.context.grantPermissions(['notifications'], { origin: new URL(app.host.url).origin });
  await app.browser.context.addInitScript(RECORD_NOTIFICATIONS);
  await app.open('settings');
  await keySection(app.page).getByLabel('API key', { exact: true }).fill(KEY);
  await keySection(app.page).getByRole('button', { name: 'Save' }).click();
  await app.page.getByTestId('app-mode').filter({ hasNotText: 'Demo mode' }).waitFor();
  // Two sandbox times far enough apart that bitcoin's price moves by more than the re-arm band.
  const clock = (await (await fetch(`${sandbox.url}/__sandbox/clock`)).json()) as { now: number };
  t0 = clock.now;
  const p0 = await sandboxPrice();
  let p1 = p0;
  for (let hours = 6; Math.abs(p1 - p0) / p0 < 0.03 && hours < 24 * 60; hours *= 2) {
    t1 = t0 + hours * 3_600_000;
    await setSandboxClock(t1);
    p1 = await sandboxPrice();
  }
  expect(Math.abs(p1 - p0) / p0).toBeGreaterThan(0.03);
  rising = p1 > p0;
  level = Math.round((p0 + p1) / 2);
  await setSandboxClock(t0);
});

afterAll(async () => {
  await app?.close();
  await sandbox?.close();
});

describe('Price alerts', () => {
  it('saves an alert from the form, and refuses one without a level, saying why', async () => {
    await app.navigate('alerts');
    const form = alerts().getByRole('form', { name: 'New alert' });
    // The coin is found by name (any coin the service knows, not only the first page of its list).
    await form.getByRole('combobox', { name: 'Coin' }).fill('Bitcoin');
    await form.getByRole('button', { name: 'Find coins named like “Bitcoin”' }).click();
    await form
      .getByRole('listbox', { name: 'Coins found' })
      .getByRole('option', { name: /^Bitcoin BTC id bitcoin$/ })
      .click();
    await form.getByRole('status').filter({ hasText: 'Picked Bitcoin (BTC)' }).waitFor();
    await form.getByLabel('When', { exact: true }).selectOption(rising ? 'above' : 'below');
    await form.getByRole('button', { name: 'Save alert' }).click();
    await form.getByRole('alert').filter({ hasText: 'Enter a price level above zero.' }).waitFor();
    // The level's box stands level with the selects beside it: same top, same height.
    const boxOf = async (locator: Locator) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error('not on screen');
      return found;
    };
    const levelBox = await boxOf(form.getByLabel('Level (USD)'));
    const whenBox = await boxOf(form.getByLabel('When', { exact: true }));
    expect(Math.abs(levelBox.y - whenBox.y)).toBeLessThan(1);
    expect(Math.abs(levelBox.height - whenBox.height)).toBeLessThan(1);
    await form.getByLabel('Level (USD)').fill(String(level));
    await form.getByRole('button', { name: 'Save alert' }).click();
    await form.getByRole('status').filter({ hasText: 'Alert saved for Bitcoin (BTC).' }).waitFor();
    const rules = alerts().getByRole('region', { name: 'Your alerts' }).getByRole('table');
    await rules.getByRole('row', { name: /Bitcoin \(BTC\).*Armed/ }).waitFor();
    expect(await captureThemes(app.page, 'alerts-form')).toEqual({ light: [], dark: [] });
  });

  it('shows what a refresh cadence would cost a month before it is saved, priced like the read it sends', async () => {
    const cadence = alerts().getByRole('region', { name: 'Refresh for alerts' });
    await cadence
      .getByLabel("Read the alerts' prices", { exact: true })
      .selectOption({ label: 'Every 15 minutes' });
    const perRefresh = await app.page.evaluate<number>(
      "window.api.credits.preview({ channel: 'coins:list', input: { coinIds: ['bitcoin'], currency: 'USD', limit: 1, refresh: true } }).then((a) => a.value.credits)",
    );
    expect(perRefresh).toBeGreaterThan(0);
    const perMonth = (perRefresh * 30 * 24 * 4).toLocaleString('en-US');
    const cost = cadence.getByTestId('alert-cadence-cost');
    await cost
      .filter({ hasText: `About ${perMonth} credits a month` })
      .filter({ hasText: 'Not saved yet.' })
      .waitFor();
    // Said in words, naming what is read, not the endpoint ("2 credits for GET /coins").
    expect(await cost.innerText()).toMatch(/ credits? a refresh, for the prices? of Bitcoin/);
    expect(await cost.innerText()).not.toMatch(/GET|\//);
    expect(
      await app.page.evaluate<number | null>('window.api.alerts.cadence().then((a) => a.value.minutes)'),
    ).toBeNull();
    await cadence.getByRole('button', { name: 'Save' }).click();
    await cost
      .filter({ hasNotText: 'Not saved yet.' })
      .filter({ hasText: `About ${perMonth} credits a month` })
      .waitFor();
    expect(
      await app.page.evaluate<number | null>('window.api.alerts.cadence().then((a) => a.value.minutes)'),
    ).toBe(15);
    // Off again: the test drives every read itself.
    await cadence.getByLabel("Read the alerts' prices", { exact: true }).selectOption({ index: 0 });
    await cadence.getByRole('button', { name: 'Save' }).click();
    await cost.filter({ hasText: /^Off: alerts cost nothing/ }).waitFor();
  });

  it('judges a price on the same side as armed, then fires once when a cached price crosses the level', async () => {
    expect(await readBitcoin()).toBe(true);
    await expect.poll(shown).toEqual([]);
    await setSandboxClock(t1);
    expect(await readBitcoin()).toBe(true);
    await expect.poll(async () => (await shown()).length).toBe(1);
    const [note] = await shown();
    expect(note?.title).toBe('Price alert: Bitcoin (BTC)');
    expect(note?.body).toMatch(
      rising ? /^Now [\d,.]+ USD, above [\d,]+ USD\.$/ : /^Now [\d,.]+ USD, below [\d,]+ USD\.$/,
    );
    await log()
      .getByRole('row', { name: /Bitcoin \(BTC\)/ })
      .waitFor();
    expect(await log().getByRole('row').count()).toBe(2); // header + one entry
    // Another read on the same side of the level is judged (the rule saw it) but is no new crossing. Main pushes
    // an alert before it answers the read that brought its price, so by now any second one would have shown.
    const judgedAsOf = () =>
      app.page.evaluate<number>('window.api.alerts.list().then((a) => a.value[0].judgedAsOf)');
    const before = await judgedAsOf();
    expect(await readBitcoin()).toBe(true);
    expect(await judgedAsOf()).toBeGreaterThan(before);
    expect(await shown()).toHaveLength(1);
  });

  it('in privacy mode notifies without amounts and masks them in the log', async () => {
    await app.page.evaluate('window.api.settings.update({ privacyMode: true })');
    await app.page.reload();
    await alerts().waitFor();
    // Back below (or above) the band: re-armed; then across again.
    await setSandboxClock(t0);
    expect(await readBitcoin()).toBe(true);
    await setSandboxClock(t1);
    expect(await readBitcoin()).toBe(true);
    await expect
      .poll(async () => (await app.page.evaluate<unknown[]>('window.__notifications')).length)
      .toBe(1);
    const [note] = await shown();
    expect(note?.body).toBe(
      rising ? 'The price rose above your alert level.' : 'The price fell below your alert level.',
    );
    expect(`${note?.title} ${note?.body}`).not.toMatch(/\d/);
    await expect.poll(() => log().getByRole('row').count()).toBe(3);
    const logText = await log().getByRole('table').innerText();
    expect(logText).toContain('•••');
    expect(logText).not.toContain(level.toLocaleString('en-US'));
    // The short cells of "Your alerts" keep to one line beside the log (they wrapped while State had room).
    const rules = alerts().getByRole('region', { name: 'Your alerts' }).getByRole('table');
    for (const text of ['Bitcoin (BTC)', /^Price (above|below) \$•••$/, 'Data as of']) {
      expect(await linesOf(rules.getByText(text, { exact: true }))).toBe(1);
    }
    expect(await captureThemes(app.page, 'alerts-log')).toEqual({ light: [], dark: [] });
  });

  it('opens the coin’s page from a log entry and from the notification; Back returns to the log', async () => {
    // The coin's own page, titled by its name (the icon's placeholder letters are not part of the title).
    const coinPage = () =>
      app.page.getByRole('main', { name: 'Coin' }).getByRole('heading', { level: 2, name: /^Bitcoin\b/ });
    await log().getByRole('button', { name: 'Bitcoin (BTC)' }).first().click();
    await coinPage().waitFor();
    expect(app.page.url()).toMatch(/#coin\/bitcoin$/);
    await app.page.goBack();
    await log()
      .getByRole('row', { name: /Bitcoin \(BTC\)/ })
      .first()
      .waitFor();
    await app.navigate('portfolios');
    await app.page.evaluate('window.__lastNotification.onclick()');
    await coinPage().waitFor();
    expect(app.page.url()).toMatch(/#coin\/bitcoin$/);
  });

  it('opens the form and the log from the command palette, with their headings focused', async () => {
    await app.navigate('portfolios');
    for (const [typed, heading] of [
      ['new alert', 'New alert'],
      ['alert log', 'Alert log'],
    ] as const) {
      await app.page.keyboard.press('Control+k');
      await app.page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox').waitFor();
      await app.page.keyboard.type(typed);
      await app.page.keyboard.press('Enter');
      const target = alerts().getByRole('heading', { name: heading, level: 3 });
      await expect.poll(() => target.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    }
  });

  it('says so when the browser refuses notifications, and keeps the log', async () => {
    await app.browser.context.clearPermissions();
    await app.page.reload();
    const where = alerts().getByTestId('alert-notifications');
    await where.getByRole('button', { name: 'Allow notifications' }).click();
    await where.getByRole('alert').filter({ hasText: 'Notifications are blocked for this page' }).waitFor();
    expect(await log().getByRole('row').count()).toBe(3);
  });

  it('opens the RWA asset from its alert in the log', async () => {
    const form = alerts().getByRole('form', { name: 'New alert' });
    await form.getByLabel('On', { exact: true }).selectOption('rwa');
    const asset = form.getByLabel('Asset', { exact: true });
    await asset.locator('option').nth(1).waitFor({ state: 'attached' });
    // The sandbox back at today's time, and an asset the service prices (some have no tokenized price).
    await setSandboxClock(t0);
    const rwaId = await app.page.evaluate<string>(
      "window.api.rwa.assets({ currency: 'USD', limit: 100 }).then((a) => a.value.items.find((i) => i.tokenizedPrice !== null).id)",
    );
    await asset.selectOption(rwaId);
    const label = (await asset.locator('option:checked').innerText()).trim();
    await form.getByLabel('When', { exact: true }).selectOption('above');
    await form.getByLabel('Level (USD)').fill('0.000001');
    await form.getByRole('button', { name: 'Save alert' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: `Alert saved for ${label}.` })
      .waitFor();
    expect(
      await app.page.evaluate(
        `window.api.rwa.asset({ rwaId: ${JSON.stringify(rwaId)}, currency: 'USD', refresh: true }).then((a) => a.ok || a.error.message)`,
      ),
    ).toBe(true);
    await log().getByRole('button', { name: label }).click();
    const name = label.replace(/ \([^)]*\)$/, '');
    await app.page.getByRole('main', { name: 'RWA' }).getByRole('heading', { name, level: 3 }).waitFor();
    expect(app.problems).toEqual([]);
  });
});
