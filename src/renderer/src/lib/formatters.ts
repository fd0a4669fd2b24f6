// Intl formatters are costly to build (a NumberFormat takes tens of microseconds) and a chart asks for thousands of
// labels while panning: each one is built once per locale and options, then reused.

const numberCache = new Map<string, Intl.NumberFormat>();
const dateCache = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let made = numberCache.get(key);
  if (!made) {
    made = new Intl.NumberFormat(locale, options);
    numberCache.set(key, made);
  }
  return made;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let made = dateCache.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    dateCache.set(key, made);
  }
  return made;
}

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
