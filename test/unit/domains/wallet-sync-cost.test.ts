import { describe, expect, it } from 'vitest';
import type { WalletRef } from '../../../src/shared/domain/wallet';
import { costOf } from '../../../src/main/api/costs';
import { syncCost } from '../../../src/main/domains/wallet-sync-cost';
import { createSyncManager, type SyncTransport } from '../../../src/main/domains/wallet-sync';
import { chainByConnectionId } from '../../../src/sandbox/data/chains';
import { syncDuration } from '../../../src/sandbox/routes/wallet-sync';
import { steppingClock } from './fake-clock';

// The sync badge against what a sync spends: the PATCH, 3 credits per status check, and the re-read once synced,
// with each wallet taking as long as the sandbox takes to sync it, on the app's own poll schedule.

const SEED = 7;

/** Runs one sync of `wallets` on the default schedule and adds up what the service would charge for it. */
async function spentOnSync(wallets: WalletRef[]): Promise<number> {
  const clock = steppingClock();
  const started = clock.now();
  const doneAt = new Map(
    wallets.map((w) => {
      const chain = chainByConnectionId(w.connectionId);
      if (!chain) throw new Error(`no sandbox chain ${w.connectionId}`);
      return [w.id, started + syncDuration(SEED, { chain, address: w.address })];
    }),
  );
  let spent = 0;
  const transport: SyncTransport = {
    async patch(list) {
      spent += costOf('PATCH /wallet/transactions', { wallets: list }).credits;
      return { ok: true, value: 'syncing' };
    },
    async status(wallet) {
      spent += costOf('GET /wallet/status').credits;
      return { ok: true, value: clock.now() >= (doneAt.get(wallet.id) ?? 0) ? 'synced' : 'syncing' };
    },
    async reread(list) {
      spent += costOf('GET /wallet/transactions', { wallets: list }).credits;
    },
  };
  const manager = createSyncManager({ transport, clock, emit: () => undefined, newId: () => 's1' });
  await manager.start(wallets, false);
  const final = await manager.settled('s1');
  expect(final?.state).toBe('synced');
  return spent;
}

const wallet = (n: number, connectionId: string): WalletRef => ({
  id: `w${n}`,
  address: `0x${String(n).repeat(40)}`,
  connectionId,
  label: '',
});

describe('the wallet sync price', () => {
  it('says what it is made of: the start, each status check and the re-read', () => {
    expect(syncCost({ walletIds: ['w1'] })).toEqual({
      credits: 50 + 3 * 3 + 40,
      explanation: '50 to start + 3 per status check (about 3 checks) + 40 to read the synced transactions',
      // The same parts by message, said in the user's language by the confirm dialog.
      explanationSays: [
        { id: 'prices.walletSync', values: { start: 50, perCheck: 3, checks: 3, reread: 40 } },
      ],
    });
  });

  it('covers what syncing sandbox wallets spends, and overstates it by at most one check per wallet', async () => {
    const sets = [
      [wallet(1, 'ethereum')],
      [wallet(2, 'polygon')],
      [wallet(3, 'ethereum'), wallet(4, 'polygon')],
      [wallet(5, 'ethereum'), wallet(6, 'ethereum'), wallet(7, 'polygon')],
    ];
    for (const wallets of sets) {
      const shown = syncCost({ walletIds: wallets.map((w) => w.id) }).credits;
      const spent = await spentOnSync(wallets);
      expect(spent).toBeLessThanOrEqual(shown);
      expect(shown - spent).toBeLessThanOrEqual(3 * wallets.length);
    }
  });

  it('counts more checks on a faster poll schedule', () => {
    const fast = syncCost({ walletIds: ['w1'] }, { firstDelayMs: 500, maxDelayMs: 1000 });
    expect(fast.explanation).toContain('about 9 checks');
    expect(fast.credits).toBe(50 + 3 * 9 + 40);
  });
});
