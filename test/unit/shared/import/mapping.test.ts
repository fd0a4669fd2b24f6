import { describe, expect, it } from 'vitest';
import { readCsv } from '../../../../src/shared/import/csv-read';
import { fingerprints, rowKey, sameTransaction } from '../../../../src/shared/import/fingerprint';
import {
  guessMapping,
  mapRow,
  type ColumnMapping,
  type MappedRow,
} from '../../../../src/shared/import/mapping';
import { draftBody } from '../../../../src/shared/transaction-body';

const NOW = Date.UTC(2026, 10, 20);
const coins: Record<string, string> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  bitcoin: 'bitcoin',
  solana: 'solana',
};
const context = {
  portfolioId: 'manual-1',
  currency: 'USD',
  now: NOW,
  coinOf: (t: string) => coins[t] ?? null,
};

const COINSTATS_FILE = [
  'Coin Symbol,Exchange,Pair,Type,Amount,Price,Fee,Date,Notes',
  'BTC,Binance,BTC/USD,Buy,0.5,30000,10,2024-01-02 10:00,first',
  'ETH,,ETH/USD,Sell,2,2500,,2024-02-03,',
  'BTC,,BTC/USD,Deposit,0.1,,,2024-02-04,',
].join('\n');

function mapAll(text: string, mapping?: ColumnMapping): MappedRow[] {
  const table = readCsv(text);
  const chosen = mapping ?? guessMapping(table.header, table.delimiter).mapping;
  if (!chosen) throw new Error('no mapping');
  return table.rows.map((row) => mapRow(row, chosen, context));
}

describe("CoinStats' own CSV template", () => {
  it('is recognised by its header and read into drafts of new transactions', () => {
    const table = readCsv(COINSTATS_FILE);
    expect(guessMapping(table.header, table.delimiter)).toMatchObject({ template: 'coinstats', missing: [] });
    const rows = mapAll(COINSTATS_FILE);
    expect(rows.map((r) => (r.ok ? r.draft : r.problems))).toEqual([
      {
        portfolioId: 'manual-1',
        kind: 'buy',
        coinId: 'bitcoin',
        amount: 0.5,
        price: 30000,
        fee: 10,
        currency: 'USD',
        date: Date.UTC(2024, 0, 2, 10),
        note: 'first · Exchange: Binance',
      },
      {
        portfolioId: 'manual-1',
        kind: 'sell',
        coinId: 'ethereum',
        amount: 2,
        price: 2500,
        currency: 'USD',
        date: Date.UTC(2024, 1, 3),
      },
      {
        portfolioId: 'manual-1',
        kind: 'transfer-in',
        coinId: 'bitcoin',
        amount: 0.1,
        currency: 'USD',
        date: Date.UTC(2024, 1, 4),
      },
    ]);
  });
});

describe('a generic file, mapped column by column', () => {
  it("guesses the columns of a ';' file and reads its decimal commas", () => {
    const text = 'when;asset;side;qty;unit price;commission;memo\n2024-05-06;solana;buy;1,5;150,25;0,5;x\n';
    const table = readCsv(text);
    const guess = guessMapping(table.header, table.delimiter);
    expect(guess.mapping).toBeNull();
    expect(guess.missing).toEqual(['date']);
    const rows = mapAll(text, {
      date: 0,
      coin: 1,
      side: 2,
      amount: 3,
      price: 4,
      fee: 5,
      note: 6,
      exchange: null,
      pair: null,
      dayOrder: 'month-first',
      decimal: ',',
    });
    expect(rows[0]).toMatchObject({ ok: true, draft: { amount: 1.5, price: 150.25, fee: 0.5, note: 'x' } });
  });

  it('lists every problem of a bad row before anything is sent, with its line', () => {
    const text = [
      'date,coin,side,amount,price',
      '2024-13-01,bitcoin,buy,1,100',
      '2024-01-01,NOPE,buy,1,100',
      '2024-01-01,bitcoin,buy,-1,100',
      '2024-01-01,bitcoin,sell,1,',
      '2030-01-01,bitcoin,buy,1,100',
      '2024-01-01,bitcoin,Reward,1,100',
      '2024-01-01,bitcoin,buy,2e20,100',
    ].join('\n');
    const rows = mapAll(text);
    const problems = rows.map((r) => (r.ok ? 'ok' : `${r.line}: ${r.problems.join('; ')}`));
    expect(problems).toEqual([
      "2: '2024-13-01' is not a real date",
      "3: unknown coin 'NOPE': no coin on the service has that id or symbol",
      '4: amount is negative: write a sale as a Sell row with a positive amount',
      '5: price: a buy or a sell needs its price',
      '6: the date is in the future',
      "7: type 'Reward' is not imported: only Buy, Sell, Deposit and Withdraw rows are; change or remove the row",
      // The very limit a transaction typed in the form has.
      expect.stringMatching(/^8: amount: /),
    ]);
  });

  it('refuses a row priced in another currency than the import', () => {
    const rows = mapAll(
      'Coin Symbol,Exchange,Pair,Type,Amount,Price,Fee,Date,Notes\nBTC,,BTC/EUR,Buy,1,100,,2024-01-01,\n',
    );
    expect(rows[0]).toMatchObject({
      ok: false,
      problems: ['priced in EUR, not USD: import the rows of each currency on their own'],
    });
  });
});

describe('fingerprints of imported rows', () => {
  const drafts = mapAll(COINSTATS_FILE).flatMap((r) => (r.ok ? [r.draft] : []));

  it('are the same for the same trade however the file writes it', () => {
    const again = mapAll('date;coin;side;amount;price;fee\n02.01.2024 10:00;BTC;BUY;0,50;30.000,00;10\n', {
      date: 0,
      coin: 1,
      side: 2,
      amount: 3,
      price: 4,
      fee: 5,
      note: null,
      exchange: null,
      pair: null,
      dayOrder: 'day-first',
      decimal: ',',
    });
    expect(again[0]?.ok && rowKey(again[0].draft)).toBe(rowKey(drafts[0]!));
  });

  it('keep two equal rows of one file apart, and give the same keys when the file is read again', () => {
    const keys = [rowKey(drafts[0]!), rowKey(drafts[1]!), rowKey(drafts[0]!)];
    const prints = fingerprints(keys);
    expect(new Set(prints).size).toBe(3);
    expect(prints[2]).toBe(`${keys[0]}#2`);
    expect(fingerprints(keys)).toEqual(prints);
  });

  it('tell a sent row from a transaction the service lists', () => {
    const body = draftBody(drafts[0]!);
    const listed = {
      coinId: 'bitcoin',
      count: 0.5,
      totalWorth: body.price! * 0.5,
      date: '2024-01-02T10:00:00.000Z',
    };
    expect(sameTransaction(body, listed)).toBe(true);
    expect(sameTransaction(body, { ...listed, date: '2024-01-02T10:00:01.000Z' })).toBe(false);
    expect(sameTransaction(body, { ...listed, count: -0.5 })).toBe(false);
    expect(sameTransaction(body, { ...listed, totalWorth: 0.5 * 40_000 })).toBe(false);
  });
});
