// GET /usage/credits: free, and the client's source of truth for the credit meter.
import { ApiError } from '../core/errors';
import { callerAccount, type SandboxApi } from '../core/env';
import { creditUsage } from '../core/credits';
import type { SandboxDeps } from '../deps';

export function registerUsageRoutes(api: SandboxApi, deps: SandboxDeps): void {
  api.get('/usage/credits', deps.metered('GET /usage/credits'), (c) => {
    const account = callerAccount(c);
    if (!account) throw new ApiError(403, 'Credit usage needs an API key; the gateway has no account');
    return c.json(creditUsage(deps.state, account));
  });
}
