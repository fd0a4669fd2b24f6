import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

// Closed candles never change: a chart asks the service only for what the store is missing. Against the sandbox
// over HTTP, with its clock moved a day forward.

const DAY = 86_400_000;
const btc1y = { exchange: 'Binance', pair: 'BTC/USDT', interval: '1d', range: '1y' } as const;

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ key: 'sandbox-starter-key' });
});
afterAll(async () => h.close());

const candleCharges = async () => (await h.charged()).filter((c) => c.path === '/v1/ohlcv/candles');

describe('candles: only the missing range is fetched', () => {
  it('a 1y daily chart costs 1 credit, re-opened costs nothing, and the next day costs 1 credit for 1 candle', async () => {
    const first = await h.handlers['candles:get'](btc1y);
    if (!first.ok) throw new Error(first.error.message);
    expect(first.meta).toMatchObject({ source: 'live', credits: 1 });
    const count = first.value.candles.length;
    expect(count).toBeGreaterThanOrEqual(364);
    const newest = first.value.candles.at(-1)?.t ?? 0;

    const again = await h.handlers['candles:get'](btc1y);
    expect(again.ok && again.meta).toMatchObject({ source: 'cache', credits: 0 });
    expect(again.ok && again.value.candles).toEqual(first.value.candles);
    expect(await candleCharges()).toEqual([{ path: '/v1/ohlcv/candles', credits: 1 }]);

    const preview = async () => {
      const answer = await h.handlers['credits:preview']({ channel: 'candles:get', input: btc1y });
      if (!answer.ok) throw new Error(answer.error.message);
      return answer.value;
    };
    expect((await preview()).credits).toBe(0);
    await h.advance(DAY);
    expect((await preview()).credits).toBe(1);

    const nextDay = await h.handlers['candles:get'](btc1y);
    if (!nextDay.ok) throw new Error(nextDay.error.message);
    expect(nextDay.meta).toMatchObject({ source: 'live', credits: 1 });
    expect(nextDay.value.candles.at(-1)?.t).toBe(newest + DAY);
    // The window slid by a day: one candle left at the start, one came at the end.
    expect(nextDay.value.candles.length).toBe(count);
    // The earlier candles are the stored ones, unchanged.
    expect(nextDay.value.candles.slice(0, -1)).toEqual(first.value.candles.slice(1));
    expect(await candleCharges()).toEqual([
      { path: '/v1/ohlcv/candles', credits: 1 },
      { path: '/v1/ohlcv/candles', credits: 1 },
    ]);
  });

  it('a shorter range inside what is stored costs nothing', async () => {
    const before = await h.spent();
    const month = await h.handlers['candles:get']({ ...btc1y, range: '1mo' });
    expect(month.ok && month.meta.credits).toBe(0);
    expect(month.ok && month.value.candles.length).toBeGreaterThanOrEqual(29);
    expect(await h.spent()).toBe(before);
  });

  it('the whole history is fetched once; afterwards only what closed since', async () => {
    const all = { ...btc1y, range: 'all' } as const;
    const first = await h.handlers['candles:get'](all);
    if (!first.ok) throw new Error(first.error.message);
    const n = first.value.candles.length;
    expect(n).toBeGreaterThan(3000);
    expect(first.meta.credits).toBe(Math.ceil(n / 1000));
    expect(first.value.candles[0]?.t).toBe(Date.parse('2017-08-17T00:00:00Z'));
    // No gap where the 1y span met the history fetched before it.
    const steps = first.value.candles.slice(1).map((c, i) => c.t - (first.value.candles[i]?.t ?? 0));
    expect(new Set(steps)).toEqual(new Set([DAY]));

    expect((await h.handlers['candles:get'](all)).ok).toBe(true);
    await h.advance(2 * DAY);
    const later = await h.handlers['candles:get'](all);
    expect(later.ok && later.meta.credits).toBe(1);
    expect(later.ok && later.value.candles.length).toBe(n + 2);
  });

  it('hourly candles: three hours later, three new candles for 1 credit', async () => {
    const week = { exchange: 'Binance', pair: 'ETH/USDT', interval: '1h', range: '1w' } as const;
    const first = await h.handlers['candles:get'](week);
    if (!first.ok) throw new Error(first.error.message);
    await h.advance(3 * 3_600_000);
    const later = await h.handlers['candles:get'](week);
    if (!later.ok) throw new Error(later.error.message);
    expect(later.meta.credits).toBe(1);
    const newT = later.value.candles.map((c) => c.t).filter((t) => t > (first.value.candles.at(-1)?.t ?? 0));
    expect(newT).toHaveLength(3);
  });

  it('refuses a chart of more than 100,000 candles before sending, saying what to choose instead', async () => {
    const sent = h.requests.length;
    const before = await h.spent();
    const query = { exchange: 'Binance', pair: 'BTC/USDT', interval: '5m', range: 'all' } as const;
    const r = await h.handlers['candles:get'](query);
    expect(!r.ok && r.error.code).toBe('invalid_input');
    expect(!r.ok && r.error.message).toMatch(/choose a larger interval or a shorter range/i);
    expect(h.requests.length).toBe(sent);
    expect(await h.spent()).toBe(before);
    // Said by its message id, on the error card and as the chart's price alike.
    const say = {
      id: 'candles.tooMany',
      values: expect.objectContaining({ pair: 'BTC/USDT', interval: '5m', span: 'all' }),
    };
    expect(!r.ok && r.error.say).toEqual(say);
    const preview = await h.handlers['credits:preview']({ channel: 'candles:get', input: query });
    expect(preview.ok && preview.value).toMatchObject({ credits: 0, explanationSays: [say] });
  });

  it('a pair the exchange does not list says so, and how to choose one, not to check the service address', async () => {
    const r = await h.handlers['candles:get']({
      exchange: 'Coinbase',
      pair: 'ETH/USDT',
      interval: '1h',
      range: '1w',
    });
    if (r.ok) throw new Error('Coinbase ETH/USDT was drawn');
    expect(r.error).toMatchObject({
      code: 'not_found',
      advice:
        "Coinbase has no pair ETH/USDT on the service: choose one of Coinbase's pairs in the Pair field.",
    });
    expect(r.error.message).not.toMatch(/service address/);
  });

  it('an unknown pair is a not_found error and stores nothing', async () => {
    const r = await h.handlers['candles:get']({
      exchange: 'Binance',
      pair: 'NOPE/USDT',
      interval: '1d',
      range: '1w',
    });
    expect(!r.ok && r.error).toMatchObject({ code: 'not_found', status: 404 });
    const stored = h.deps
      .session()
      .db.prepare("SELECT count(*) AS n FROM candle_spans WHERE pair = 'NOPE/USDT'")
      .get();
    expect(stored).toEqual({ n: 0 });
  });
});
