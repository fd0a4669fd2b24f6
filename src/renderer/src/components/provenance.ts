import type { Meta } from '../../../shared/envelope';
import type { Format } from '../lib/format';

// Freshness differs per value, so every figure carries its own source and age.

export function sourceLabel(meta: Meta): string {
  if (meta.demo) return 'Demo data';
  return meta.source === 'live' ? 'Live from the service' : 'From the local cache';
}

/**
 * How old a figure is, in words: "3 min. ago". A stale figure fetched within the last minute (a Refresh that could
 * not reach the service) says its clock time instead, since "now" beside "Stale" reads as a contradiction.
 */
export function shownAge(meta: Pick<Meta, 'fetchedAt' | 'stale'>, now: number, fmt: Format): string {
  return meta.stale && now - meta.fetchedAt < 60_000
    ? `at ${fmt.time(meta.fetchedAt)}`
    : fmt.age(meta.fetchedAt, now);
}

/** "Live from the service · fetched 3 min. ago (Nov 22, 2026, 12:41 AM)" — used as a hover title. */
export function describeProvenance(meta: Meta | null, now: number, fmt: Format): string {
  if (!meta) return 'Not loaded yet';
  const parts = [
    sourceLabel(meta),
    `fetched ${fmt.age(meta.fetchedAt, now)} (${fmt.dateTime(meta.fetchedAt)})`,
  ];
  if (meta.stale) parts.push('stale: the service could not be reached for a newer value');
  // What the answer cost is the Credits journal's to say: a price on every figure's hover was 38 on one asset.
  return parts.join(' · ');
}
