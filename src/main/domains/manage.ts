import type { Handlers } from '../../shared/contract';
import type { Cost } from '../api/costs';
import { manageCalls } from '../api/manage';
import type { DomainDeps } from './deps';
import { portfolioWriteHandlers } from './manage-portfolios';
import { transactionHandlers } from './manage-transactions';
import { liveCost, type Priced } from '../reads/price';
import type { Reads } from '../reads';
import type { SpecialPrices } from './preview';

// The manage room: the write channels and their prices, which credits:preview shows before the
// user sends anything. A write's price is what it sends; the re-read after an unsure answer is extra and said so.

type ManageChannel = Extract<keyof Handlers, `manage:${string}`>;

const SAMPLE_ID = 'portfolio';
const tx = () =>
  manageCalls.addTransaction({
    portfolioId: SAMPLE_ID,
    coinId: 'bitcoin',
    count: 1,
    currency: 'USD',
    date: 0,
  });

/** Writes are not served by the pay-per-request gateway: no USDC price. */
const priced = (cost: Cost): Priced => ({ cost, always: false, usdcAtomic: null });
/** An edit sends two transactions: a correcting entry and the new one. */
const twice = (cost: Cost): Cost => ({
  credits: 2 * cost.credits,
  explanation: `2 x ${cost.credits} credits for POST /portfolio/transaction (a correcting entry and the new one)`,
  explanationSays: [{ id: 'prices.editTransaction', values: { each: cost.credits } }],
});
const plus = (a: Cost, b: Cost): Cost => ({
  credits: a.credits + b.credits,
  explanation: `${a.explanation}, then ${b.explanation}`,
  ...(a.explanationSays && b.explanationSays
    ? { explanationSays: [...a.explanationSays, ...b.explanationSays] }
    : {}),
});

export function manageRoom(deps: DomainDeps, runner: Reads) {
  const handlers: Pick<Handlers, ManageChannel> = {
    ...transactionHandlers(deps),
    ...portfolioWriteHandlers(deps, runner),
  };
  const prices: SpecialPrices = {
    'manage:exchanges': () => priced(liveCost(manageCalls.exchanges())),
    'manage:addTransaction': () => priced(liveCost(tx())),
    'manage:deleteTransaction': () => priced(liveCost(tx())),
    'manage:editTransaction': () => priced(twice(liveCost(tx()))),
    'manage:connectWallet': () =>
      priced(liveCost(manageCalls.connectWallet({ connectionId: 'ethereum', address: '' }))),
    'manage:connectExchange': () => priced(liveCost(manageCalls.connectExchange('x', {}))),
    'manage:deletePortfolio': () => priced(liveCost(manageCalls.deletePortfolio(SAMPLE_ID))),
    'manage:sync': () =>
      priced(plus(liveCost(manageCalls.sync(SAMPLE_ID)), liveCost(manageCalls.status(SAMPLE_ID)))),
    'manage:syncStatus': () => priced(liveCost(manageCalls.status(SAMPLE_ID))),
  };
  return { handlers, prices };
}
