import type { Settings } from '../../shared/domain/settings';
import { maskIf } from '../../shared/privacy';
import { pluralLocale } from '../../shared/i18n/languages';
import { englishTranslator, type Translator } from '../../shared/i18n/translator';

// The tray's quick price check as a pure model: prices read from the cache (opening the menu costs nothing),
// settings and the time in, labels out. The Electron part only renders it. The tooltip never carries amounts:
// the OS keeps tray text in places the user cannot clear.

export interface CachedPrice {
  /** The entry's id in the menu: a coin id, or `rwa:<asset id>` for a watched RWA asset. */
  coinId: string;
  symbol: string;
  price: number;
  currency: string;
  /** Percent units as the service sends them: 1.2 means +1.2 %. */
  change24h: number | null;
  /** Epoch ms when the price was fetched from the service. */
  fetchedAt: number;
  stale: boolean;
}

/** A watched coin or RWA asset, in the user's order: its menu id (as in CachedPrice) and the name it goes by. */
export interface TrayWatched {
  id: string;
  label: string;
}

export type TraySettings = Pick<Settings, 'privacyMode'> & { watched: readonly TrayWatched[] };

export interface TrayOptions {
  /** What "Refresh prices" costs (from the cost table); null when unknown. */
  refreshCredits: number | null;
  locale?: string;
  demo?: boolean;
  /** The words, in the user's language; English when not given. */
  translator?: Translator;
}

export type TrayAction = 'refresh' | 'open' | 'quit';

export type TrayMenuItem =
  | { kind: 'price'; coinId: string; label: string }
  | { kind: 'info'; label: string }
  | { kind: 'separator' }
  | { kind: 'action'; action: TrayAction; label: string; enabled: boolean };

export interface TrayMenuModel {
  tooltip: string;
  items: TrayMenuItem[];
}

/** At most this many price rows: a tray menu is a glance, not a table. */
export const MAX_PRICE_ROWS = 8;

function priceText(price: number, currency: string, locale: string): string {
  const digits = price >= 1000 ? 0 : price >= 1 ? 2 : 6;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: Math.min(digits, 2),
      maximumFractionDigits: digits,
    }).format(price);
  } catch {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(price)} ${currency}`;
  }
}

function changeText(change: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    signDisplay: 'exceptZero',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(change / 100);
}

export function ageText(at: number, now: number, words: Translator = englishTranslator): string {
  // Words, not a format: in the interface's language, whatever the number locale.
  const rtf = new Intl.RelativeTimeFormat(pluralLocale(words.language), { numeric: 'auto', style: 'short' });
  const minutes = Math.round(Math.max(0, now - at) / 60_000);
  if (minutes < 1) return rtf.format(0, 'second');
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return rtf.format(-hours, 'hour');
  return rtf.format(-Math.round(hours / 24), 'day');
}

function priceLabel(
  p: CachedPrice,
  now: number,
  locale: string,
  privacy: boolean,
  words: Translator,
): string {
  const amounts = [
    priceText(p.price, p.currency, locale),
    p.change24h === null ? null : changeText(p.change24h, locale),
  ]
    .filter((part): part is string => part !== null)
    .join(' ');
  const shown = maskIf(privacy, amounts);
  const stale = p.stale ? ` · ${words.t('tray.stale')}` : '';
  return `${p.symbol.toUpperCase()} ${shown} · ${ageText(p.fetchedAt, now, words)}${stale}`;
}

/** Watched entries first, in the user's order; then the other cached prices given (top holdings), capped. */
function rows(
  prices: readonly CachedPrice[],
  watched: readonly TrayWatched[],
): (CachedPrice | TrayWatched)[] {
  const byId = new Map(prices.map((p) => [p.coinId, p]));
  const first = watched.map((w) => byId.get(w.id) ?? w);
  const rest = prices.filter((p) => !watched.some((w) => w.id === p.coinId));
  return [...first, ...rest].slice(0, MAX_PRICE_ROWS);
}

const isPrice = (row: CachedPrice | TrayWatched): row is CachedPrice => 'price' in row;

function refreshLabel(credits: number | null, locale: string, words: Translator): string {
  if (credits === null) return words.t('tray.refresh');
  if (credits === 0) return words.t('tray.refreshFree');
  return words.t('tray.refreshCredits', { credits, n: new Intl.NumberFormat(locale).format(credits) });
}

export function buildTrayMenu(
  cachedPrices: readonly CachedPrice[],
  settings: TraySettings,
  now: number,
  options: TrayOptions,
): TrayMenuModel {
  const locale = options.locale ?? 'en-US';
  const words = options.translator ?? englishTranslator;
  const list = rows(cachedPrices, settings.watched);
  const items: TrayMenuItem[] = [];
  if (options.demo) items.push({ kind: 'info', label: words.t('tray.demoData') });
  if (list.length === 0) items.push({ kind: 'info', label: words.t('tray.nothingWatched') });
  for (const row of list) {
    items.push(
      isPrice(row)
        ? {
            kind: 'price',
            coinId: row.coinId,
            label: priceLabel(row, now, locale, settings.privacyMode, words),
          }
        : { kind: 'info', label: words.t('tray.noPriceYet', { label: row.label }) },
    );
  }
  items.push(
    { kind: 'separator' },
    {
      kind: 'action',
      action: 'refresh',
      label: refreshLabel(options.refreshCredits, locale, words),
      enabled: settings.watched.length > 0,
    },
    { kind: 'action', action: 'open', label: words.t('tray.open'), enabled: true },
    { kind: 'action', action: 'quit', label: words.t('tray.quit'), enabled: true },
  );
  const newest = Math.max(...cachedPrices.map((p) => p.fetchedAt));
  // Demo prices are made up: the tooltip says so, so a glance is never mistaken for the market.
  const name = words.t(options.demo ? 'tray.tooltipDemo' : 'tray.tooltip');
  const tooltip = Number.isFinite(newest)
    ? words.t('tray.tooltipAge', { name, age: ageText(newest, now, words) })
    : name;
  return { tooltip, items };
}
