// The environment every sandbox route shares: who is calling, and how the request reached us.
import type { Account } from './accounts';
import type { Context, Handler, Router } from './router';

/** Set by the gateway when it calls an API handler after a valid payment (see app.ts callApi). */
export interface GatewayCall {
  /** The path the client asked for, e.g. /gateway/coins: error bodies and fault patterns use it. */
  publicPath: string;
}

export type Principal = { kind: 'account'; account: Account } | { kind: 'gateway' };

export interface SandboxBindings {
  gateway?: GatewayCall;
}

export interface SandboxVariables {
  principal: Principal;
  /** Rows returned, for costs priced per result (candles). */
  resultCount: number;
}

export type SandboxApi = Router<SandboxBindings, SandboxVariables>;
export type SandboxContext = Context<SandboxBindings, SandboxVariables>;
export type SandboxHandler = Handler<SandboxBindings, SandboxVariables>;

/** The path as the client sent it (`/v1/coins`, or `/gateway/coins` for a paid gateway call). */
export function publicPath(c: SandboxContext): string {
  return c.env.gateway?.publicPath ?? c.req.path;
}

/** The calling account, or undefined on the gateway (paid per request, no account). */
export function callerAccount(c: SandboxContext): Account | undefined {
  const principal = c.get('principal');
  return principal.kind === 'account' ? principal.account : undefined;
}
