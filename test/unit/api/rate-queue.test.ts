import { describe, expect, it } from 'vitest';
import { createRateLimiter, knownPlanRate, planRate } from '../../../src/main/api/rate-limiter';
import { fakeClock } from './fake-clock';

// The rate queue's order and holds as a user notices them: the visible view's read goes before queued background
// work, the credit check never takes the slot a user read waits for, and a refused request costs no waiting.

describe('rate queue priorities', () => {
  it('serves a user read before 100 queued background reads on the Free plan', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ clock, perSecond: planRate('FREE') });
    const order: string[] = [];
    const background = Array.from({ length: 100 }, (_, n) =>
      limiter.acquire(undefined, 'background').then((release) => {
        order.push(`bg${n}`);
        release();
      }),
    );
    const user = limiter.acquire(undefined, 'user').then((release) => {
      order.push('user');
      release();
    });
    await Promise.all([...background, user]);
    // The first background read had the free slot already; the user's read goes within the next rate slot.
    expect(order.indexOf('user')).toBeLessThanOrEqual(2);
  });

  it('keeps the order reconcile < background < user among waiters, first come first served within each', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ clock, perSecond: 1 });
    const hold = await limiter.acquire();
    const order: string[] = [];
    const take = (name: string, priority: 'user' | 'background' | 'reconcile') =>
      limiter.acquire(undefined, priority).then((release) => {
        order.push(name);
        release();
      });
    const all = [
      take('r1', 'reconcile'),
      take('b1', 'background'),
      take('u1', 'user'),
      take('b2', 'background'),
      take('u2', 'user'),
    ];
    hold();
    await Promise.all(all);
    expect(order).toEqual(['u1', 'u2', 'b1', 'b2', 'r1']);
  });

  it('starts a reconciliation only while a slot stays free for the user', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ clock, perSecond: 2 });
    const busy = await limiter.acquire();
    let reconciled = false;
    const check = limiter.acquire(undefined, 'reconcile').then((release) => {
      reconciled = true;
      release();
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(reconciled).toBe(false);
    // The one free slot goes to the user's read at once.
    const user = await limiter.acquire();
    user();
    busy();
    await check;
    expect(reconciled).toBe(true);
  });

  it('does not hold a slot after a request that never reached the service', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ clock, perSecond: 1 });
    const release = await limiter.acquire();
    release({ reached: false });
    const before = clock.now();
    (await limiter.acquire())();
    expect(clock.now() - before).toBe(0);
    // A request that did reach it holds its slot for the window.
    const later = clock.now();
    (await limiter.acquire())();
    expect(clock.now() - later).toBeGreaterThanOrEqual(1000);
  });
});

describe('a rate learned from the service', () => {
  it('knows the documented plans and nothing else', () => {
    expect(knownPlanRate('free')).toBe(2);
    expect(knownPlanRate('STARTER')).toBe(30);
    expect(knownPlanRate('PRO')).toBeNull();
  });

  it('keeps a known plan fixed, and learns an unknown plan upward until a 429, then settles below it', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ clock, perSecond: 2 });
    limiter.adoptPlan('STARTER');
    expect(limiter).toMatchObject({ rate: 30, learning: false });
    limiter.rateLimited(500);
    expect(limiter.rate).toBe(30);

    limiter.adoptPlan('ENTERPRISE');
    expect(limiter.learning).toBe(true);
    limiter.setRate(2);
    limiter.adoptPlan('ENTERPRISE');
    for (let n = 0; n < 200; n++) limiter.accepted();
    expect(limiter.rate).toBe(12);
    // Eight requests start together and the service refuses: the rate drops below what it refused.
    const releases = await Promise.all(Array.from({ length: 8 }, () => limiter.acquire()));
    limiter.rateLimited(1000);
    expect(limiter.rate).toBe(7);
    releases.forEach((release) => release());
    // And every start waits out the service's Retry-After.
    const before = clock.now();
    (await limiter.acquire())();
    expect(clock.now() - before).toBeGreaterThanOrEqual(1000);
  });
});
