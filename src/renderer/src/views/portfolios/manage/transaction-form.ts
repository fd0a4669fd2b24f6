import {
  shownTransaction,
  transactionDraft,
  type ShownTransaction,
  type TransactionDraft,
  type TxKind,
} from '../../../../../shared/contract/manage';
import type { Coin } from '../../../../../shared/domain/market';
import type { PortfolioTransaction } from '../../../../../shared/domain/portfolio';

// The transaction form's fields as typed, and the draft they make: parsed with the very schema main parses with,
// so what the form says is wrong is what main would refuse. Only the clock check (no future dates) is added here.

export interface TxFields {
  kind: TxKind;
  coinId: string;
  amount: string;
  /** Per coin, in the user's currency. */
  price: string;
  /** A datetime-local value, in the user's time zone. */
  date: string;
  fee: string;
  note: string;
}

export type FieldIssues = Partial<Record<keyof TxFields, string>>;

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch ms as a datetime-local value (local time, to the minute). */
export function localInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export const emptyFields = (now: number): TxFields => ({
  kind: 'buy',
  coinId: '',
  amount: '',
  price: '',
  date: localInput(now),
  fee: '',
  note: '',
});

/** The note main writes when it carries a fee in the price (domains/manage-transactions.ts draftBody). */
const FEE_NOTE = /(?:^| · )fee ([\d.]+) ([A-Z]{3,5}) included in the price$/;

/**
 * A shown row as the form's starting point for an edit. A fee Folio Desk carried in the price comes back out of it
 * (and out of the note), so saving the edit unchanged writes the same figures again.
 */
export function fieldsFromShown(row: PortfolioTransaction, currency: string): TxFields {
  const count = row.count ?? 0;
  const amount = Math.abs(count);
  const incoming = count > 0;
  const transfer = /received|sent|transfer/i.test(row.type);
  const kind: TxKind = transfer ? (incoming ? 'transfer-in' : 'transfer-out') : incoming ? 'buy' : 'sell';
  const paid = row.totalWorth !== null && count !== 0 ? Math.abs(row.totalWorth / count) : null;
  const feeMatch = transfer || paid === null ? null : FEE_NOTE.exec(row.note ?? '');
  const fee = feeMatch && feeMatch[2] === currency ? Number(feeMatch[1]) : 0;
  const price = paid === null ? null : paid + (incoming ? -fee : fee) / amount;
  const note = fee > 0 ? (row.note ?? '').replace(FEE_NOTE, '') : (row.note ?? '');
  return {
    kind,
    coinId: row.coinId ?? '',
    amount: String(amount),
    price: price === null || transfer ? '' : String(Number(price.toPrecision(12))),
    date: localInput(Date.parse(row.date)),
    fee: fee > 0 ? String(fee) : '',
    note,
  };
}

/** What an edit or a delete reverses; null for a row that cannot be (no coin, no amount). */
export function shownOf(
  row: PortfolioTransaction,
  portfolioId: string,
  currency: string,
): ShownTransaction | null {
  const parsed = shownTransaction.safeParse({
    portfolioId,
    coinId: row.coinId,
    count: row.count,
    totalWorth: row.totalWorth,
    currency,
    date: row.date,
  });
  return parsed.success ? parsed.data : null;
}

/** "1 234,5" or "1,234.5" or "0.5": spaces dropped, a lone comma read as the decimal point. */
export function parseNumber(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return undefined;
  const normal = compact.includes('.') ? compact.replace(/,/g, '') : compact.replace(',', '.');
  const n = Number(normal);
  return Number.isFinite(n) ? n : NaN;
}

/** Said of a coin typed but never picked: the service knows coins by id, and a half-typed name is none. */
export const UNPICKED = 'pick one from the list';

/**
 * The draft the fields make, or what is wrong with them. `knownIds`: the coin ids the form's lists hold (holdings,
 * search matches, an edit's own coin); given, a coin id outside them is refused before anything is sent.
 */
export function toDraft(
  fields: TxFields,
  portfolioId: string,
  currency: string,
  now: number,
  knownIds?: ReadonlySet<string>,
): { ok: true; draft: TransactionDraft } | { ok: false; issues: FieldIssues } {
  const trade = fields.kind === 'buy' || fields.kind === 'sell';
  const date = Date.parse(fields.date);
  const candidate = {
    portfolioId,
    kind: fields.kind,
    coinId: fields.coinId.trim(),
    amount: parseNumber(fields.amount) ?? NaN,
    ...(trade && fields.price.trim() !== '' ? { price: parseNumber(fields.price) } : {}),
    currency,
    date: Number.isFinite(date) ? date : NaN,
    ...(trade && fields.fee.trim() !== '' ? { fee: parseNumber(fields.fee) } : {}),
    ...(fields.note.trim() !== '' ? { note: fields.note.trim() } : {}),
  };
  const issues: FieldIssues = {};
  const parsed = transactionDraft.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'coinId') as keyof TxFields;
      if (key in fields && !issues[key]) issues[key] = readable(issue.message);
    }
  }
  if (Number.isFinite(date) && date > now + 60_000) issues.date = 'is in the future';
  if (knownIds && !issues.coinId && !knownIds.has(candidate.coinId)) issues.coinId = UNPICKED;
  if (Object.keys(issues).length > 0 || !parsed.success) return { ok: false, issues };
  return { ok: true, draft: parsed.data };
}

/** zod's words for a missing or unreadable number, said as a person would. */
function readable(message: string): string {
  if (/expected number, received NaN|Invalid input: expected number/i.test(message)) return 'enter a number';
  return message;
}

/** A valid draft that stands for any: what the write costs does not depend on its figures. */
export const sampleDraft = (portfolioId: string, currency: string): TransactionDraft => ({
  portfolioId,
  kind: 'buy',
  coinId: 'bitcoin',
  amount: 1,
  price: 1,
  currency,
  date: Date.UTC(2020, 0, 1),
});

/** The Coin field's suggestions: the portfolio's own coins, then the coins a search found. */
export function suggestions(
  holdings: readonly { coinId: string; name: string; symbol: string; icon: string | null }[],
  found: readonly Coin[],
): { id: string; name: string; symbol: string; icon: string | null }[] {
  const seen = new Set<string>();
  const all = [
    ...holdings.map((h) => ({ id: h.coinId, name: h.name, symbol: h.symbol, icon: h.icon })),
    ...found.map((c) => ({ id: c.id, name: c.name, symbol: c.symbol, icon: c.icon })),
  ];
  return all.filter((coin) => !seen.has(coin.id) && seen.add(coin.id) !== undefined);
}
