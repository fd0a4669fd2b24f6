import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { ChannelName, Input } from '../../../../shared/contract';
import type { Envelope } from '../../../../shared/envelope';
import { createResource, withRefresh, type ResourceStore } from '../../stores/resource';
import { useFolio } from '../../stores/folio-context';
import { useCostPreview, type CostState } from '../cost-badge';

// A read the user asks for: it runs by itself only when that costs nothing (the cache answers it) or, for a
// cheap read (`auto: 'cheap'`), when it asks nothing first (under the confirmation threshold and the monthly
// budget). Anything dearer waits for the user's press, its price shown beside the button first.

export type AutoRead = 'cached' | 'cheap';

export interface AskedRead<T, Q> {
  store: ResourceStore<T, Q>;
  cost: CostState;
  /** The user's press: reads now (the card's confirmation asks first when the price says so). */
  ask(): void;
  asked: boolean;
}

export function useAskedRead<C extends ChannelName, T>(
  channel: C,
  input: (Input<C> & object) | null,
  fetcher: (input: Input<C>) => Promise<Envelope<T>>,
  auto: AutoRead = 'cached',
  /** The channel takes `refresh`: a second press reads live rather than from the cache. */
  refreshable = true,
): AskedRead<T, Input<C>> {
  const { api } = useFolio();
  const [store] = useState(() =>
    createResource<T, Input<C>>((q, refresh) => fetcher(withRefresh(q as object, refresh) as Input<C>), {
      channel,
      confirm: api.credits.confirm,
    }),
  );
  const key = input === null ? null : JSON.stringify(input);
  const asked = useStore(store, (s) => s.query !== null && JSON.stringify(s.query) === key);
  // Once read, the button reads live: its badge prices that, not the cached answer already shown.
  const again = asked && refreshable && input !== null ? ({ ...input, refresh: true } as Input<C>) : input;
  const cost = useCostPreview(channel, again);
  const tried = useRef<string | null>(null);
  const preview = cost.preview;
  const free = preview !== null && preview.credits === 0 && !asked;
  const cheap = preview !== null && !preview.needsConfirmation && !preview.unavailable;
  useEffect(() => {
    if (key === null || input === null || tried.current === key) return;
    if (!(free || (auto === 'cheap' && cheap))) return;
    tried.current = key;
    void store.load(input);
    // `input` is named by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, free, cheap, auto, store]);
  return {
    store,
    cost,
    asked,
    ask: () => {
      if (input === null) return;
      tried.current = key;
      void (asked && refreshable ? store.reload({ refresh: true }) : store.load(input));
    },
  };
}
