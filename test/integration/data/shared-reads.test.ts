import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import type { SecretStore } from '../../../src/main/secrets/secret-store';
import { startHarness, until, type Harness } from './harness';

// A shared portfolio's reads take its token from the keychain before they go out, and the keychain answers each
// lookup in its own time (over D-Bus, in any order). Two views asking for the same figures at once, as Portfolios
// and its Returns card do when a shared portfolio opens, must still pay for one request.

const memory = createMemoryStore();
let lookups = 0;
let charges = 0;
/** The OS keychain under load: a second lookup answers only once the first read has been charged. */
const slowKeychain: SecretStore = {
  get: async (account) => {
    lookups += 1;
    if (lookups > 1) await until(async () => (await h.charged()).length > charges, 'the first read');
    return memory.get(account);
  },
  set: (account, value) => memory.set(account, value),
  delete: (account) => memory.delete(account),
};

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ key: 'sandbox-starter-key', secrets: slowKeychain });
});
afterAll(async () => h.close());

describe('identical reads of a shared portfolio at once', () => {
  it('send one request, and both callers get its answer', async () => {
    const added = await h.handlers['portfolio:addShared']({
      name: 'Friend',
      shareToken: 'sandbox-share-premium',
    });
    if (!added.ok) throw new Error(added.error.message);
    const { portfolioId } = added.value;
    charges = (await h.charged()).length;
    lookups = 0;

    const [first, second] = await Promise.all([
      h.handlers['portfolio:chart']({ portfolioId, range: '1m' }),
      h.handlers['portfolio:chart']({ portfolioId, range: '1m' }),
    ]);

    expect(first.ok && second.ok).toBe(true);
    expect(second.ok && second.value.points).toEqual(first.ok && first.value.points);
    const charged = (await h.charged()).slice(charges);
    expect(charged.map((c) => c.path)).toEqual(['/v1/portfolio/chart']);
  });
});
