// API-key route (service.md §5.1): X-API-KEY or an OAuth Bearer token, 401 without or with a bad one, then the
// account's request rate. Gateway calls arrive with a GatewayCall binding instead and skip both: they are paid.
import { accountByApiKey, accountByBearer, type Account } from './accounts';
import type { SandboxHandler } from './env';
import { ApiError } from './errors';
import type { SandboxState } from './state';

function credentialAccount(
  apiKey: string | undefined,
  authorization: string | undefined,
): Account | 'missing' | 'bad' {
  if (apiKey !== undefined && apiKey !== '') return accountByApiKey(apiKey) ?? 'bad';
  if (authorization === undefined || authorization === '') return 'missing';
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  if (!match?.[1]) return 'bad';
  return accountByBearer(match[1]) ?? 'bad';
}

export function authenticate(state: SandboxState): SandboxHandler {
  return async (c, next) => {
    if (c.env.gateway) {
      c.set('principal', { kind: 'gateway' });
      return next();
    }
    const account = credentialAccount(c.req.header('x-api-key'), c.req.header('authorization'));
    if (account === 'missing') {
      throw new ApiError(
        401,
        'API key missing. Send it in the X-API-KEY header or as Authorization: Bearer <token>.',
      );
    }
    if (account === 'bad') {
      throw new ApiError(401, 'Your API Key is invalid. Check the key in Settings or generate a new one.');
    }
    if (!state.rate.allow(account.id, account.plan.requestsPerSecond)) {
      throw new ApiError(429, 'Rate limit exceeded');
    }
    c.set('principal', { kind: 'account', account });
    return next();
  };
}
