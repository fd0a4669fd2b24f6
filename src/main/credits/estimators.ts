import type { ChannelName, ParsedInput } from '../../shared/contract';
import { costOf, usdcPrice, type Cost, type EndpointKey } from '../api/costs';

// What each IPC channel would cost if it went to the service, from the one cost table. The cache may answer for
// free; this is the price of a live call, which is what the user is asked to confirm. A room whose cost depends
// on its own state (which chains a stored wallet is on, which candle spans are missing) registers a sharper one.

export type Estimator<C extends ChannelName = ChannelName> = (input: ParsedInput<C>) => Cost;
export type Estimators = { [C in ChannelName]?: Estimator<C> };

const free: Cost = { credits: 0, explanation: 'no service call' };
const one =
  (endpoint: EndpointKey): Estimator =>
  () =>
    costOf(endpoint);

export const defaultEstimators: Estimators = {
  'portfolio:list': one('GET /portfolio/list'),
  'portfolio:addShared': one('GET /portfolio/value'),
  'portfolio:value': one('GET /portfolio/value'),
  // One chart call carries USD, BTC and ETH: switching currency later is free.
  'portfolio:chart': one('GET /portfolio/chart'),
  'portfolio:plHistory': one('GET /portfolio/pl/history'),
  'portfolio:coins': one('GET /portfolio/coins'),
  'portfolio:transactions': one('GET /portfolio/transactions'),
  'wallet:blockchains': one('GET /wallet/blockchains'),
  'wallet:balance': one('GET /wallet/balance'),
  'wallet:transactionTypes': one('GET /wallet/transactions/types'),
  'wallet:transactions': (input) => costOf('GET /wallet/transactions', { wallets: input.walletIds }),
  'wallet:sync': (input) =>
    costOf('PATCH /wallet/transactions', {
      wallets: input.allNetworks ? input.walletIds.map(() => ({ connectionId: 'all' })) : input.walletIds,
    }),
  'rwa:overview': one('GET /rwa/overview'),
  'rwa:assets': one('GET /rwa/assets'),
  'rwa:asset': one('GET /rwa/assets/:rwaId'),
  'rwa:tokens': one('GET /rwa/assets/:rwaId/tokens'),
  'rwa:markets': one('GET /rwa/assets/:rwaId/markets'),
  'rwa:history': one('GET /rwa/history'),
  'rwa:assetHistory': one('GET /rwa/assets/:rwaId/history'),
  'candles:get': (input) => costOf('GET /ohlcv/candles', input),
  'coins:list': one('GET /coins'),
  'coins:get': one('GET /coins/:coinId'),
  'coins:currencies': one('GET /currencies'),
  'coins:tokenRisk': one('GET /token-risks'),
};

/** The endpoint behind a channel, for its gateway price; null for local channels. */
const gatewayEndpoint: { [C in ChannelName]?: EndpointKey } = {
  'portfolio:addShared': 'GET /portfolio/value',
  'portfolio:value': 'GET /portfolio/value',
  'portfolio:chart': 'GET /portfolio/chart',
  'portfolio:coins': 'GET /portfolio/coins',
  'portfolio:transactions': 'GET /portfolio/transactions',
  'wallet:balance': 'GET /wallet/balance',
  'wallet:transactions': 'GET /wallet/transactions',
  'wallet:blockchains': 'GET /wallet/blockchains',
  'coins:list': 'GET /coins',
  'coins:get': 'GET /coins/:coinId',
  'coins:currencies': 'GET /currencies',
  'candles:get': 'GET /ohlcv/candles',
};

/** Calls confirmed whatever they cost (DESIGN.md: a sync of all networks is never started without a yes). */
export function alwaysConfirm(channel: ChannelName, input: unknown): boolean {
  return (
    channel === 'wallet:sync' &&
    input !== null &&
    typeof input === 'object' &&
    (input as { allNetworks?: unknown }).allNetworks === true
  );
}

/**
 * The price of a live call. `input` must already have been parsed with `channel`'s own contract schema (the IPC
 * registry and credits:preview both do), which is what makes the cast to that channel's input type sound.
 */
export function estimate(estimators: Estimators, channel: ChannelName, input: unknown): Cost {
  const estimator = estimators[channel] as ((parsed: unknown) => Cost) | undefined;
  return estimator ? estimator(input) : free;
}

export function gatewayPrice(channel: ChannelName): string | null {
  const endpoint = gatewayEndpoint[channel];
  return endpoint ? usdcPrice(endpoint) : null;
}
