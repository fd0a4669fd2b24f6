// The portfolios as they are now: the seeded ones (world.ts), minus those a client deleted, plus those it
// connected, each with the transactions it added (core/state.ts PortfolioEdits). Every portfolio read goes
// through here, so a change shows in value, coins, chart and transactions alike.
import type { AccountId } from '../core/accounts';
import type { PortfolioEdits } from '../core/state';
import type { Portfolio } from './portfolios';
import type { World } from './world';

/** One owner's portfolios as they are now; builds only that owner's seeded ones. */
export function ownPortfolios(world: World, edits: PortfolioEdits, owner: AccountId): Portfolio[] {
  return [...world.portfoliosOf(owner), ...edits.created]
    .filter((portfolio) => portfolio.owner === owner && !edits.deleted.has(portfolio.portfolioId))
    .map((portfolio) => {
      const added = edits.addedTxs.filter((tx) => tx.portfolioId === portfolio.portfolioId);
      if (added.length === 0) return portfolio;
      return {
        ...portfolio,
        transactions: [...portfolio.transactions, ...added].sort((a, b) => a.date - b.date),
      };
    });
}
