// Portfolio writes (service.md 4.5; shapes from the docs pages connect-portfolio-wallet, connect-portfolio-exchange,
// add-portfolio-transaction, get-portfolio-sync-status): POST /portfolio/transaction (manual portfolios only),
// POST /portfolio/wallet and /portfolio/exchange (connect; "existing" when already connected), DELETE
// /portfolio/{portfolioId}, PATCH /portfolio/sync (wallet and exchange portfolios only) and GET /portfolio/status;
// the exchanges and their fields are exchange-support.ts's. Changes live in state.portfolioEdits and show in every
// read; reset drops them. Exchange credentials are checked for presence and never stored: only a digest of the API
// key, to recognise a reconnect.
import type { SandboxAnswer } from '../core/answer';
import { callerAccount, type SandboxApi, type SandboxContext } from '../core/env';
import { ApiError } from '../core/errors';
import { jsonBody, requiredQuery } from '../core/params';
import { createRng, deriveSeed, hashString } from '../core/prng';
import type { Account } from '../core/accounts';
import { COIN_CATALOG } from '../data/coin-catalog';
import { ranksAt } from '../data/coin-view';
import { chainByConnectionId } from '../data/chains';
import { currencyRate } from '../data/currencies';
import { ownPortfolios } from '../data/live-portfolios';
import { positionsAt } from '../data/portfolio-math';
import type { Portfolio, PortfolioTx } from '../data/portfolios';
import { roundPrice } from '../data/time-ranges';
import { walletBalances } from '../data/wallet-data';
import { findCoin } from '../data/world';
import type { SandboxDeps } from '../deps';
import { coinNotFound } from './coins';
import { transactionRow } from './portfolio-tx-row';
import { EXCHANGES } from './exchange-support';
import { validatedWallet } from './wallet-params';

const SYNC_MS = 5_000;

type Fields = Record<string, unknown>;

async function bodyObject(c: SandboxContext): Promise<Fields> {
  const body = await jsonBody(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'The request body must be a JSON object');
  }
  return body as Fields;
}

function text(fields: Fields, name: string, required: boolean, max = 200): string | undefined {
  const value = fields[name];
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string' || value.trim() === '' || value.length > max) {
    throw new ApiError(400, `\`${name}\` must be a non-empty string of at most ${max} characters`);
  }
  return value;
}

function accountOf(c: SandboxContext): Account {
  const account = callerAccount(c);
  if (!account) throw new ApiError(403, 'Portfolio writes need an API key');
  return account;
}

/** A write's caller (an API key is required) and its JSON object body, checked in that order. */
async function writeRequest(c: SandboxContext): Promise<{ account: Account; fields: Fields }> {
  const account = accountOf(c);
  return { account, fields: await bodyObject(c) };
}

function ownPortfolio(deps: SandboxDeps, account: Account, portfolioId: string): Portfolio {
  const portfolio = ownPortfolios(deps.world, deps.state.portfolioEdits, account.id).find(
    (candidate) => candidate.portfolioId === portfolioId,
  );
  if (!portfolio) {
    throw new ApiError(404, `Portfolio '${portfolioId}' not found among this account's portfolios`);
  }
  return portfolio;
}

function newId(deps: SandboxDeps, label: string): string {
  const edits = deps.state.portfolioEdits;
  edits.counter += 1;
  return `${label}${deriveSeed(deps.seed, 'api-portfolio', edits.counter).toString(16).padStart(8, '0')}`;
}

function connect(deps: SandboxDeps, portfolio: Portfolio): void {
  deps.state.portfolioEdits.created.push(portfolio);
  deps.state.portfolioEdits.syncs.set(portfolio.portfolioId, deps.clock.now() + SYNC_MS);
}

/** Holdings at connection time, as transfers in dated now: the history before the connection is empty. */
function arrivals(deps: SandboxDeps, portfolioId: string, holdings: { coinId: string; amount: number }[]) {
  const now = deps.clock.now();
  return holdings.map((holding, index): PortfolioTx => ({
    id: `${portfolioId}-tx${index + 1}`,
    portfolioId,
    coinId: holding.coinId,
    type: 'Received',
    count: holding.amount,
    date: now,
    priceUsd: roundPrice(deps.world.prices.usd(holding.coinId, now)),
  }));
}

/** POST /portfolio/transaction: a buy (count > 0) or a sale of a manual portfolio, never more than is held. */
async function addTransaction(c: SandboxContext, deps: SandboxDeps): Promise<SandboxAnswer> {
  const { world, clock } = deps;
  const edits = deps.state.portfolioEdits;
  const { account, fields } = await writeRequest(c);
  const portfolioId = text(fields, 'portfolioId', true, 100) ?? '';
  const coinId = text(fields, 'coinId', true, 100) ?? '';
  const notes = text(fields, 'notes', false, 500);
  const code = text(fields, 'currency', false, 10) ?? 'USD';
  const rate = currencyRate(code);
  if (rate === undefined) throw new ApiError(400, `\`currency\` '${code}' is not a known currency`);
  const count = fields.count;
  if (typeof count !== 'number' || !Number.isFinite(count) || count === 0) {
    throw new ApiError(400, '`count` must be a non-zero number (negative for a sale)');
  }
  const now = clock.now();
  const date = fields.date ?? now;
  if (typeof date !== 'number' || !Number.isInteger(date) || date < Date.UTC(2009, 0, 3) || date > now) {
    throw new ApiError(400, '`date` must be a time in milliseconds, not in the future');
  }
  const price = fields.price;
  if (price !== undefined && (typeof price !== 'number' || !Number.isFinite(price) || price <= 0)) {
    throw new ApiError(400, '`price` must be a positive number');
  }
  const portfolio = ownPortfolio(deps, account, portfolioId);
  if (portfolio.portfolioType !== 'manual') {
    throw new ApiError(
      400,
      `Only manual portfolios take transactions; '${portfolioId}' is a ${portfolio.portfolioType} portfolio`,
    );
  }
  if (!findCoin(world, coinId)) throw coinNotFound(coinId);
  if (count < 0) {
    const held = positionsAt(portfolio.transactions, date).get(coinId)?.count ?? 0;
    if (-count > held + 1e-12) {
      throw new ApiError(400, `Cannot sell ${-count} ${coinId}: the portfolio holds ${held} on that date`);
    }
  }
  edits.counter += 1;
  const tx: PortfolioTx = {
    id: `${portfolioId}-api${edits.counter}`,
    portfolioId,
    coinId,
    type: count > 0 ? 'Buy' : 'Sell',
    count: Math.abs(count),
    date,
    priceUsd: roundPrice(price === undefined ? world.prices.usd(coinId, date) : price / rate),
    ...(notes !== undefined ? { note: notes } : {}),
  };
  edits.addedTxs.push(tx);
  return c.json(transactionRow(world, tx, portfolio, now, rate, ranksAt(world, now)));
}

/** POST /portfolio/wallet: "existing" when that address on that chain is connected already. */
async function connectWallet(c: SandboxContext, deps: SandboxDeps): Promise<SandboxAnswer> {
  const { world } = deps;
  const edits = deps.state.portfolioEdits;
  const { account, fields } = await writeRequest(c);
  const connectionId = text(fields, 'connectionId', true, 100) ?? '';
  const chain = chainByConnectionId(connectionId);
  if (!chain) throw new ApiError(400, `Unknown connectionId '${connectionId}'; see GET /wallet/blockchains`);
  const ref = validatedWallet(chain, text(fields, 'address', true, 200) ?? '');
  const name = text(fields, 'name', false, 100);
  const existing = ownPortfolios(world, edits, account.id).find(
    (p) =>
      p.wallet?.connectionId === connectionId && p.wallet.address.toLowerCase() === ref.address.toLowerCase(),
  );
  if (existing) return c.json({ portfolioId: existing.portfolioId, connectionId, status: 'existing' });
  const portfolioId = newId(deps, 'wallet');
  const holdings = walletBalances(world, chain, ref.address).map((h) => ({
    coinId: h.coinId,
    amount: h.amount,
  }));
  connect(deps, {
    portfolioId,
    portfolioName: name ?? `${chain.name} wallet`,
    portfolioType: 'wallet',
    owner: account.id,
    slot: 100 + edits.counter,
    transactions: arrivals(deps, portfolioId, holdings),
    defi: [],
    wallet: { connectionId, address: ref.address },
  });
  return c.json({ portfolioId, connectionId, status: 'connected' });
}

/** POST /portfolio/exchange: every credential field present; "existing" when that API key is connected already. */
async function connectExchange(c: SandboxContext, deps: SandboxDeps): Promise<SandboxAnswer> {
  const { world, clock } = deps;
  const edits = deps.state.portfolioEdits;
  const { account, fields } = await writeRequest(c);
  const connectionId = text(fields, 'connectionId', true, 100) ?? '';
  const exchange = EXCHANGES.find((candidate) => candidate.connectionId === connectionId);
  if (!exchange) throw new ApiError(400, `Unknown exchange '${connectionId}'; see GET /exchange/support`);
  const credentials = fields.connectionFields;
  if (typeof credentials !== 'object' || credentials === null || Array.isArray(credentials)) {
    throw new ApiError(400, '`connectionFields` must be an object with the exchange credentials');
  }
  const missing = exchange.connectionFields
    .map((field) => field.key)
    .filter((key) => {
      const value = (credentials as Fields)[key];
      return typeof value !== 'string' || value.trim() === '';
    });
  // Names the missing fields, never echoes a value.
  if (missing.length > 0) throw new ApiError(400, `\`connectionFields\` lacks ${missing.join(', ')}`);
  const keyDigest = hashString(String((credentials as Fields).apiKey));
  const name = text(fields, 'name', false, 100);
  const existing = ownPortfolios(world, edits, account.id).find(
    (p) => p.exchange?.connectionId === connectionId && p.exchange.keyDigest === keyDigest,
  );
  if (existing) return c.json({ portfolioId: existing.portfolioId, connectionId, status: 'existing' });
  const portfolioId = newId(deps, 'exchange');
  const rng = createRng(deriveSeed(deps.seed, 'exchange-holdings', connectionId, keyDigest));
  const coins = rng.shuffle(COIN_CATALOG.map((coin) => coin.id)).slice(0, rng.int(3, 5));
  const now = clock.now();
  const holdings = coins.map((coinId) => ({
    coinId,
    amount: roundPrice(rng.float(200, 4000) / world.prices.usd(coinId, now)),
  }));
  connect(deps, {
    portfolioId,
    portfolioName: name ?? exchange.name,
    portfolioType: 'exchange',
    owner: account.id,
    slot: 100 + edits.counter,
    transactions: arrivals(deps, portfolioId, holdings),
    defi: [],
    exchange: { connectionId, keyDigest },
  });
  return c.json({ portfolioId, connectionId, status: 'connected' });
}

export function registerPortfolioWriteRoutes(api: SandboxApi, deps: SandboxDeps): void {
  const { world, clock } = deps;
  const edits = deps.state.portfolioEdits;

  api.post('/portfolio/transaction', deps.metered('POST /portfolio/transaction'), (c) =>
    addTransaction(c, deps),
  );
  api.post('/portfolio/wallet', deps.metered('POST /portfolio/wallet'), (c) => connectWallet(c, deps));
  api.post('/portfolio/exchange', deps.metered('POST /portfolio/exchange'), (c) => connectExchange(c, deps));

  api.delete('/portfolio/:portfolioId', deps.metered('DELETE /portfolio/:portfolioId'), (c) => {
    const portfolio = ownPortfolio(deps, accountOf(c), c.req.param('portfolioId'));
    edits.deleted.add(portfolio.portfolioId);
    return c.json({ success: true });
  });

  api.patch('/portfolio/sync', deps.metered('PATCH /portfolio/sync'), (c) => {
    const account = accountOf(c);
    const portfolioId = c.req.query('portfolioId');
    const targets =
      portfolioId === undefined
        ? ownPortfolios(world, edits, account.id).filter((p) => p.portfolioType !== 'manual')
        : [ownPortfolio(deps, account, requiredQuery(c, 'portfolioId', 100))];
    const manual = targets.find((p) => p.portfolioType === 'manual');
    if (manual) throw new ApiError(400, `Manual portfolios cannot be synced ('${manual.portfolioId}')`);
    for (const portfolio of targets) edits.syncs.set(portfolio.portfolioId, clock.now() + SYNC_MS);
    return c.json({ status: 'syncing' });
  });

  api.get('/portfolio/status', deps.metered('GET /portfolio/status'), (c) => {
    const portfolio = ownPortfolio(deps, accountOf(c), requiredQuery(c, 'portfolioId', 100));
    const finishesAt = edits.syncs.get(portfolio.portfolioId) ?? 0;
    return c.json({ status: clock.now() < finishesAt ? 'syncing' : 'synced' });
  });
}
