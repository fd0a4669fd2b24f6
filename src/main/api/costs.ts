import type { Say } from '../../shared/envelope';
import { DAY, INTERVAL_MS, lengthOf, RANGE_MS } from './candle-times';

// THE cost table: every endpoint the app calls, its base credits (service.md first, service-facts.md §4 and
// docs/wire-shapes.md where service.md is silent) and which parameters multiply it. Gateway prices in USDC live in
// the gateway's own table (gateway/prices.ts), which the route pays by; the read runner reads it by request path.
// The sandbox keeps its own table, written independently, so a mistake here shows up as a meter mismatch.

/** Which message says a multiplied price, by the unit it multiplies. */
const UNIT_SAYS = {
  network: 'prices.perNetwork',
  'network value': 'prices.perNetworkValue',
  wallet: 'prices.perWallet',
} as const;

interface CostRule {
  base: number;
  /** Parameters whose values multiply the base: a csv or array counts each value; `all` counts as 10. */
  multiplyBy?: readonly string[];
  /** What one unit of the multiplier is, for the explanation ("network", "wallet"). */
  unit?: keyof typeof UNIT_SAYS;
}

const table = {
  // Sources: [docs <page>] = coinstats.app/docs/openapi/<page> (its "N credits per request" note and multipliers);
  // [spec] = the x-mint notes of the documentation's OpenAPI text (service-facts.md section 4); [ref] = service.md,
  // where the documentation shows nothing.
  'GET /usage/credits': { base: 0 }, // [docs get-credit-usage shows no cost; measured free, service-facts 4]
  'GET /portfolio/list': { base: 5 }, // [ref; undocumented]
  'GET /portfolio/value': { base: 10 }, // [docs get-portfolio-value]
  'GET /portfolio/chart': { base: 10 }, // [docs get-portfolio-chart]
  'GET /portfolio/coins': { base: 8 }, // [docs get-portfolio-coins] per page of at most 100
  'GET /portfolio/transactions': { base: 4 }, // [docs get-portfolio-transactions]
  'GET /portfolio/pl/history': { base: 25 }, // [coinstats-mcp tool description]
  // [ref] 200; the documentation's page says 400. The meter records what the service actually charged, and the
  // sandbox charges the reference's price.
  'GET /portfolio/defi': { base: 200 },
  'GET /portfolio/snapshot/items': { base: 500 }, // [docs get-portfolio-snapshot-items]
  // Writes and the exchange list (service-facts 4). PATCH /portfolio/sync is always sent with a
  // portfolioId here: without one it syncs every portfolio at 10x.
  'POST /portfolio/transaction': { base: 4 }, // [docs add-portfolio-transaction]
  'POST /portfolio/wallet': { base: 40 }, // [spec]
  'POST /portfolio/exchange': { base: 10 }, // [docs connect-portfolio-exchange]
  'DELETE /portfolio/:portfolioId': { base: 10 }, // [spec]
  'PATCH /portfolio/sync': { base: 30 }, // [mcp sync-portfolio]
  'GET /portfolio/status': { base: 3 }, // [spec]
  'GET /exchange/support': { base: 1 }, // [spec get-exchanges]
  'GET /wallet/blockchains': { base: 1 }, // [spec]
  'GET /wallet/balance': {
    base: 40, // [docs get-wallet-balance] x values of connectionId or blockchain; `all` x10
    multiplyBy: ['connectionId', 'blockchain'],
    unit: 'network',
  },
  'GET /wallet/balances': {
    base: 40, // [docs get-wallet-balances] x values of networks / wallets; `all` x10
    multiplyBy: ['wallets', 'networks', 'blockchain'],
    unit: 'network value',
  },
  'GET /wallet/balance/many': { base: 40, multiplyBy: ['wallets'], unit: 'wallet' }, // [ref]
  'GET /wallet/status': {
    base: 3, // [docs get-wallet-sync-status] x values of connectionId or blockchain; `all` x10
    multiplyBy: ['connectionId', 'blockchain'],
    unit: 'network',
  },
  'GET /wallet/transactions': {
    base: 40, // [docs get-wallet-transactions: 40 per wallet and network; `all` x10] (was 30)
    multiplyBy: ['wallets', 'connectionId', 'blockchain'],
    unit: 'wallet',
  },
  'PATCH /wallet/transactions': {
    base: 50, // [docs transactions-sync] x wallets / connectionId values; `all` x10
    multiplyBy: ['wallets', 'connectionId', 'blockchain'],
    unit: 'wallet',
  },
  'GET /wallet/transactions/types': { base: 1 }, // [ref]
  'GET /wallet/pl/history': { base: 25, multiplyBy: ['connectionId', 'blockchain'], unit: 'network' }, // [mcp]
  'GET /coins': { base: 2 }, // [spec get-coins]
  'GET /coins/:coinId': { base: 1 }, // [docs get-coin-by-id]
  'GET /coins/:coinId/charts': { base: 3 }, // [spec]
  'GET /currencies': { base: 1 }, // [spec]
  'GET /fiats': { base: 1 }, // [spec]
  'GET /markets': { base: 1 }, // [spec]
  'GET /tickers/exchanges': { base: 2 }, // [spec get-ticker-exchanges]
  'GET /tickers/markets': { base: 3 }, // [spec get-ticker-markets] per page
  'GET /insights/btc-dominance': { base: 50 }, // [spec] (was 10 from the reference)
  'GET /insights/fear-and-greed': { base: 50 }, // [spec] (was 10 from the reference)
  'GET /insights/fear-and-greed/chart': { base: 50 }, // [spec] (10 in the reference, as the other insights)
  'GET /news': { base: 5 }, // [spec]
  'GET /news/type/:type': { base: 5 }, // [spec]
  'GET /token-risks': { base: 5000 }, // [docs token-risks]
  // The RWA and candle endpoints are the reference's; the documentation shows none of them. [ref]
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

/** Every endpoint the app calls (the Credits view names each one: test/unit/credits/feature-names.test.ts). */
export const ENDPOINTS = Object.keys(table) as EndpointKey[];

export interface Cost {
  credits: number;
  /** In English, for logs and tests. */
  explanation: string;
  /** The same, one catalogue message per part, for the renderer to say in the user's language. */
  explanationSays?: Say[];
  /** A sentence the parts are said inside, as its {explanation} ("following is free; ...: {explanation}"). */
  explanationFrame?: Say;
}

const ALL_MULTIPLIER = 10;

/**
 * How many units a parameter value counts for: csv/array items, `all` or `forceall` as 10, objects by chain. A
 * `wallets` entry is `<connectionId>:<address>`, and its network decides: "ethereum:0x1234..,all:0x5678..,all:0x9012..
 * results in a cost of 1 x 40 + 2 x 400" (coinstats.app/docs/wallet/wallet-charts).
 */
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
    .map((part) => part.split(':')[0])
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
  if (rule.base === 0)
    return {
      credits: 0,
      explanation: `${endpoint} is free`,
      explanationSays: [{ id: 'prices.free', values: { endpoint } }],
    };
  if (units === 1 || !rule.unit)
    return {
      credits,
      explanation: `${plural(credits, 'credit')} for ${endpoint}`,
      explanationSays: [{ id: 'prices.credits', values: { credits, endpoint } }],
    };
  const id = UNIT_SAYS[rule.unit];
  return {
    credits,
    explanation: `${plural(rule.base, 'credit')} x ${plural(units, rule.unit)} = ${plural(credits, 'credit')} for ${endpoint}`,
    explanationSays: [{ id, values: { base: rule.base, units, credits, endpoint } }],
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
    explanation: `up to ${candles} candles at 1 credit per 1,000 (minimum 1) = ${plural(credits, 'credit')} for GET /ohlcv/candles`,
    explanationSays: [
      { id: 'prices.candles', values: { candles, per: 1000, credits, endpoint: 'GET /ohlcv/candles' } },
    ],
  };
}
