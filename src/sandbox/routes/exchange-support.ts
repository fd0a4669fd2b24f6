import type { SandboxApi } from '../core/env';
import type { SandboxDeps } from '../deps';

// GET /exchange/support (get-exchanges, 1 credit; shape from the SPEC's PortfolioExchangeListItemResponseDto): the
// exchanges a portfolio can be connected to, each with the credential fields POST /portfolio/exchange needs, as
// `{ name, key }`, in a bare array.

const API_KEY = { name: 'API Key', key: 'apiKey' };
const API_SECRET = { name: 'API Secret', key: 'apiSecret' };
function supported(connectionId: string, name: string, connectionFields: { name: string; key: string }[]) {
  return {
    connectionId,
    name,
    icon: `https://static.coinstats.app/portfolio_images/${connectionId}_dark.png`,
    connectionFields,
  };
}

/** What the sandbox connects; a field's `key` is its name in `connectionFields`, its `name` the form's label. */
export const EXCHANGES: readonly {
  connectionId: string;
  name: string;
  icon: string;
  connectionFields: readonly { name: string; key: string }[];
}[] = [
  supported('binance', 'Binance', [API_KEY, API_SECRET]),
  supported('coinbase', 'Coinbase', [API_KEY, API_SECRET]),
  supported('kraken', 'Kraken', [API_KEY, { name: 'Private Key', key: 'apiSecret' }]),
  supported('kucoin', 'KuCoin', [API_KEY, API_SECRET, { name: 'API Passphrase', key: 'passphrase' }]),
];

export function registerExchangeSupportRoute(api: SandboxApi, deps: SandboxDeps): void {
  api.get('/exchange/support', deps.metered('GET /exchange/support'), (c) => c.json(EXCHANGES));
}
