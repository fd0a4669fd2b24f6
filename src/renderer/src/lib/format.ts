import { maskIf } from '../../../shared/privacy';

// Locale-aware formatting for everything the UI prints. Amounts go through one Format so that privacy mode can
// mask all of them in one place; dates, ages and credit counts are not amounts and stay readable.

export const NO_VALUE = '—';

/** Units whose symbol Intl does not know; the service quotes charts in these. */
const CRYPTO_UNITS: Record<string, { symbol: string; digits: number }> = {
  BTC: { symbol: '₿', digits: 8 },
  ETH: { symbol: 'Ξ', digits: 6 },
};

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
  /** Date and time to the second, for logs such as the request journal. */
  timestamp(at: number): string;
  /** "3 min. ago", localised; `now` comes from the caller's clock. */
  age(at: number, now: number): string;
  bytes(value: number): string;
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

export function createFormat(locale: string, privacy: boolean): Format {
  const mask = (text: string): string => maskIf(privacy, text);
  const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 8 });
  const counter = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const pct = new Intl.NumberFormat(locale, {
    style: 'percent',
    signDisplay: 'exceptZero',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const dateFmt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dateTimeFmt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const stampFmt = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });

  const moneyText = (value: number, currency: string, sign: boolean, compact: boolean): string => {
    const signDisplay = sign ? 'exceptZero' : 'auto';
    const crypto = CRYPTO_UNITS[currency];
    if (crypto) {
      const digits = Math.min(crypto.digits, Math.max(2, fractionDigits(value)));
      const text = new Intl.NumberFormat(locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: digits,
      }).format(Math.abs(value));
      const prefix = value < 0 ? '-' : sign && value > 0 ? '+' : '';
      return `${prefix}${crypto.symbol}${text}`;
    }
    const digits = fractionDigits(value);
    // Four significant digits keep neighbouring axis ticks apart ($3.52B, $3.56B).
    const precision: Intl.NumberFormatOptions = compact
      ? { notation: 'compact', maximumSignificantDigits: 4 }
      : { minimumFractionDigits: Math.min(2, digits), maximumFractionDigits: digits };
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency, signDisplay, ...precision }).format(
        value,
      );
    } catch {
      // Codes longer than three letters (USDT) are not ISO 4217; Intl rejects them.
      const n = new Intl.NumberFormat(locale, { maximumFractionDigits: digits, signDisplay });
      return `${n.format(value)} ${currency}`;
    }
  };

  return {
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
    percent: (value) => (value == null ? NO_VALUE : mask(pct.format(value / 100))),
    count: (value) => (value == null ? NO_VALUE : counter.format(value)),
    date: (at) => (at == null ? NO_VALUE : dateFmt.format(toMs(at))),
    dateTime: (at) => (at == null ? NO_VALUE : dateTimeFmt.format(toMs(at))),
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
      return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(n);
    },
  };
}

/** The user's locale as the browser reports it, for the default Format. */
export function userLocale(): string {
  return typeof navigator !== 'undefined' && navigator.language ? navigator.language : 'en-US';
}
