import { z } from 'zod';
import { num, optNum, optStr, rowList } from './common';
import type { NewsHeadline, NewsPage } from '../../../shared/domain/coverage';

export type { NewsHeadline, NewsPage } from '../../../shared/domain/coverage';

// News (GET /news, GET /news/type/{type}): lists of the item the get-news-by-id page shows (id, feedDate in ms,
// source, title, link, shareURL, relatedCoins, coins: [{ coinIdKeyWords, coinPercent, ... }]). The envelope of
// the lists is shown on no stored page: a bare list, `{ result }` and `{ data }` are all read. Items are read
// one by one; an item without an id or a title is left out and counted.

/** Only http(s) addresses are kept: a headline opens in the system browser, and nothing else may be opened. */
const webLink = z
  .string()
  .nullish()
  .catch(null)
  .transform((v) => (typeof v === 'string' && /^https?:\/\/[^\s]+$/i.test(v) ? v : null));

const newsItem = z.lazy(() =>
  z.object({
    id: z.string().min(1),
    feedDate: num,
    source: optStr.catch(null),
    title: z.string().min(1),
    description: optStr.catch(null),
    link: webLink,
    shareURL: webLink,
    imgUrl: webLink,
    relatedCoins: z.array(z.string()).nullish().catch(null),
    coins: z
      .array(z.object({ coinIdKeyWords: optStr.catch(null), coinPercent: optNum.catch(null) }))
      .nullish()
      .catch(null),
  }),
);

const listOf = (wire: unknown): unknown => {
  if (wire !== null && typeof wire === 'object' && !Array.isArray(wire)) {
    const inner = (wire as Record<string, unknown>).result ?? (wire as Record<string, unknown>).data;
    if (Array.isArray(inner)) return inner;
  }
  return wire ?? [];
};

export const newsListResponse = z.lazy(() => z.preprocess(listOf, rowList(newsItem)));
export type NewsListWire = z.output<typeof newsListResponse>;

/** The feeds the service names for /news/type/{type}. */
export const NEWS_FEEDS = ['handpicked', 'trending', 'latest', 'bullish', 'bearish'] as const;
export type NewsFeed = (typeof NEWS_FEEDS)[number];

type WireItem = z.output<typeof newsItem>;

const coinIdsOf = (item: WireItem): string[] => [
  ...new Set([
    ...(item.relatedCoins ?? []),
    ...(item.coins ?? []).flatMap((c) => (c.coinIdKeyWords ? [c.coinIdKeyWords] : [])),
  ]),
];

export const toNewsPage = (wire: NewsListWire): NewsPage => ({
  items: wire.rows
    .map((item) => ({
      id: item.id,
      title: item.title,
      source: item.source,
      url: item.link ?? item.shareURL,
      imageUrl: item.imgUrl,
      publishedAt: item.feedDate,
      coinIds: coinIdsOf(item),
    }))
    .sort((a, b) => b.publishedAt - a.publishedAt),
  skipped: wire.skipped,
  issues: wire.issues,
});

/**
 * News for the coins held: the headlines of any feeds read that name a held coin, each once, newest first. The
 * service offers no coin filter on its news lists, so the feeds are read and narrowed here.
 */
export function newsForCoins(
  pages: readonly NewsPage[],
  heldCoinIds: readonly string[],
  limit = 20,
): NewsHeadline[] {
  const held = new Set(heldCoinIds);
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.items)
    .filter((item) => item.coinIds.some((id) => held.has(id)))
    .sort((a, b) => b.publishedAt - a.publishedAt)
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)))
    .slice(0, limit);
}
