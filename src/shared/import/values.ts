import type { TxKind } from '../contract/manage';
import type { Say } from '../envelope';
import { said } from '../i18n/say';

// The cells of an imported row read as values, or a sentence that says what is wrong with them. Strict on purpose:
// a date or an amount read wrongly would be sent to the service as the user's history, which cannot be edited.

/** A problem in English (`problem`) and by its message id (`say`), for the user's language. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string; say: Say };

const good = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = (say: Say): Parsed<never> => ({ ok: false, problem: said(say).message, say });

/** How a file writes its dates where the order is not plain from the text: 03/04/2024 is 4 March or 3 April. */
export type DayOrder = 'month-first' | 'day-first';

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const SLASHED = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})(?:[ ,T]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(AM|PM)?)?$/i;

function utc(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number | null {
  const at = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  const back = new Date(at);
  // Date.UTC rolls 31 February over into March: such a date is refused, not moved.
  const real = back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d;
  return real && h < 24 && mi < 60 && s < 60 ? at : null;
}

const offsetMs = (zone: string | undefined): number => {
  if (!zone || zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
};

/**
 * A date as epoch ms. ISO 8601 (a time without a zone is UTC), day.month.year, month/day/year or day/month/year
 * as `order` says, and Unix seconds or milliseconds. Never the locale's guess: the same file reads the same
 * everywhere, so its fingerprints do too.
 */
export function parseDate(text: string, order: DayOrder): Parsed<number> {
  const t = text.trim();
  if (t === '') return bad({ id: 'outcomes.rowDateEmpty' });
  if (/^\d{10}$/.test(t)) return good(Number(t) * 1000);
  if (/^\d{13}$/.test(t)) return good(Number(t));
  const iso = ISO.exec(t);
  if (iso) {
    const [, y, mo, d, h, mi, s, ms, zone] = iso;
    const at = utc(+y!, +mo!, +d!, +(h ?? 0), +(mi ?? 0), +(s ?? 0), +(ms ?? '0').padEnd(3, '0'));
    return at === null
      ? bad({ id: 'outcomes.rowDateNotReal', values: { text: t } })
      : good(at - offsetMs(zone));
  }
  const slashed = SLASHED.exec(t);
  if (slashed) {
    const [, a, b, y, h, mi, s, half] = slashed;
    // A dotted date (31.12.2024) is always day first; a slashed one follows the chosen order.
    const dayFirst = t.includes('.') || order === 'day-first';
    const [d, mo] = dayFirst ? [+a!, +b!] : [+b!, +a!];
    let hour = +(h ?? 0);
    if (half) {
      if (hour < 1 || hour > 12) return bad({ id: 'outcomes.rowHour12', values: { text: t } });
      hour = (hour % 12) + (half.toUpperCase() === 'PM' ? 12 : 0);
    }
    const at = utc(+y!, mo, d, hour, +(mi ?? 0), +(s ?? 0));
    if (at !== null) return good(at);
    return bad({
      id: 'outcomes.rowDateOrder',
      values: { text: t, order: dayFirst ? 'dayFirst' : 'monthFirst' },
    });
  }
  return bad({ id: 'outcomes.rowDateUnread', values: { text: t } });
}

export type DecimalMark = '.' | ',';

/**
 * A number as written with `mark` as its decimal mark; the other mark may group thousands (1,234.5 or 1.234,5).
 * A sign is kept so that the caller can say "negative"; a currency sign or a unit is refused, not stripped.
 */
export function parseNumber(text: string, mark: DecimalMark): Parsed<number> {
  const t = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (t === '') return bad({ id: 'outcomes.rowNumberEmpty' });
  const group = mark === '.' ? ',' : '.';
  const shape =
    mark === '.'
      ? /^[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:e[-+]?\d+)?$/i
      : /^[-+]?(?:\d{1,3}(?:\.\d{3})+|\d+)?(?:,\d+)?(?:e[-+]?\d+)?$/i;
  if (!shape.test(t) || !/\d/.test(t)) {
    return bad({ id: 'outcomes.rowNotNumber', values: { text: text.trim(), mark } });
  }
  const n = Number(t.split(group).join('').replace(mark, '.'));
  return Number.isFinite(n) ? good(n) : bad({ id: 'outcomes.rowTooLarge', values: { text: text.trim() } });
}

/**
 * The kinds of row an import sends, by the words files use for them (CoinStats' template: Buy, Sell, Buy With
 * Fiat, Sell to Fiat, Deposit, Withdraw). Every other type (Fee, Reward, Loan, ...) has no counterpart in the one
 * write the service offers here, so it is listed as not imported rather than guessed at.
 */
const SIDE_WORDS: Record<string, TxKind> = {
  buy: 'buy',
  bought: 'buy',
  'buy with fiat': 'buy',
  sell: 'sell',
  sold: 'sell',
  'sell to fiat': 'sell',
  deposit: 'transfer-in',
  'transfer in': 'transfer-in',
  'transfer-in': 'transfer-in',
  received: 'transfer-in',
  receive: 'transfer-in',
  withdraw: 'transfer-out',
  withdrawal: 'transfer-out',
  'transfer out': 'transfer-out',
  'transfer-out': 'transfer-out',
  sent: 'transfer-out',
  send: 'transfer-out',
};

export function parseSide(text: string): Parsed<TxKind> {
  const word = text
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');
  if (word === '') return bad({ id: 'outcomes.rowTypeEmpty' });
  const kind = SIDE_WORDS[word];
  return kind ? good(kind) : bad({ id: 'outcomes.rowTypeUnknown', values: { text: text.trim() } });
}
