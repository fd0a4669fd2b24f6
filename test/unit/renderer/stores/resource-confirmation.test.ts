import { describe, expect, it } from 'vitest';
import { createResource } from '../../../../src/renderer/src/stores/resource';
import { fail, ok } from '../../../../src/shared/envelope';

// A read that asked first is never sent again by itself: only the user's own action (Refresh, the button that
// asked) may spend on it.
describe('a read waiting for the user’s yes', () => {
  it('is not re-sent by a view refresh or a push, only by the user’s Refresh', async () => {
    const sent: boolean[] = [];
    let asksFirst = true;
    const store = createResource(async (_query: { range: string }, refresh) => {
      sent.push(refresh);
      return asksFirst
        ? fail({ code: 'confirmation_required', message: 'This costs 300 credits', cost: { credits: 300 } })
        : ok(42, { source: 'live', fetchedAt: 0, stale: false, credits: 300, demo: false });
    });
    await store.load({ range: 'all' });
    expect(store.getState().error?.code).toBe('confirmation_required');
    asksFirst = false; // e.g. the user raised the threshold in Settings
    await store.reload();
    expect(sent).toEqual([false]);
    expect(store.getState().value).toBeNull();
    await store.reload({ refresh: true });
    expect(sent).toEqual([false, true]);
    expect(store.getState().value).toBe(42);
    await store.reload();
    expect(sent).toEqual([false, true, false]);
  });
});

describe('the user’s yes on the card', () => {
  const asks = fail({
    code: 'confirmation_required',
    message: 'This costs 25 credits',
    cost: { credits: 25 },
  });
  const meta = { source: 'live' as const, fetchedAt: 0, stale: false, credits: 25, demo: false };
  const answer = ok(7, meta);

  it('confirms exactly the query asked, sends it once with the token, and keeps the query without it', async () => {
    const sent: { query: object; refresh: boolean }[] = [];
    const confirmed: unknown[] = [];
    const store = createResource(
      async (query: { range: string; confirmToken?: string }, refresh) => {
        sent.push({ query, refresh });
        return query.confirmToken === 'yes' ? answer : asks;
      },
      {
        channel: 'portfolio:plHistory',
        confirm: async (call) => {
          confirmed.push(call);
          return ok(
            {
              confirmToken: 'yes',
              cost: { credits: 25, usdc: null, needsConfirmation: true, explanation: '' },
            },
            meta,
          );
        },
      },
    );
    await store.load({ range: '1m' });
    await store.spend?.();
    expect(confirmed).toEqual([{ channel: 'portfolio:plHistory', input: { range: '1m' } }]);
    expect(sent.map((s) => s.query)).toEqual([{ range: '1m' }, { range: '1m', confirmToken: 'yes' }]);
    expect(store.getState()).toMatchObject({ value: 7, error: null, query: { range: '1m' } });
  });

  it('reads live when the read that asked was the user’s Refresh', async () => {
    const sent: boolean[] = [];
    let asking = false;
    const store = createResource(
      async (query: { range: string; confirmToken?: string }, refresh) => {
        sent.push(refresh);
        return asking && !query.confirmToken ? asks : answer;
      },
      {
        channel: 'portfolio:plHistory',
        confirm: async () =>
          ok(
            {
              confirmToken: 'yes',
              cost: { credits: 25, usdc: null, needsConfirmation: true, explanation: '' },
            },
            meta,
          ),
      },
    );
    await store.load({ range: '1m' });
    asking = true;
    await store.reload({ refresh: true });
    expect(store.getState().error?.code).toBe('confirmation_required');
    await store.spend?.();
    expect(sent).toEqual([false, true, true]);
  });
});
