// Which portfolios a portfolio read is about (service.md 4.3): a share token (+ passcode), one of the caller's
// own portfolios by portfolioId, or all the caller's portfolios merged when neither is given. The share token is
// documented both as the `sharetoken` header and as the `shareToken` query parameter (the portfolio docs' curl
// examples use the query), and the passcode as header or query: every form is refused alike when the token is
// unknown, its owner is not premium, or its passcode is missing, so no form falls back to the caller's own data.
import { accountById, SHARE_TOKENS } from '../core/accounts';
import { callerAccount, type SandboxContext } from '../core/env';
import { ApiError } from '../core/errors';
import { optionalQuery } from '../core/params';
import type { PortfolioEdits } from '../core/state';
import { ownPortfolios } from '../data/live-portfolios';
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

/** Header or query value of one parameter; both given and different is a client mistake worth a 400. */
function headerOrQuery(c: SandboxContext, header: string, query: string): string | undefined {
  const fromHeader = c.req.header(header);
  const fromQuery = c.req.query(query);
  if (fromHeader !== undefined && fromHeader.trim() === '') {
    throw new ApiError(400, `The ${header} header must not be empty; omit it instead`);
  }
  const queried = fromQuery === undefined ? undefined : optionalQuery(c, query, 200);
  if (fromHeader !== undefined && queried !== undefined && fromHeader !== queried) {
    throw new ApiError(400, `The ${header} header and the \`${query}\` query parameter disagree; send one`);
  }
  return fromHeader ?? queried;
}

/**
 * The share token of a request, from the `sharetoken` header or the `shareToken` query parameter. The query
 * name is case-sensitive: a lowercase `sharetoken` query would otherwise be ignored and the caller's own
 * portfolios answered in place of the shared one, so it is refused.
 */
export function shareTokenOf(c: SandboxContext): string | undefined {
  if (c.req.query('sharetoken') !== undefined && c.req.query('shareToken') === undefined) {
    throw new ApiError(
      400,
      'Unknown query parameter `sharetoken`: send the share token as `shareToken` or as the sharetoken header',
    );
  }
  return headerOrQuery(c, 'sharetoken', 'shareToken');
}

function sharedPortfolio(c: SandboxContext, world: World, edits: PortfolioEdits, token: string): Portfolio {
  const share = SHARE_TOKENS.find((candidate) => candidate.token === token);
  if (!share)
    throw new ApiError(404, 'No shared portfolio for this share token; check the link you were given');
  if (!accountById(share.owner).plan.premium) {
    throw new ApiError(403, "Reading a shared portfolio requires the owner's premium (Degen) plan");
  }
  if (share.passcode !== undefined) {
    const passcode = headerOrQuery(c, 'passcode', 'passcode');
    if (passcode === undefined) throw new ApiError(403, 'Passcode required for this shared portfolio');
    if (passcode !== share.passcode) throw new ApiError(403, 'Invalid passcode');
  }
  const portfolio =
    share.portfolioSlot === 'large'
      ? world.largePortfolio
      : ownPortfolios(world, edits, share.owner).find((p) => p.slot === share.portfolioSlot);
  if (!portfolio) throw new ApiError(404, 'No shared portfolio for this share token');
  return portfolio;
}

/**
 * For the gateway, before it asks for money: the share token's refusal (unknown 404, free owner or passcode 403),
 * so a payer never signs for an answer that can only be an error. Undefined when no share token was sent.
 */
export function checkShareToken(c: SandboxContext, world: World, edits: PortfolioEdits): void {
  const token = shareTokenOf(c);
  if (token !== undefined) sharedPortfolio(c, world, edits, token);
}

export function selectPortfolios(c: SandboxContext, world: World, edits: PortfolioEdits): PortfolioSelection {
  const shareToken = shareTokenOf(c);
  const portfolioId = optionalQuery(c, 'portfolioId', 100);
  if (shareToken !== undefined && portfolioId !== undefined) {
    throw new ApiError(400, 'Identify the portfolio with either a share token or portfolioId, not both');
  }
  if (shareToken !== undefined) return select([sharedPortfolio(c, world, edits, shareToken)]);
  const account = callerAccount(c);
  if (!account) throw new ApiError(400, 'Portfolio reads on the gateway need the share token of a portfolio');
  const own = ownPortfolios(world, edits, account.id);
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
