import type { JournalEntry } from '../../../../shared/domain/credits';
import { shownAddress } from '../../../../shared/privacy';

// What told one request apart from another of the same endpoint, in words, from the parameters the ledger kept.
// Two "Wallet transactions" rows a second apart read as a double charge unless one says "types Sent". Main has
// already dropped every secret (src/main/api/redact.ts); names that look secret are skipped here again, because a
// journal row is the last place a passcode should surface if a new endpoint ever slipped past that list.

/** Names the renderer already holds, to say "portfolio Long-term" instead of an id. All optional. */
export interface CallNames {
  portfolios?: ReadonlyMap<string, string>;
  /** Transaction type id -> its name ("withdraw" -> "Sent"). */
  types?: ReadonlyMap<string, string>;
  /** Lower-cased address -> the label the user gave the wallet. */
  wallets?: ReadonlyMap<string, string>;
  /** Privacy mode: an address or hash shows only its start (shared/privacy.ts). */
  privacy?: boolean;
}

const SECRET_LIKE = /pass|secret|signature|private|auth|apikey|sharetoken|sharedtoken|payment|mnemonic|seed/;
const isSecretLike = (name: string) => SECRET_LIKE.test(name.toLowerCase().replace(/[_-]/g, ''));

/** Parameters that say nothing a user would tell calls apart by: fixed by the app, the same on every call. */
const SILENT = new Set(['limit', 'sortBy']);

/** A long hex or base58 run is an address or hash: never printed whole, wherever it sits in a value. */
const LONG_ID = /(0x)?[0-9a-zA-Z]{26,}/g;
const shortId = (id: string) => (id.length > 12 ? `${id.slice(0, 6)}…${id.slice(-4)}` : id);

type Scalar = string | number | boolean;
const isScalar = (v: unknown): v is Scalar =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

function text(value: Scalar, privacy: boolean): string {
  const s = String(value);
  if (s === '[redacted]') return '';
  return s.replace(LONG_ID, (run) => shownAddress(run, privacy));
}

function wallet(address: string, chain: string | undefined, names: CallNames): string {
  // The label the user gave says which wallet on its own; a bare address needs its chain beside it.
  const label = names.wallets?.get(address.toLowerCase());
  if (label) return `wallet ${label}`;
  const shown = shownAddress(address, names.privacy === true);
  return chain ? `wallet ${shown} (${chain})` : `wallet ${shown}`;
}

/** `wallets=ethereum:0x…,bitcoin:bc1…` (query) or `[{ address, connectionId }]` (a sync's body). */
function wallets(value: unknown, names: CallNames): string {
  const list: { address: string; chain?: string }[] = [];
  if (typeof value === 'string') {
    for (const part of value.split(',')) {
      const at = part.indexOf(':');
      list.push(at < 0 ? { address: part } : { chain: part.slice(0, at), address: part.slice(at + 1) });
    }
  } else if (Array.isArray(value)) {
    for (const item of value as unknown[]) {
      if (item === null || typeof item !== 'object') continue;
      const { address, connectionId } = item as Record<string, unknown>;
      if (typeof address === 'string') {
        list.push({ address, ...(typeof connectionId === 'string' ? { chain: connectionId } : {}) });
      }
    }
  }
  const [only] = list;
  if (list.length === 1 && only) return wallet(only.address, only.chain, names);
  return list.length > 0 ? `${list.length} wallets` : '';
}

const dateOf = (iso: string) => iso.replace(/T(\d\d:\d\d).*$/, ' $1').replace(/ 00:00$/, '');

/**
 * "types Sent · wallet Cold storage · currency USD" for a journal row: the parameters that set this call apart,
 * most telling first (the filter, the page, the range; then whose data; the currency last, as it rarely differs).
 * Empty when the call had none (a list, a credit check).
 */
export function describeCall(entry: Pick<JournalEntry, 'params'>, names: CallNames = {}): string {
  let params: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(entry.params);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return '';
    params = parsed as Record<string, unknown>;
  } catch {
    return '';
  }
  const keys = Object.keys(params).filter((k) => !isSecretLike(k) && !SILENT.has(k));
  const get = (k: string) => (keys.includes(k) ? params[k] : undefined);
  const str = (k: string) => {
    const v = get(k);
    return isScalar(v) ? text(v, names.privacy === true) : '';
  };
  const parts: string[] = [];
  const used = new Set<string>();
  const add = (part: string, ...from: string[]) => {
    if (part) parts.push(part);
    for (const k of from) used.add(k);
  };

  // What was filtered or picked comes first: it is what differs between two reads of one list.
  const types = str('types');
  if (types) {
    const named = types.split(/[,|]/).map((id) => names.types?.get(id) ?? id);
    add(`types ${named.join(', ')}`, 'types');
  }
  const coinIds = str('coinIds');
  if (coinIds) add(`coins ${coinIds.split(',').join(', ')}`, 'coinIds');
  if (str('coinId')) add(`coin ${str('coinId')}`, 'coinId');
  // A tokenized asset's reads carry its id in the path (main's ledger keeps it as rwaId).
  if (str('rwaId')) add(`asset ${str('rwaId')}`, 'rwaId');
  if (str('name')) add(`name “${str('name')}”`, 'name');
  // A candle read's pair and exchange are its filter.
  if (str('pair')) {
    const where = str('exchange');
    add(`${str('pair')}${where ? ` on ${where}` : ''}`, 'pair', 'exchange');
  }
  if (str('interval')) add(`interval ${str('interval')}`, 'interval');
  // The portfolio chart names its range `type`.
  const range = str('range') || str('type');
  if (range) add(`range ${range}`, 'range', 'type');
  const from = str('from') || str('start');
  const to = str('to') || str('end');
  if (from || to)
    add(
      `${from ? `from ${dateOf(from)}` : ''}${from && to ? ' ' : ''}${to ? `to ${dateOf(to)}` : ''}`,
      'from',
      'start',
      'to',
      'end',
    );
  const page = get('page');
  if (page !== undefined) add(Number(page) > 1 ? `page ${String(page)}` : '', 'page');
  // Then whose data: usually the same on neighbouring rows, so it may be cut short on screen.
  const portfolioId = str('portfolioId');
  if (portfolioId) {
    const name = names.portfolios?.get(String(get('portfolioId')));
    add(`portfolio ${name ?? shortId(portfolioId)}`, 'portfolioId');
  }
  const address = get('address');
  if (typeof address === 'string') {
    add(wallet(address, str('connectionId') || undefined, names), 'address', 'connectionId');
  }
  if (get('wallets') !== undefined) add(wallets(get('wallets'), names), 'wallets');
  if (str('currency')) add(`currency ${str('currency')}`, 'currency');

  // Anything else as "name value", so a parameter added later still shows; nested objects are left out.
  for (const k of keys) {
    if (used.has(k)) continue;
    const v = params[k];
    const shown = isScalar(v) ? text(v, names.privacy === true) : '';
    if (shown) parts.push(`${k} ${shown}`);
  }
  return parts.join(' · ');
}
