import type { ParsedInput } from '../../shared/contract';
import { costOf, type Cost } from '../api/costs';
import { cacheKeyOf } from '../api/http';
import { cachedPageCount, HOLDINGS_PAGE_LIMIT, MAX_HOLDINGS_PAGES } from '../api/pages';
import { portfolioCalls, type PortfolioTarget } from '../api/portfolio';
import { createAnswersRepo } from '../cache/answers-repo';
import { perDatabase, type DomainDeps } from './deps';
import { SHARED_PREFIX } from './portfolio-target';

// Issue 9: the price of reading every page of holdings, before any page is sent. Each page of 100 is one call
// (8 credits); how many pages there are is known from the last reading (its cached pages). Without one, the
// preview says that each further 100 holdings costs one more page.

/** The target as the cache keys it: a shared portfolio by its local id, never its token. */
function cacheTarget(portfolioId: string | undefined): PortfolioTarget {
  if (portfolioId === undefined) return { kind: 'all' };
  if (!portfolioId.startsWith(SHARED_PREFIX)) return { kind: 'own', portfolioId };
  return { kind: 'shared', localId: portfolioId.slice(SHARED_PREFIX.length), shareToken: '', passcode: null };
}

export function holdingsEstimator(deps: DomainDeps): (input: ParsedInput<'portfolio:coins'>) => Cost {
  const answers = perDatabase(createAnswersRepo);
  return (input) => {
    const target = cacheTarget(input.portfolioId);
    const repo = answers(deps.services().db);
    const known = cachedPageCount(
      (page) => {
        const call = portfolioCalls.coins(target, page);
        const row = repo.get(cacheKeyOf(call.request));
        const parsed = row ? call.schema.safeParse(row.value) : null;
        return parsed?.success ? parsed.data.result : null;
      },
      { limit: HOLDINGS_PAGE_LIMIT, maxPages: MAX_HOLDINGS_PAGES },
    );
    const perPage = costOf('GET /portfolio/coins');
    if (known === null) {
      return {
        credits: perPage.credits,
        explanation: `${perPage.credits} credits for the first ${HOLDINGS_PAGE_LIMIT} holdings (GET /portfolio/coins); each further ${HOLDINGS_PAGE_LIMIT} costs ${perPage.credits} more`,
      };
    }
    if (known.pages === 1) return perPage;
    const credits = perPage.credits * known.pages;
    return {
      credits,
      explanation: `${perPage.credits} credits x ${known.pages} pages = ${credits} credits for GET /portfolio/coins (${known.rows} holdings when last read)`,
    };
  };
}
