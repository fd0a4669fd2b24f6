// The documentation's example answers (test/fixtures/service-docs) are the sandbox's yardstick:
// for each documented endpoint, the sandbox's own answer has the documented fields with the documented value
// types, recursively, and no field the documentation does not name. Values differ: the sandbox has its own data.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVM_ADDRESS, useServer } from './harness';
import { compareShape, type ShapeRules } from './shape-compare';

const DIR = join(process.cwd(), 'test/fixtures/service-docs');
const WALLET = `address=${EVM_ADDRESS}&connectionId=ethereum`;

interface Fixture {
  source: string;
  endpoint: string;
  example: unknown;
}

const fixtures: Fixture[] = readdirSync(DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(join(DIR, name), 'utf8')) as Fixture);

/** A news item's id is the sandbox's own: the first of its latest news. */
let newsId = '';

/** The sandbox request for each documented endpoint, and where its answer may differ from the example. */
const CASES: Readonly<Record<string, { path: string | (() => string); rules?: ShapeRules }>> = {
  'GET /news/:id': { path: () => `/news/${newsId}` },
  'GET /portfolio/defi': {
    path: '/portfolio/defi',
    rules: {
      // Health and lock dates belong to lending and locked positions only; native coins have no address.
      optional: new Set([
        '$.protocols[].investments[].healthRate',
        '$.protocols[].investments[].healthRateLink',
        '$.protocols[].investments[].unlockAt',
        '$.protocols[].investments[].endAt',
        '$.protocols[].investments[].assets[].address',
      ]),
      // The stored copy of the page was cut short; its placeholder example names these (placeholders/).
      extra: new Set([
        '$.protocols[].investments[].debtRatio',
        '$.protocols[].investments[].debtRatioLink',
        '$.protocols[].walletAddress',
      ]),
    },
  },
  'GET /portfolio/snapshot/items': { path: '/portfolio/snapshot/items' },
  'GET /coins/:coinId': {
    // Risk scores come with includeRiskScore, as the example shows them.
    path: '/coins/chainlink?includeRiskScore=true',
    // service-facts §2 CoinItem: optional slug, isStable, color, and allTimeHigh/Low (service.md 2.7).
    rules: { extra: new Set(['$.slug', '$.isStable', '$.color', '$.allTimeHigh', '$.allTimeLow']) },
  },
  'GET /portfolio/chart': { path: '/portfolio/chart?type=1w' },
  'GET /portfolio/coins': {
    path: '/portfolio/coins?limit=100',
    // averageSell is optional (the fixture leaves it out); only coins with sales carry it.
    rules: { extra: new Set(['$.result[].averageSell']) },
  },
  'GET /portfolio/transactions': {
    path: '/portfolio/transactions?currency=USD&limit=100',
    rules: {
      // Addresses are optional (service-facts §2 TransactionItem): a manual portfolio's trades have none.
      optional: new Set([
        '$.data[].fee.toAddress',
        '$.data[].fee.fromAddress',
        '$.data[].transfers[].items[].toAddress',
        '$.data[].transfers[].items[].fromAddress',
      ]),
      // service.md 2.7: portfolio transaction records may carry `note` (an object); the coin object is
      // the one of portfolio coins, whose newer example has priceChange1m.
      extra: new Set([
        '$.data[].note',
        '$.data[].fee.coin.priceChange1m',
        '$.data[].transfers[].items[].coin.priceChange1m',
      ]),
    },
  },
  'GET /portfolio/value': { path: '/portfolio/value' },
  'GET /token-risks': { path: '/token-risks?coinId=chainlink' },
  'GET /tickers/exchanges': { path: '/tickers/exchanges' },
  'GET /tickers/markets': { path: '/tickers/markets?exchange=Binance' },
  'GET /usage/credits': { path: '/usage/credits' },
  'GET /wallet/balance': {
    path: `/wallet/balance?${WALLET}`,
    // Native coins have no contract address.
    rules: { optional: new Set(['$[].contractAddress']) },
  },
  'GET /wallet/status': { path: `/wallet/status?${WALLET}` },
  'GET /wallet/transactions': {
    path: `/wallet/transactions?${WALLET}&limit=100`,
    rules: {
      // service-facts §2 TransactionResponseDto: coinData and profitLoss are optional, and an approval or a
      // fee-only transaction moves no coin (no icons, no transfers).
      optional: new Set([
        '$.result[].coinData',
        '$.result[].profitLoss',
        '$.result[].mainContent.coinIcons',
        '$.result[].transactions',
      ]),
      // Item addresses: optional in the same DTO (toAddress?, fromAddress?).
      extra: new Set([
        '$.result[].transactions[].items[].toAddress',
        '$.result[].transactions[].items[].fromAddress',
      ]),
    },
  },
};

describe('the sandbox against the documented examples', () => {
  const server = useServer();

  beforeAll(async () => {
    // Wallet reads need a finished sync first (a never-synced wallet answers 409).
    await server.api(`/wallet/transactions?${WALLET}`, { method: 'PATCH' });
    await server.advance(10_000);
    newsId = (await server.api<{ id: string }[]>('/news?limit=1')).body[0]?.id ?? '';
  });

  it('has a documented example to compare with, and a sandbox request for each', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(10);
    expect(fixtures.map((fixture) => fixture.endpoint).filter((endpoint) => !(endpoint in CASES))).toEqual(
      [],
    );
  });

  it.each(fixtures.map((fixture) => [fixture.endpoint, fixture] as const))(
    '%s answers the documented fields and types',
    async (endpoint, fixture) => {
      const request = CASES[endpoint];
      if (!request) throw new Error(`no sandbox request for ${endpoint}`);
      const reply = await server.api(typeof request.path === 'string' ? request.path : request.path());
      expect(reply.status).toBe(200);
      expect({
        source: fixture.source,
        problems: [...new Set(compareShape(fixture.example, reply.body, request.rules))],
      }).toEqual({ source: fixture.source, problems: [] });
    },
  );

  it('would catch the old mistakes: a string note, a missing field, an undocumented one', () => {
    const documented = { data: [{ note: { name: 'DCA', icon: 'x' }, date: '2026-01-01' }] };
    expect(compareShape(documented, { data: [{ note: 'DCA', date: '2026-02-02' }] })).toEqual([
      '$.data[].note: documented object, answered string',
    ]);
    expect(compareShape(documented, { data: [{ note: { name: 'a', icon: 'b' } }] })).toEqual([
      '$.data[].date: documented, missing from the answer',
    ]);
    expect(compareShape({ results: [] }, { results: [], coinId: 'x' })).toEqual([
      '$.coinId: answered, not documented',
    ]);
    expect(compareShape({ result: [[1, 2, 3, 4]] }, { result: [[5, 6, '7', 8]] })).toEqual([
      '$.result[][]: documented number, answered string',
    ]);
  });
});
