import type { ParsedInput, Result } from '../../shared/contract';
import { ADDING_SHARED_ID } from '../../shared/domain/portfolio';
import type { AppError } from '../../shared/envelope';
import type { PortfolioTarget } from '../api/portfolio';
import type { SharedPortfoliosRepo } from '../cache/shared-portfolios-repo';
import type { DataSession } from '../mode/data-session';
import { KeychainUnavailableError, type SecretStore } from '../secrets/secret-store';
import type { CallPart, ReadDeps } from './deps';
import { freshUnderPolicy } from './through';
import { refreshAsked } from './guard';
import type { ReadChannel } from './rows';
import { marketReads } from './rows/market-reads';
import type { PlanContext, Planned, ReadRow } from './rows/row';
import { lookUpWallets } from './rows/wallet-reads';

// The plan stage: the portfolio and wallets the input names are resolved first, then the row builds its call,
// and the currency list joins it when its USD prices are shown in another currency. No secret is read here:
// a shared portfolio's token is read by withSecrets only when the call is sent.

export const SHARED_PREFIX = 'shared:';

/** A read planned for one input: its row, its call, and the calls it may send. */
export interface PlannedRead<R> {
  row: ReadRow<ReadChannel>;
  plan: Planned<R>;
  ctx: PlanContext;
  main: CallPart;
  rates: CallPart | null;
}

type Planning<R> = { ok: true; read: PlannedRead<R> } | { ok: false; error: AppError };

/** The row's call for this input, resolved first; `row` is the channel's, looked up once when its handler was made. */
export function planRead<C extends ReadChannel>(
  deps: ReadDeps,
  session: DataSession,
  row: ReadRow<C>,
  input: ParsedInput<C>,
): Planning<Result<C>> {
  const target = targetOf((input as { portfolioId?: string }).portfolioId, session.sharedPortfolios);
  if ('code' in target) return { ok: false, error: target };
  const ctx: PlanContext = {
    baseCurrency: deps.baseCurrency(),
    now: deps.clock.now(),
    target,
    wallets: (ids) => lookUpWallets(session, ids),
    unsyncedOnRoute: (wallets) =>
      session.mode === 'gateway' ? (deps.unsynced?.refusal(wallets) ?? null) : null,
  };
  const plan = row.plan(input, ctx);
  if ('refused' in plan) return { ok: false, error: plan.refused };
  const main = {
    call: plan.call,
    maxAgeMs: freshUnderPolicy(row.fresh(input), session),
    force: refreshAsked(input),
  };
  const usd = plan.usdPriced;
  const direct = !usd || usd.currency === 'USD' || usd.direct.includes(usd.currency);
  const list = direct ? null : currencies.plan({}, ctx);
  const rates =
    list && !('refused' in list) ? { call: list.call, maxAgeMs: currencies.fresh({}), force: false } : null;
  return { ok: true, read: { row: row as unknown as ReadRow<ReadChannel>, plan, ctx, main, rates } };
}

const currencies = marketReads['coins:currencies'];

/** The call as it is sent: with a shared portfolio's token (and passcode) from the keychain, read only now. */
export async function withSecrets(
  read: PlannedRead<unknown>,
  input: unknown,
  session: DataSession,
  secrets: SecretStore,
): Promise<{ ok: true; call: CallPart['call'] } | { ok: false; error: AppError }> {
  if (read.ctx.target.kind !== 'shared') return { ok: true, call: read.main.call };
  const resolved = await resolveTarget(
    SHARED_PREFIX + read.ctx.target.localId,
    session.sharedPortfolios,
    secrets,
  );
  if (!resolved.ok) return resolved;
  const plan = read.row.plan(input as never, { ...read.ctx, target: resolved.target });
  return 'refused' in plan ? { ok: false, error: plan.refused } : { ok: true, call: plan.call };
}

const sharedGone: AppError = {
  code: 'not_found',
  message: 'This shared portfolio is no longer in Folio Desk. Add it again with its share link token.',
};

/** The portfolio a read names, as the cache knows it: a shared one by its local id, without its token. */
function targetOf(portfolioId: string | undefined, shared: SharedPortfoliosRepo): PortfolioTarget | AppError {
  if (portfolioId === undefined) return { kind: 'all' };
  if (!portfolioId.startsWith(SHARED_PREFIX)) return { kind: 'own', portfolioId };
  const localId = portfolioId.slice(SHARED_PREFIX.length);
  // The one about to be added is priced, never read: no token is stored for it, so withSecrets refuses it.
  if (!shared.get(localId) && portfolioId !== ADDING_SHARED_ID) return sharedGone;
  return { kind: 'shared', localId, shareToken: '', passcode: null };
}

export const keychainError = (error: unknown): AppError =>
  error instanceof KeychainUnavailableError
    ? { code: 'keychain_unavailable', message: error.message, say: error.say }
    : {
        code: 'keychain_unavailable',
        message:
          'Folio Desk could not use the OS keychain for the share token. Unlock the keychain and try again.',
      };

export type Resolved = { ok: true; target: PortfolioTarget } | { ok: false; error: AppError };

/** The portfolio a read names, with a shared one's token (and passcode, when one is stored) from the keychain. */
export async function resolveTarget(
  portfolioId: string | undefined,
  shared: SharedPortfoliosRepo,
  secrets: SecretStore,
): Promise<Resolved> {
  if (portfolioId === undefined) return { ok: true, target: { kind: 'all' } };
  if (!portfolioId.startsWith(SHARED_PREFIX)) return { ok: true, target: { kind: 'own', portfolioId } };
  const id = portfolioId.slice(SHARED_PREFIX.length);
  const record = shared.get(id);
  if (!record) return { ok: false, error: sharedGone };
  try {
    const shareToken = await secrets.get(`share-token:${id}`);
    if (!shareToken) return { ok: false, error: sharedGone };
    // The keychain is asked for a passcode only when one was stored (STYLE.md rule 11).
    const passcode = record.hasPasscode ? await secrets.get(`passcode:${id}`) : null;
    return { ok: true, target: { kind: 'shared', localId: id, shareToken, passcode } };
  } catch (error) {
    return { ok: false, error: keychainError(error) };
  }
}
