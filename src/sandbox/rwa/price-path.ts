// One believable price path per asset, as a pure function of time: a yearly drift, a few slow waves and a little
// jitter, anchored so that the path passes through the asset's reference price at the publication time. The
// change figures (1h..1y) and every history point are read off the same path, so they agree with each other.

import type { AssetInfo } from './catalog';
import { deriveSeed } from '../core/prng';
import { keyedBetween, streamNormal } from './keyed-random';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

/** Observations are taken every 5 minutes; jitter is fixed per 5-minute slot. */
export const SLOT = 5 * MINUTE;

const WAVES = [
  { period: 3 * DAY, amp: 0.012 },
  { period: 29 * DAY, amp: 0.05 },
  { period: 190 * DAY, amp: 0.11 },
];

/** The log price before anchoring; the drift, phases and jitter stream are fixed per (seed, asset). */
function logLevelOf(seed: number, asset: AssetInfo): (t: number) => number {
  const volatility = asset.assetType === 'commodity' ? 0.6 : asset.assetType === 'etf' ? 0.7 : 1;
  const drift = keyedBetween(-0.08, 0.35, seed, asset.id, 'drift');
  const phases = WAVES.map((_, i) => keyedBetween(0, 2 * Math.PI, seed, asset.id, 'phase', i));
  const jitter = deriveSeed(seed, asset.id, 'jitter');
  return (t) => {
    let level = (drift * t) / YEAR;
    WAVES.forEach((w, i) => {
      level += volatility * w.amp * Math.sin((2 * Math.PI * t) / w.period + (phases[i] ?? 0));
    });
    return level + volatility * 0.002 * streamNormal(jitter, Math.floor(t / SLOT));
  };
}

export interface PricePath {
  /** The asset's price in USD at time t (ms). */
  at(t: number): number;
  /** Percentage change over `span` ms up to the publication, or null when the asset is younger than that. */
  change(span: number): number | null;
  /** First observation time (ms). */
  listedAt: number;
}

export function pricePath(seed: number, asset: AssetInfo, publishedAt: number): PricePath {
  const logLevel = logLevelOf(seed, asset);
  const anchor = logLevel(publishedAt);
  const listedAt = Math.floor((publishedAt - asset.listedDaysAgo * DAY) / DAY) * DAY;
  const at = (t: number): number => asset.priceUsd * Math.exp(logLevel(t) - anchor);
  return {
    at,
    listedAt,
    change: (span) => {
      const from = publishedAt - span;
      if (from < listedAt) return null;
      return round2((at(publishedAt) / at(from) - 1) * 100);
    },
  };
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
