import type { Handlers } from '../../shared/contract';
import { ok } from '../../shared/envelope';
import { KEPT_FOR_GOOD } from '../cache/answers-repo';
import { SHARED_PREFIX } from '../reads/plan';
import { localMeta, type DomainDeps } from './deps';

// portfolio:keptDays: the past days the time machine already bought for a portfolio, read from the cache's keys
// (nothing is sent). Each is a snapshot of one day (`from` = `to`) that the cache keeps for good (answers-repo.ts),
// so the time machine can say "days already kept: N" and price a kept day at 0.

/** What one kept key names: the day, and the portfolio as the cache knows it ('' = all own portfolios). */
function keptDayOf(key: string): { day: string; portfolio: string } | null {
  const [query = '', identity] = key.slice(KEPT_FOR_GOOD.length).split('#');
  const params = new URLSearchParams(query);
  const from = params.get('from');
  if (from === null || from !== params.get('to') || params.has('coinIds')) return null;
  const shared = identity?.startsWith('i:') ? identity.slice(2) : null;
  return { day: from, portfolio: shared ?? params.get('portfolioId') ?? '' };
}

/** The portfolio as keptDayOf names it: a shared one by its identity, an own one by its id. */
const portfolioKey = (portfolioId: string | undefined): string =>
  portfolioId === undefined
    ? ''
    : portfolioId.startsWith(SHARED_PREFIX)
      ? `shared:${portfolioId.slice(SHARED_PREFIX.length)}`
      : portfolioId;

export function keptDaysHandlers(deps: DomainDeps): Pick<Handlers, 'portfolio:keptDays'> {
  return {
    async 'portfolio:keptDays'({ portfolioId }) {
      const wanted = portfolioKey(portfolioId);
      const days = deps
        .session()
        .answers.keysWithPrefix(KEPT_FOR_GOOD)
        .flatMap((key) => {
          const kept = keptDayOf(key);
          return kept && kept.portfolio === wanted ? [kept.day] : [];
        })
        .sort();
      return ok({ days: [...new Set(days)] }, localMeta(deps));
    },
  };
}
