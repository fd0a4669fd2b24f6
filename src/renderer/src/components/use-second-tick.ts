import { useEffect, useState } from 'react';

/**
 * The time, moved on every second while `active` (a countdown on screen: the gateway session, the offline retry).
 * The first tick comes within a second; until then it is the time the component was first drawn.
 */
export function useSecondTick(active: boolean, now: () => number): number {
  const [at, setAt] = useState(now);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setAt(now()), 1000);
    return () => clearInterval(timer);
  }, [active, now]);
  return at;
}
