import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Input } from '../../../src/shared/contract';
import type { Envelope } from '../../../src/shared/envelope';
import { readChannels, type ReadChannel } from '../../../src/main/reads';
import { startHarness, type Harness } from './harness';

// Over every row of the read table, against the sandbox over HTTP: the price credits:preview shows is what the
// sandbox then charges, and "needs confirmation" holds exactly when the handler refuses without a token. Run at
// the default threshold (some rows ask first, some do not) and at 0 (every priced read asks first), and for a
// first read, a cached read and a Refresh. A row added without an input here does not compile.

let h: Harness;
let walletId = '';

/** One input per row; functions, because the followed wallet's id is known only once it is added. */
const inputs: { [C in ReadChannel]: () => Input<C> } = {
  'portfolio:list': () => ({}),
  'portfolio:value': () => ({ currency: 'USD' }),
  'portfolio:chart': () => ({ range: '1w' }),
  'portfolio:plHistory': () => ({ interval: 'daily', range: '1m' }),
  'portfolio:transactions': () => ({ limit: 10 }),
  'wallet:blockchains': () => ({}),
  // GBP: the balance is converted with the currency list, which the price counts while it is not cached.
  'wallet:balance': () => ({ walletId, currency: 'GBP' }),
  'wallet:transactionTypes': () => ({}),
  'wallet:transactions': () => ({ walletIds: [walletId], limit: 5 }),
  'rwa:overview': () => ({}),
  'rwa:assets': () => ({ assetType: 'stock', limit: 5 }),
  'rwa:asset': () => ({ rwaId: 'gold' }),
  'rwa:tokens': () => ({ rwaId: 'gold' }),
  'rwa:markets': () => ({ rwaId: 'gold' }),
  'rwa:history': () => ({ range: '30d' }),
  'rwa:assetHistory': () => ({ rwaId: 'gold', range: '1w' }),
  'coins:list': () => ({ limit: 5 }),
  'coins:get': () => ({ coinId: 'ethereum' }),
  'coins:chart': () => ({ coinId: 'ethereum', range: '1m' }),
  'coins:currencies': () => ({}),
  'coins:tokenRisk': () => ({ coinId: 'bitcoin' }),
  'insights:fearAndGreed': () => ({}),
  'tickers:exchanges': () => ({}),
  'tickers:markets': () => ({ exchange: 'Kraken' }),
  'portfolio:defi': () => ({}),
  // A past day of the harness's sandbox (which starts 2026-11-20): kept for good once read.
  'portfolio:snapshot': () => ({ day: '2026-11-15' }),
  'portfolio:risk': () => ({}),
  'markets:global': () => ({}),
  'insights:btcDominance': () => ({ range: '1m' }),
  'insights:fearAndGreedChart': () => ({}),
  'news:forCoins': () => ({ coinIds: ['bitcoin', 'ethereum'] }),
};

/** Reads whose input takes no Refresh: token risk asks each time; a past day has nothing newer to read. */
const NO_REFRESH: readonly ReadChannel[] = ['coins:tokenRisk', 'portfolio:snapshot'];

type Send = (input: unknown) => Promise<Envelope<unknown>>;

beforeAll(async () => {
  h = await startHarness({ key: 'sandbox-starter-key', threshold: 100 });
  // A wallet whose transactions the service has synced, so its read answers rather than 409.
  const added = await h.handlers['wallet:add']({
    address: '0x5555555555555555555555555555555555555555',
    connectionId: 'ethereum',
  });
  if (!added.ok) throw new Error(added.error.message);
  walletId = added.value.id;
  const started = await h.handlers['wallet:sync'](
    await h.confirmed('wallet:sync', { walletIds: [walletId] }),
  );
  if (!started.ok) throw new Error(started.error.message);
  await h.advance(10_000);
  expect(await h.settled(started.value.syncId)).toMatchObject({ state: 'synced' });
});
afterAll(async () => h.close());

/** Previews, sends without a token, and (when refused) confirms and sends again; checks price against charge. */
async function readOnce(channel: ReadChannel, input: object): Promise<{ credits: number; asked: boolean }> {
  const previewed = await h.handlers['credits:preview']({ channel, input });
  if (!previewed.ok) throw new Error(previewed.error.message);
  const { credits, needsConfirmation } = previewed.value;
  const send = h.handlers[channel] as Send;

  const before = await h.spent();
  const bare = await send(input);
  const refused = !bare.ok && bare.error.code === 'confirmation_required';
  expect(refused, `${channel}: refused without a token exactly when the preview says it asks first`).toBe(
    needsConfirmation,
  );
  if (refused) {
    expect(await h.spent(), `${channel}: a refused read sends nothing`).toBe(before);
    const yes = await send(await h.confirmed(channel, input));
    expect(yes.ok, `${channel}: ${JSON.stringify(yes)}`).toBe(true);
  } else {
    expect(bare.ok, `${channel}: ${JSON.stringify(bare)}`).toBe(true);
  }
  expect((await h.spent()) - before, `${channel}: charged what the preview said`).toBe(credits);
  return { credits, asked: needsConfirmation };
}

describe('every row of the read table', () => {
  it('has an input in this test', () => {
    expect(Object.keys(inputs).sort()).toEqual([...readChannels].sort());
  });

  it('charges what the preview said, asks first exactly when it said so, and serves a cached answer free', async () => {
    const asked: string[] = [];
    for (const channel of readChannels) {
      const input = inputs[channel]();
      const first = await readOnce(channel, input);
      // The currency list was read (and cached) already, to convert the holdings and the balance.
      if (channel !== 'coins:currencies') {
        expect(first.credits, `${channel}: a first read is priced`).toBeGreaterThan(0);
      }
      if (first.asked) asked.push(channel);
      // Read again: the cache answers, for nothing and without asking.
      expect(await readOnce(channel, input), channel).toEqual({ credits: 0, asked: false });
    }
    // At the default threshold of 100, token risk (5000 credits), DeFi (200) and a past day (500) ask first.
    expect(asked.sort()).toEqual(['coins:tokenRisk', 'portfolio:defi', 'portfolio:snapshot']);
  });

  it('at a threshold of 0, asks before every Refresh, and charges what the preview said once confirmed', async () => {
    h.setThreshold(0);
    try {
      for (const channel of readChannels) {
        const input = { ...inputs[channel](), ...(NO_REFRESH.includes(channel) ? {} : { refresh: true }) };
        const priced = await readOnce(channel, input);
        expect(priced.asked, channel).toBe(priced.credits > 0);
      }
    } finally {
      h.setThreshold(100);
    }
  });
});
