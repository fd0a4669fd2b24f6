import type { Meta } from '../../../shared/envelope';
import { englishTranslator } from '../../../shared/i18n/translator';
import type { Format } from '../lib/format';
import type { Translate } from '../stores/i18n';

// Freshness differs per value, so every figure carries its own source and age. `t` is the view's language;
// English when a caller has not passed one yet.

export function sourceLabel(meta: Meta, t: Translate = englishTranslator.t): string {
  if (meta.demo) return t('header.source.demo');
  return meta.source === 'live' ? t('header.source.live') : t('header.source.cache');
}

/**
 * How old a figure is, in words: "3 min. ago". A stale figure fetched within the last minute (a Refresh that could
 * not reach the service) says its clock time instead, since "now" beside "Stale" reads as a contradiction.
 */
export function shownAge(
  meta: Pick<Meta, 'fetchedAt' | 'stale'>,
  now: number,
  fmt: Format,
  t: Translate = englishTranslator.t,
): string {
  return meta.stale && now - meta.fetchedAt < 60_000
    ? t('header.source.at', { time: fmt.time(meta.fetchedAt) })
    : fmt.age(meta.fetchedAt, now);
}

/** "Live from the service · fetched 3 min. ago (Nov 22, 2026, 12:41 AM)" — used as a hover title. */
export function describeProvenance(
  meta: Meta | null,
  now: number,
  fmt: Format,
  t: Translate = englishTranslator.t,
): string {
  if (!meta) return t('header.source.notLoaded');
  // What the answer cost is the Credits journal's to say: a price on every figure's hover was 38 on one asset.
  const values = {
    source: sourceLabel(meta, t),
    age: fmt.age(meta.fetchedAt, now),
    date: fmt.dateTime(meta.fetchedAt),
  };
  return t(meta.stale ? 'header.source.titleStale' : 'header.source.title', values);
}
