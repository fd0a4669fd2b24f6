import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from './support/app-session';

// In demo mode: an address that cannot be on the chosen chain is refused
// before it is saved; and a wallet whose first read fails never claims cached balances it does not have.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.open('wallets');
});

afterAll(async () => {
  await app?.close();
});

const main = () => app.page.getByRole('main', { name: 'Wallets' });
const form = () => main().getByRole('form', { name: 'Follow a wallet' });
const followed = () => main().getByRole('navigation', { name: 'Followed wallets' });
const balances = () => main().getByRole('region', { name: 'Balances' });

async function follow(address: string, chain: string, label: string) {
  await form().getByRole('textbox', { name: 'Address' }).fill(address);
  await form().getByRole('combobox', { name: 'Chain' }).selectOption({ label: chain });
  await form().getByRole('textbox', { name: 'Label (optional)' }).fill(label);
  await form().getByRole('button', { name: 'Follow' }).click();
}

describe('following a wallet checks its address for the chain', () => {
  it('refuses "not-an-address" on Ethereum, saying what an address there looks like, and saves nothing', async () => {
    await main().getByText('No wallets yet: follow one below.').waitFor();
    await follow('not-an-address', 'Ethereum', 'Typo');
    const alert = form().getByRole('alert');
    await alert.waitFor();
    await app.page.screenshot({ path: join(screenshotDir, 'wallet-address-refused.png'), fullPage: true });
    // The reason is the message itself, right under the address box, which is marked as the field to fix.
    expect(await alert.innerText()).toMatch(
      /^An address on Ethereum starts with 0x, then 40 letters a–f and digits\./,
    );
    const box = form().getByRole('textbox', { name: 'Address' });
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    const [field, reason] = [await box.boundingBox(), await alert.boundingBox()];
    expect(Math.abs((reason?.x ?? 0) - (field?.x ?? 0))).toBeLessThan(2);
    expect((reason?.y ?? 0) - ((field?.y ?? 0) + (field?.height ?? 0))).toBeLessThan(16);
    // The box is red-edged, unlike the label box beside it.
    const edge = (name: string) =>
      form()
        .getByRole('textbox', { name })
        .evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).borderTopColor);
    expect(await edge('Address')).not.toBe(await edge('Label (optional)'));
    expect(await main().getByText('No wallets yet: follow one below.').count()).toBe(1);
  });

  it('refuses an Ethereum address whose mixed case does not match its checksum', async () => {
    await follow('0x71C7656EC7ab88b098defB751B7401B5f6d8976f', 'Ethereum', 'Typo');
    // All 42 characters of the address are in view in its box.
    const box = form().getByRole('textbox', { name: 'Address' });
    expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await form().getByRole('alert').filter({ hasText: 'checksum' }).waitFor();
    expect(await main().getByText('No wallets yet: follow one below.').count()).toBe(1);
  });

  it('follows a valid address, then a wallet the service cannot read without claiming a cache for it', async () => {
    await follow('0x71C7656EC7ab88b098defB751B7401B5f6d8976F', 'Ethereum', 'Cold storage');
    await balances().getByText('Demo data').waitFor();
    // Basic sanity only on Tron (a family the app does not check in full); the sandbox refuses it with 400.
    await follow('Tnotarealtronaddress', 'Tron', 'Odd');
    const odd = followed().getByRole('button', { name: /^Odd/ });
    await odd.waitFor();
    expect(await odd.getAttribute('aria-current')).toBe('true');
    const alert = balances().getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Could not load the balances');
    expect(await balances().innerText()).not.toContain('Showing cached');
    expect(await balances().getByRole('table').count()).toBe(0);
    // The app knows which wallet the service refused: it says so, and offers nothing more to spend on it.
    expect(await alert.innerText()).toContain(
      'The service refused Odd’s address. Remove Odd (× on its chip) and follow it again with the right address and network.',
    );
    // The service's own words, quoted once (they open with a quote of their own).
    expect(await alert.innerText()).toContain(
      "The service said: 'Tnotarealtronaddress' is not a valid Tron address.",
    );
    expect(await main().getByRole('button', { name: 'Sync' }).isDisabled()).toBe(true);
    expect(await main().getByRole('combobox', { name: 'Type' }).count()).toBe(0);
    await app.page.screenshot({ path: join(screenshotDir, 'wallet-never-read.png'), fullPage: true });
  });

  it('ran without page errors or CSP reports', () => {
    expect(app.problems).toEqual([]);
  });
});
