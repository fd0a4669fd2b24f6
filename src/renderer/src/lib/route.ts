// The address in the URL's hash: a view (#watchlist), or one thing inside it (#coin/bitcoin, #rwa/gold). A hash
// change is not a navigation, so the hosts' "no navigation" rule holds while back, forward and reload all work.

export type Route =
  { kind: 'view'; view: string } | { kind: 'coin'; coinId: string } | { kind: 'rwa'; rwaId: string };

/** An id as the contract takes it (contract/common.ts `id`): 1 to 200 characters, none a lone surrogate. */
const isId = (text: string): boolean => text.length > 0 && text.length <= 200 && !/\p{Cs}/u.test(text);

export function parseRoute(hash: string): Route {
  const [head = '', ...rest] = hash.replace(/^#/, '').split('/');
  const id = safeDecode(rest.join('/'));
  if (head === 'coin' && id !== null && isId(id)) return { kind: 'coin', coinId: id };
  if (head === 'rwa' && id !== null && isId(id)) return { kind: 'rwa', rwaId: id };
  return { kind: 'view', view: head };
}

/** The view whose navigation link a route belongs to: an RWA asset is in RWA; a coin page is in none. */
export function routeView(route: Route): string | null {
  if (route.kind === 'view') return route.view;
  return route.kind === 'rwa' ? 'rwa' : null;
}

export const coinHash = (coinId: string): string => `#coin/${encodeURIComponent(coinId)}`;
export const rwaHash = (rwaId: string): string => `#rwa/${encodeURIComponent(rwaId)}`;

/** Opens a coin's page; the address changes first, so Back returns to where the user was. */
export function openCoin(coinId: string): void {
  location.hash = coinHash(coinId);
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
