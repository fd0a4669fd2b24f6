import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { costOf } from '../../../src/main/api/costs';
import { defiCalls } from '../../../src/main/api/defi';
import type { ApiRequest } from '../../../src/main/api/http';
import { marketCalls } from '../../../src/main/api/markets';
import { newsCalls } from '../../../src/main/api/news';
import { portfolioCalls } from '../../../src/main/api/portfolio';
import { paramsOf } from '../../../src/main/api/request';
import { toDefiView } from '../../../src/main/api/schemas/defi';
import { likelySpam, toHoldingRisks } from '../../../src/main/api/schemas/holding-risk';
import {
  toDominanceSeries,
  toFearAndGreedSeries,
  toGlobalMarket,
} from '../../../src/main/api/schemas/market-context';
import { newsForCoins, toNewsPage } from '../../../src/main/api/schemas/news';
import { snapshotDayOf, toSnapshotView } from '../../../src/main/api/schemas/snapshot';
import { snapshotCalls } from '../../../src/main/api/snapshot';
import { sessionAgainst, startSandbox, type RunningSandbox, type SessionUnderTest } from './sandbox-server';

// The new reads, each sent by the real client to the sandbox over real HTTP: what the user would see of each
// answer, and the credits the sandbox's meter charged for it, which must be what the cost table priced before
// sending and what the app's own meter shows once settled.

const KEY = 'sandbox-starter-key';
let sandbox: RunningSandbox;
let under: SessionUnderTest;
let now = 0;

beforeAll(async () => {
  sandbox = await startSandbox();
  under = sessionAgainst(sandbox.apiUrl, KEY, { plan: 'STARTER' });
  now = ((await sandbox.control('/clock')) as { now: number }).now;
});
afterAll(async () => {
  under.close();
  await sandbox.close();
});

const all = { kind: 'all' } as const;

/**
 * Sends one call: the answer, what the service charged for it, what the cost table priced before sending, and
 * whether the app's meter, once settled, agrees with the service.
 */
async function send<T>(call: { request: ApiRequest; schema: ZodType<T> }) {
  await under.session.credits.settled();
  const before = (await sandbox.usage(KEY)).usedCredits;
  const answer = await under.session.client.send(call.request, call.schema);
  if (!answer.ok) throw new Error(answer.error.message);
  await under.session.credits.settled();
  const after = (await sandbox.usage(KEY)).usedCredits;
  return {
    value: answer.value,
    charged: after - before,
    priced: costOf(call.request.endpoint, paramsOf(call.request)).credits,
    meterAgrees: under.session.credits.meter().usedCredits === after,
  };
}

describe('the coverage reads against the sandbox', () => {
  it('DeFi: per protocol its positions by kind and their share, priced and charged 200', async () => {
    const { value, charged, priced, meterAgrees } = await send(defiCalls.positions(all));
    expect({ charged, meterAgrees }).toEqual({ charged: priced, meterAgrees: true });
    expect(priced).toBe(200);
    const view = toDefiView(value);
    expect(view.protocols.map((p) => p.name).sort()).toEqual(['Aave V3', 'Lido']);
    expect(view.protocols.find((p) => p.name === 'Lido')?.positions[0]?.kind).toBe('staked');
    expect(Object.keys(view.protocols.find((p) => p.name === 'Aave V3')?.byKind ?? {})).toEqual(['supplied']);
    const shares = view.protocols.reduce((sum, p) => sum + (p.share ?? 0), 0);
    expect(shares).toBeCloseTo(1, 3);
    expect(view.skipped).toBe(0);
  });

  it("the time machine: yesterday's holdings and total for 500 credits", async () => {
    const yesterday = snapshotDayOf(now - 86_400_000);
    const { value, charged, priced, meterAgrees } = await send(snapshotCalls.day(all, yesterday));
    expect({ charged, meterAgrees }).toEqual({ charged: priced, meterAgrees: true });
    expect(priced).toBe(500);
    const [day, ...more] = toSnapshotView(value).days;
    expect(more).toEqual([]);
    expect(day?.day).toBe(yesterday);
    expect(day?.holdings.map((h) => h.symbol)).toEqual(expect.arrayContaining(['BTC', 'ETH']));
    const sum = day?.holdings.reduce((total, h) => total + h.valueUsd, 0) ?? 0;
    expect(sum).toBeCloseTo(day?.totalUsd ?? -1, 0);
  });

  it('holdings with risk scores at the price of a holdings page, the spam coin flagged', async () => {
    const { value, charged, priced, meterAgrees } = await send(portfolioCalls.coinsWithRisk(all));
    expect({ charged, meterAgrees }).toEqual({ charged: priced, meterAgrees: true });
    expect(priced).toBe(8);
    const risks = toHoldingRisks(value);
    expect(likelySpam(risks)).toEqual(['claim-reward-usdc-airdrop']);
    for (const risk of risks) {
      for (const score of [risk.liquidity, risk.volatility, risk.marketCap, risk.overall])
        expect(score).toEqual(expect.any(Number));
    }
  });

  it('the market context: global market, BTC dominance over a month, the fear-and-greed history', async () => {
    const market = await send(marketCalls.global());
    expect({ charged: market.charged, meterAgrees: market.meterAgrees }).toEqual({
      charged: 1,
      meterAgrees: true,
    });
    const global = toGlobalMarket(market.value);
    expect(global.marketCapUsd).toBeGreaterThan(1e9);
    expect(global.btcDominance).toBeGreaterThan(0);
    expect(global.btcDominance).toBeLessThan(100);

    const dominance = await send(marketCalls.btcDominance('1m'));
    expect({ charged: dominance.charged, meterAgrees: dominance.meterAgrees }).toEqual({
      charged: dominance.priced,
      meterAgrees: true,
    });
    const series = toDominanceSeries(dominance.value);
    expect(series.points.length).toBeGreaterThan(10);
    expect(series.points.at(-1)?.t).toBeLessThanOrEqual(now);
    expect(series.points.at(-1)?.t).toBeGreaterThan(now - 2 * 86_400_000);

    const chart = await send(marketCalls.fearAndGreedChart());
    expect({ charged: chart.charged, meterAgrees: chart.meterAgrees }).toEqual({
      charged: chart.priced,
      meterAgrees: true,
    });
    const readings = toFearAndGreedSeries(chart.value).points;
    expect(readings).toHaveLength(365);
    expect(readings.every((r) => r.value >= 1 && r.value <= 99 && r.classification !== '')).toBe(true);
  });

  it('news for the coins held: a feed narrowed to the holdings, every headline a web link', async () => {
    const holdings = await send(portfolioCalls.coins(all));
    const held = holdings.value.result.rows.map((row) => row.coin.identifier);
    const latest = await send(newsCalls.latest({ limit: 60 }));
    const bullish = await send(newsCalls.feed('bullish'));
    for (const read of [latest, bullish])
      expect({ charged: read.charged, meterAgrees: read.meterAgrees }).toEqual({
        charged: 5,
        meterAgrees: true,
      });
    const pages = [toNewsPage(latest.value), toNewsPage(bullish.value)];
    const mine = newsForCoins(pages, held);
    expect(mine.length).toBeGreaterThan(0);
    for (const headline of mine) {
      expect(headline.coinIds.some((id) => held.includes(id))).toBe(true);
      expect(headline.url).toMatch(/^https:\/\//);
    }
    expect(new Set(mine.map((h) => h.id)).size).toBe(mine.length);
  });
});
