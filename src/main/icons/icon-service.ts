import type { CoinIcon } from '../../shared/domain/icons';
import type { IconsRepo } from '../cache/icons-repo';
import type { Clock, Logger, ReadFetch } from '../lib/effects';
import { checkIconUrl } from './allow-list';
import { createFetchGate } from './fetch-gate';
import { fetchIcon, type FetchOutcome } from './icon-fetch';

// Coin icons, each fetched once: an address is checked against the allow-list, then answered from disk, and
// only when it is not there fetched from the image host (a few at a time, a slow one not holding the rest back;
// one fetch per address however many views ask), checked, and kept. Offline, what is on disk still shows; an address the host could not be
// reached for is not asked again for a few minutes, and a refused answer not for days.

export interface IconService {
  get(urls: readonly string[]): Promise<CoinIcon[]>;
}

export interface IconServiceDeps {
  repo: IconsRepo;
  /** Plain fetch to the image host: never the service client, never the paying gateway fetch. */
  fetch: ReadFetch;
  clock: Pick<Clock, 'now'>;
  log: Logger;
  concurrency?: number;
  timeoutMs?: number;
}

const MINUTE = 60_000;
export const RETRY_UNAVAILABLE_MS = 5 * MINUTE;
export const RETRY_REFUSED_MS = 7 * 24 * 60 * MINUTE;

/** A few quick fetches at a time; one still unanswered after 400 ms stops holding the icons behind it back. */
export const ICON_CONCURRENCY = { active: 6, open: 48, slowMs: 400 };

const dataUrlOf = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

export function createIconService(deps: IconServiceDeps): IconService {
  const inFlight = new Map<string, Promise<FetchOutcome>>();
  const unreachableAt = new Map<string, number>();
  const slot = createFetchGate({
    active: deps.concurrency ?? ICON_CONCURRENCY.active,
    open: ICON_CONCURRENCY.open,
    slowMs: ICON_CONCURRENCY.slowMs,
  });

  const fetchOnce = (url: URL): Promise<FetchOutcome> => {
    const key = url.href;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = slot(() => fetchIcon(deps.fetch, url, deps.timeoutMs)).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };

  const one = async (raw: string): Promise<CoinIcon> => {
    const checked = checkIconUrl(raw);
    if (!checked.ok) return { url: raw, dataUrl: null, status: 'refused' };
    const now = deps.clock.now();
    const stored = deps.repo.get(checked.url.href);
    if (stored?.kind === 'image') {
      return { url: raw, dataUrl: dataUrlOf(stored.mime, stored.bytes), status: 'cached' };
    }
    if (stored?.kind === 'refused' && now - stored.fetchedAt < RETRY_REFUSED_MS) {
      return { url: raw, dataUrl: null, status: 'refused' };
    }
    const lastMiss = unreachableAt.get(checked.url.href);
    if (lastMiss !== undefined && now - lastMiss < RETRY_UNAVAILABLE_MS) {
      return { url: raw, dataUrl: null, status: 'unavailable' };
    }
    const outcome = await fetchOnce(checked.url);
    const at = deps.clock.now();
    if (outcome.kind === 'image') {
      unreachableAt.delete(checked.url.href);
      try {
        deps.repo.putImage(checked.url.href, outcome.mime, outcome.bytes, at);
      } catch (error) {
        // A full or read-only disk costs the cache, not the icon on screen.
        deps.log.warn('icon not cached', { error: error instanceof Error ? error.message : String(error) });
      }
      return { url: raw, dataUrl: dataUrlOf(outcome.mime, outcome.bytes), status: 'fetched' };
    }
    if (outcome.kind === 'refused') {
      deps.log.warn('icon refused', { host: checked.url.hostname, reason: outcome.reason });
      try {
        deps.repo.putRefused(checked.url.href, outcome.reason, at);
      } catch {
        // As above: only the memory of the refusal is lost.
      }
      return { url: raw, dataUrl: null, status: 'refused' };
    }
    unreachableAt.set(checked.url.href, at);
    return { url: raw, dataUrl: null, status: 'unavailable' };
  };

  return {
    get: (urls) => Promise.all([...new Set(urls)].map(one)),
  };
}
