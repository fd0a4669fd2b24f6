// How long each `interval` and rolling `range` of GET /v1/ohlcv/candles is (service-facts.md 2), in milliseconds.
// `all` has no fixed length (the pair's whole history), so it is not here.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const CANDLE_INTERVAL_MS = {
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': 60 * MINUTE,
  '4h': 240 * MINUTE,
  '1d': DAY,
  '1w': 7 * DAY,
} as const;

export const CANDLE_RANGE_MS = {
  '24h': DAY,
  '1w': 7 * DAY,
  '1mo': 30 * DAY,
  '3mo': 90 * DAY,
  '6mo': 180 * DAY,
  '1y': 365 * DAY,
} as const;
