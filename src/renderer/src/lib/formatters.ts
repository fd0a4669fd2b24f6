// Intl formatters are costly to build (a NumberFormat takes tens of microseconds) and a chart asks for thousands of
// labels while panning: each one is built once per locale and options, then reused.

const numberCache = new Map<string, Intl.NumberFormat>();
const dateCache = new Map<string, Intl.DateTimeFormat>();

/** `make`, built at most once per locale and options, kept in `cache`. */
function reused<O, F>(cache: Map<string, F>, make: (locale: string, options: O) => F) {
  return (locale: string, options: O): F => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let made = cache.get(key);
    if (!made) {
      made = make(locale, options);
      cache.set(key, made);
    }
    return made;
  };
}

export const numberFormat = reused(
  numberCache,
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

export const dateFormat = reused(
  dateCache,
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/**
 * The ISO 4217 codes this runtime's Intl knows. Anything else (USDT, USDC, BTC) is printed as a number and its
 * code, decided by a lookup rather than by catching Intl's RangeError on every call.
 */
const isoCurrencies: ReadonlySet<string> = new Set(
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : ['USD', 'EUR', 'GBP'],
);

export const isIsoCurrency = (code: string): boolean => isoCurrencies.has(code);

/** How many formatters exist: a test reads it to show that formatting again builds none. */
export const formatterCount = (): number => numberCache.size + dateCache.size;
