// How many icon fetches run at once. A fetch holds one of a few places only while it is quick: one with no
// answer after `slowMs` gives its place to the next in line and runs on, counted only against a larger bound of
// open requests. So icons from a host that never answers (each waits out its whole deadline) do not hold back
// the icons behind them, and a page of 200 coins still opens a bounded number of requests.

export interface GateLimits {
  /** Fetches that may be starting or answering quickly at once. */
  active: number;
  /** Fetches that may be open at all, slow ones included. */
  open: number;
  /** After this long a fetch counts as slow and frees its active place. */
  slowMs: number;
}

export type FetchGate = <T>(work: () => Promise<T>) => Promise<T>;

export function createFetchGate(limits: GateLimits): FetchGate {
  const active = Math.max(1, limits.active);
  const open = Math.max(active, limits.open);
  let activeNow = 0;
  let openNow = 0;
  const waiting: (() => void)[] = [];

  const admit = () => {
    while (waiting.length > 0 && activeNow < active && openNow < open) {
      activeNow += 1;
      openNow += 1;
      waiting.shift()?.();
    }
  };

  return async (work) => {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      admit();
    });
    let holding = true;
    const release = () => {
      if (!holding) return;
      holding = false;
      activeNow -= 1;
      admit();
    };
    const slow = setTimeout(release, limits.slowMs);
    slow.unref?.();
    try {
      return await work();
    } finally {
      clearTimeout(slow);
      openNow -= 1;
      release();
      admit();
    }
  };
}
