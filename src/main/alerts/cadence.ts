import type { AlertRule } from '../../shared/domain/alerts';

// The optional refresh of the rules' prices on a cadence: which reads one refresh sends (the same reads the
// views send, so their answers reach the cache, and the rules, the usual way) and what a month of them costs.

export type RefreshRead =
  | { channel: 'coins:list'; input: { coinIds: string[]; currency: string; limit: number; refresh: true } }
  | { channel: 'rwa:asset'; input: { rwaId: string; currency: string; refresh: true } };

/** The coins list takes at most this many ids a read (the contract's bound). */
const COINS_PER_READ = 50;
export const MINUTES_PER_MONTH = 30 * 24 * 60;

/** One coins list read per currency (in chunks of 50 ids) and one asset read per watched RWA asset. */
export function refreshReads(rules: readonly AlertRule[]): RefreshRead[] {
  const coins = new Map<string, Set<string>>();
  const assets = new Map<string, Set<string>>();
  for (const rule of rules) {
    const into = rule.target.kind === 'coin' ? coins : assets;
    const ids = into.get(rule.currency) ?? new Set<string>();
    ids.add(rule.target.id);
    into.set(rule.currency, ids);
  }
  const reads: RefreshRead[] = [];
  for (const [currency, ids] of coins) {
    const all = [...ids].sort();
    for (let i = 0; i < all.length; i += COINS_PER_READ) {
      const coinIds = all.slice(i, i + COINS_PER_READ);
      reads.push({
        channel: 'coins:list',
        input: { coinIds, currency, limit: coinIds.length, refresh: true },
      });
    }
  }
  for (const [currency, ids] of assets) {
    for (const rwaId of [...ids].sort()) {
      reads.push({ channel: 'rwa:asset', input: { rwaId, currency, refresh: true } });
    }
  }
  return reads;
}

/** Refreshes in a 30-day month at this cadence. */
export const refreshesPerMonth = (minutes: number) => Math.floor(MINUTES_PER_MONTH / minutes);
