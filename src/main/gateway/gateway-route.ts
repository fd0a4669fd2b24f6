import { gatewayPriceOf, type GatewayPrice } from './prices';
import { GatewayRefusal } from '../api/refusal';
import { said } from '../../shared/i18n/say';

// Where an API request goes on the gateway: the client builds `<gatewayBase>/<path>` with the documented,
// unprefixed path (as on the API host, whose base URL carries any version segment), and this checks it is on the
// gateway, or refuses what the gateway does not do (anything but GET, paths it does not serve) before a byte is sent.

export interface GatewayTarget {
  /** The gateway URL with the query kept. */
  url: string;
  /** The gateway path without query, e.g. `/wallet/balance`: what receipts and messages name. */
  path: string;
  price: GatewayPrice;
}

/** `request` is what the API client sent: its method, URL and headers (a share token travels as a header). */
export function routeToGateway(
  request: Pick<Request, 'method' | 'url' | 'headers'>,
  gatewayBaseUrl: string,
): GatewayTarget {
  const { method, url } = request;
  const base = gatewayBaseUrl.replace(/\/+$/, '');
  const prefix = `${base}/`;
  if (!url.startsWith(prefix)) {
    throw new GatewayRefusal({
      code: 'internal',
      ...said({ id: 'outcomes.gatewayOutside' }),
    });
  }
  const rest = url.slice(prefix.length - 1);
  const path = rest.split(/[?#]/, 1)[0] ?? '/';
  if (method.toUpperCase() !== 'GET') {
    throw new GatewayRefusal({
      code: 'forbidden',
      ...said({ id: 'outcomes.gatewayReadsOnly', values: { method: method.toUpperCase(), path } }),
    });
  }
  const price = gatewayPriceOf(path);
  if (price === null) {
    throw new GatewayRefusal({
      code: 'forbidden',
      ...said({ id: 'outcomes.gatewayNotOffered', values: { path } }),
    });
  }
  // service.md 5.2: the gateway reads only shared portfolios. Refused here rather than paid for and then refused.
  if (path.startsWith('/portfolio/') && !request.headers.has('sharetoken')) {
    throw new GatewayRefusal({
      code: 'forbidden',
      ...said({ id: 'outcomes.gatewaySharedOnly', values: { path } }),
    });
  }
  return { url: base + rest, path, price };
}
