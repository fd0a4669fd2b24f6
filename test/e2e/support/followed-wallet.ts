import type { Page } from 'playwright-core';

/**
 * Follows an Ethereum wallet and syncs it through the page's own api, as a user who confirmed the sync's price
 * would, and waits until the sync says it is done.
 */
export async function followSyncedWallet(page: Page, address: string, label: string): Promise<void> {
  await page.evaluate(`(async () => {
    const added = await window.api.wallet.add({
      address: ${JSON.stringify(address)}, connectionId: 'ethereum', label: ${JSON.stringify(label)} });
    if (!added.ok) throw new Error(added.error.message);
    const walletIds = [added.value.id];
    const synced = new Promise((resolve) => {
      const off = window.api.on('sync:progress', (p) => { if (p.state === 'synced') { off(); resolve(p); } });
    });
    const yes = await window.api.credits.confirm({ channel: 'wallet:sync', input: { walletIds } });
    if (!yes.ok) throw new Error(yes.error.message);
    const sync = await window.api.wallet.sync({ walletIds, confirmToken: yes.value.confirmToken });
    if (!sync.ok) throw new Error(sync.error.message);
    await synced;
  })()`);
}
