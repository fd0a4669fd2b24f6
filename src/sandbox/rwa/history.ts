// GET /v1/rwa/history (aggregate, at most 500 sampled points, broken down by asset type) and
// GET /v1/rwa/assets/{rwaId}/history (per asset, with resolution and availability; missing observations are
// omitted, never zero-filled). Points are read off each asset's price path, so they agree with the change figures.
// Observations stop at the publication time: moving the sandbox clock on adds no new points, it makes them stale.

import { streamUnit } from './keyed-random';
import { PUBLICATION_MAX_AGE_MS, freshness } from './freshness';
import { checkParams, parseCurrency, parseEnum, toCurrency, type RawQuery } from './list-query';
import { DAY, HOUR, MINUTE } from './price-path';
import { findAsset } from './tokens';
import type { AssetRecord, RwaUniverse } from './universe';

export const MAX_AGGREGATE_POINTS = 500;

const METRICS = ['price', 'marketCap', 'volume'] as const;
type Metric = (typeof METRICS)[number];

/**
 * Time steps back from the newest observation `to`: to, to - step, ... down to `from`, oldest first. Every range
 * ends on the same newest point (grids aligned to the epoch made "All" end days before "1Y"),
 * and with steps that divide each other the same instants recur across ranges.
 */
function grid(from: number, to: number, step: number): number[] {
  const times: number[] = [];
  for (let t = to; t >= from; t -= step) times.push(t);
  return times.reverse();
}

/** Widens the step (in whole multiples) until the span fits in `max` points, keeping the points evenly spaced. */
function sampledStep(from: number, to: number, step: number, max: number): number {
  const needed = Math.ceil((to - from) / step / (max - 1));
  return step * Math.max(1, needed);
}

/** Growth of the tokenized supply since listing, so early market caps and volumes are smaller. */
function growth(asset: AssetRecord, t: number, publishedAt: number): number {
  const age = (t - asset.path.listedAt) / Math.max(publishedAt - asset.path.listedAt, DAY);
  return Math.min(1, Math.max(0.05, Math.sqrt(age)));
}

/** The metric in USD at t, or null when the asset has no such data (or was not listed yet). */
function valueAt(universe: RwaUniverse, asset: AssetRecord, metric: Metric, t: number): number | null {
  if (t < asset.path.listedAt) return null;
  const price = asset.path.at(t);
  const relative = price / asset.path.at(universe.publishedAt);
  switch (metric) {
    case 'price':
      return price;
    case 'marketCap':
      return asset.marketCapUsd === null
        ? null
        : asset.marketCapUsd * relative * growth(asset, t, universe.publishedAt);
    case 'volume': {
      if (asset.volumeUsd === null) return null;
      const hourly = 0.6 + 0.8 * streamUnit(asset.streams.volume, Math.floor(t / HOUR));
      return asset.volumeUsd * hourly * growth(asset, t, universe.publishedAt);
    }
  }
}

const AGGREGATE_RANGE_NAMES = ['24h', '7d', '30d', '1y', 'all'] as const;
const AGGREGATE_RANGES: Record<(typeof AGGREGATE_RANGE_NAMES)[number], { span: number; step: number }> = {
  '24h': { span: DAY, step: 15 * MINUTE },
  '7d': { span: 7 * DAY, step: HOUR },
  '30d': { span: 30 * DAY, step: 4 * HOUR },
  '1y': { span: 365 * DAY, step: DAY },
  all: { span: Infinity, step: DAY },
};

export function aggregateHistory(universe: RwaUniverse, now: number, raw: RawQuery) {
  const params = checkParams(raw, ['range', 'metric', 'currency']);
  const money = parseCurrency(params.currency);
  const range = parseEnum('range', params.range, AGGREGATE_RANGE_NAMES, '7d');
  const metric = parseEnum('metric', params.metric, ['marketCap', 'volume'] as const, 'marketCap');
  const { span, step } = AGGREGATE_RANGES[range];
  const firstListing = Math.min(...universe.assets.map((a) => a.path.listedAt));
  const from = Math.max(firstListing, now - span);
  const to = Math.min(now, universe.publishedAt);
  const times = grid(from, to, sampledStep(from, to, step, MAX_AGGREGATE_POINTS));
  const points = times.map((t) => {
    const byType = { stock: 0, commodity: 0, etf: 0 };
    for (const asset of universe.assets) {
      byType[asset.info.assetType] += valueAt(universe, asset, metric, t) ?? 0;
    }
    const total = byType.stock + byType.commodity + byType.etf;
    return [t, ...[total, byType.stock, byType.commodity, byType.etf].map((usd) => toCurrency(usd, money))];
  });
  return {
    currency: money.code,
    ...freshness(universe.publishedAt, now, PUBLICATION_MAX_AGE_MS),
    available: true,
    range,
    metric,
    points,
  };
}

const ASSET_RANGE_NAMES = ['1h', '24h', '1w', '1m', '3m', '6m', '1y', 'all'] as const;
const ASSET_RANGES: Record<
  (typeof ASSET_RANGE_NAMES)[number],
  { span: number; step: number; resolution: string }
> = {
  '1h': { span: HOUR, step: 5 * MINUTE, resolution: '5m' },
  '24h': { span: DAY, step: 15 * MINUTE, resolution: '15m' },
  '1w': { span: 7 * DAY, step: HOUR, resolution: '1h' },
  '1m': { span: 30 * DAY, step: 4 * HOUR, resolution: '4h' },
  '3m': { span: 90 * DAY, step: 12 * HOUR, resolution: '12h' },
  '6m': { span: 180 * DAY, step: DAY, resolution: '1d' },
  '1y': { span: 365 * DAY, step: DAY, resolution: '1d' },
  all: { span: Infinity, step: 7 * DAY, resolution: '1w' },
};

/**
 * About one observation in 40 was never recorded upstream; fixed per instant, so every range agrees. The newest
 * one (the publication's own) always is, so every range ends on it.
 */
function observed(asset: AssetRecord, metric: Metric, t: number, newest: number): boolean {
  if (t === newest) return true;
  return streamUnit(asset.streams.gaps, Math.floor(t / MINUTE), METRICS.indexOf(metric)) >= 0.025;
}

export function assetHistory(universe: RwaUniverse, now: number, rwaId: string, raw: RawQuery) {
  const params = checkParams(raw, ['range', 'metric', 'currency']);
  const money = parseCurrency(params.currency);
  const range = parseEnum('range', params.range, ASSET_RANGE_NAMES, '24h');
  const metric = parseEnum('metric', params.metric, METRICS, 'price');
  const asset = findAsset(universe, rwaId);
  const { span, step, resolution } = ASSET_RANGES[range];
  const available = valueAt(universe, asset, metric, universe.publishedAt) !== null;
  const from = Math.max(asset.path.listedAt, now - span);
  const newest = Math.min(now, universe.publishedAt);
  const times = available ? grid(from, newest, step) : [];
  const points = times.flatMap((t) => {
    const usd = observed(asset, metric, t, newest) ? valueAt(universe, asset, metric, t) : null;
    return usd === null ? [] : [[t, toCurrency(usd, money)]];
  });
  return {
    currency: money.code,
    ...freshness(universe.publishedAt, now, PUBLICATION_MAX_AGE_MS),
    available,
    rwaId: asset.id,
    range,
    metric,
    resolution,
    availableFrom: available ? new Date(asset.path.listedAt).toISOString() : null,
    points,
  };
}
