import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticAuth } from '../../../src/main/api/auth';
import { defiCalls } from '../../../src/main/api/defi';
import { createApiClient } from '../../../src/main/api/http';
import { newsCalls } from '../../../src/main/api/news';
import { portfolioCalls } from '../../../src/main/api/portfolio';
import { createRateLimiter } from '../../../src/main/api/rate-limiter';
import { defiResponse, toDefiView } from '../../../src/main/api/schemas/defi';
import { likelySpam, toHoldingRisks } from '../../../src/main/api/schemas/holding-risk';
import { newsForCoins, newsListResponse, toNewsPage } from '../../../src/main/api/schemas/news';
import { toSnapshotView } from '../../../src/main/api/schemas/snapshot';
import { snapshotCalls, SnapshotDayError } from '../../../src/main/api/snapshot';
import { silentLogger } from '../../../src/main/lib/effects';
import { docFixture, docsAnswer } from '../../support/service-docs';

// The documentation's example answers of the reads Folio Desk adds for on-chain coverage (DeFi, a past day,
// holding risk, news), each through the client's real path: the request as sent, the answer parsed by its schema,
// and the figures a user would see.

const HOST = 'https://openapiv1.coinstats.app';
const docs = docsAnswer();
const instant = { now: () => 0, sleep: async () => undefined };
const client = createApiClient({
  fetch: docs.fetch,
  baseUrl: HOST,
  auth: staticAuth('docs-test-key-12345'),
  clock: instant,
  log: silentLogger,
  limiter: createRateLimiter({ clock: instant, perSecond: 1000 }),
});
const own = { kind: 'own', portfolioId: 'p1' } as const;

async function read<T>(call: {
  request: Parameters<typeof client.send>[0];
  schema: import('zod').ZodType<T>;
}) {
  const before = docs.arrivals.length;
  const answer = await client.send(call.request, call.schema);
  if (!answer.ok) throw new Error(answer.error.message);
  return { value: answer.value, url: docs.arrivals[before]?.url };
}

describe('DeFi positions (get-portfolio-defi)', () => {
  it('shows the documented protocol, its position by kind, value and share of the DeFi total', async () => {
    const { value, url } = await read(defiCalls.positions(own));
    expect(url).toBe(`${HOST}/portfolio/defi?portfolioId=p1`);
    const view = toDefiView(value);
    expect(view).toMatchObject({ totalUsd: 46.92, totalEth: 0.010799824088855844, skipped: 0 });
    expect(view.protocols).toEqual([
      expect.objectContaining({
        name: 'PancakeSwap',
        chainName: 'Solana',
        valueUsd: 46.92,
        share: 1,
        byKind: { liquidity: 46.92 },
      }),
    ]);
    expect(view.protocols[0]?.positions).toEqual([
      expect.objectContaining({
        name: 'Liquidity',
        kind: 'liquidity',
        valueUsd: 46.92,
        symbols: 'USDC + WSOL',
        unlockAt: '2025-08-28T08:35:50.384Z',
        assets: [
          {
            title: 'Deposit',
            symbol: 'USDC',
            coinId: 'solana',
            amount: 20.431941,
            kind: 'liquidity',
            danger: true,
          },
        ],
      }),
    ]);
  });

  it('reads the placeholder example too, whose isProxy is a string', () => {
    const placeholder = JSON.parse(
      readFileSync(
        join(process.cwd(), 'test/fixtures/service-docs/placeholders/portfolio-defi.json'),
        'utf8',
      ),
    ) as { example: unknown };
    const view = toDefiView(defiResponse.parse(placeholder.example));
    expect(view.totalUsd).toBe(123);
    expect(view.protocols.map((p) => [p.name, p.valueUsd, p.share])).toEqual([['<string>', 123, 1]]);
  });

  it('keeps the protocols it can read and counts the one it cannot', () => {
    const { example } = docFixture('GET /portfolio/defi') as { example: { protocols: unknown[] } };
    const [good] = example.protocols as Record<string, unknown>[];
    const lending = {
      ...good,
      id: 'aave-v3',
      name: 'Aave V3',
      totalValue: { USD: 900 },
      investments: [
        {
          id: 'lending',
          name: 'Lending',
          value: { USD: 900 },
          assets: [{ title: 'Supplied', amount: 1000 }],
        },
        { id: 'borrow', name: 'Borrowed', value: { USD: 'lots' } },
      ],
    };
    const wire = { totalAssets: { USD: 946.92 }, protocols: [good, lending, { id: 'x', name: 'No value' }] };
    const view = toDefiView(defiResponse.parse(wire));
    expect(view.protocols.map((p) => p.name)).toEqual(['Aave V3', 'PancakeSwap']);
    expect(view.protocols[0]?.byKind).toEqual({ supplied: 900 });
    expect(view.protocols[0]?.share).toBeCloseTo(900 / 946.92);
    // A position whose value is not a number is still shown, by name and kind, without a value.
    expect(view.protocols[0]?.positions.map((p) => [p.name, p.kind, p.valueUsd])).toEqual([
      ['Lending', 'supplied', 900],
      ['Borrowed', 'borrowed', null],
    ]);
    // The protocol without a total is left out and counted.
    expect(view.skipped).toBe(1);
  });
});

describe('the portfolio on a past day (get-portfolio-snapshot-items)', () => {
  it('asks for that day and shows its holdings, total and change', async () => {
    const { value, url } = await read(snapshotCalls.day(own, '2025-08-29'));
    expect(url).toBe(`${HOST}/portfolio/snapshot/items?portfolioId=p1&from=2025-08-29&to=2025-08-29`);
    const view = toSnapshotView(value);
    expect(view.days).toEqual([
      {
        day: '2025-08-29',
        at: Date.UTC(2025, 7, 29, 10),
        totalUsd: 74.137019959,
        changeUsd: -0.43391738,
        changePercent: -0.58188537,
        skipped: 0,
        holdings: [
          {
            symbol: 'KMNO',
            icon: 'https://static.coinstats.app/coins/kaminobx1.png',
            quantity: 282.85,
            valueUsd: 15.7021349,
            // The example sends pricePerUnit 0 beside a balance: the unit price is the balance per coin.
            priceUsd: 15.7021349 / 282.85,
            quantityChange: 0,
            valueChangeUsd: -0.2110061,
            pricePercentChange: 0,
          },
        ],
      },
    ]);
  });

  it('refuses a day the calendar does not know before anything is sent, saying the form', () => {
    const before = docs.arrivals.length;
    expect(() => snapshotCalls.day(own, '2025-02-30')).toThrow(SnapshotDayError);
    expect(() => snapshotCalls.day(own, '29.08.2025')).toThrow(/YYYY-MM-DD/);
    expect(docs.arrivals.length).toBe(before);
  });
});

describe('holding risk and likely spam (get-portfolio-coins, includeRiskScore=true)', () => {
  it('asks for risk scores on the holdings page and reads the documented holding as not spam', async () => {
    const { value, url } = await read(portfolioCalls.coinsWithRisk(own));
    expect(url).toBe(`${HOST}/portfolio/coins?portfolioId=p1&page=1&limit=100&includeRiskScore=true`);
    expect(toHoldingRisks(value)).toEqual([
      expect.objectContaining({ coinId: 'ethereum', isFake: false, overall: null, liquidity: null }),
    ]);
  });

  it('shows each score, counts the coins flagged isFake, and keeps a holding whose score is malformed', async () => {
    const [documented] = (docFixture('GET /portfolio/coins').example as { result: Record<string, unknown>[] })
      .result;
    const coin = documented?.coin as Record<string, unknown>;
    const spam = {
      ...documented,
      coin: { ...coin, identifier: 'free-claim', symbol: 'CLAIM', isFake: true },
    };
    const scored = {
      ...documented,
      liquidityScore: 85.5,
      volatilityScore: 42.3,
      marketCapScore: 95.8,
      riskScore: 'high',
      avgChange: 1.25,
    };
    const parsed = portfolioCalls.coinsWithRisk(own).schema.parse({ result: [scored, spam] });
    const risks = toHoldingRisks(parsed);
    expect(risks[0]).toEqual({
      coinId: 'ethereum',
      symbol: 'ETH',
      isFake: false,
      liquidity: 85.5,
      volatility: 42.3,
      marketCap: 95.8,
      overall: null,
      avgChange: 1.25,
    });
    expect(likelySpam(risks)).toEqual(['free-claim']);
  });
});

describe('news for the coins held', () => {
  const item = docFixture('GET /news/:id').example as Record<string, unknown>;

  it('reads the documented news item in a list, and finds it for a holder of XRP only', () => {
    for (const envelope of [[item], { result: [item] }, { data: [item] }]) {
      const page = toNewsPage(newsListResponse.parse(envelope));
      expect(page.items).toEqual([
        {
          id: item.id,
          title: 'Why is XRP Price Down Even After the Ripple Lawsuit End?',
          source: 'CoinGape',
          url: item.link,
          imageUrl: item.imgUrl,
          publishedAt: 1756204736000,
          coinIds: ['ripple', '0xb9ce0dd29c91e02d4620f57a66700fc5e41d6d15_cronos'],
        },
      ]);
      expect(newsForCoins([page], ['ripple']).map((h) => h.title)).toEqual([item.title]);
      expect(newsForCoins([page], ['bitcoin'])).toEqual([]);
    }
  });

  it('never keeps a link the browser should not open, and counts an item without a title', () => {
    const hostile = { ...item, id: 'h1', link: 'javascript:alert(1)', shareURL: 'file:///etc/passwd' };
    const page = toNewsPage(newsListResponse.parse([hostile, { ...item, id: 'h2', title: '' }]));
    expect(page.items.map((h) => [h.id, h.url])).toEqual([['h1', null]]);
    expect(page.skipped).toBe(1);
  });

  it('asks a feed a page at a time, at most 100', () => {
    expect(newsCalls.feed('bullish', { page: 2, limit: 500 }).request).toMatchObject({
      path: '/news/type/bullish',
      endpoint: 'GET /news/type/:type',
      query: { page: 2, limit: 100 },
    });
  });
});
