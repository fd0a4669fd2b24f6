// Coin icons come only from the service's image host. The documented answers name their icons at
// https://static.coinstats.app (test/fixtures/service-docs: coins, portfolio coins and transactions, wallet
// chains), so that one host, over https on its default port, is the whole list. An icon address in an answer is
// data from the network: anything else (another host, http, a port, credentials in the address, a look-alike
// such as static.coinstats.app.evil.example) is refused and never fetched. The list is the same in every mode;
// demo mode only routes the allowed host's requests to the sandbox's stand-in (mode/demo-transport.ts).

export const ICON_HOSTS: readonly string[] = ['static.coinstats.app'];
/** Longer addresses are not icons the service sends; refusing them early keeps the cache keys small. */
export const MAX_ICON_URL_LENGTH = 512;

export type UrlVerdict = { ok: true; url: URL } | { ok: false; reason: string };

export function checkIconUrl(raw: string): UrlVerdict {
  if (raw.length > MAX_ICON_URL_LENGTH) return { ok: false, reason: 'address too long' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not an address' };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'not https' };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'credentials in the address' };
  if (url.port !== '') return { ok: false, reason: 'not the default port' };
  if (!ICON_HOSTS.includes(url.hostname)) return { ok: false, reason: `host ${url.hostname} is not allowed` };
  return { ok: true, url };
}
