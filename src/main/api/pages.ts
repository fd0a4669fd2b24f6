import type { Envelope, Meta } from '../../shared/envelope';
import { joinMeta } from '../../shared/join-meta';
import type { Rows } from './schemas/common';

// Reading a list that the service pages: page after page while each comes back full, the rows of every
// page joined, and what could not be read said in the meta rather than lost. The paging lives here, in the API
// layer; a room only says how one page is read.

/** The documentation's maximum page size for portfolio coins: holdings are read 100 at a time. */
export const HOLDINGS_PAGE_LIMIT = 100;
/** A stop for a runaway service that keeps answering full pages: 50 pages are 5,000 holdings. */
export const MAX_HOLDINGS_PAGES = 50;

export interface Paging {
  limit: number;
  maxPages: number;
}

/** A page came back full when it held `limit` rows, counting the ones that could not be read. */
const isFull = (rows: Rows<unknown>, limit: number) => rows.rows.length + rows.skipped >= limit;

/** The meta with the list's unreadable rows named, so the table can say "2 holdings could not be read". */
export function withSkipped(meta: Meta, rows: Rows<unknown>): Meta {
  if (rows.skipped === 0) return meta;
  return { ...meta, skipped: { count: rows.skipped, issues: rows.issues } };
}

/**
 * Every page of a list: page 1, then the next while the last came back full, up to `maxPages`. A failed first
 * page is the answer; a later page that fails leaves the rows read so far, marked stale with the error that
 * stopped the reading, so the holdings already known are never hidden by the one page that could not be read.
 */
export async function readEveryPage<T>(
  readPage: (page: number) => Promise<Envelope<Rows<T>>>,
  paging: Paging,
): Promise<Envelope<Rows<T>>> {
  const first = await readPage(1);
  if (!first.ok) return first;
  const rows = [...first.value.rows];
  const issues = [...first.value.issues];
  let skipped = first.value.skipped;
  const metas: Meta[] = [];
  let last = first.value;
  for (let page = 2; page <= paging.maxPages && isFull(last, paging.limit); page++) {
    const next = await readPage(page);
    if (!next.ok) {
      const error = {
        ...next.error,
        message: `Only the first ${rows.length + skipped} rows could be read. ${next.error.message}`,
      };
      metas.push({ ...first.meta, credits: 0, stale: true, error });
      break;
    }
    rows.push(...next.value.rows);
    issues.push(...next.value.issues.slice(0, Math.max(0, 10 - issues.length)));
    skipped += next.value.skipped;
    metas.push(next.meta);
    last = next.value;
  }
  const all: Rows<T> = { rows, skipped, issues };
  return { ok: true, value: all, meta: withSkipped(joinMeta(first.meta, metas), all) };
}

/**
 * How many pages the last reading of a list took, from the cached pages: page 1, then each next page while the
 * cached one before it was full. `cachedRows(page)` is that page's cached rows, or null when it is not cached.
 * Returns the page count and the rows they hold, or null when not even page 1 is cached.
 */
export function cachedPageCount(
  cachedRows: (page: number) => Rows<unknown> | null,
  paging: Paging,
): { pages: number; rows: number } | null {
  let rows = 0;
  for (let page = 1; page <= paging.maxPages; page++) {
    const cached = cachedRows(page);
    if (cached === null) return page === 1 ? null : { pages: page, rows };
    rows += cached.rows.length + cached.skipped;
    if (!isFull(cached, paging.limit)) return { pages: page, rows };
  }
  return { pages: paging.maxPages, rows };
}
