// Fiat currencies and their rates per 1 USD (GET /currencies, GET /fiats). Fixed, not seeded: a currency switch
// should change only the unit, so tests can check conversions exactly.

export interface Fiat {
  name: string;
  rate: number;
  symbol: string;
}

export const FIATS: readonly Fiat[] = [
  { name: 'USD', rate: 1, symbol: '$' },
  { name: 'EUR', rate: 0.9312, symbol: '€' },
  { name: 'GBP', rate: 0.7918, symbol: '£' },
  { name: 'JPY', rate: 154.21, symbol: '¥' },
  { name: 'CHF', rate: 0.8837, symbol: 'Fr' },
  { name: 'CAD', rate: 1.4012, symbol: 'C$' },
  { name: 'AUD', rate: 1.5326, symbol: 'A$' },
  { name: 'CNY', rate: 7.2405, symbol: '¥' },
  { name: 'INR', rate: 84.41, symbol: '₹' },
  { name: 'BRL', rate: 5.7931, symbol: 'R$' },
  { name: 'KRW', rate: 1394.6, symbol: '₩' },
  { name: 'AMD', rate: 388.2, symbol: '֏' },
];

/** Units of `code` per 1 USD, or undefined for a code the service would not know. Codes are uppercase. */
export function currencyRate(code: string): number | undefined {
  return FIATS.find((fiat) => fiat.name === code)?.rate;
}

export const FIAT_IMAGE = (code: string): string => `https://static.coinstats.app/flags/${code}_r.png`;
