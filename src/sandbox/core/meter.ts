// Per-route metering: the credit check before the handler, the injected fault (if one matches) in place of or
// around the handler, and the charge after it: only a 2xx is charged; a 503 is charged and refunded (net 0).
// Faults sit after auth and the credit check on purpose: they stand for upstream failures, which happen while a
// valid request is being served.
import { COSTS, type CostInput, type CostKey } from './cost-table';
import { charge, creditUsage, refund } from './credits';
import { answer, answerText, jsonAnswer } from './answer';
import { publicPath, type SandboxContext, type SandboxHandler } from './env';
import { ApiError, ConnectionDropped, errorBody } from './errors';
import type { Next } from './router';
import { HTML_ERROR_PAGE, stringifyNumbers, takeFault } from './faults';
import type { SandboxState } from './state';

export type Meter = (key: CostKey) => SandboxHandler;

export interface MeterDeps {
  state: SandboxState;
  /** Real-time wait for latency faults. */
  sleep: (ms: number) => Promise<void>;
}

const DEFAULT_MESSAGES: Readonly<Record<number, string>> = {
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service Unavailable. Please Contact Support',
  504: 'Gateway timeout: the upstream request timed out',
};

async function costInput(c: SandboxContext): Promise<CostInput> {
  let body: unknown;
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      body = undefined; // the handler reports the bad body as a 400
    }
  }
  return { query: (name) => c.req.query(name), body };
}

async function serveWithFaults(c: SandboxContext, next: Next, deps: MeterDeps): Promise<void> {
  const fault = takeFault(deps.state.faults, publicPath(c));
  if (!fault) return next();
  if (fault.latencyMs !== undefined) await deps.sleep(fault.latencyMs);
  switch (fault.body) {
    case 'drop':
      throw new ConnectionDropped();
    case 'drop-after':
      // The service did the work (a write is recorded) but the answer never arrives: an unsure outcome.
      await next();
      throw new ConnectionDropped();
    case 'html':
      c.res = answer(HTML_ERROR_PAGE(fault.status ?? 502), fault.status ?? 502, {
        'content-type': 'text/html; charset=utf-8',
      });
      return;
    case 'malformed-json':
      c.res = answer('{"result":[{"id":"bitcoin","price":9', fault.status ?? 200, {
        'content-type': 'application/json',
      });
      return;
    case 'schema-violation': {
      await next();
      if (!c.res) return;
      const body: unknown = JSON.parse(answerText(c.res));
      c.res = jsonAnswer(stringifyNumbers(body), c.res.status);
      return;
    }
    case undefined:
      if (fault.status !== undefined) {
        // Answered here rather than thrown, so the charge/refund step below still sees the status.
        const message = DEFAULT_MESSAGES[fault.status] ?? `Sandbox fault ${fault.status}`;
        c.res = jsonAnswer(errorBody(fault.status, message, publicPath(c)), fault.status);
        return;
      }
      return next();
  }
}

export function createMeter(deps: MeterDeps): Meter {
  return (key) => async (c, next) => {
    const principal = c.get('principal');
    const rule = COSTS[key];
    const input = await costInput(c);
    if (principal.kind === 'gateway') return serveWithFaults(c, next, deps);

    const account = principal.account;
    if (creditUsage(deps.state, account).remainingCredits < rule(input)) {
      throw new ApiError(429, 'Insufficient credits for this request');
    }
    await serveWithFaults(c, next, deps);

    const status = c.res?.status ?? 404;
    const cost = rule({ ...input, resultCount: c.get('resultCount') });
    const path = publicPath(c);
    if (status >= 200 && status < 300) {
      // Priced per result (candles): only now is the price known, and it may exceed what is left.
      if (creditUsage(deps.state, account).remainingCredits < cost) {
        c.res = jsonAnswer(errorBody(429, 'Insufficient credits for this request', path), 429);
        return;
      }
      charge(deps.state, account, cost, path);
    } else if (status === 503) {
      charge(deps.state, account, cost, path);
      refund(deps.state, account, cost, path);
    }
  };
}
