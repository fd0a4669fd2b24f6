// Which portfolios a portfolio read is about (service.md 4.3): a share token (+ passcode), one of the caller's
// own portfolios by portfolioId, or all the caller's portfolios merged when neither is given.
import { accountById, SHARE_TOKENS } from '../core/accounts';
import { callerAccount, type SandboxContext } from '../core/env';
import { ApiError } from '../core/errors';
import { optionalQuery } from '../core/params';
import type { Portfolio, PortfolioTx } from '../data/portfolios';
import type { World } from '../data/world';

export interface PortfolioSelection {
  portfolios: readonly Portfolio[];
  transactions: readonly PortfolioTx[];
}

function select(portfolios: readonly Portfolio[]): PortfolioSelection {
  return {
    portfolios,
    transactions: portfolios.flatMap((portfolio) => portfolio.transactions).sort((a, b) => a.date - b.date),
  };
}

function sharedPortfolio(c: SandboxContext, world: World, token: string): Portfolio {
  const share = SHARE_TOKENS.find((candidate) => candidate.token === token);
  if (!share)
    throw new ApiError(404, 'No shared portfolio for this share token; check the link you were given');
  if (!accountById(share.owner).plan.premium) {
    throw new ApiError(403, "Reading a shared portfolio requires the owner's premium (Degen) plan");
  }
  if (share.passcode !== undefined) {
    const passcode = c.req.header('passcode') ?? optionalQuery(c, 'passcode', 100);
    if (passcode === undefined) throw new ApiError(403, 'Passcode required for this shared portfolio');
    if (passcode !== share.passcode) throw new ApiError(403, 'Invalid passcode');
  }
  const portfolio = world.portfolios.find((p) => p.owner === share.owner && p.slot === share.portfolioSlot);
  if (!portfolio) throw new ApiError(404, 'No shared portfolio for this share token');
  return portfolio;
}

export function selectPortfolios(c: SandboxContext, world: World): PortfolioSelection {
  const shareToken = c.req.header('sharetoken');
  const portfolioId = optionalQuery(c, 'portfolioId', 100);
  if (shareToken !== undefined && portfolioId !== undefined) {
    throw new ApiError(
      400,
      'Identify the portfolio with either the sharetoken header or portfolioId, not both',
    );
  }
  if (shareToken !== undefined) {
    if (shareToken.trim() === '') throw new ApiError(400, 'The sharetoken header must not be empty');
    return select([sharedPortfolio(c, world, shareToken)]);
  }
  const account = callerAccount(c);
  if (!account) throw new ApiError(400, 'Portfolio reads on the gateway need the sharetoken header');
  const own = world.portfolios.filter((portfolio) => portfolio.owner === account.id);
  if (portfolioId === undefined) return select(own);
  const portfolio = own.find((candidate) => candidate.portfolioId === portfolioId);
  if (!portfolio)
    throw new ApiError(404, `Portfolio '${portfolioId}' not found among this account's portfolios`);
  return select([portfolio]);
}

/** The first activity of a selection, where its "all" chart starts. */
export function firstActivity(selection: PortfolioSelection, fallback: number): number {
  return selection.transactions[0]?.date ?? fallback;
}
