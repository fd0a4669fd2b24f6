import type { Say } from '../../../shared/envelope';
import type { ServiceTransaction } from '../../../shared/import/fingerprint';
import type { TransactionBody } from '../../../shared/transaction-body';
import { sameTransaction } from '../../../shared/import/fingerprint';
import { apiCall } from '../../api/schemas/common';
import { portfolioTransactionsResponse } from '../../api/schemas/portfolio';
import type { DataSession } from '../../mode/data-session';
import type { Reads } from '../../reads';
import { readToSettle } from '../write-outcome';

// What the portfolio already lists, to skip a row that is there. The plan reads the portfolio's transactions
// through the read table, afresh (4 credits a page of 100): a cached page is kept a working day, and a trade typed
// since then, here or on CoinStats, would be missed and sent twice. The check of a row left 'sending' by a stopped
// run asks the service for that coin's transactions, since only the live list can say whether it was carried out.

const PAGE = 100;
/** 20,000 transactions: a portfolio with more is compared on its newest ones only, and the plan says so. */
const MAX_PAGES = 200;

export async function portfolioTransactions(
  runner: Pick<Reads, 'read'>,
  portfolioId: string,
  currency: string,
): Promise<
  { ok: true; rows: ServiceTransaction[]; credits: number } | { ok: false; message: string; say?: Say }
> {
  const rows: ServiceTransaction[] = [];
  let credits = 0;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const read = await runner.read('portfolio:transactions', {
      portfolioId,
      currency,
      page,
      limit: PAGE,
      refresh: true,
    });
    if (!read.ok) return { ok: false, message: read.error.message, say: read.error.say };
    credits += read.meta.credits;
    rows.push(...read.value);
    if (read.value.length < PAGE) return { ok: true, rows, credits };
  }
  return { ok: true, rows, credits };
}

const coinPage = (body: TransactionBody, page: number) =>
  apiCall(
    {
      method: 'GET',
      path: '/portfolio/transactions',
      endpoint: 'GET /portfolio/transactions',
      query: {
        portfolioId: body.portfolioId,
        coinId: body.coinId,
        currency: body.currency,
        page,
        limit: PAGE,
      },
      subject: { kind: 'portfolio', id: body.portfolioId },
    },
    portfolioTransactionsResponse,
  );

/**
 * How many transactions like `body` the service lists now (all pages of the coin), or null when it cannot be
 * read. The caller compares it with the row's place among its equals.
 */
export async function countAtService(
  session: DataSession,
  body: TransactionBody,
): Promise<{ count: number | null; credits: number }> {
  let count = 0;
  let credits = 0;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const read = await readToSettle(session, coinPage(body, page));
    if (!read.ok) return { count: null, credits };
    credits += read.credits;
    const rows = read.value.data.rows;
    count += rows.filter((row) =>
      sameTransaction(body, {
        coinId: row.coinData?.identifier ?? null,
        count: row.coinData?.count ?? null,
        totalWorth: row.coinData?.totalWorth ?? null,
        date: row.date,
      }),
    ).length;
    if (rows.length < PAGE) break;
  }
  return { count, credits };
}
