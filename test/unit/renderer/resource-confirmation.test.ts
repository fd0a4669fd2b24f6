import { describe, expect, it } from 'vitest';
import { createResource } from '../../../src/renderer/src/stores/resource';
import { fail, ok } from '../../../src/shared/envelope';

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
