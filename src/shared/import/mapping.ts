import { z } from 'zod';
import { transactionDraft, type TransactionDraft } from '../contract/manage';
import type { CsvTable, Delimiter } from './csv-read';
import { parseDate, parseNumber, parseSide, type Parsed } from './values';
import type { Say } from '../envelope';
import { said } from '../i18n/say';

// Which column of the file holds which field of a transaction, chosen column by column (the user sees a guess
// first: CoinStats' own template is recognised by its header), and a row read through that choice into the draft
// a new transaction is (contract/manage.ts), checked against the very same limits before anything is sent.

const column = z.number().int().min(0).max(199);

export const columnMapping = z.lazy(() =>
  z.strictObject({
    date: column,
    coin: column,
    amount: column,
    /** Without it every row is a buy. */
    side: column.nullable(),
    /** Per coin, in the import's currency. */
    price: column.nullable(),
    /** In the import's currency. */
    fee: column.nullable(),
    note: column.nullable(),
    /** CoinStats' template: where the trade was made, kept in the note. */
    exchange: column.nullable(),
    /** CoinStats' template: the pair (BTC/USD); its quote must be the import's currency. */
    pair: column.nullable(),
    dayOrder: z.enum(['month-first', 'day-first']),
    decimal: z.enum(['.', ',']),
  }),
);
export type ColumnMapping = z.output<typeof columnMapping>;

export type Template = 'coinstats' | 'generic';

/** The columns of CoinStats' CSV template (help.coinstats.app, "CoinStats CSV Template"). */
export const COINSTATS_COLUMNS = [
  'Coin Symbol',
  'Exchange',
  'Pair',
  'Type',
  'Amount',
  'Price',
  'Fee',
  'Date',
  'Notes',
];

/** Header words that name each field, best first. */
const NAMES: Record<ImportField, string[]> = {
  date: ['date', 'datetime', 'date (utc)', 'time', 'timestamp', 'date time'],
  coin: ['coin symbol', 'coin', 'coin id', 'symbol', 'asset', 'ticker', 'currency'],
  side: ['type', 'side', 'action', 'transaction type', 'kind'],
  amount: ['amount', 'quantity', 'qty', 'count', 'size'],
  price: ['price', 'price per coin', 'unit price', 'rate'],
  fee: ['fee', 'fees', 'commission'],
  note: ['notes', 'note', 'memo', 'comment', 'description'],
  exchange: ['exchange', 'platform'],
  pair: ['pair', 'market'],
};

const norm = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');

export interface MappingGuess {
  template: Template;
  /** Null when a required column (date, coin, amount) has no header the guess knows: the user picks it. */
  mapping: ColumnMapping | null;
  /** The required fields no column was found for. */
  missing: ('date' | 'coin' | 'amount')[];
  /** The column found for each field, also when the mapping is incomplete: the user's picking starts from it. */
  found: Record<ImportField, number | null>;
}

/** The fields a column can hold. */
export type ImportField = Exclude<keyof ColumnMapping, 'dayOrder' | 'decimal'>;

export function guessMapping(header: readonly string[], delimiter: Delimiter): MappingGuess {
  const names = header.map(norm);
  const template: Template = COINSTATS_COLUMNS.every((c) => names.includes(norm(c)))
    ? 'coinstats'
    : 'generic';
  const taken = new Set<number>();
  const find = (field: keyof typeof NAMES): number | null => {
    for (const name of NAMES[field]) {
      const at = names.findIndex((candidate, i) => candidate === name && !taken.has(i));
      if (at >= 0) {
        taken.add(at);
        return at;
      }
    }
    return null;
  };
  const found = {
    date: find('date'),
    coin: find('coin'),
    amount: find('amount'),
    side: find('side'),
    price: find('price'),
    fee: find('fee'),
    note: find('note'),
    exchange: find('exchange'),
    pair: find('pair'),
  };
  const missing = (['date', 'coin', 'amount'] as const).filter((field) => found[field] === null);
  // A file separated by ';' is most often written where the decimal mark is a comma.
  const style = {
    dayOrder: 'month-first' as const,
    decimal: delimiter === ';' ? (',' as const) : ('.' as const),
  };
  const { date, coin, amount } = found;
  const mapping =
    date === null || coin === null || amount === null ? null : { ...found, date, coin, amount, ...style };
  return { template, mapping, missing, found };
}

/** A row read through the mapping: the draft to send, or every problem found with it. */
export type MappedRow =
  | { line: number; ok: true; draft: TransactionDraft; coinText: string }
  | { line: number; ok: false; problems: string[]; says?: Say[] };

/** A row's problems in English and, side by side, by message id for the user's language. */
interface Found {
  problems: string[];
  says: Say[];
}

const addProblem = (found: Found, say: Say): void => {
  found.problems.push(said(say).message);
  found.says.push(say);
};

export interface MapContext {
  portfolioId: string;
  currency: string;
  now: number;
  /** The service's coin id for what the file wrote (an id or a symbol), or null when no coin is known by it. */
  coinOf(text: string): string | null;
}

const cell = (cells: readonly string[], at: number | null) => (at === null ? '' : (cells[at] ?? '').trim());

/** The quote currency of a pair such as BTC/USD, BTC-USD or plain USD; null when none is written. */
function quoteOf(pair: string): string | null {
  const parts = pair
    .toUpperCase()
    .split(/[/\-:_ ]+/)
    .filter(Boolean);
  return parts.length === 0 ? null : (parts[parts.length - 1] ?? null);
}

function numberField(
  cells: readonly string[],
  at: number | null,
  what: 'amount' | 'price' | 'fee',
  mapping: ColumnMapping,
  found: Found,
): number | undefined {
  if (at === null || cell(cells, at) === '') return undefined;
  const read: Parsed<number> = parseNumber(cell(cells, at), mapping.decimal);
  if (!read.ok) addProblem(found, { id: 'outcomes.rowField', values: { field: what }, reason: read.say });
  else if (read.value < 0) addProblem(found, { id: 'outcomes.rowNegative', values: { field: what } });
  else return read.value;
  return undefined;
}

export function mapRow(
  row: { line: number; cells: readonly string[] },
  mapping: ColumnMapping,
  context: MapContext,
): MappedRow {
  const { cells, line } = row;
  const found: Found = { problems: [], says: [] };
  const date = parseDate(cell(cells, mapping.date), mapping.dayOrder);
  if (!date.ok) addProblem(found, date.say);
  else if (date.value > context.now + 60_000) addProblem(found, { id: 'outcomes.rowFuture' });
  const coinText = cell(cells, mapping.coin);
  const coinId = coinText === '' ? null : context.coinOf(coinText);
  if (coinText === '') addProblem(found, { id: 'outcomes.rowCoinEmpty' });
  else if (coinId === null) addProblem(found, { id: 'outcomes.rowCoinUnknown', values: { coin: coinText } });
  const side =
    mapping.side === null ? ({ ok: true, value: 'buy' } as const) : parseSide(cell(cells, mapping.side));
  if (!side.ok) addProblem(found, side.say);
  const amount = numberField(cells, mapping.amount, 'amount', mapping, found);
  if (amount === undefined && cell(cells, mapping.amount) === '')
    addProblem(found, { id: 'outcomes.rowAmountEmpty' });
  const price = numberField(cells, mapping.price, 'price', mapping, found);
  const fee = numberField(cells, mapping.fee, 'fee', mapping, found);
  const quote = quoteOf(cell(cells, mapping.pair));
  if (quote !== null && quote !== context.currency && quote !== coinText.toUpperCase()) {
    addProblem(found, { id: 'outcomes.rowOtherCurrency', values: { quote, currency: context.currency } });
  }
  if (found.problems.length > 0) return { line, ok: false, ...found };
  const exchange = cell(cells, mapping.exchange);
  const note = [cell(cells, mapping.note), exchange ? `Exchange: ${exchange}` : '']
    .filter(Boolean)
    .join(' · ');
  // A transfer takes no price of its own here: the service prices it at the date's market price.
  const trade = side.ok && (side.value === 'buy' || side.value === 'sell');
  const parsed = transactionDraft.safeParse({
    portfolioId: context.portfolioId,
    kind: side.ok ? side.value : 'buy',
    coinId,
    amount,
    ...(price !== undefined && (trade || price > 0) ? { price } : {}),
    currency: context.currency,
    date: date.ok ? date.value : 0,
    ...(fee !== undefined && fee > 0 ? { fee } : {}),
    ...(note ? { note: note.slice(0, 500) } : {}),
  });
  if (!parsed.success) {
    return {
      line,
      ok: false,
      problems: parsed.error.issues.map((i) => `${String(i.path[0] ?? 'row')}: ${i.message}`),
    };
  }
  return { line, ok: true, draft: parsed.data, coinText };
}

/** The first rows as the mapping reads them, coins as written: what the user checks before choosing to go on. */
export function previewRows(
  table: CsvTable,
  mapping: ColumnMapping,
  context: Omit<MapContext, 'coinOf'>,
  count = 5,
) {
  return table.rows
    .slice(0, count)
    .map((row) => mapRow(row, mapping, { ...context, coinOf: (text) => text }));
}
