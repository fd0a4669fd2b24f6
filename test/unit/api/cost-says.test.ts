import { afterEach, describe, expect, it } from 'vitest';
import { costOf, ENDPOINTS, type EndpointKey } from '../../../src/main/api/costs';
import { coinCalls } from '../../../src/main/api/coins';
import { walletCalls } from '../../../src/main/api/wallet';
import { createAnswersRepo } from '../../../src/main/cache/answers-repo';
import { syncCost } from '../../../src/main/domains/wallet-sync-cost';
import { ageText, cachedSay, free, priceParts } from '../../../src/main/reads/price';
import { explanationText } from '../../../src/shared/i18n/explanation';
import { englishTranslator } from '../../../src/shared/i18n/translator';
import { loadTranslator } from '../../../src/shared/i18n/load';
import { tempDb } from '../credits/db-helpers';

// Main says how every price is reached twice: in English for the logs, and by catalogue messages the renderer
// says in the user's language. In English the two must read the same, or a user switching back to English would
// see another sentence than the logs hold.

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const en = (cost: Parameters<typeof explanationText>[1]) => explanationText(englishTranslator.t, cost);
const wallet = { id: 'w', label: 'Main', address: '0x1111111111111111111111111111111111111111' };

const multiplied: Partial<Record<EndpointKey, Record<string, unknown>>> = {
  'GET /wallet/balance': { connectionId: 'ethereum,polygon' },
  'GET /wallet/balances': { networks: 'all' },
  'GET /wallet/balance/many': { wallets: 'ethereum:0x1,polygon:0x2,base:0x3' },
  'PATCH /wallet/transactions': { wallets: 'all:0x1' },
  'GET /ohlcv/candles': { range: '1d', interval: '1h' },
};

describe('a price said by its parts', () => {
  it.each(ENDPOINTS)('says %s by messages that read in English as its explanation', (endpoint) => {
    for (const params of [{}, multiplied[endpoint] ?? {}]) {
      const cost = costOf(endpoint, params);
      expect(cost.explanationSays?.length).toBe(1);
      // Counts written plainly, as the English explanation writes them (its "1,000" is fixed text there); where
      // the English said "1 candles", the message says the singular.
      const said = explanationText(englishTranslator.t, cost, String);
      expect(said).toBe(cost.explanation.replace('per 1,000', 'per 1000').replace(/\b1 candles/, '1 candle'));
    }
  });

  it.each([0, 30_000, 5 * 60_000, 61 * 60_000, 3 * 3_600_000, 49 * 3_600_000, 9 * 86_400_000])(
    'says a cached answer %i ms old as the English explanation does',
    (age) => {
      expect(en({ explanationSays: [cachedSay(age, 2)] })).toBe(
        `cached (updated ${ageText(age)}); Refresh costs 2`,
      );
    },
  );

  it('says a read of two calls part by part, in German too', async () => {
    const { db, cleanup } = tempDb();
    cleanups.push(cleanup);
    const parts = [
      { call: coinCalls.get('bitcoin', 'USD'), maxAgeMs: 60_000, force: false },
      { call: walletCalls.balance({ ...wallet, connectionId: 'all' }), maxAgeMs: 60_000, force: false },
    ];
    const priced = priceParts(parts, createAnswersRepo(db), 1_000, false, {});
    expect(en(priced.cost)).toBe(priced.cost.explanation);
    const de = await loadTranslator('de');
    expect(explanationText(de.t, priced.cost, (n) => n.toLocaleString('de-DE'))).toBe(
      '1 Credit für GET /coins/:coinId; 40 Credits × 10 Netzwerke = 400 Credits für GET /wallet/balance',
    );
  });

  it('says a wallet sync in all, and a call that is not sent, as the English does', async () => {
    const sync = syncCost({ walletIds: ['w1', 'w2'], allNetworks: false } as Parameters<typeof syncCost>[0]);
    expect(en(sync).replace(/\b1 checks\b/, '1 check')).toBe(
      sync.explanation.replace(/\b1 checks\b/, '1 check'),
    );
    expect(en(free().cost)).toBe('no service call');
    const de = await loadTranslator('de');
    expect(explanationText(de.t, sync, String)).toMatch(
      /^\d+ zum Start \+ 3 je Statusabfrage \(etwa \d+ Abfragen?\)/,
    );
  });
});
