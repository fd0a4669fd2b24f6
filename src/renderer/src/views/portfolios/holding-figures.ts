import type { Holding } from '../../../../shared/domain/portfolio';

// Figures derived from the holdings on screen, and only these: each holding's share of the portfolio. Every other
// per-coin figure is the service's own; one it did not send stays null and shows as "—".

/**
 * Each holding's share of the holdings' total value, in percent (0..100), by coin id. The total is that of the
 * holdings worth something: a holding of zero or below (a sold-out coin, a negative balance) has no share (null),
 * and when nothing is worth anything no share is given at all.
 */
export function allocationShares(rows: readonly Holding[]): Map<string, number | null> {
  const total = rows.reduce((sum, h) => (Number.isFinite(h.value) && h.value > 0 ? sum + h.value : sum), 0);
  return new Map(
    rows.map((h) => [
      h.coinId,
      total > 0 && Number.isFinite(h.value) && h.value > 0 ? (h.value / total) * 100 : null,
    ]),
  );
}
