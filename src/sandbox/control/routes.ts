// Control endpoints under /__sandbox, off the public paths: reset, clock, faults, credits, state. No auth: the
// sandbox only listens on 127.0.0.1 and exists for tests and demos.
import { ACCOUNTS } from '../core/accounts';
import { creditUsage, setRemaining } from '../core/credits';
import type { SandboxApi } from '../core/env';
import { Router } from '../core/router';
import { ApiError } from '../core/errors';
import { parseFaultRule, type FaultRule } from '../core/faults';
import { jsonBody } from '../core/params';
import type { SandboxState } from '../core/state';

export interface ControlDeps {
  state: SandboxState;
  reset: () => void;
  /** The areas of seeded data built so far (core/areas.ts). */
  builtAreas: () => readonly string[];
}

function describeFault(rule: FaultRule): Record<string, unknown> {
  const { matcher: _matcher, ...rest } = rule;
  return rest;
}

function clockView(state: SandboxState): { now: number; iso: string } {
  const now = state.clock.now();
  return { now, iso: new Date(now).toISOString() };
}

function parseInstant(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    if (!Number.isNaN(parsed)) return parsed;
  }
  return undefined;
}

export function createControlRoutes(deps: ControlDeps): SandboxApi {
  const control: SandboxApi = new Router();
  const { state } = deps;

  control.post('/reset', (c) => {
    deps.reset();
    return c.json({ reset: true, clock: clockView(state) });
  });

  control.get('/clock', (c) => c.json(clockView(state)));
  control.post('/clock', async (c) => {
    const body = await jsonBody(c);
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    if (typeof fields.ms === 'number' && Number.isFinite(fields.ms) && fields.ms >= 0) {
      state.clock.advance(fields.ms);
    } else if (fields.to !== undefined) {
      const to = parseInstant(fields.to);
      if (to === undefined) throw new ApiError(400, '`to` must be an ISO 8601 date or epoch milliseconds');
      state.clock.set(to);
    } else {
      throw new ApiError(
        400,
        'Send { "ms": <milliseconds to advance, >= 0> } or { "to": <ISO date or epoch ms> }',
      );
    }
    return c.json(clockView(state));
  });

  control.get('/faults', (c) => c.json({ faults: state.faults.map(describeFault) }));
  control.post('/faults', async (c) => {
    const rule = parseFaultRule(await jsonBody(c));
    if (typeof rule === 'string') throw new ApiError(400, rule);
    state.faults.push(rule);
    return c.json({ faults: state.faults.map(describeFault) });
  });
  control.delete('/faults', (c) => {
    state.faults.length = 0;
    return c.json({ faults: [] });
  });

  control.post('/credits', async (c) => {
    const body = await jsonBody(c);
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const account = ACCOUNTS.find(
      (candidate) => candidate.apiKey === fields.apiKey || candidate.id === fields.account,
    );
    if (!account) throw new ApiError(400, '`apiKey` must be one of the sandbox keys (see --help)');
    const remaining = fields.remaining;
    if (typeof remaining !== 'number' || !Number.isInteger(remaining) || remaining < 0) {
      throw new ApiError(400, '`remaining` must be an integer >= 0');
    }
    setRemaining(state, account, remaining);
    return c.json(creditUsage(state, account));
  });

  control.get('/state', (c) =>
    c.json({
      seed: state.seed,
      clock: clockView(state),
      credits: Object.fromEntries(ACCOUNTS.map((account) => [account.id, creditUsage(state, account)])),
      ledger: state.ledger,
      faults: state.faults.map(describeFault),
      built: deps.builtAreas(),
    }),
  );

  return control;
}
