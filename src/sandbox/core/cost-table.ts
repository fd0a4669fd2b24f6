// The one cost table: credits per operation from service.md §4 first, service-facts.md §4 for the rest, as
// listed in docs/wire-shapes.md. Route modules name their row (metered('GET /coins')); nothing else knows a price.

export interface CostInput {
  query(name: string): string | undefined;
  /** The parsed JSON body of a PATCH/POST, or undefined. */
  body: unknown;
  /** Rows the handler returned, for per-result prices (candles); set with setResultCount(). */
  resultCount?: number;
}

export type CostRule = (input: CostInput) => number;

const fixed =
  (credits: number): CostRule =>
  () =>
    credits;

/** "all" (and "forceall") weigh as ten networks; a csv list counts each value (service-facts §4 multipliers). */
export function networkMultiplier(value: string | undefined): number {
  if (value === undefined) return 1;
  const values = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  let weight = 0;
  for (const part of values) weight += part === 'all' || part === 'forceall' ? 10 : 1;
  return Math.max(weight, 1);
}

/** `wallets=conn:addr,conn:addr` counts one per wallet, each weighted by its network value. */
function walletsMultiplier(wallets: string): number {
  return wallets
    .split(',')
    .filter((entry) => entry.trim() !== '')
    .reduce((sum, entry) => sum + networkMultiplier(entry.split(':')[0]), 0);
}

function perNetwork(base: number): CostRule {
  return (input) => {
    const wallets = input.query('wallets');
    if (wallets !== undefined) return base * Math.max(walletsMultiplier(wallets), 1);
    return base * networkMultiplier(input.query('connectionId') ?? input.query('blockchain'));
  };
}

/** PATCH /wallet/transactions: body `{ wallets: [...] }` is charged per element; otherwise the query wallet. */
function perSyncedWallet(base: number): CostRule {
  return (input) => {
    const body = input.body;
    if (typeof body === 'object' && body !== null && 'wallets' in body && Array.isArray(body.wallets)) {
      const weights = body.wallets.map((wallet: unknown) => {
        if (typeof wallet !== 'object' || wallet === null) return 1;
        const network =
          'connectionId' in wallet && typeof wallet.connectionId === 'string'
            ? wallet.connectionId
            : 'blockchain' in wallet && typeof wallet.blockchain === 'string'
              ? wallet.blockchain
              : undefined;
        return networkMultiplier(network);
      });
      return (
        base *
        Math.max(
          weights.reduce((a: number, b: number) => a + b, 0),
          1,
        )
      );
    }
    return perNetwork(base)(input);
  };
}

/** Candles: 1 credit per 1,000 returned candles, rounded up, minimum 1 (service.md §4.5). */
const perThousandResults: CostRule = (input) => Math.max(1, Math.ceil((input.resultCount ?? 0) / 1000));

export const COSTS = {
  'GET /usage/credits': fixed(0),

  'GET /portfolio/list': fixed(5),
  'GET /portfolio/value': fixed(10),
  'GET /portfolio/chart': fixed(10),
  'GET /portfolio/coins': fixed(8),
  'GET /portfolio/transactions': fixed(4),
  'GET /portfolio/pl/history': fixed(25),
  'GET /portfolio/defi': fixed(200),
  'GET /portfolio/status': fixed(3),
  'GET /portfolio/snapshot/items': fixed(500),
  // Writes (service.md 4.5 names them; prices from service-facts §4).
  'POST /portfolio/transaction': fixed(4),
  'POST /portfolio/wallet': fixed(40),
  'POST /portfolio/exchange': fixed(10),
  'DELETE /portfolio/:portfolioId': fixed(10),
  // One portfolio 30; without portfolioId every wallet and exchange portfolio, 10x.
  'PATCH /portfolio/sync': (input) => (input.query('portfolioId') === undefined ? 300 : 30),

  'GET /exchange/support': fixed(1),
  'GET /wallet/blockchains': fixed(1),
  'GET /wallet/balance': perNetwork(40),
  'GET /wallet/balance/many': perNetwork(40),
  'GET /wallet/balances': perNetwork(40),
  'GET /wallet/status': fixed(3),
  // 40 per wallet: coinstats.app/docs/openapi (wallet transactions), as the client's table says.
  'GET /wallet/transactions': perNetwork(40),
  'PATCH /wallet/transactions': perSyncedWallet(50),
  'GET /wallet/transactions/types': fixed(1),
  // The docs pages: 40 per network (or wallet), `all` ten networks; DeFi 400 per network.
  'GET /wallet/chart': perNetwork(40),
  'GET /wallet/charts': perNetwork(40),
  'GET /wallet/defi': perNetwork(400),

  'GET /coins': fixed(2),
  'GET /coins/:coinId': fixed(1),
  'GET /coins/:coinId/charts': fixed(3),
  'GET /coins/price/avg': fixed(4),
  'GET /coins/price/exchange': fixed(5),
  'GET /currencies': fixed(1),
  'GET /fiats': fixed(1),
  'GET /markets': fixed(1),
  'GET /news': fixed(5),
  'GET /news/type/:type': fixed(5),
  'GET /news/sources': fixed(2),
  'GET /news/:id': fixed(1),
  // The documentation's OpenAPI text (x-mint notes): 2 and 3 credits per request.
  'GET /tickers/exchanges': fixed(2),
  'GET /tickers/markets': fixed(3),

  // The documentation's OpenAPI text charges 50 for each insight (service-facts.md section 4; the reference said 10),
  // as the client's table does.
  'GET /insights/btc-dominance': fixed(50),
  'GET /insights/fear-and-greed': fixed(50),
  'GET /insights/fear-and-greed/chart': fixed(50),
  'GET /insights/rainbow-chart/:coinId': fixed(50),
  'GET /token-risks': fixed(5000),

  'GET /rwa/overview': fixed(1),
  'GET /rwa/assets': fixed(2),
  'GET /rwa/history': fixed(3),
  'GET /rwa/assets/:rwaId': fixed(1),
  'GET /rwa/assets/:rwaId/tokens': fixed(2),
  'GET /rwa/assets/:rwaId/markets': fixed(3),
  'GET /rwa/assets/:rwaId/history': fixed(3),

  'GET /ohlcv/candles': perThousandResults,
} satisfies Record<string, CostRule>;

export type CostKey = keyof typeof COSTS;
