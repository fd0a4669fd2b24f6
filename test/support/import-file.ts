import type { ColumnMapping } from '../../src/shared/import/mapping';

// The trade file the import tests write: date, coin, side, amount, price and note in that order, US dates.
export const TRADE_COLUMNS: ColumnMapping = {
  ...{ date: 0, coin: 1, side: 2, amount: 3, price: 4, note: 5, fee: null, exchange: null, pair: null },
  ...{ dayOrder: 'month-first', decimal: '.' },
};
