import { DAY, INTERVAL_MS, lengthOf, RANGE_MS } from './candle-times';

// THE cost table: every endpoint the app calls, its base credits (service.md first, service-facts.md §4 and
// docs/wire-shapes.md where service.md is silent) and which parameters multiply it. Gateway prices in USDC live in
// the gateway's own table (gateway/prices.ts), which the route pays by; the read runner reads it by request path.
// The sandbox keeps its own table, written independently, so a mistake here shows up as a meter mismatch.

interface CostRule {
  base: number;
  /** Parameters whose values multiply the base: a csv or array counts each value; `all` counts as 10. */
  multiplyBy?: readonly string[];
  /** What one unit of the multiplier is, for the explanation ("network", "wallet"). */
  unit?: string;
}

const table = {
  'GET /usage/credits': { base: 0 },
  'GET /portfolio/list': { base: 5 },
  'GET /portfolio/value': { base: 10 },
  'GET /portfolio/chart': { base: 10 },
  'GET /portfolio/coins': { base: 8 },
  'GET /portfolio/transactions': { base: 4 },
  'GET /portfolio/pl/history': { base: 25 },
  'GET /portfolio/defi': { base: 200 },
  'GET /wallet/blockchains': { base: 1 },
  'GET /wallet/balance': {
    base: 40,
    multiplyBy: ['connectionId', 'blockchain'],
    unit: 'network',
  },
  'GET /wallet/balances': {
    base: 40,
    multiplyBy: ['wallets', 'networks', 'blockchain'],
    unit: 'network value',
  },
  'GET /wallet/balance/many': { base: 40, multiplyBy: ['wallets'], unit: 'wallet' },
  'GET /wallet/status': { base: 3 },
  'GET /wallet/transactions': {
    base: 30,
    multiplyBy: ['wallets', 'connectionId', 'blockchain'],
    unit: 'wallet',
  },
  'PATCH /wallet/transactions': {
    base: 50,
    multiplyBy: ['wallets', 'connectionId', 'blockchain'],
    unit: 'wallet',
  },
  'GET /wallet/transactions/types': { base: 1 },
  'GET /wallet/pl/history': { base: 25, multiplyBy: ['connectionId', 'blockchain'], unit: 'network' },
  'GET /coins': { base: 2 },
  'GET /coins/:coinId': { base: 1 },
  'GET /coins/:coinId/charts': { base: 3 },
  'GET /currencies': { base: 1 },
  'GET /fiats': { base: 1 },
  'GET /markets': { base: 1 },
  'GET /insights/btc-dominance': { base: 10 },
  'GET /insights/fear-and-greed': { base: 10 },
  'GET /token-risks': { base: 5000 },
  'GET /rwa/overview': { base: 1 },
  'GET /rwa/assets': { base: 2 },
  'GET /rwa/history': { base: 3 },
  'GET /rwa/assets/:rwaId': { base: 1 },
  'GET /rwa/assets/:rwaId/tokens': { base: 2 },
  'GET /rwa/assets/:rwaId/markets': { base: 3 },
  'GET /rwa/assets/:rwaId/history': { base: 3 },
  // Charged per 1,000 returned candles (min 1): the base is the minimum; see estimateCandleCredits.
  'GET /ohlcv/candles': { base: 1 },
} as const satisfies Record<string, CostRule>;

export type EndpointKey = keyof typeof table;

export interface Cost {
  credits: number;
  explanation: string;
}

const ALL_MULTIPLIER = 10;

/** How many units a parameter value counts for: csv/array items, `all` or `forceall` as 10, objects by chain. */
export function countUnits(value: unknown): number {
  if (value === undefined || value === null || value === '') return 0;
  if (Array.isArray(value))
    return value.reduce<number>((sum, item) => sum + Math.max(1, countUnits(item)), 0);
  if (typeof value === 'object') {
    const chain =
      (value as Record<string, unknown>).connectionId ?? (value as Record<string, unknown>).blockchain;
    return Math.max(1, countUnits(chain));
  }
  return String(value)
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '')
    .reduce((sum, part) => sum + (part === 'all' || part === 'forceall' ? ALL_MULTIPLIER : 1), 0);
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * What a call costs before it is sent. `params` are the query parameters merged with the JSON body's fields.
 * The first multiplying parameter present wins (the service lets connectionId win over blockchain).
 */
export function costOf(endpoint: EndpointKey, params: Record<string, unknown> = {}): Cost {
  if (endpoint === 'GET /ohlcv/candles') return estimateCandleCredits(params);
  const rule: CostRule = table[endpoint];
  const name = rule.multiplyBy?.find((p) => params[p] !== undefined && params[p] !== '');
  const units = name === undefined ? 1 : Math.max(1, countUnits(params[name]));
  const credits = rule.base * units;
  if (rule.base === 0) return { credits: 0, explanation: `${endpoint} is free` };
  if (units === 1 || !rule.unit) return { credits, explanation: `${credits} credits for ${endpoint}` };
  return {
    credits,
    explanation: `${rule.base} credits x ${plural(units, rule.unit)} = ${credits} credits for ${endpoint}`,
  };
}

/** What candles actually cost once the answer is known: 1 credit per 1,000 returned, rounded up, minimum 1. */
export const candleCredits = (count: number) => Math.max(1, Math.ceil(count / 1000));

/** The service's history for a pair is not known in advance: a decade, an upper bound, prices `all`. */
const ALL_ESTIMATE_MS = 3650 * DAY;

/** Before the answer, the candle count follows from the span and the interval. */
export function estimateCandleCredits(params: Record<string, unknown>): Cost {
  const step = lengthOf(INTERVAL_MS, params.interval) ?? DAY;
  const span =
    typeof params.start === 'string' && typeof params.end === 'string'
      ? Math.max(0, Date.parse(params.end) - Date.parse(params.start))
      : params.range === 'all'
        ? ALL_ESTIMATE_MS
        : (lengthOf(RANGE_MS, params.range) ?? DAY);
  const candles = Number.isFinite(span) ? Math.ceil(span / step) : 0;
  const credits = candleCredits(candles);
  return {
    credits,
    explanation: `up to ${candles} candles at 1 credit per 1,000 (minimum 1) = ${credits} credits for GET /ohlcv/candles`,
  };
}
