import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { RefreshPolicy } from '../../../shared/domain/settings';
import { useFolio, useFormat } from '../stores/folio-context';

// What a refresh policy costs in a month, beside the setting: the Portfolios view's live reads, priced by main's
// cost table (credits:preview, free), times how often the policy would read them in a month of 8-hour days with
// the view opened often. "When a view opens" re-reads each figure once it is older than its freshness (which the
// preview reports with the price), so a figure kept 4 hours is read twice a day, one kept 12 hours once; "Every
// few minutes" re-reads the view on screen at that interval. An upper bound: a view not opened is not read.

const HOURS_A_DAY = 8;
const DAYS = 30;
/** Opens a day that can each find a figure old, at most. */
const OPENS_A_DAY = 10;
const HOUR_MS = 3_600_000;

const viewCalls = (portfolioId: string | undefined) => [
  // The view reads its list again with the selected portfolio's figures.
  { channel: 'portfolio:list', input: { refresh: true } },
  { channel: 'portfolio:value', input: { portfolioId, refresh: true } },
  { channel: 'portfolio:chart', input: { portfolioId, range: '1m', refresh: true } },
  { channel: 'portfolio:plHistory', input: { portfolioId, interval: 'daily', range: '1m', refresh: true } },
  { channel: 'portfolio:coins', input: { portfolioId, refresh: true } },
  { channel: 'portfolio:transactions', input: { portfolioId, limit: 100, refresh: true } },
];

interface ReadPrice {
  credits: number;
  freshForMs: number | undefined;
}

/** Each live read of the Portfolios view, priced, with its freshness; null until priced (or when it cannot be). */
function useViewPrices(): ReadPrice[] | null {
  const { api, stores } = useFolio();
  const portfolioId = useStore(stores.portfolio.ui, (s) => s.selectedId);
  const [prices, setPrices] = useState<ReadPrice[] | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all(viewCalls(portfolioId).map((call) => api.credits.preview(call))).then((previews) => {
      if (!live) return;
      const priced = previews.map((p) =>
        p.ok ? { credits: p.value.credits, freshForMs: p.value.freshForMs } : null,
      );
      setPrices(priced.every((p) => p !== null) ? (priced as ReadPrice[]) : null);
    });
    return () => {
      live = false;
    };
  }, [api, portfolioId]);
  return prices;
}

/** Reads a day of one figure when the view opens often: once per freshness span of the day, at most per open. */
const readsADay = (freshForMs: number | undefined) =>
  freshForMs === undefined || freshForMs <= 0
    ? OPENS_A_DAY
    : Math.min(OPENS_A_DAY, Math.ceil((HOURS_A_DAY * HOUR_MS) / freshForMs));

export function RefreshCost({ policy, minutes }: { policy: RefreshPolicy; minutes: number }) {
  const fmt = useFormat();
  const prices = useViewPrices();
  const { stores } = useFolio();
  const meter = useStore(stores.credits.meter, (s) => s.value);
  if (policy === 'manual') {
    return <p className="fd-source">Costs nothing until you press Refresh; old data stays marked stale.</p>;
  }
  if (prices === null) return null;
  const price = prices.reduce((sum, p) => sum + p.credits, 0);
  const monthly =
    policy === 'interval'
      ? price * Math.ceil((60 / minutes) * HOURS_A_DAY) * DAYS
      : prices.reduce((sum, p) => sum + p.credits * readsADay(p.freshForMs), 0) * DAYS;
  const how =
    policy === 'interval'
      ? `Portfolios on screen ${HOURS_A_DAY} h a day, read every ${minutes} min, ${fmt.count(price)} credits each time`
      : `Portfolios opened often ${HOURS_A_DAY} h a day, each figure read again once it is older than its ` +
        `freshness; ${fmt.count(price)} credits to read it all`;
  // Beside the plan: a walk chose "Every few minutes" on the Free plan and read 59,520 a month with no word that
  // this is three times its 20,000, the credits gone in about a week.
  const total = meter?.totalCredits ?? null;
  const left = meter?.remainingCredits ?? null;
  const over =
    total !== null && monthly > total
      ? ` That is more than the ${fmt.count(total)} credits a month of this plan` +
        (left !== null && monthly > 0
          ? `: the ${fmt.count(left)} left would last about ${fmt.count(Math.max(0, Math.floor((left / monthly) * DAYS)))} days.`
          : '.')
      : '';
  return (
    <p className="fd-source" aria-label="Monthly cost of this refresh policy">
      At most about {fmt.count(monthly)} credits a month ({how}).
      {over && <strong>{over}</strong>}
    </p>
  );
}
