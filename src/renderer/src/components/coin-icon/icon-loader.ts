import type { Api } from '../../../../shared/contract';

// The page asks main for coin icons by the addresses main's answers carry; main fetches each once, checks it and
// hands back a data: URL (the CSP allows images only from the page itself and data:). Requests made in the same
// turn (a table's rows) go as one call; an answer is remembered for the life of the page.

export type IconState = { dataUrl: string | null } | undefined;

export interface IconLoader {
  get(url: string): IconState;
  /** Asks for `url` (once) and calls `listener` when any icon arrives; returns the unsubscribe function. */
  subscribe(url: string, listener: () => void): () => void;
}

/** The most main takes in one call (the contract's bound). */
const BATCH = 200;

export function createIconLoader(api: Pick<Api, 'icons'>): IconLoader {
  const known = new Map<string, { dataUrl: string | null }>();
  const asked = new Set<string>();
  const queued = new Set<string>();
  const listeners = new Set<() => void>();
  let scheduled = false;

  const flush = async () => {
    scheduled = false;
    const urls = [...queued];
    queued.clear();
    for (let i = 0; i < urls.length; i += BATCH) {
      const batch = urls.slice(i, i + BATCH);
      const answer = await api.icons.get({ urls: batch });
      if (answer.ok) {
        for (const icon of answer.value) {
          known.set(icon.url, { dataUrl: icon.dataUrl });
          // Not reachable now (offline): the next view that shows it asks again; main decides when to retry.
          if (icon.status === 'unavailable') asked.delete(icon.url);
        }
      } else {
        // No answer (main busy, the bridge down): the placeholder stays, and a later view may ask again.
        for (const url of batch) asked.delete(url);
      }
    }
    for (const listener of listeners) listener();
  };

  return {
    get: (url) => known.get(url),
    subscribe(url, listener) {
      listeners.add(listener);
      if (!asked.has(url)) {
        asked.add(url);
        queued.add(url);
        if (!scheduled) {
          scheduled = true;
          queueMicrotask(() => void flush());
        }
      }
      return () => listeners.delete(listener);
    },
  };
}

const loaders = new WeakMap<object, IconLoader>();

/** One loader per api (the app's, or a test's fake). */
export function iconLoaderFor(api: Pick<Api, 'icons'>): IconLoader {
  let loader = loaders.get(api);
  if (!loader) {
    loader = createIconLoader(api);
    loaders.set(api, loader);
  }
  return loader;
}
