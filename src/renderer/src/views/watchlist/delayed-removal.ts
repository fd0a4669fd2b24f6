import { useEffect, useRef, useState } from 'react';
import type { WatchRow } from '../../stores/watch-rows';

/** How long a removed watchlist entry can be brought back before the removal is saved. */
export const WATCH_UNDO_MS = 8000;

export interface Removal {
  kind: 'coin' | 'asset';
  row: WatchRow;
}

/**
 * A removal from the watchlist waits WATCH_UNDO_MS before it is saved, as the portfolio picker's removal of a
 * shared portfolio does; until then the entry is only hidden, so Undo puts it back where it was (re-adding it
 * would put it last). A second removal saves the first at once, and so does leaving the view: the removal the
 * user asked for is never dropped.
 */
export function useDelayedRemoval(save: (removal: Removal) => Promise<void>) {
  const [pending, setPending] = useState<Removal | null>(null);
  const pendingRef = useRef<Removal | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  const stopTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const flush = async () => {
    const removal = pendingRef.current;
    if (!removal) return;
    stopTimer();
    pendingRef.current = null;
    await saveRef.current(removal);
    setPending((current) => (current === removal ? null : current));
  };
  const remove = (removal: Removal) => {
    void flush();
    pendingRef.current = removal;
    setPending(removal);
    timer.current = setTimeout(() => void flush(), WATCH_UNDO_MS);
  };
  const undo = () => {
    stopTimer();
    pendingRef.current = null;
    setPending(null);
  };
  useEffect(
    () => () => {
      void flush();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on unmount
    [],
  );
  return { pending, remove, undo, flush };
}

/** Whether a row is the one waiting to be removed: it is not shown. */
export const isPending = (pending: Removal | null, kind: Removal['kind'], id: string): boolean =>
  pending !== null && pending.kind === kind && pending.row.id === id;
