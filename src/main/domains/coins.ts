import type { Handlers } from '../../shared/contract';
import { fail } from '../../shared/envelope';
import { coinCalls } from '../api/coins';
import { costOf } from '../api/costs';
import { paramsOf } from '../api/http';
import { toCoin, toCurrencyRates, toTokenRisk } from '../api/schemas/market';
import { pagingError } from '../api/schemas/request-bounds';
import { mapEnvelope, type DomainDeps } from './deps';
import { freshness } from './freshness';
import { readCall } from './read';

type CoinsChannel = 'coins:list' | 'coins:get' | 'coins:currencies' | 'coins:tokenRisk';

const COINS_DEFAULT_LIMIT = 20;

// Coins, the currency list and contract risk, all through the cache.
export function coinsHandlers(deps: DomainDeps): Pick<Handlers, CoinsChannel> {
  const s = () => deps.services();
  return {
    async 'coins:list'(input) {
      const bad = pagingError(input.page, input.limit, COINS_DEFAULT_LIMIT);
      if (bad) return fail(bad);
      const call = coinCalls.list({
        currency: input.currency ?? deps.baseCurrency(),
        page: input.page,
        limit: input.limit,
        coinIds: input.coinIds,
      });
      const answer = await readCall(s(), call, 'coins', freshness.coins, { force: input.refresh });
      return mapEnvelope(answer, (list) => list.map(toCoin));
    },
    async 'coins:get'(input) {
      const call = coinCalls.get(input.coinId, input.currency ?? deps.baseCurrency());
      const answer = await readCall(s(), call, 'coins', freshness.coins, { force: input.refresh });
      return mapEnvelope(answer, toCoin);
    },
    async 'coins:currencies'() {
      return mapEnvelope(
        await readCall(s(), coinCalls.currencies(), 'coins', freshness.currencies),
        toCurrencyRates,
      );
    },
    // 5000 credits: above the confirmation threshold unless the user raised it. A fresh cached answer costs
    // nothing and needs no confirmation, so the guard runs only when the service is really about to be asked.
    async 'coins:tokenRisk'(input) {
      const call = coinCalls.tokenRisk(input.coinId);
      const cost = costOf(call.request.endpoint, paramsOf(call.request));
      const answer = await readCall(s(), call, 'coins', freshness.tokenRisk, {
        beforeSend: () => deps.guard.guard('coins:tokenRisk', input, cost, input.confirmToken),
      });
      return mapEnvelope(answer, (wire) => toTokenRisk(wire, input.coinId));
    },
  };
}
