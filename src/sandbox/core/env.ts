// The Hono environment every sandbox route shares: who is calling, and how the request reached us.
import type { IncomingMessage } from 'node:http';
import type { Context, Hono } from 'hono';
import type { Account } from './accounts';

/** Set by the gateway when it calls an API handler after a valid payment (see app.ts callApi). */
export interface GatewayCall {
  /** The path the client asked for, e.g. /gateway/coins: error bodies and fault patterns use it. */
  publicPath: string;
}

export type Principal = { kind: 'account'; account: Account } | { kind: 'gateway' };

export interface SandboxBindings {
  /** Present when served by @hono/node-server. */
  incoming?: IncomingMessage;
  gateway?: GatewayCall;
}

export interface SandboxEnv {
  Bindings: SandboxBindings;
  Variables: {
    principal: Principal;
    /** Rows returned, for costs priced per result (candles). */
    resultCount: number;
  };
}

export type SandboxApi = Hono<SandboxEnv>;
export type SandboxContext = Context<SandboxEnv>;

/** The path as the client sent it (`/v1/coins`, or `/gateway/coins` for a paid gateway call). */
export function publicPath(c: SandboxContext): string {
  return c.env?.gateway?.publicPath ?? c.req.path;
}

/** The calling account, or undefined on the gateway (paid per request, no account). */
export function callerAccount(c: SandboxContext): Account | undefined {
  const principal = c.get('principal');
  return principal.kind === 'account' ? principal.account : undefined;
}
