import { apiCall } from './schemas/common';
import { isSnapshotDay, snapshotResponse } from './schemas/snapshot';
import { forTarget, type PortfolioTarget } from './portfolio';

// GET /portfolio/snapshot/items (500 credits): the holdings and value the portfolio had on past days. A past
// day does not change, so one read of a day is all it ever needs; `from` and `to` are UTC days, YYYY-MM-DD.

export interface SnapshotRange {
  from: string;
  to: string;
  /** Only these coins (service coin ids). */
  coinIds?: readonly string[];
}

/** Thrown before anything is sent: a day the calendar does not know would be a paid 400. */
export class SnapshotDayError extends Error {
  constructor(day: string) {
    super(`"${day}" is not a day: pick a date as YYYY-MM-DD (for example 2025-08-29).`);
    this.name = 'SnapshotDayError';
  }
}

function checked(range: SnapshotRange): SnapshotRange {
  for (const day of [range.from, range.to]) if (!isSnapshotDay(day)) throw new SnapshotDayError(day);
  return range.from <= range.to ? range : { ...range, from: range.to, to: range.from };
}

export const snapshotCalls = {
  items: (target: PortfolioTarget, range: SnapshotRange) => {
    const { from, to, coinIds } = checked(range);
    return apiCall(
      forTarget(target, '/portfolio/snapshot/items', 'GET /portfolio/snapshot/items', {
        from,
        to,
        coinIds: coinIds && coinIds.length > 0 ? coinIds.join(',') : undefined,
      }),
      snapshotResponse,
    );
  },
  /** One past day: `from` and `to` the same. */
  day: (target: PortfolioTarget, day: string) => snapshotCalls.items(target, { from: day, to: day }),
};
