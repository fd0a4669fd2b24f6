import { afterEach, describe, expect, it } from 'vitest';
import type { Handlers } from '../../../src/shared/contract';
import type { Envelope } from '../../../src/shared/envelope';
import type { ReadContext } from '../../../src/main/api/read-context';
import { creditsViewScopes } from '../../../src/main/credits/handlers';
import { viewScopes } from '../../../src/main/domains';
import { withReadScope } from '../../../src/main/ipc/registry';
import { startHarness, type Harness } from './harness';

// Who a read is for travels with the call (api/read-context.ts): the renderer's call gets the visible view's
// context from the read scope, and every room hands it on to the rate queue. Against the sandbox on the Free plan
// (2 requests a second), through the real rooms, client and cache: a read the user left is dropped before it is
// sent, and main's own background reads wait behind the user's.

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

type Scoped = Record<string, (input: unknown, context?: ReadContext) => Promise<Envelope<unknown>>>;

async function freeAccount() {
  h = await startHarness({ key: 'sandbox-free-key', threshold: 100_000 });
  const list = await h.handlers['portfolio:list']({});
  if (!list.ok || !list.value[0]) throw new Error('the sandbox account has no portfolio');
  const scoped = withReadScope(h.handlers as unknown as Handlers, {
    ...viewScopes,
    ...creditsViewScopes,
  }) as unknown as Scoped;
  const call = (channel: string, input: unknown, context?: ReadContext) => {
    const handler = scoped[channel];
    if (!handler) throw new Error(channel);
    return handler(input, context);
  };
  return { harness: h, portfolioId: list.value[0].portfolioId, call };
}

const chartRanges = (harness: Harness) =>
  harness.requests
    .filter((r) => r.url.startsWith('/v1/portfolio/chart'))
    .map((r) => new URL(r.url, 'http://sandbox').searchParams.get('type'));

describe('the read context, from the IPC call to the rate queue', () => {
  it('drops the chart ranges the user clicked past while they waited, and sends the one on screen', async () => {
    const { harness, portfolioId, call } = await freeAccount();
    // The user clicks through four ranges quickly, each a Refresh (so each would go to the service).
    const ranges = ['24h', '1w', '1m', '3m'] as const;
    const answers = await Promise.all(
      ranges.map((range) => call('portfolio:chart', { portfolioId, range, refresh: true })),
    );
    expect(answers.at(-1)).toMatchObject({ ok: true, meta: { source: 'live' } });
    const dropped = answers.filter((a) => !a.ok && a.error.code === 'cancelled');
    expect(dropped.length).toBeGreaterThan(0);
    const sent = chartRanges(harness);
    expect(sent.length).toBe(ranges.length - dropped.length);
    expect(sent.at(-1)).toBe('3m');
  });

  it('sends the user’s read before main’s background reads queued ahead of it', async () => {
    const { harness, portfolioId, call } = await freeAccount();
    const background: ReadContext = { priority: 'background' };
    const queued = (['24h', '1w', '1m', '3m', '6m', '1y'] as const).map((range) =>
      call('portfolio:chart', { portfolioId, range, refresh: true }, background),
    );
    // The user opens the portfolio's value while those wait for the Free plan's slots.
    const value = await call('portfolio:value', { portfolioId, currency: 'USD', refresh: true });
    expect(value).toMatchObject({ ok: true, meta: { source: 'live' } });
    const sentBefore = chartRanges(harness).length;
    // At most the two the plan's slots had already taken went out first: the value jumped the other four.
    expect(sentBefore).toBeLessThanOrEqual(2);
    expect((await Promise.all(queued)).every((a) => a.ok)).toBe(true);
    expect(chartRanges(harness)).toHaveLength(6);
  });
});
