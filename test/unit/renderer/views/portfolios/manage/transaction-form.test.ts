import { describe, expect, it } from 'vitest';
import type { TransactionDraft } from '../../../../../../src/shared/contract/manage';
import { draftBody } from '../../../../../../src/shared/transaction-body';
import {
  fieldsFromShown,
  localInput,
  parseNumber,
  toDraft,
  UNPICKED,
  type TxFields,
} from '../../../../../../src/renderer/src/views/portfolios/manage/transaction-form';

// The transaction form: what it says is wrong before anything is sent (main's own schema), and an edit that starts
// from what the list shows writes the same figures back when nothing is changed, fee included.

const NOW = Date.UTC(2026, 10, 24, 12);

/** A buy's fields as typed, with `patch` changed. */
const buy = (patch: Partial<TxFields> = {}): TxFields => ({
  kind: 'buy',
  coinId: 'bitcoin',
  amount: '1',
  price: '',
  date: localInput(NOW),
  fee: '',
  note: '',
  ...patch,
});

describe('the transaction form', () => {
  it('names each wrong field, and a date in the future', () => {
    const checked = toDraft(
      buy({ coinId: '', amount: 'abc', date: localInput(NOW + 3_600_000) }),
      'p1',
      'USD',
      NOW,
    );
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.issues).toMatchObject({
      coinId: 'pick a coin',
      amount: 'enter a number',
      date: 'is in the future',
    });
  });

  it('refuses a coin outside the ids its lists hold, once it is given them', () => {
    const fields = buy({ coinId: 'sola', amount: '2', price: '150' });
    const known = new Set(['bitcoin', 'solana']);
    const typed = toDraft(fields, 'p1', 'USD', NOW, known);
    expect(!typed.ok && typed.issues).toEqual({ coinId: UNPICKED });
    expect(toDraft({ ...fields, coinId: ' solana ' }, 'p1', 'USD', NOW, known)).toMatchObject({
      ok: true,
      draft: { coinId: 'solana' },
    });
    // An empty coin keeps the schema's own word; without lists, any id goes to main as before.
    const empty = toDraft({ ...fields, coinId: '' }, 'p1', 'USD', NOW, known);
    expect(!empty.ok && empty.issues.coinId).toBe('pick a coin');
    expect(toDraft(fields, 'p1', 'USD', NOW).ok).toBe(true);
  });

  it('asks a buy for its price, and refuses a fee bigger than a sale brings', () => {
    const base = buy();
    const noPrice = toDraft(base, 'p1', 'USD', NOW);
    expect(!noPrice.ok && noPrice.issues.price).toBe('a buy or a sell needs its price');
    const feeTooBig = toDraft({ ...base, kind: 'sell', price: '10', fee: '11' }, 'p1', 'USD', NOW);
    expect(!feeTooBig.ok && feeTooBig.issues.fee).toBe('the fee is more than the sale brings');
  });

  it('reads numbers as people type them', () => {
    expect(parseNumber('1 234,5')).toBe(1234.5);
    expect(parseNumber('1,234.5')).toBe(1234.5);
    expect(parseNumber('0,25')).toBe(0.25);
    expect(parseNumber('')).toBeUndefined();
    expect(parseNumber('12abc')).toBeNaN();
  });

  it('an edit opened from the shown row and saved unchanged writes the same body, fee and note included', () => {
    const date = Date.UTC(2026, 10, 20, 9, 30);
    const draft: TransactionDraft = {
      portfolioId: 'p1',
      kind: 'sell',
      coinId: 'ethereum',
      amount: 2,
      price: 3000,
      currency: 'EUR',
      date,
      fee: 8,
      note: 'rebalance',
    };
    const body = draftBody(draft);
    // The list shows what the service recorded: signed count, worth at the recorded price, the note.
    const shown = {
      id: 'x',
      type: 'Sell',
      date: new Date(date).toISOString(),
      coinId: 'ethereum',
      symbol: 'ETH',
      count: body.count,
      totalWorth: body.count * (body.price ?? 0),
      profitLoss: null,
      note: body.notes ?? null,
      addresses: [],
    };
    const fields = fieldsFromShown(shown, 'EUR');
    expect(fields).toMatchObject({ kind: 'sell', amount: '2', price: '3000', fee: '8', note: 'rebalance' });
    const again = toDraft(fields, 'p1', 'EUR', NOW);
    expect(again.ok && draftBody(again.draft)).toEqual(body);
  });
});
