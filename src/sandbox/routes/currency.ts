// The `currency` query parameter shared by many endpoints: an uppercase code from GET /currencies, USD default.
import type { SandboxContext } from '../core/env';
import { ApiError } from '../core/errors';
import { optionalQuery } from '../core/params';
import { currencyRate } from '../data/currencies';

export interface Currency {
  code: string;
  /** Units per 1 USD. */
  rate: number;
}

export function currencyQuery(c: SandboxContext, required = false): Currency {
  const code = optionalQuery(c, 'currency', 10);
  if (code === undefined) {
    if (required) throw new ApiError(400, 'Query parameter `currency` is required (e.g. USD)');
    return { code: 'USD', rate: 1 };
  }
  const rate = currencyRate(code);
  if (rate === undefined) {
    throw new ApiError(400, `Unknown currency '${code}'; use an uppercase code from GET /currencies`);
  }
  return { code, rate };
}
