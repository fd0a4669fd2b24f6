import { useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { countedHoldings, type CountedHoldings } from '../../../shared/analytics/likely-spam';
import type { Holding } from '../../../shared/domain/portfolio';
import { useFolio, useFormat } from '../stores/folio-context';
import { useT } from '../stores/i18n';
import { updateSettings } from '../stores/settings';

// The user's choice about coins the service flags as likely spam, kept in Settings so it holds after a restart:
// whether they are listed, and whether the totals, allocation and movers count them.

export interface SpamChoice {
  show: boolean;
  inTotals: boolean;
  /** Why the last save failed; the switches then show the stored choice again. */
  error: string | null;
  set(patch: { showLikelySpam?: boolean; likelySpamInTotals?: boolean }): void;
}

export function useSpamChoice(): SpamChoice {
  const { api, stores } = useFolio();
  const settings = useStore(stores.settings.settings, (s) => s.value);
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  return {
    show: settings?.showLikelySpam ?? false,
    inTotals: settings?.likelySpamInTotals ?? true,
    error,
    set: (patch) => {
      setError(null);
      // The switch moves at once; the stored settings come back with the save, or are read again if it failed.
      const shown = stores.settings.settings.getState().value;
      if (shown) stores.settings.settings.setState({ value: { ...shown, ...patch } });
      void updateSettings(api, stores.settings, patch).then((failed) => {
        if (!failed) return;
        setError(t('overview.spamNotSaved', { reason: failed.message }));
        void stores.settings.settings.reload();
      });
    },
  };
}

/** The holdings the figures count, by the user's choice; null while the holdings are not read. */
export function useCountedHoldings(holdings: readonly Holding[] | null | undefined): CountedHoldings | null {
  const { inTotals } = useSpamChoice();
  return useMemo(() => (holdings ? countedHoldings(holdings, inTotals) : null), [holdings, inTotals]);
}

/** "excludes 1 coin hidden as likely spam", beside a total that left them out; nothing when none is. */
export function LeftOutNote({ counted, className }: { counted: CountedHoldings | null; className?: string }) {
  const t = useT();
  const fmt = useFormat();
  const n = counted?.leftOut.length ?? 0;
  if (n === 0) return null;
  return (
    <span className={className ?? 'fd-source'} data-testid="spam-left-out">
      {t('overview.spamLeftOut', { count: n, n: fmt.count(n) })}
    </span>
  );
}
