// What each gateway path costs in USDC (service.md 5.2), in atomic units (USDC has 6 decimals): 0.001 USDC is
// "1000". Only the listed paths are served; every other path is a 404 on the gateway.

import { GATEWAY_PRICE_TABLE } from '../../shared/reference/gateway-prices';

const USDC = (amount: string): string => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return String(Number(whole) * 1_000_000 + Number(fraction.padEnd(6, '0').slice(0, 6)));
};

export interface GatewayPrice {
  /** The path pattern as listed, e.g. `/coins/{coinId}`. */
  pattern: string;
  /** Atomic USDC units as a decimal string. */
  amount: string;
  /** Human price, e.g. "0.001". */
  usdc: string;
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith('{') ? (got[i] ?? '') !== '' : part === got[i]))
  );
}

/** The price of an API path (without `/gateway`), literal paths before patterns; undefined when not offered. */
export function gatewayPrice(apiPath: string): GatewayPrice | undefined {
  const entries = GATEWAY_PRICE_TABLE.flatMap(([usdc, paths]) =>
    paths.map((pattern) => ({ pattern, usdc, amount: USDC(usdc) })),
  );
  const literal = entries.find((e) => !e.pattern.includes('{') && e.pattern === apiPath);
  return literal ?? entries.find((e) => matches(e.pattern, apiPath));
}

/** Portfolio reads on the gateway are only for shared portfolios (service.md 5.2). */
export function needsShareToken(apiPath: string): boolean {
  return apiPath.startsWith('/portfolio/');
}
