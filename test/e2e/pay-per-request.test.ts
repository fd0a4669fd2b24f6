import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../src/sandbox/app';
import { serveSandbox, type RunningSandbox } from '../../src/sandbox/server';
import { openAppSession, screenshotDir, type AppSession } from './support/app-session';

// Pay per request, end to end in Chromium through the web host, against a local sandbox whose gateway verifies
// every EIP-3009 signature for real: from demo mode to the pay-per-request route with an imported key, a shared
// portfolio read and paid for, the session countdown, the USDC ledger in Credits, and the daily cap stopping a
// call before anything is signed. Then the wallet key is looked for everywhere it must never be. Runs inside
// `bash scripts/with-keyring.sh` (the key goes to the keychain).

const KEY = generatePrivateKey();
const ADDRESS = privateKeyToAccount(KEY).address;
const SHARE_TOKEN = 'sandbox-share-premium';

let sandbox: ReturnType<typeof createSandbox>;
let served: RunningSandbox;
let app: AppSession;
/** Requests that reached the sandbox's gateway carrying a signed payment. */
let signedPayments = 0;
/** Every bridge frame the page received (the IPC answers and pushes). */
const received: string[] = [];

beforeAll(async () => {
  if (!process.env['DBUS_SESSION_BUS_ADDRESS']) {
    throw new Error(
      'This test stores a key: run it as `bash scripts/with-keyring.sh npx vitest run --project e2e`.',
    );
  }
  sandbox = createSandbox({ seed: 42, now: Date.now(), followRealTime: () => Date.now() });
  const counting: typeof sandbox.app.fetch = (request, ...rest) => {
    if (request.headers.has('payment-signature') || request.headers.has('x-payment')) signedPayments += 1;
    return sandbox.app.fetch(request, ...rest);
  };
  const app$ = new Proxy(sandbox.app, {
    get: (target, property, receiver) =>
      property === 'fetch' ? counting : Reflect.get(target, property, receiver),
  });
  served = await serveSandbox({ ...sandbox, app: app$ });
  app = await openAppSession({
    hostArgs: ['--api-base-url', served.url, '--gateway-base-url', `${served.url}/gateway`],
  });
  app.page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => received.push(String(payload))),
  );
  await app.open('settings');
});

afterAll(async () => {
  await app?.close();
  await served?.close();
});

const page = () => app.page;
const accessRoute = () => page().getByRole('region', { name: 'Access route' });
const wallet = () => accessRoute().getByRole('group', { name: 'Wallet key' });
const portfolios = () => page().getByRole('main', { name: 'Portfolios' });
const ledger = () => page().getByRole('region', { name: 'USDC ledger' });
const textOf = (locator: Locator) => locator.innerText();

describe('Pay per request, switched on from demo mode', () => {
  it('explains the three access routes and switches to pay per request', async () => {
    await page().getByTestId('app-mode').filter({ hasText: 'Demo mode' }).waitFor();
    const options = await accessRoute().locator('label').allInnerTexts();
    expect(options.map((o) => o.trim().split(/\s+/).slice(0, 2).join(' '))).toEqual([
      'API key',
      'Pay per',
      'Demo Sample',
    ]);
    for (const option of options) expect(option.length).toBeGreaterThan(30);
    // No key is stored: the route in use is the demo, as the header says, not "API key".
    expect(await accessRoute().getByRole('radio', { name: /^Demo/ }).isChecked()).toBe(true);
    expect(
      await accessRoute()
        .getByRole('radio', { name: /^API key/ })
        .isChecked(),
    ).toBe(false);
    expect(await accessRoute().getByTestId('route-note').innerText()).toContain(
      'The demo is in use: no API key is stored.',
    );
    await page().screenshot({ path: join(screenshotDir, 'auth-settings-demo-light.png') });

    const payPerRequest = accessRoute().getByRole('radio', { name: /Pay per request/ });
    await payPerRequest.click();
    // Checked once the choice is saved (settings:update answers).
    await expect.poll(() => payPerRequest.isChecked()).toBe(true);
    await wallet().getByText('No wallet key stored').waitFor();
    // Without a key nothing can pay: still demo data.
    expect(await textOf(page().getByTestId('app-mode'))).toContain('Demo mode');
  });

  it('imports a generated key without echoing it and shows the address to fund', async () => {
    const field = wallet().getByLabel('Wallet private key');
    await field.fill(KEY);
    await wallet().getByRole('button', { name: 'Import' }).click();
    await wallet().getByTestId('wallet-address').filter({ hasText: ADDRESS }).waitFor();
    expect(await wallet().getByText('Fund this address with USDC on Base').count()).toBe(1);
    await wallet().getByRole('button', { name: 'Copy address' }).waitFor();
    await page().getByTestId('app-mode').filter({ hasText: 'Pay per request' }).waitFor();
    // The defaults: the largest price in the table per call, 1 USDC a day.
    const limits = page().getByRole('form', { name: 'Spend controls' });
    expect(await limits.getByLabel('Most per call (USDC)').inputValue()).toBe('0.05');
    expect(await limits.getByLabel('Daily cap (USDC)').inputValue()).toBe('1');
    await page().screenshot({ path: join(screenshotDir, 'pay-per-request-settings.png'), fullPage: true });
  });

  it('reads a shared portfolio through the gateway, asking for its share token, and pays once for the session', async () => {
    await app.navigate('portfolios');
    await portfolios().getByTestId('gateway-share-hint').waitFor();
    // The form sits behind the picker's button.
    await portfolios()
      .getByRole('navigation', { name: 'Portfolios' })
      .getByRole('button', { name: 'Add shared portfolio' })
      .click();
    const form = portfolios().getByRole('form', { name: 'Add a shared portfolio' });
    await form.getByLabel('Name').fill('Shared by a friend');
    await form.getByLabel('Share token').fill(SHARE_TOKEN);
    await form.getByRole('button', { name: /Add/ }).click();
    const total = portfolios()
      .getByRole('region', { name: 'Value and profit' })
      .locator('.fd-stat')
      .first()
      .getByRole('definition');
    await total.filter({ hasText: /\$/ }).waitFor({ timeout: 30_000 });
    await portfolios().getByRole('table', { name: 'Holdings' }).locator('tbody tr').first().waitFor();
    // One payment opened the gateway's session; the other reads of the portfolio rode on it.
    expect(signedPayments).toBe(1);
  });

  it('shows the session counting down in the header', async () => {
    const session = page().getByRole('banner').getByTestId('gateway-session');
    await session.filter({ hasText: /free for \d+:\d\d more · calls are not paid until then/ }).waitFor();
    const first = await textOf(session);
    const minutes = Number(/free for (\d+):/.exec(first)?.[1]);
    expect(minutes).toBeGreaterThanOrEqual(58);
    expect(minutes).toBeLessThanOrEqual(59);
    await expect.poll(() => textOf(session), { timeout: 5_000 }).not.toBe(first);
  });

  it('shows the USDC spent and the receipt, linked to the block explorer, in Credits', async () => {
    await app.navigate('credits');
    await ledger().getByTestId('usdc-spent-today').filter({ hasText: '0.001 USDC' }).waitFor();
    expect(await textOf(ledger().getByTestId('usdc-reserved-today'))).toBe('0 USDC');
    const rows = ledger().getByRole('table', { name: 'USDC payments' }).locator('tbody tr');
    expect(await rows.count()).toBe(1);
    expect(await textOf(rows.first())).toMatch(/GET \/portfolio\/value\s+0\.001\s+settled/);
    const link = rows.first().getByRole('link');
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/basescan\.org\/tx\/0x[0-9a-f]{64}$/);
    expect(await link.getAttribute('target')).toBe('_blank');
    // No plan is spent on this route: neither the header nor the Credits view shows an unchecked plan's meter.
    expect(await page().getByText('Plan not checked yet').count()).toBe(0);
    expect(await textOf(page().getByRole('region', { name: 'Credit meter' }))).toContain(
      'Paying per request',
    );
    await page().screenshot({ path: join(screenshotDir, 'pay-per-request-credits.png'), fullPage: true });
  });

  it('says in Settings where payments go, once the first one named it', async () => {
    await app.navigate('settings');
    const recipient = page().getByTestId('gateway-recipient');
    await recipient.waitFor();
    expect(await textOf(recipient)).toMatch(
      /^Payments go to 0x[0-9a-fA-F]{40}\. If the gateway asks to be paid/,
    );
    await page().screenshot({ path: join(screenshotDir, 'pay-per-request-recipient.png'), fullPage: true });
  });

  it('refuses a call that would pass the daily cap before signing, and says so', async () => {
    await app.navigate('settings');
    const limits = page().getByRole('form', { name: 'Spend controls' });
    await limits.getByLabel('Daily cap (USDC)').fill('0.001');
    await limits.getByRole('button', { name: 'Save limits' }).click();
    await limits.getByText('Limits saved.').waitFor();
    // The gateway forgets its sessions: the next read must pay, and 0.001 more would pass the cap.
    sandbox.reset();
    await app.navigate('portfolios');
    await portfolios().getByRole('button', { name: 'Refresh' }).click();
    const refusal = portfolios()
      .getByText(/above your daily cap of 0\.001 USDC/)
      .first();
    await refusal.waitFor({ timeout: 30_000 });
    expect(await textOf(refusal)).toContain('signed nothing');
    expect(signedPayments).toBe(1);
    await app.navigate('credits');
    await ledger().getByTestId('usdc-spent-today').filter({ hasText: '0.001 USDC' }).waitFor();
    expect(await ledger().getByRole('table', { name: 'USDC payments' }).locator('tbody tr').count()).toBe(1);
  });
});

describe('The wallet key stays in the keychain', () => {
  const bytes = Buffer.from(KEY.slice(2), 'hex');
  const forms = [
    KEY.slice(2),
    KEY.slice(2).toUpperCase(),
    Buffer.from(KEY, 'utf8').toString('hex'),
    bytes.toString('base64'),
    bytes.toString('base64url'),
    Buffer.from(KEY, 'utf8').toString('base64'),
    Buffer.from(KEY.slice(2), 'utf8').toString('base64'),
  ];
  const leaks = (where: string, text: string) =>
    forms.filter((form) => text.includes(form)).map((f) => `${where}: ${f.slice(0, 8)}…`);

  it('appears in no IPC answer, log, SQLite file (with its -wal) or the page', async () => {
    expect(received.length).toBeGreaterThan(10);
    const found = [
      ...leaks('IPC answers', received.join('\n')),
      ...leaks('web host log', app.host.log()),
      ...leaks('DOM', await page().content()),
    ];
    // Both databases (user and cache), their -wal files, and the user database's backups.
    const files = readdirSync(app.dataDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
      /\.db(-wal|-shm|-journal)?$/.test(name),
    );
    expect(files.some((name) => name.includes('user'))).toBe(true);
    expect(files.some((name) => name.endsWith('.db-wal'))).toBe(true);
    for (const name of files) {
      const raw = readFileSync(join(app.dataDir, name));
      found.push(...leaks(name, raw.toString('latin1')), ...leaks(`${name} (as hex)`, raw.toString('hex')));
    }
    expect(found).toEqual([]);
    expect(app.problems).toEqual([]);
  });
});
