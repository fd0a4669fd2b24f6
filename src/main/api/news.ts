import { apiCall } from './schemas/common';
import { newsListResponse, type NewsFeed } from './schemas/news';

// News lists: the latest news (GET /news) or one feed (GET /news/type/{type}), a page at a time. "News for the
// coins held" reads a feed and narrows it (schemas/news.ts newsForCoins): the service filters by no coin.

export interface NewsPaging {
  page?: number;
  /** At most 100 a page, like the service's other lists. */
  limit?: number;
}

const paging = ({ page = 1, limit = 20 }: NewsPaging) => ({
  page: Math.max(1, Math.floor(page)),
  limit: Math.min(100, Math.max(1, Math.floor(limit))),
});

export const newsCalls = {
  latest: (options: NewsPaging = {}) =>
    apiCall(
      { method: 'GET', path: '/news', endpoint: 'GET /news', query: paging(options) },
      newsListResponse,
    ),
  feed: (feed: NewsFeed, options: NewsPaging = {}) =>
    apiCall(
      {
        method: 'GET',
        path: `/news/type/${feed}`,
        endpoint: 'GET /news/type/:type',
        query: paging(options),
        subject: { kind: 'newsFeed', id: feed },
      },
      newsListResponse,
    ),
};
