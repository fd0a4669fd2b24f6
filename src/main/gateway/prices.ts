import { GATEWAY_PRICE_TABLE } from '../../shared/reference/gateway-prices';
import { formatUsdc, usdcToAtomic } from './usdc';

// What the pay-per-request gateway serves and what each call costs in USDC: service.md 5.2's table
// (GATEWAY_PRICE_TABLE), the one the gateway route decides by. A path missing there is not served by the gateway,
// so the route refuses it before anything is sent. Prices may change on the service's side; the 402 challenge is
// what is actually paid, and the spend caps are checked against it again before signing.

export interface GatewayPrice {
  /** The path as the table lists it, e.g. `/coins/{coinId}`. */
  pattern: string;
  /** Micro-USDC (USDC has 6 decimals): 0.001 USDC is 1000. */
  atomic: number;
  /** As service.md writes it: "0.001". */
  usdc: string;
}

const entries: readonly GatewayPrice[] = GATEWAY_PRICE_TABLE.flatMap(([usdc, paths]) =>
  paths.map((pattern) => ({ pattern, usdc, atomic: usdcToAtomic(usdc) })),
);
const literals = new Map(entries.filter((e) => !e.pattern.includes('{')).map((e) => [e.pattern, e]));
const patterns = entries.filter((e) => e.pattern.includes('{'));

/**
 * API paths the gateway does not list that a pattern would otherwise take: `/coins/charts` is the multi-coin chart
 * (service-facts.md 2, charged per coin on the API), not a coin called "charts".
 */
const UNLISTED = ['/coins/charts'];

/**
 * Per parent path, the words that name a path of their own there, listed or not (`price` and `charts` under
 * `/coins`, `sources` and `type` under `/news`): a `{name}` in that place never stands for one of them.
 */
const reserved = new Map<string, Set<string>>();
for (const path of [...entries.map((e) => e.pattern), ...UNLISTED]) {
  const parts = path.split('/');
  parts.forEach((part, i) => {
    if (i === 0 || part.startsWith('{')) return;
    const parent = parts.slice(0, i).join('/');
    reserved.set(parent, (reserved.get(parent) ?? new Set()).add(part));
  });
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  const fits = (part: string, i: number) => {
    const value = got[i] ?? '';
    if (!part.startsWith('{')) return part === value;
    return value !== '' && !reserved.get(want.slice(0, i).join('/'))?.has(value);
  };
  return want.length === got.length && want.every(fits);
}

/** The path without a query and without the API's `/v1` prefix: `/v1/coins?x=1` -> `/coins`. */
export function gatewayPathOf(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.startsWith('/v1/') ? bare.slice(3) : bare;
}

/**
 * The gateway's price of one GET of `path` (with or without `/v1`, with or without a query), or null when the
 * gateway does not serve it. Literal paths win over patterns (`/coins/price/avg` is not a coin called "price"), and
 * a pattern never takes a word that names another path there (`/coins/charts` is not a coin called "charts").
 */
export function gatewayPriceOf(path: string): GatewayPrice | null {
  const bare = gatewayPathOf(path);
  return literals.get(bare) ?? patterns.find((e) => matches(e.pattern, bare)) ?? null;
}

/** The USDC price of one call, as a decimal string for display ("0.004"), or null when not served. */
export function usdcPriceOf(path: string): string | null {
  const price = gatewayPriceOf(path);
  return price === null ? null : formatUsdc(price.atomic);
}
