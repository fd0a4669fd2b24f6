import { afterEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

// The time machine pays for a day once: the sandbox's meter charges 500 credits for the first look at a past day,
// and nothing for any look after, online or offline, a month later, under "Every few minutes", and after the
// cache's eviction. The kept days are counted without a request.

const DAY = '2026-11-15';
let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

async function lookOnce(harness: Harness, input: { day: string }) {
  const preview = await harness.handlers['credits:preview']({ channel: 'portfolio:snapshot', input });
  if (!preview.ok) throw new Error(preview.error.message);
  const before = await harness.spent();
  const bare = await harness.handlers['portfolio:snapshot'](input);
  const answer =
    !bare.ok && bare.error.code === 'confirmation_required'
      ? await harness.handlers['portfolio:snapshot'](await harness.confirmed('portfolio:snapshot', input))
      : bare;
  return { preview: preview.value.credits, charged: (await harness.spent()) - before, answer };
}

const keptDays = async (harness: Harness) => {
  const kept = await harness.handlers['portfolio:keptDays']({});
  return kept.ok ? kept.value.days : null;
};

describe('the time machine', () => {
  it('charges a past day once, and a second look online, a month later or offline costs 0', async () => {
    h = await startHarness({ key: 'sandbox-starter-key' });
    expect(await keptDays(h)).toEqual([]);

    const first = await lookOnce(h, { day: DAY });
    expect(first).toMatchObject({ preview: 500, charged: 500 });
    expect(first.answer.ok && first.answer.value.snapshot?.day).toBe(DAY);
    expect(first.answer.ok && first.answer.value.snapshot?.holdings.length).toBeGreaterThan(0);
    expect(await keptDays(h)).toEqual([DAY]);

    const again = await lookOnce(h, { day: DAY });
    expect(again).toMatchObject({ preview: 0, charged: 0 });
    expect(again.answer.ok && again.answer.value).toEqual(first.answer.ok && first.answer.value);

    // A month on, after the cache's eviction by age and by size: still kept, still free.
    await h.advance(31 * 24 * 60 * 60_000);
    const answers = h.deps.session().answers;
    answers.evictOlderThan(h.clock.now());
    answers.evictToSize(0);
    expect(await keptDays(h)).toEqual([DAY]);
    const later = await lookOnce(h, { day: DAY });
    expect(later).toMatchObject({ preview: 0, charged: 0 });

    // Offline: the service refuses every request; the kept day is still shown, for nothing.
    await h.fault({ path: '/v1/portfolio/snapshot/items', status: 503, count: 10 });
    const offline = await lookOnce(h, { day: DAY });
    expect(offline).toMatchObject({ preview: 0, charged: 0 });
    expect(offline.answer.ok && offline.answer.value.snapshot?.day).toBe(DAY);
    expect(h.requests.filter((r) => r.url.startsWith('/v1/portfolio/snapshot/items'))).toHaveLength(1);
  });

  it('keeps a past day for good under "Every few minutes" too', async () => {
    h = await startHarness({ key: 'sandbox-starter-key', refreshEveryMs: 5 * 60_000 });
    expect(await lookOnce(h, { day: DAY })).toMatchObject({ charged: 500 });
    await h.advance(60 * 60_000);
    expect(await lookOnce(h, { day: DAY })).toMatchObject({ preview: 0, charged: 0 });
  });

  it('refuses today, which is not over yet, before anything is sent', async () => {
    h = await startHarness({ key: 'sandbox-starter-key' });
    const today = new Date(h.clock.now()).toISOString().slice(0, 10);
    const answer = await h.handlers['portfolio:snapshot']({ day: today });
    expect(!answer.ok && answer.error.message).toContain('not a past day');
    expect(h.requests).toHaveLength(0);
  });
});
