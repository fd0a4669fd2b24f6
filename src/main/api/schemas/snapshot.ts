import { z } from 'zod';
import { num, optNum, optStr, orEmpty, rowList } from './common';
import type { SnapshotDay, SnapshotView } from '../../../shared/domain/coverage';

export type { SnapshotDay, SnapshotHolding, SnapshotView } from '../../../shared/domain/coverage';

// GET /portfolio/snapshot/items (coinstats.app/docs/openapi/get-portfolio-snapshot-items): `{ result: [{ date,
// coinBalances: [...], totalBalance, totalBalanceChange, totalBalancePercentChange }] }`, "ordered
// chronologically", each snapshot against the one before. Days and their coin rows are read row by row.

/** `YYYY-MM-DD`, the form the page gives `from` and `to` in. */
export const SNAPSHOT_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const isSnapshotDay = (day: string): boolean =>
  SNAPSHOT_DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** The UTC day of an instant, as the snapshot read asks for it. */
export const snapshotDayOf = (at: number): string => new Date(at).toISOString().slice(0, 10);

const coinBalance = z.lazy(() =>
  z.object({
    symbol: z.string().min(1),
    icon: optStr.catch(null),
    quantity: num,
    balance: num,
    quantityChange: optNum,
    balanceChange: optNum,
    pricePerUnit: optNum,
    pricePercentChange: optNum,
  }),
);

const snapshot = z.lazy(() =>
  z.object({
    date: z.string().refine((d) => Number.isFinite(Date.parse(d)), 'a date the calendar knows'),
    coinBalances: rowList(coinBalance),
    totalBalance: num,
    totalBalanceChange: optNum,
    totalBalancePercentChange: optNum,
  }),
);

/** An empty answer (common.ts isEmptyAnswer) is no snapshot for the days asked: nothing kept that day. */
export const snapshotResponse = z.lazy(() =>
  orEmpty(z.object({ result: rowList(snapshot) }), { result: [] }),
);

export type SnapshotWire = z.output<typeof snapshotResponse>;

const unitPrice = (c: z.output<typeof coinBalance>): number | null =>
  c.pricePerUnit !== null && c.pricePerUnit > 0
    ? c.pricePerUnit
    : c.quantity > 0
      ? c.balance / c.quantity
      : null;

export function toSnapshotView(wire: SnapshotWire): SnapshotView {
  const days = wire.result.rows
    .map((s): SnapshotDay => {
      const at = Date.parse(s.date);
      return {
        day: snapshotDayOf(at),
        at,
        totalUsd: s.totalBalance,
        changeUsd: s.totalBalanceChange,
        changePercent: s.totalBalancePercentChange,
        holdings: s.coinBalances.rows
          .map((c) => ({
            symbol: c.symbol,
            icon: c.icon,
            quantity: c.quantity,
            valueUsd: c.balance,
            priceUsd: unitPrice(c),
            quantityChange: c.quantityChange,
            valueChangeUsd: c.balanceChange,
            pricePercentChange: c.pricePercentChange,
          }))
          .sort((a, b) => b.valueUsd - a.valueUsd || a.symbol.localeCompare(b.symbol)),
        skipped: s.coinBalances.skipped,
      };
    })
    .sort((a, b) => a.at - b.at);
  return { days, skipped: wire.result.skipped, issues: wire.result.issues };
}
