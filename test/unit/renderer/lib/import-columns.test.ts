import { describe, expect, it } from 'vitest';
import { readCsv } from '../../../../src/shared/import/csv-read';
import { guessMapping } from '../../../../src/shared/import/mapping';
import {
  assign,
  choiceOf,
  fieldAt,
  mappingOf,
  missingOf,
} from '../../../../src/renderer/src/lib/import-columns';

// The column choice the import dialog starts from and edits: the header's guess, one field per column, and the
// mapping sent only once date, coin and amount each have their column.

const guessOf = (text: string) => {
  const table = readCsv(text);
  return { guess: guessMapping(table.header, table.delimiter), delimiter: table.delimiter };
};

describe('the column choice of an import', () => {
  it("starts from CoinStats' template fully chosen", () => {
    const { guess, delimiter } = guessOf(
      'Coin Symbol,Exchange,Pair,Type,Amount,Price,Fee,Date,Notes\nBTC,Binance,BTC/USD,Buy,1,40000,0,2024-01-01,a',
    );
    const choice = choiceOf(guess, delimiter);
    expect(missingOf(choice)).toEqual([]);
    expect(fieldAt(choice, 0)).toBe('coin');
    expect(fieldAt(choice, 7)).toBe('date');
    expect(mappingOf(choice)).toEqual(guess.mapping);
  });

  it('keeps what a generic header named, and asks for the rest', () => {
    const { guess, delimiter } = guessOf('When;Asset;Qty;Price\n01/02/2024;BTC;1,5;40000');
    const choice = choiceOf(guess, delimiter);
    expect(missingOf(choice)).toEqual(['date']);
    expect(mappingOf(choice)).toBeNull();
    expect([fieldAt(choice, 1), fieldAt(choice, 2), fieldAt(choice, 3)]).toEqual(['coin', 'amount', 'price']);
    // Written with ';', so most likely with a decimal comma.
    expect(choice.decimal).toBe(',');
    const chosen = assign(choice, 0, 'date');
    expect(mappingOf(chosen)).toMatchObject({ date: 0, coin: 1, amount: 2, price: 3, side: null });
  });

  it('reads a field from one column only: choosing it elsewhere moves it', () => {
    const { guess, delimiter } = guessOf('date,coin,amount,price,other\n2024-01-01,bitcoin,1,2,x');
    const moved = assign(choiceOf(guess, delimiter), 4, 'price');
    expect(fieldAt(moved, 3)).toBeNull();
    expect(fieldAt(moved, 4)).toBe('price');
    // A column given another field lets its old one go; ignoring a required one blocks the plan.
    const swapped = assign(moved, 2, 'note');
    expect(missingOf(swapped)).toEqual(['amount']);
    expect(mappingOf(assign(swapped, 1, null))).toBeNull();
  });
});
