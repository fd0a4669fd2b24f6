// GET /v1/ohlcv/candles over real HTTP: closed candles only, rolling ranges and ISO windows, the same candle
// whenever it is fetched, 1 credit per 1,000 candles (minimum 1), and the 100,000-candle ceiling.
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox/app';
import { useSandbox, type ErrorBody } from './rwa-harness';

type Row = [number, number, number, number, number, number];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const STEP = {
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '1h': HOUR,
  '4h': 4 * HOUR,
  '1d': DAY,
  '1w': 7 * DAY,
};

const sandbox = useSandbox(42);
const candles = (query: string) => sandbox.get<{ candles: Row[] }>(`/ohlcv/candles?${query}`);
const btc = (rest: string) => candles(`exchange=Binance&pair=BTC/USDT&${rest}`);
const iso = (ms: number) => new Date(ms).toISOString();

describe('candles', () => {
  it('are closed, oldest first, one per interval, for every interval', async () => {
    const now = await sandbox.clockNow();
    for (const [interval, step] of Object.entries(STEP)) {
      const { status, body } = await btc(`interval=${interval}&range=${step >= DAY ? '1y' : '1w'}`);
      expect(status).toBe(200);
      expect(body.candles.length).toBeGreaterThan(10);
      body.candles.forEach(([t, open, high, low, close, volume], i) => {
        expect(t + step).toBeLessThanOrEqual(now);
        if (i > 0) expect(t - (body.candles[i - 1]?.[0] ?? 0)).toBe(step);
        expect(high).toBeGreaterThanOrEqual(Math.max(open, close));
        expect(low).toBeLessThanOrEqual(Math.min(open, close));
        expect(low).toBeGreaterThan(0);
        expect(volume).toBeGreaterThan(0);
      });
      // The newest candle is the last closed one: the next would still be open.
      expect((body.candles.at(-1)?.[0] ?? 0) + 2 * step).toBeGreaterThan(now);
    }
  });

  it('open weekly candles on Monday 00:00 UTC', async () => {
    const { body } = await btc('interval=1w&range=1y');
    for (const [t] of body.candles) expect(new Date(t).toISOString()).toMatch(/T00:00:00.000Z$/);
    for (const [t] of body.candles) expect(new Date(t).getUTCDay()).toBe(1);
  });

  it('cover an ISO start/end window: opens from start, before end', async () => {
    const start = Date.parse('2026-11-10T00:00:00Z');
    const end = start + 12 * HOUR;
    const { body } = await btc(`interval=1h&start=${iso(start)}&end=${iso(end)}`);
    expect(body.candles.map((c) => c[0])).toEqual(Array.from({ length: 12 }, (_, i) => start + i * HOUR));
  });

  it('never include the candle still forming, and add it once it closes', async () => {
    const now = await sandbox.clockNow();
    const before = (await btc('interval=1h&range=24h')).body.candles;
    const forming = Math.floor(now / HOUR) * HOUR;
    expect(before.some((c) => c[0] === forming)).toBe(false);
    await sandbox.advanceClock(forming + HOUR - now);
    const after = (await btc('interval=1h&range=24h')).body.candles;
    expect(after.at(-1)?.[0]).toBe(forming);
    await sandbox.reset();
  });

  it('are identical whenever fetched: across requests, overlapping windows, clock moves and sandboxes', async () => {
    const first = (await btc('interval=15m&range=24h')).body.candles;
    const again = (await btc('interval=15m&range=24h')).body.candles;
    expect(again).toEqual(first);
    const middle = first.slice(10, 20);
    const window = await btc(
      `interval=15m&start=${iso(middle[0]?.[0] ?? 0)}&end=${iso((middle.at(-1)?.[0] ?? 0) + STEP['15m'])}`,
    );
    expect(window.body.candles).toEqual(middle);

    await sandbox.advanceClock(6 * HOUR);
    const later = (await btc('interval=15m&range=24h')).body.candles;
    const overlap = later.filter((c) => c[0] <= (first.at(-1)?.[0] ?? 0));
    expect(overlap).toEqual(first.slice(first.length - overlap.length));
    expect(later.length - overlap.length).toBe(24);
    await sandbox.reset();

    // Another sandbox with the same seed serves the same candles; another seed tells another story.
    const start = await sandbox.clockNow();
    const query = new Request(
      `http://sandbox/v1/ohlcv/candles?exchange=Binance&pair=BTC/USDT&interval=15m&range=24h`,
      {
        headers: { 'X-API-KEY': 'sandbox-premium-key' },
      },
    );
    const twin = await createSandbox({ seed: 42, now: start }).fetch(query.clone());
    expect(((await twin.json()) as { candles: Row[] }).candles).toEqual(first);
    const other = await createSandbox({ seed: 43, now: start }).fetch(query.clone());
    expect(((await other.json()) as { candles: Row[] }).candles).not.toEqual(first);
  });

  it('differ between venues of the same coin but stay close', async () => {
    const binance = (await btc('interval=1h&range=24h')).body.candles;
    const coinbase = (await candles('exchange=Coinbase&pair=BTC/USD&interval=1h&range=24h')).body.candles;
    expect(coinbase.map((c) => c[0])).toEqual(binance.map((c) => c[0]));
    expect(coinbase).not.toEqual(binance);
    coinbase.forEach((c, i) => expect(Math.abs(c[4] / (binance[i]?.[4] ?? 1) - 1)).toBeLessThan(0.02));
  });
});

describe('credits', () => {
  const cost = async (query: string): Promise<{ status: number; credits: number; count: number }> => {
    const before = await sandbox.usedCredits();
    const { status, body } = await btc(query);
    return { status, credits: (await sandbox.usedCredits()) - before, count: body.candles?.length ?? 0 };
  };

  it('are 1 per 1,000 candles, rounded up, minimum 1', async () => {
    for (const query of [
      'interval=1d&range=24h',
      'interval=5m&range=1w',
      'interval=1h&range=1y',
      'interval=5m&range=3mo',
    ]) {
      const { status, credits, count } = await cost(query);
      expect(status).toBe(200);
      expect(credits).toBe(Math.max(1, Math.ceil(count / 1000)));
    }
    const empty = await cost(`interval=1h&start=2001-01-01T00:00:00Z&end=2001-02-01T00:00:00Z`);
    expect(empty).toEqual({ status: 200, credits: 1, count: 0 });
  });

  it('refuse more than 100,000 candles with a 400 that costs nothing', async () => {
    const { status, credits } = await cost('interval=5m&range=all');
    expect(status).toBe(400);
    expect(credits).toBe(0);
  });
});

describe('bad requests', () => {
  it('are 400 with the error body, and an unknown pair is 404', async () => {
    const cases = [
      'pair=BTC/USDT&interval=1h&range=24h',
      'exchange=Binance&interval=1h&range=24h',
      'exchange=Binance&pair=BTC/USDT&interval=2m&range=24h',
      'exchange=Binance&pair=BTC/USDT&interval=1h',
      'exchange=Binance&pair=BTC/USDT&interval=1h&range=2d',
      'exchange=Binance&pair=BTC/USDT&interval=1h&range=24h&start=2026-11-01T00:00:00Z',
      'exchange=Binance&pair=BTC/USDT&interval=1h&start=2026-11-01T00:00:00Z',
      'exchange=Binance&pair=BTC/USDT&interval=1h&start=2026-11-02T00:00:00Z&end=2026-11-01T00:00:00Z',
      'exchange=Binance&pair=BTC/USDT&interval=1h&start=2026-11-01T00:00&end=2026-11-02T00:00',
      'exchange=Binance&pair=BTC/USDT&interval=1h&range=24h&limit=5',
    ];
    for (const query of cases) {
      const { status, body } = await sandbox.get<ErrorBody>(`/ohlcv/candles?${query}`);
      expect({ query, status }).toEqual({ query, status: 400 });
      expect(body).toMatchObject({ statusCode: 400, path: '/v1/ohlcv/candles' });
    }
    expect((await candles('exchange=Binance&pair=DOGE/USDT&interval=1h&range=24h')).status).toBe(404);
  });
});
