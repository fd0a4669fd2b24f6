import { maskIf, shownAddress, shownHash } from '../../../shared/privacy';
import { dateFormat as dateFormatIn, isIsoCurrency, numberFormat } from './formatters';

// Locale-aware formatting for everything the UI prints. Amounts go through one Format so that privacy mode can
// mask all of them in one place; dates, ages and credit counts are not amounts and stay readable.

export const NO_VALUE = '—';

/**
 * Codes that are not ISO currencies are written after the number ("0.0555 BTC", "2,575.00 USDT"): a symbol such as
 * ₿ is an empty box where no installed font has it (Debian's defaults). The most decimals each may show.
 */
const CODE_DIGITS: Record<string, number> = { BTC: 8, ETH: 6, USDT: 2, USDC: 2 };

export interface Format {
  readonly locale: string;
  readonly privacy: boolean;
  /** A plain amount (coin counts, token quantities). */
  amount(value: number | null | undefined): string;
  /** Money in a currency; small prices keep significant decimals. */
  money(value: number | null | undefined, currency: string, options?: { compact?: boolean }): string;
  /** Money with an explicit + or - sign, for profit and loss. */
  signedMoney(value: number | null | undefined, currency: string): string;
  /** A percentage given in percent units as the service sends it: 1.2 -> "+1.2%". */
  percent(value: number | null | undefined): string;
  /** Counts that are not amounts (credits, requests): never masked. */
  count(value: number | null | undefined): string;
  date(at: number | string | null | undefined): string;
  dateTime(at: number | string | null | undefined): string;
  /** The hour and minute alone ("14:00", "2:00 PM"), for the time axis of charts within a day. */
  time(at: number): string;
  /** Short axis labels: "Nov 22", "Nov", "2026". */
  dayMonth(at: number): string;
  month(at: number): string;
  year(at: number): string;
  /** Date and time to the second, for logs such as the request journal. */
  timestamp(at: number): string;
  /** "3 min. ago", localised; `now` comes from the caller's clock. */
  age(at: number, now: number): string;
  bytes(value: number): string;
  /** A wallet address, shortened; in privacy mode only its start (shared/privacy.ts). */
  address(address: string): string;
  /** A transaction hash, shortened; masked in privacy mode. */
  hash(hash: string): string;
  /**
   * The same formats, with dates and times in UTC: for what the service dates by UTC calendar day (a daily or
   * weekly candle opens at UTC midnight), so it reads as that day in any time zone.
   */
  utc(): Format;
}

function toMs(at: number | string): number {
  return typeof at === 'number' ? at : Date.parse(at);
}

function fractionDigits(value: number): number {
  const abs = Math.abs(value);
  if (abs === 0 || abs >= 1) return 2;
  if (abs >= 0.01) return 4;
  return 8;
}

/** Compact figures keep two decimals, like every other amount ("$105.00M" beside "$1.07M"). */
const COMPACT: Intl.NumberFormatOptions = {
  notation: 'compact',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};

/**
 * The locale dates are written in: the interface's language in the number locale's region, so an English reader
 * with British numbers keeps "3 Dec 2026, 09:55", and a German reader with US numbers reads "3. Dez.".
 */
function wordsLocale(language: string, locale: string): string {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return region === undefined ? language : `${language}-${region}`;
  } catch {
    return language;
  }
}

/** Date and age formats in the interface's words, written with the number locale's digits. */
function wordsIn(language: string, locale: string, timeZone: string | undefined) {
  const numberingSystem = numberFormat(locale, {}).resolvedOptions().numberingSystem;
  const words = wordsLocale(language, locale);
  const zone = timeZone === undefined ? {} : { timeZone };
  return {
    dateFormat: (options: Intl.DateTimeFormatOptions) =>
      dateFormatIn(words, { ...options, numberingSystem, ...zone }),
    // Ages are words alone, no regional order: the language's. The digits go in the locale tag, since
    // TypeScript's types lack the numberingSystem option of relative time.
    relative: new Intl.RelativeTimeFormat(`${language}-u-nu-${numberingSystem}`, {
      numeric: 'auto',
      style: 'short',
    }),
  };
}

/**
 * `language` is the interface's language (Settings), apart from the number `locale`: it picks the words Intl
 * writes ("vor 3 Min.", "3. Dez."), while figures follow the locale. Dates and ages are written in the language
 * with the locale's digits, so a German reader with US numbers reads "3. Dez. 2026", not "Dec 3, 2026".
 */
export function createFormat(locale: string, privacy: boolean, timeZone?: string, language = 'en'): Format {
  const { dateFormat, relative } = wordsIn(language, locale, timeZone);
  let inUtc: Format | undefined;
  const mask = (text: string): string => maskIf(privacy, text);
  const plain = numberFormat(locale, { maximumFractionDigits: 8 });
  const counter = numberFormat(locale, { maximumFractionDigits: 0 });
  const pctOptions: Intl.NumberFormatOptions = {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  };
  // A change too small for two decimals keeps its sign ("-0.00%"): beside a red P/L it must not read as no change.
  // Only an exact zero goes unsigned.
  const signedPct = numberFormat(locale, { ...pctOptions, signDisplay: 'always' });
  const zeroPct = numberFormat(locale, pctOptions).format(0);
  // One date style everywhere (tables, journal, charts): "Nov 22, 2026, 10:04 AM"; the journal adds seconds.
  const dateFmt = dateFormat({ dateStyle: 'medium' });
  const dateTimeFmt = dateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const stampFmt = dateFormat({ dateStyle: 'medium', timeStyle: 'medium' });
  const timeFmt = dateFormat({ timeStyle: 'short' });

  /**
   * `sign` (profit and loss) keeps two decimals for anything of a cent or more: "+$0.87", not "+$0.8698"; prices
   * keep their significant decimals.
   */
  const moneyText = (value: number, currency: string, sign: boolean, compact: boolean): string => {
    const signDisplay = sign ? 'exceptZero' : 'auto';
    const digits = sign && Math.abs(value) >= 0.01 ? 2 : fractionDigits(value);
    if (!isIsoCurrency(currency)) {
      const max = Math.min(CODE_DIGITS[currency] ?? 8, Math.max(2, digits));
      const options: Intl.NumberFormatOptions = compact
        ? { ...COMPACT, signDisplay }
        : { minimumFractionDigits: Math.min(2, max), maximumFractionDigits: max, signDisplay };
      return `${numberFormat(locale, options).format(value)} ${currency}`;
    }
    const precision: Intl.NumberFormatOptions = compact
      ? COMPACT
      : { minimumFractionDigits: Math.min(2, digits), maximumFractionDigits: digits };
    return numberFormat(locale, { style: 'currency', currency, signDisplay, ...precision }).format(value);
  };

  const format: Format = {
    locale,
    privacy,
    amount: (value) => (value == null ? NO_VALUE : mask(plain.format(value))),
    // Compact notation would leak the magnitude through its suffix ("$•••B"), so privacy mode never uses it.
    money: (value, currency, options) =>
      value == null
        ? NO_VALUE
        : mask(moneyText(value, currency, false, !privacy && (options?.compact ?? false))),
    signedMoney: (value, currency) =>
      value == null ? NO_VALUE : mask(moneyText(value, currency, true, false)),
    percent: (value) =>
      value == null ? NO_VALUE : mask(value === 0 ? zeroPct : signedPct.format(value / 100)),
    count: (value) => (value == null ? NO_VALUE : counter.format(value)),
    date: (at) => (at == null ? NO_VALUE : dateFmt.format(toMs(at))),
    dateTime: (at) => (at == null ? NO_VALUE : dateTimeFmt.format(toMs(at))),
    time: (at) => timeFmt.format(at),
    dayMonth: (at) => dateFormat({ month: 'short', day: 'numeric' }).format(at),
    month: (at) => dateFormat({ month: 'short' }).format(at),
    year: (at) => dateFormat({ year: 'numeric' }).format(at),
    timestamp: (at) => stampFmt.format(at),
    age: (at, now) => {
      const seconds = Math.max(0, Math.round((now - at) / 1000));
      if (seconds < 45) return relative.format(0, 'second');
      const minutes = Math.round(seconds / 60);
      if (minutes < 60) return relative.format(-minutes, 'minute');
      const hours = Math.round(minutes / 60);
      if (hours < 24) return relative.format(-hours, 'hour');
      return relative.format(-Math.round(hours / 24), 'day');
    },
    bytes: (value) => {
      const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
      let n = value;
      let i = 0;
      while (n >= 1024 && i < units.length - 1) {
        n /= 1024;
        i += 1;
      }
      const unit = units[i] ?? 'byte';
      return numberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(n);
    },
    address: (address) => shownAddress(address, privacy),
    hash: (hash) => shownHash(hash, privacy),
    utc: () => (timeZone === 'UTC' ? format : (inUtc ??= createFormat(locale, privacy, 'UTC', language))),
  };
  return format;
}

/** The user's locale as the browser reports it, for the default Format. */
export function userLocale(): string {
  return typeof navigator !== 'undefined' && navigator.language ? navigator.language : 'en-US';
}
