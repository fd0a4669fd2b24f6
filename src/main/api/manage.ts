import type { TransactionBody } from '../../shared/transaction-body';
import { forTarget, type PortfolioTarget } from './portfolio';
import { apiCall } from './schemas/common';
import { portfolioTransactionsResponse } from './schemas/portfolio';
import {
  acknowledgement,
  addedTransactionResponse,
  connectResponse,
  exchangeSupportResponse,
  syncStatusResponse,
} from './schemas/manage';

// The portfolio writes of service.md 4.5 and the exchange list they need, one typed call each. Writes are sent with
// retry off: the domain (domains/manage-*.ts) decides what an unsure answer means, never the retry loop.

/** A coin id the service does not know, most often a ticker typed for an id. */
export const missingCoin = (coinId: string) =>
  `No coin '${coinId}' on the service: coins are named by their id, e.g. solana. Find it by name with the form’s coin search.`;

const own = (portfolioId: string): PortfolioTarget => ({ kind: 'own', portfolioId });

export const manageCalls = {
  exchanges: () =>
    apiCall(
      { method: 'GET', path: '/exchange/support', endpoint: 'GET /exchange/support' },
      exchangeSupportResponse,
    ),
  addTransaction: (body: TransactionBody) =>
    apiCall(
      {
        method: 'POST',
        path: '/portfolio/transaction',
        endpoint: 'POST /portfolio/transaction',
        body,
        subject: { kind: 'portfolio', id: body.portfolioId },
        // The service answers an unknown coin with a 404 too ("Coin with id 'SOL' not found"): not the portfolio's.
        alsoNames: [
          { id: body.coinId, subject: { kind: 'coin', id: body.coinId }, advice: missingCoin(body.coinId) },
        ],
      },
      addedTransactionResponse,
    ),
  connectWallet: (body: { connectionId: string; address: string; name?: string }) =>
    apiCall(
      { method: 'POST', path: '/portfolio/wallet', endpoint: 'POST /portfolio/wallet', body },
      connectResponse,
    ),
  /** The credentials travel in the body only, and are named as secrets so that no log or ledger line keeps them. */
  connectExchange: (connectionId: string, fields: Record<string, string>, name?: string) =>
    apiCall(
      {
        method: 'POST',
        path: '/portfolio/exchange',
        endpoint: 'POST /portfolio/exchange',
        body: { connectionId, connectionFields: fields, ...(name ? { name } : {}) },
        secrets: Object.values(fields),
      },
      connectResponse,
    ),
  deletePortfolio: (portfolioId: string) =>
    apiCall(
      {
        method: 'DELETE',
        path: `/portfolio/${encodeURIComponent(portfolioId)}`,
        endpoint: 'DELETE /portfolio/:portfolioId',
        subject: { kind: 'portfolio', id: portfolioId },
      },
      acknowledgement,
    ),
  // The sync names its portfolio as the reads do; only the method differs.
  sync: (portfolioId: string) =>
    apiCall(
      { ...forTarget(own(portfolioId), '/portfolio/sync', 'PATCH /portfolio/sync', {}), method: 'PATCH' },
      acknowledgement,
    ),
  status: (portfolioId: string) =>
    apiCall(
      forTarget(own(portfolioId), '/portfolio/status', 'GET /portfolio/status', {}),
      syncStatusResponse,
    ),
  /** The re-read after an unsure write: one coin's transactions of one portfolio, newest first. */
  transactionsOfCoin: (portfolioId: string, coinId: string, currency: string) =>
    apiCall(
      forTarget(own(portfolioId), '/portfolio/transactions', 'GET /portfolio/transactions', {
        coinId,
        currency,
        page: 1,
        limit: 100,
      }),
      portfolioTransactionsResponse,
    ),
};
