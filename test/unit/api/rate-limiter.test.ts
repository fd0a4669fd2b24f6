import { describe, expect, it } from 'vitest';
import { createRateLimiter, planRate } from '../../../src/main/api/rate-limiter';
import { fakeClock } from './fake-clock';

/** The most starts that fall inside any window of `windowMs`. */
function busiestWindow(starts: number[], windowMs: number): number {
  const sorted = [...starts].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0; i < sorted.length; i++) {
    const first = sorted[i] ?? 0;
    most = Math.max(most, sorted.filter((t) => t >= first && t < first + windowMs).length);
  }
  return most;
}

describe('rate limiter', () => {
  it('lets 100 simultaneous requests on the Free plan through at no more than 2 in any second', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ clock, perSecond: planRate('FREE') });
    const starts: number[] = [];
    await Promise.all(
      Array.from({ length: 100 }, () =>
        limiter.acquire().then((release) => {
          starts.push(clock.now());
          release();
        }),
      ),
    );
    expect(starts).toHaveLength(100);
    expect(busiestWindow(starts, 1000)).toBeLessThanOrEqual(2);
    // Even, not starved: 100 requests at 2 per ~1.1 s finish within a minute of simulated time.
    expect(Math.max(...starts) - Math.min(...starts)).toBeLessThan(60_000);
  });

  it('serves waiters first come, first served', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ clock, perSecond: 1 });
    const order: number[] = [];
    await Promise.all(
      [0, 1, 2, 3].map((n) =>
        limiter.acquire().then((release) => {
          order.push(n);
          release();
        }),
      ),
    );
    expect(order).toEqual([0, 1, 2, 3]);
  });

  it('speeds up when the plan turns out to be Starter', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ clock, perSecond: planRate(undefined) });
    expect(limiter.rate).toBe(2);
    limiter.setRate(planRate('STARTER'));
    const starts: number[] = [];
    await Promise.all(
      Array.from({ length: 30 }, () => limiter.acquire().then(() => starts.push(clock.now()))),
    );
    expect(new Set(starts).size).toBe(1);
  });

  it('holds every start during a pause after a 429', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ clock, perSecond: 30 });
    const before = clock.now();
    limiter.pause(4000);
    await limiter.acquire();
    expect(clock.now() - before).toBeGreaterThanOrEqual(4000);
  });

  it('drops a waiter whose caller gave up, without giving it a slot', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ clock, perSecond: 1 });
    const release = await limiter.acquire();
    const controller = new AbortController();
    const abandoned = limiter.acquire(controller.signal);
    controller.abort(new Error('left the view'));
    await expect(abandoned).rejects.toThrow('left the view');
    expect(limiter.waiting).toBe(0);
    release();
  });

  it('holds a slot until the answer is in, then for a window after it', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ clock, perSecond: 1, windowMs: 1000 });
    const release = await limiter.acquire();
    let second = false;
    const next = limiter.acquire().then((done) => {
      second = true;
      return done;
    });
    // A slow answer: however long it takes, the next request waits for it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(second).toBe(false);
    clock.advance(5000);
    const answeredAt = clock.now();
    release();
    (await next)();
    expect(clock.now() - answeredAt).toBeGreaterThanOrEqual(1000);
  });

  it('knows the rate of each plan and assumes Free for an unknown one', () => {
    expect(planRate('FREE')).toBe(2);
    expect(planRate('STARTER')).toBe(30);
    expect(planRate('degen')).toBe(30);
    expect(planRate('SOMETHING_NEW')).toBe(2);
  });
});
