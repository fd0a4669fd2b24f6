import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { RefreshPolicy } from '../../../shared/domain/settings';
import { useFolio, useFormat } from '../stores/folio-context';

// What a refresh policy costs in a month, beside the setting: the Portfolios view's live reads, priced by main's
// cost table (credits:preview, free), times how often the policy would read them. An upper bound: a read whose
// answer is still fresh is not sent.

const HOURS_A_DAY = 8;
const DAYS = 30;
const OPENS_A_DAY = 10;

const viewCalls = (portfolioId: string | undefined) => [
  { channel: 'portfolio:value', input: { portfolioId, refresh: true } },
  { channel: 'portfolio:chart', input: { portfolioId, range: '1m', refresh: true } },
  { channel: 'portfolio:plHistory', input: { portfolioId, interval: 'daily', range: '1m', refresh: true } },
  { channel: 'portfolio:coins', input: { portfolioId, refresh: true } },
  { channel: 'portfolio:transactions', input: { portfolioId, limit: 100, refresh: true } },
];

/** Credits one live read of the Portfolios view costs; null until priced (or when it cannot be). */
function useViewPrice(): number | null {
  const { api, stores } = useFolio();
  const portfolioId = useStore(stores.portfolio.ui, (s) => s.selectedId);
  const [credits, setCredits] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all(viewCalls(portfolioId).map((call) => api.credits.preview(call))).then((previews) => {
      if (!live) return;
      const ok = previews.every((p) => p.ok);
      setCredits(ok ? previews.reduce((sum, p) => sum + (p.ok ? p.value.credits : 0), 0) : null);
    });
    return () => {
      live = false;
    };
  }, [api, portfolioId]);
  return credits;
}

export function RefreshCost({ policy, minutes }: { policy: RefreshPolicy; minutes: number }) {
  const fmt = useFormat();
  const price = useViewPrice();
  if (policy === 'manual') {
    return <p className="fd-source">Costs nothing until you press Refresh; old data stays marked stale.</p>;
  }
  if (price === null) return null;
  const monthly =
    policy === 'interval'
      ? price * Math.ceil((60 / minutes) * HOURS_A_DAY) * DAYS
      : price * OPENS_A_DAY * DAYS;
  const how =
    policy === 'interval'
      ? `Portfolios on screen ${HOURS_A_DAY} h a day, read every ${minutes} min`
      : `Portfolios opened with old data ${OPENS_A_DAY} times a day`;
  return (
    <p className="fd-source" aria-label="Monthly cost of this refresh policy">
      At most about {fmt.count(monthly)} credits a month ({how}, {fmt.count(price)} credits each time).
    </p>
  );
}
