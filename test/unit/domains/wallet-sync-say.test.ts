import { describe, expect, it } from 'vitest';
import { createSyncManager, type SyncTransport } from '../../../src/main/domains/wallet-sync';
import type { SyncProgress, WalletRef } from '../../../src/shared/domain/wallet';
import { loadTranslator } from '../../../src/shared/i18n/load';
import { steppingClock } from './fake-clock';

// The sync panel shows main's progress sentences in the user's language; the English message stays for logs.

const wallets: WalletRef[] = [
  { id: 'w1', address: '0x1111', connectionId: 'ethereum', label: 'one' },
  { id: 'w2', address: '0x2222', connectionId: 'polygon', label: 'two' },
];

async function syncEvents(): Promise<SyncProgress[]> {
  const seen = new Map<string, number>();
  const transport: SyncTransport = {
    patch: async () => ({ ok: true, value: 'syncing' }),
    async status(wallet) {
      const n = (seen.get(wallet.id) ?? 0) + 1;
      seen.set(wallet.id, n);
      // The first wallet is done at once, the second after one more check: "1 of 2 synced" in between.
      return { ok: true, value: n > (wallet.id === 'w1' ? 0 : 1) ? 'synced' : 'syncing' };
    },
    reread: async () => undefined,
  };
  const events: SyncProgress[] = [];
  const manager = createSyncManager({
    transport,
    clock: steppingClock(),
    emit: (p) => events.push(p),
    newId: () => 'sync-1',
    firstDelayMs: 1000,
    maxDelayMs: 8000,
    giveUpAfterMs: 60_000,
  });
  await manager.start(wallets, false);
  await manager.settled('sync-1');
  return events;
}

describe('wallet sync progress in the user’s language', () => {
  it('tells a German user what the sync is doing, and says in English what the log says', async () => {
    const events = await syncEvents();
    const german = await loadTranslator('de');
    const english = await loadTranslator('en');
    const shown = events.map((e) => {
      if (!e.say) throw new Error(`no say on: ${e.message}`);
      expect(english.t(e.say.id, e.say.values)).toBe(e.message);
      return german.t(e.say.id, e.say.values);
    });
    expect(shown).toEqual([
      'Synchronisierung von 2 Wallets wird gestartet.',
      '1 von 2 synchronisiert',
      'die Transaktionen werden erneut gelesen und unten angezeigt.',
    ]);
  });
});
