import type { ReadHandlers } from '../api/read-context';
import type { Handlers } from '../../shared/contract';
import { fail, ok } from '../../shared/envelope';
import { portfolioCalls } from '../api/portfolio';
import { localMeta, type DomainDeps } from './deps';
import { addShared, newSharedId, removeShared, sharedSummary } from './portfolio-target';
import { gatewayAtomic, liveCost, type Priced } from '../reads/price';
import type { Reads } from '../reads';

type PortfolioChannel = 'portfolio:list' | 'portfolio:addShared' | 'portfolio:removeShared';

/** Answers to the trial read that mean the share token itself will not work. */
const REFUSED = new Set(['forbidden', 'not_found', 'invalid_input']);

// The portfolio room's own logic; its reads are rows of the read table (reads/portfolio-reads.ts). Special:
// the list adds the shared portfolios kept locally (and shows them when the service cannot list the own ones),
// and adding a shared portfolio tries its token with one value read before anything is stored.
export function portfolioHandlers(
  deps: DomainDeps,
  runner: Reads,
): { handlers: Pick<Handlers, PortfolioChannel>; addSharedPrice: (input: unknown) => Priced } {
  /** The trial read of a token not stored yet: the value of that portfolio in the base currency. */
  const trialCall = (input: { shareToken: string; passcode?: string | undefined }, localId: string) =>
    portfolioCalls.value(
      { kind: 'shared', localId, shareToken: input.shareToken, passcode: input.passcode ?? null },
      deps.baseCurrency(),
    );
  const addSharedPrice = (): Priced => {
    const call = trialCall({ shareToken: '' }, 'new');
    return { cost: liveCost(call), always: false, usdcAtomic: gatewayAtomic(call) };
  };

  const handlers: ReadHandlers<Pick<Handlers, PortfolioChannel>> = {
    async 'portfolio:list'(input, context) {
      const local = deps.session().sharedPortfolios.list().map(sharedSummary);
      const own = await runner.read('portfolio:list', input, context);
      if (!own.ok) {
        // Shared portfolios are known locally: show them even when the service cannot list the own ones.
        return local.length ? ok(local, { ...localMeta(deps), stale: true, error: own.error }) : own;
      }
      return ok([...own.value, ...local], own.meta);
    },

    // A wrong token, a missing passcode or an owner without a premium plan is said at once; a network failure
    // keeps the portfolio for later. The trial is cached under the new local id, so its value is the one shown.
    async 'portfolio:addShared'(input) {
      const s = deps.session();
      const allowed = runner.confirm('portfolio:addShared', input, addSharedPrice());
      if (!allowed.ok) return fail(allowed.error);
      const localId = newSharedId();
      const read = await runner.readCall(trialCall(input, localId), 'portfolio');
      if (!read.ok && REFUSED.has(read.error.code)) {
        return fail({ ...read.error, message: `The portfolio was not added. ${read.error.message}` });
      }
      const added = await addShared(input, s.sharedPortfolios, deps.secrets, deps.clock.now(), localId);
      if (!added.ok) return fail(added.error);
      deps.emit('data:changed', { kinds: ['portfolio'] });
      const meta = read.ok ? read.meta : { ...localMeta(deps), stale: true, error: read.error };
      return ok(added.value, meta);
    },

    async 'portfolio:removeShared'(input) {
      const removed = await removeShared(input.portfolioId, deps.session().sharedPortfolios, deps.secrets);
      if (removed.ok && removed.value.removed) deps.emit('data:changed', { kinds: ['portfolio'] });
      return removed.ok ? ok(removed.value, localMeta(deps)) : fail(removed.error);
    },
  };
  return { handlers, addSharedPrice };
}
