import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from './support/app-session';
import {
  closedPortOrigin,
  creditsAnswerAt,
  hasOpenssl,
  noApiAnywhere,
  refusesEveryKey,
  startHttpService,
  startSelfSignedHttpsService,
  type LocalService,
} from './support/local-service';
import { keySection } from './support/settings-page';

// The connection check as a user meets it in Settings: store a key, or change the Service address under
// Advanced, and read what the app says. Each outcome runs against a real local server (or a closed port); run
// inside `bash scripts/with-keyring.sh`, since storing a key needs a Secret Service.

const key = `fd-conn-${randomBytes(10).toString('hex')}`;
let session: AppSession;
let v1Only: LocalService;
let rootOnly: LocalService;
let refusing: LocalService;
let nothing: LocalService;
let selfSigned: LocalService;
let closedPort: string;

beforeAll(async () => {
  if (!process.env['DBUS_SESSION_BUS_ADDRESS']) {
    throw new Error(
      'Run this file inside `bash scripts/with-keyring.sh`: storing a key needs a Secret Service.',
    );
  }
  if (!hasOpenssl())
    throw new Error('The TLS case makes a self-signed certificate with openssl; install openssl.');
  v1Only = await startHttpService(creditsAnswerAt('/v1', 'STARTER', 18_766, 20_000));
  rootOnly = await startHttpService(creditsAnswerAt('', 'MOONSHOT', 5, 1_000));
  refusing = await startHttpService(refusesEveryKey);
  nothing = await startHttpService(noApiAnywhere);
  selfSigned = await startSelfSignedHttpsService(creditsAnswerAt('', 'PRO', 1, 2));
  closedPort = await closedPortOrigin();
  // The web host starts at the documented host's form (no /v1); the check has to learn that this server needs it.
  session = await openAppSession({ hostArgs: ['--api-base-url', v1Only.origin] });
});

afterAll(async () => {
  await session?.close();
  for (const service of [v1Only, rootOnly, refusing, nothing, selfSigned]) await service?.close();
});

const outcome = () => session.page.getByTestId('connection-check');
const addressHint = () => session.page.getByTestId('service-address');

/** Types an address under Advanced and saves it; resolves once the check's outcome names it. */
async function useAddress(address: string, shown: string | RegExp) {
  const field = keySection(session.page).getByLabel('Service address');
  await field.fill(address);
  await keySection(session.page).getByRole('button', { name: 'Use this address' }).click();
  await outcome().filter({ hasText: shown }).waitFor();
  return outcome().innerText();
}

describe('the connection check in Settings', () => {
  it('stores a key, learns that the address needs /v1, and shows the plan and the credits left', async () => {
    await session.open('settings');
    await keySection(session.page).getByLabel('API key', { exact: true }).fill(key);
    await keySection(session.page).getByRole('button', { name: 'Save' }).click();
    await outcome().filter({ hasText: 'Connected' }).waitFor();
    const text = await outcome().innerText();
    expect(text).toContain('Plan: STARTER. Credits left at this check: 18,766 of 20,000;');
    expect(text).toContain(`${v1Only.origin} answered 404 and ${v1Only.origin}/v1 answered`);
    expect(await addressHint().innerText()).toContain(
      `Requests go to ${v1Only.origin}/v1 (set by --api-base-url`,
    );
    expect(await keySection(session.page).getByLabel('Service address').inputValue()).toBe(
      `${v1Only.origin}/v1`,
    );
    // The check asked the form without /v1 first (the credit meter's own reads may come in between), each
    // request with the stored key.
    expect(v1Only.paths).toContain('/usage/credits');
    expect(v1Only.paths).toContain('/v1/usage/credits');
    expect(v1Only.keysSeen.length).toBe(v1Only.paths.length);
    expect(new Set(v1Only.keysSeen)).toEqual(new Set([key]));
    await session.page.screenshot({ path: join(screenshotDir, 'connection-ok.png'), fullPage: true });
  });

  it('says the key was refused on a 401, and keeps the key', async () => {
    const text = await useAddress(refusing.origin, 'refused');
    expect(text).toContain(`The key was refused by the service at ${refusing.origin} (401).`);
    expect(text).toContain('Your key is still saved in the keychain.');
    expect(await session.page.getByTestId('key-status').innerText()).toBe(`Stored (…${key.slice(-4)})`);
    expect(await addressHint().innerText()).toContain(
      `Requests go to ${refusing.origin} (saved in Settings)`,
    );
  });

  it('says a refused key once for the whole app: one notice linked to Settings, and the header says so', async () => {
    await session.navigate('portfolios');
    const notice = session.page.getByRole('alert', { name: 'API key' });
    await notice.waitFor();
    await session.page.getByText('Not loaded: the API key was refused.').first().waitFor();
    expect(await notice.innerText()).toContain('The service refused your API key (401).');
    // Not one red box per card, each with a Retry the same key cannot make work.
    expect(await session.page.getByRole('alert').count()).toBe(1);
    expect(await session.page.getByRole('button', { name: 'Retry', exact: true }).count()).toBe(0);
    expect(await session.page.getByText(/did not accept/).count()).toBe(0);
    const header = session.page.getByRole('banner').getByRole('link', { name: 'Key refused — see Settings' });
    expect(await header.getAttribute('href')).toBe('#settings');
    expect(await session.page.getByText('Plan not checked yet').count()).toBe(0);
    await session.page.screenshot({
      path: join(screenshotDir, 'auth-key-refused-portfolios-light.png'),
      fullPage: true,
    });
    await notice.getByRole('link', { name: 'Settings' }).click();
    const line = session.page.getByTestId('app-mode');
    await line.filter({ hasText: 'the service refused your key (401)' }).waitFor();
    expect(await line.innerText()).not.toContain('Live');
    await session.page.screenshot({ path: join(screenshotDir, 'auth-key-refused-settings-light.png') });
  });

  it('says there is no CoinStats API at an address that answers 404 everywhere, naming it', async () => {
    const text = await useAddress(`${nothing.origin}/`, 'No CoinStats API');
    expect(text).toContain(`No CoinStats API at this address: ${nothing.origin}.`);
    expect(text).toContain('404 with and without /v1');
    expect(text).toContain('Your key is still saved');
    // The check asks the address as given, then the other form once. The live session, rebuilt for the new
    // address, reads its plan there too (the same free read, possibly in between), so the meter follows at once.
    expect(nothing.paths[0]).toBe('/usage/credits');
    expect(nothing.paths.filter((path) => path === '/v1/usage/credits')).toHaveLength(1);
    expect(nothing.paths.every((path) => path.endsWith('/usage/credits'))).toBe(true);
    // The line under the title does not say the account is being read while the check below says it is not.
    await session.page
      .getByTestId('app-mode')
      .filter({ hasText: 'could not be read at its address' })
      .waitFor();
    await session.page.screenshot({ path: join(screenshotDir, 'connection-not-found.png'), fullPage: true });
  });

  it('says nothing answered at a closed port', async () => {
    const text = await useAddress(closedPort, 'Could not reach');
    expect(text).toContain(
      `Could not reach ${closedPort}: nothing accepts connections there (connection refused).`,
    );
    expect(text).toContain('Your key is still saved');
  });

  it('refuses a self-signed certificate as a TLS failure, before the key is sent', async () => {
    const text = await useAddress(selfSigned.origin, 'secure connection');
    expect(text).toContain(
      `The secure connection to ${selfSigned.origin} failed: its certificate is self-signed.`,
    );
    expect(text).toContain('Your key is still saved');
    // The handshake failed, so no request (and no key) reached the server.
    expect(selfSigned.keysSeen).toEqual([]);
    await session.page.screenshot({ path: join(screenshotDir, 'connection-tls.png'), fullPage: true });
  });

  it('refuses plain http to another machine with a clear message, and sends nothing', async () => {
    const before = session.sent.length;
    const field = keySection(session.page).getByLabel('Service address');
    await field.fill('http://example.com/v1');
    await keySection(session.page).getByRole('button', { name: 'Use this address' }).click();
    const alert = keySection(session.page).getByRole('alert').filter({ hasText: 'must use https://' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain('must use https://');
    expect(session.sent.slice(before).some((frame) => frame.includes('connection:setAddress'))).toBe(false);
    expect(await addressHint().innerText()).toContain(
      `Requests go to ${selfSigned.origin} (saved in Settings)`,
    );
  });

  it('checks again when the key is replaced, and shows an unknown plan as itself', async () => {
    await useAddress(rootOnly.origin, 'Connected');
    const replacement = `${key}-2`;
    await keySection(session.page).getByLabel('New API key').fill(replacement);
    await keySection(session.page).getByRole('button', { name: 'Replace' }).click();
    await session.page
      .getByTestId('key-status')
      .filter({ hasText: replacement.slice(-4) })
      .waitFor();
    await outcome().filter({ hasText: 'Connected' }).waitFor();
    expect(await outcome().innerText()).toContain('Plan: MOONSHOT. Credits left at this check: 5 of 1,000;');
    expect(rootOnly.keysSeen.at(-1)).toBe(replacement);
    // The root form answered at once: nothing was learned.
    expect(await outcome().innerText()).not.toContain('answered 404');
  });

  it('keeps the key out of the page, the host log and every file', async () => {
    expect(await session.page.content()).not.toContain(key);
    expect(session.host.log()).not.toContain(key);
    for (const entry of readdirSync(session.dataDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      expect(readFileSync(join(entry.parentPath, entry.name)).includes(key), entry.name).toBe(false);
    }
    expect(session.problems).toEqual([]);
  });
});
