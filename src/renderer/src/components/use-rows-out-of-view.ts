import { useEffect, useState, type RefObject } from 'react';

export interface RowsOutOfView {
  /** Whether the list is taller than its box, so that some rows are out of view. */
  scrolls: boolean;
  above: number;
  below: number;
}

const NONE: RowsOutOfView = { scrolls: false, above: 0, below: 0 };

function measure(el: HTMLElement): RowsOutOfView {
  const box = el.getBoundingClientRect();
  let above = 0;
  let below = 0;
  for (const row of el.children) {
    const rect = row.getBoundingClientRect();
    // Half a pixel of slack: rows sized in rem land on fractional pixels.
    if (rect.top < box.top - 0.5) above += 1;
    else if (rect.bottom > box.bottom + 0.5) below += 1;
  }
  return { scrolls: el.scrollHeight > el.clientHeight, above, below };
}

/**
 * How many rows of a scrolling list lie above and below its box, so that the list can say that more lie below
 * (a list cut at a row boundary otherwise looks complete). Measured again when the list scrolls, resizes or its
 * rows change.
 */
export function useRowsOutOfView(list: RefObject<HTMLElement | null>): RowsOutOfView {
  const [state, setState] = useState<RowsOutOfView>(NONE);
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const update = () =>
      setState((old) => {
        const next = measure(el);
        return old.scrolls === next.scrolls && old.above === next.above && old.below === next.below
          ? old
          : next;
      });
    // A ResizeObserver reports once as soon as it observes, which gives the first measure.
    const resized = new ResizeObserver(update);
    resized.observe(el);
    const changed = new MutationObserver(update);
    changed.observe(el, { childList: true });
    el.addEventListener('scroll', update, { passive: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
      el.removeEventListener('scroll', update);
    };
  }, [list]);
  return state;
}
