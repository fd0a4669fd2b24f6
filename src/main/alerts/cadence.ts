import type { Say } from '../../shared/envelope';
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

/** Names listed before "and N more" in the cadence's words. */
const NAMED = 3;

function names(labels: readonly string[]): string {
  if (labels.length <= NAMED) {
    return labels.length === 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
  }
  return `${labels.slice(0, NAMED).join(', ')} and ${labels.length - NAMED} more`;
}

/**
 * What one refresh reads, in words rather than paths, to follow "2 credits a refresh, ": "for the price of
 * Bitcoin (BTC)", or "2 for the prices of Bitcoin (BTC) and Ether (ETH) and 1 for the price of Gold".
 */
export function refreshWords(
  rules: readonly AlertRule[],
  reads: readonly RefreshRead[],
  credits: readonly number[],
) {
  if (reads.length === 0) return 'as there are no alert rules yet';
  const labelsOf = (kind: AlertRule['target']['kind']) => [
    ...new Set(rules.filter((r) => r.target.kind === kind).map((r) => r.target.label || r.target.id)),
  ];
  const spent = (channel: RefreshRead['channel']) =>
    reads.reduce((sum, read, i) => sum + (read.channel === channel ? (credits[i] ?? 0) : 0), 0);
  const parts = [
    { labels: labelsOf('coin'), credits: spent('coins:list') },
    { labels: labelsOf('rwa'), credits: spent('rwa:asset') },
  ]
    .filter((part) => part.labels.length > 0)
    .map((part) => ({
      credits: part.credits,
      words: `for the ${part.labels.length === 1 ? 'price' : 'prices'} of ${names(part.labels)}`,
    }));
  if (parts.length === 1) return parts[0]?.words ?? '';
  return parts.map((part) => `${part.credits} ${part.words}`).join(' and ');
}

/**
 * refreshWords as a catalogue message, where it is one: no rules, or one coin or asset. A list of names is
 * joined in English words, so it stays in main's English.
 */
export function refreshSay(rules: readonly AlertRule[], reads: readonly RefreshRead[]): Say | undefined {
  if (reads.length === 0) return { id: 'alerts.refreshNoRules' };
  const labels = new Set(rules.map((r) => `${r.target.kind}:${r.target.label || r.target.id}`));
  const only = rules[0];
  if (labels.size !== 1 || !only) return undefined;
  return { id: 'alerts.refreshPriceOf', values: { name: only.target.label || only.target.id } };
}
