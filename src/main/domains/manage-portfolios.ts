import type { Handlers, ParsedInput } from '../../shared/contract';
import { fail, ok, type AppError, type Say } from '../../shared/envelope';
import type { SupportedExchange } from '../../shared/domain/manage';
import { cacheKeyOf } from '../api/http';
import { manageCalls } from '../api/manage';
import { portfolioCalls } from '../api/portfolio';
import { toSupportedExchanges } from '../api/schemas/manage';
import type { DomainDeps } from './deps';
import type { Reads } from '../reads';
import { said, saidBecause } from '../../shared/i18n/say';
import { cannotSend, isUnsure, readToSettle, refused, sendOnce, writeOnce, type Deed } from './write-outcome';

// Connecting a wallet or an exchange as a portfolio, deleting a portfolio, syncing one (service.md 4.5). Each write
// is sent once; an unsure answer is settled by reading the portfolio list again (5 credits). Exchange credentials
// go from the parsed input into the one request body and nowhere else: not the cache, the ledger, a log or an
// answer (the request names them as secrets, so an error quoting them is redacted).

type Channel =
  | 'manage:exchanges'
  | 'manage:connectWallet'
  | 'manage:connectExchange'
  | 'manage:deletePortfolio'
  | 'manage:sync'
  | 'manage:syncStatus';

const DAY = 24 * 60 * 60 * 1000;

/** The exchange list changes rarely: a day-old answer is fresh enough. */
const exchanges = (runner: Reads, force: boolean) =>
  runner.readCall(manageCalls.exchanges(), 'portfolio', { maxAgeMs: DAY, force });

/** The portfolio ids the cache knows, without asking the service (a connect compares against them). */
function knownIds(deps: DomainDeps): Set<string> | null {
  const list = portfolioCalls.list();
  const row = deps.session().answers.get(cacheKeyOf(list.request));
  const parsed = row ? list.schema.safeParse(row.value) : null;
  return parsed?.success ? new Set(parsed.data.rows.map((p) => p.portfolioId)) : null;
}

/** The own portfolios now, read live to settle an unsure write; null when that fails too. */
async function listNow(deps: DomainDeps) {
  const read = await readToSettle(deps.session(), portfolioCalls.list());
  return read.ok
    ? {
        ids: read.value.rows.map((p) => ({ id: p.portfolioId, type: p.portfolioType })),
        credits: read.credits,
      }
    : null;
}

async function connect(
  deps: DomainDeps,
  call: ReturnType<typeof manageCalls.connectWallet>,
  what: Deed,
  type: 'wallet' | 'exchange',
) {
  const before = knownIds(deps);
  const written = await writeOnce(deps, call, {
    what,
    done: (value) => {
      const id = value.status === 'existing' ? 'outcomes.connectedBefore' : 'outcomes.connectedNew';
      return { text: said({ id, values: { type } }), portfolioId: value.portfolioId };
    },
    async settle() {
      const now = await listNow(deps);
      // A new portfolio of that type which the cached list did not hold is the one just connected.
      const added = now && before ? now.ids.find((p) => p.type === type && !before.has(p.id)) : undefined;
      const found = now === null || before === null ? null : added !== undefined;
      return { found, portfolioId: added?.id ?? null, credits: now?.credits ?? 0 };
    },
  });
  return written.outcome;
}

async function connectExchange(
  deps: DomainDeps,
  runner: Reads,
  input: ParsedInput<'manage:connectExchange'>,
) {
  const list = await exchanges(runner, false);
  if (!list.ok)
    return fail({ ...list.error, ...saidBecause({ id: 'outcomes.exchangeListUnread' }, list.error) });
  const exchange = toSupportedExchanges(list.value).find((e) => e.connectionId === input.connectionId);
  const problem = exchange ? fieldProblem(exchange, input.fields) : unknownExchange(input.connectionId);
  if (problem) return fail(problem);
  const call = manageCalls.connectExchange(input.connectionId, input.fields, input.name);
  const what: Deed = { what: 'connectExchange', exchange: exchange?.name ?? input.connectionId };
  return connect(deps, call, what, 'exchange');
}

async function deletePortfolio(deps: DomainDeps, portfolioId: string) {
  const written = await writeOnce(deps, manageCalls.deletePortfolio(portfolioId), {
    what: { what: 'deletePortfolio' },
    done: () => ({ text: said({ id: 'outcomes.deleted' }), portfolioId }),
    async settle() {
      const now = await listNow(deps);
      const found = now === null ? null : !now.ids.some((p) => p.id === portfolioId);
      return { found, portfolioId, credits: now?.credits ?? 0 };
    },
  });
  return written.outcome;
}

// PATCH /portfolio/sync, then one status read. Sending the sync twice does no harm, but it is still not retried:
// the user sees what happened and may press Sync again.
async function sync(deps: DomainDeps, portfolioId: string) {
  const session = deps.session();
  const blocked = cannotSend(session, { what: 'sync' });
  if (blocked) return fail(blocked);
  const sent = await sendOnce(session, manageCalls.sync(portfolioId));
  if (!sent.ok && !isUnsure(sent.error)) return refused(sent.error, { what: 'sync' });
  const status = await readStatus(deps, portfolioId, !sent.ok);
  if (!status.ok) {
    const lost = sent.ok ? status.error : sent.error;
    return fail({ ...lost, ...saidBecause({ id: 'outcomes.syncUnsure' }, lost) });
  }
  deps.emit('data:changed', { kinds: ['portfolio'] });
  return status;
}

async function readStatus(deps: DomainDeps, portfolioId: string, settling = false) {
  const call = manageCalls.status(portfolioId);
  const session = deps.session();
  const read = settling
    ? await readToSettle(session, call)
    : await session.client.send(call.request, call.schema);
  if (!read.ok) return fail<never>(read.error);
  return ok(
    { portfolioId, status: read.value.status },
    {
      source: 'live' as const,
      fetchedAt: read.fetchedAt,
      stale: false,
      credits: read.credits,
      demo: deps.session().demo,
    },
  );
}

export function portfolioWriteHandlers(deps: DomainDeps, runner: Reads): Pick<Handlers, Channel> {
  return {
    async 'manage:exchanges'(input) {
      const read = await exchanges(runner, input.refresh ?? false);
      return read.ok ? ok(toSupportedExchanges(read.value), read.meta) : read;
    },

    async 'manage:connectWallet'(input) {
      // The same per-chain check as wallet:add (lib/wallet-address-guard.ts): a wrong address is never sent.
      const { checkWalletAddress } = await import('../../shared/wallet-address');
      const checked = checkWalletAddress(input.address, input.connectionId);
      if (!checked.ok) {
        return fail({
          code: 'invalid_input',
          ...saidBecause({ id: 'outcomes.notSentAddress' }, checked),
          issues: [{ path: 'address', message: checked.message }],
        });
      }
      const call = manageCalls.connectWallet({
        connectionId: input.connectionId,
        address: input.address,
        ...(input.name ? { name: input.name } : {}),
      });
      return connect(deps, call, { what: 'connectWallet' }, 'wallet');
    },

    'manage:connectExchange': (input) => connectExchange(deps, runner, input),
    'manage:deletePortfolio': ({ portfolioId }) => deletePortfolio(deps, portfolioId),
    'manage:sync': ({ portfolioId }) => sync(deps, portfolioId),

    async 'manage:syncStatus'({ portfolioId }) {
      const session = deps.session();
      const blocked = cannotSend(session, { what: 'statusRead' });
      if (blocked) return fail(blocked);
      const status = await readStatus(deps, portfolioId);
      if (status.ok && status.value.status === 'synced') deps.emit('data:changed', { kinds: ['portfolio'] });
      return status;
    },
  };
}

function unknownExchange(connectionId: string): AppError {
  return {
    code: 'invalid_input',
    ...said({ id: 'outcomes.noSuchExchange', values: { connectionId: connectionId.slice(0, 40) } }),
    issues: [{ path: 'connectionId', message: 'not in the exchange list' }],
  };
}

/** Every field the exchange needs, filled, and no other: named by key, never quoting a value. */
function fieldProblem(exchange: SupportedExchange, fields: Record<string, string>): AppError | null {
  const keys = new Set(exchange.fields.map((f) => f.key));
  const missing = exchange.fields.filter((f) => (fields[f.key] ?? '').trim() === '');
  const extra = Object.keys(fields).filter((key) => !keys.has(key));
  if (missing.length === 0 && extra.length === 0) return null;
  const issues = [
    ...missing.map((f) => ({ path: `fields.${f.key}`, message: `${f.name} is required` })),
    ...extra.map((key) => ({ path: `fields.${key}`, message: `${exchange.name} takes no such field` })),
  ];
  return { code: 'invalid_input', ...said(fieldsSay(exchange.name, missing, extra)), issues };
}

/** Which fields are missing or unknown, by name, as one sentence. */
function fieldsSay(exchange: string, missing: { name: string }[], extra: string[]): Say {
  const names = missing.map((f) => f.name).join(', ');
  const count = missing.length;
  if (extra.length === 0) return { id: 'outcomes.fieldsMissing', values: { fields: names, count } };
  if (count === 0) return { id: 'outcomes.fieldsExtra', values: { exchange, fields: extra.join(', ') } };
  return { id: 'outcomes.fieldsWrong', values: { missing: names, count, exchange, extra: extra.join(', ') } };
}
