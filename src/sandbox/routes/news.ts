// GET /news, /news/type/{type}, /news/sources, /news/{id}: a small seeded feed so every gateway path of service.md
// 5.2 has an answer. An item has the fields the docs page of /news/{id} shows (id, feedDate in ms, source, title,
// description, link, sourceLink, imgUrl, shareURL, relatedCoins, ...); lists are bare arrays of such items, newest
// first. Credits per service-facts.md 4: 5 for the lists, 2 for the sources, 1 for one item.
import type { SandboxApi, SandboxContext } from '../core/env';
import { ApiError } from '../core/errors';
import { intQuery } from '../core/params';
import { hashString, noise } from '../core/prng';
import { COIN_CATALOG } from '../data/coin-catalog';
import { HOUR_MS } from '../data/time-ranges';
import type { World } from '../data/world';
import type { SandboxDeps } from '../deps';

const SOURCES = [
  { source: 'Sandbox Ledger', sourceLink: 'https://ledger.sandbox.example/' },
  { source: 'Block Wire', sourceLink: 'https://blockwire.sandbox.example/' },
  { source: 'Chain Daily', sourceLink: 'https://chaindaily.sandbox.example/' },
] as const;

export const NEWS_TYPES = ['handpicked', 'trending', 'latest', 'bullish', 'bearish'] as const;
type NewsType = (typeof NEWS_TYPES)[number];

/** Items in the feed: one every three hours back from the sandbox start. */
const FEED_SIZE = 60;

interface NewsItem {
  id: string;
  feedDate: number;
  source: string;
  title: string;
  description: string;
  link: string;
  sourceLink: string;
  imgUrl: string;
  shareURL: string;
  relatedCoins: string[];
  searchKeyWords: string[];
  isFeatured: boolean;
  content: boolean;
  bigImg: boolean;
  reactionsCount: Record<string, number>;
  reactions: unknown[];
  coins: {
    coinIdKeyWords: string;
    coinKeyWords: string;
    coinTitleKeyWords: string;
    coinNameKeyWords: string;
    coinPercent: number;
  }[];
}

interface Seeded {
  item: NewsItem;
  /** -1..1: bullish above 0.2, bearish below -0.2. */
  mood: number;
  handpicked: boolean;
  trending: boolean;
}

function feed(world: World): Seeded[] {
  return Array.from({ length: FEED_SIZE }, (_, index) => {
    const coin = COIN_CATALOG[Math.floor(noise(world.seed, 'news-coin', index) * 10)] ?? COIN_CATALOG[0];
    const source = SOURCES[index % SOURCES.length] ?? SOURCES[0];
    const mood = noise(world.seed, 'news-mood', index) * 2 - 1;
    const id = (hashString(`${world.seed}:news:${index}`) >>> 0).toString(16).padStart(8, '0').repeat(8);
    const symbol = coin?.symbol ?? 'BTC';
    const title = `${coin?.name ?? 'Bitcoin'} ${mood > 0.2 ? 'climbs' : mood < -0.2 ? 'slips' : 'holds'} as sandbox markets move (${index + 1})`;
    const slug = title.replace(/[^A-Za-z0-9]+/g, '-');
    const item: NewsItem = {
      id,
      feedDate: world.startMs - index * 3 * HOUR_MS,
      source: source.source,
      title,
      description: `${source.source}: seeded sandbox news about ${symbol}.`,
      link: `${source.sourceLink}articles/${index + 1}?utm_source=coinstats`,
      sourceLink: source.sourceLink,
      imgUrl: `${source.sourceLink}images/${index + 1}.png`,
      shareURL: `https://coinstats.app/news/${id}_${slug}`,
      relatedCoins: [coin?.id ?? 'bitcoin'],
      searchKeyWords: [symbol.toLowerCase(), symbol],
      isFeatured: index % 7 === 0,
      content: true,
      bigImg: false,
      // Reaction kinds by number, as the docs page shows them ("2" and "3").
      reactionsCount: {
        '2': Math.floor(noise(world.seed, 'news-likes', index) * 40),
        '3': Math.floor(noise(world.seed, 'news-likes-3', index) * 20),
      },
      reactions: [],
      coins: [
        {
          coinIdKeyWords: coin?.id ?? 'bitcoin',
          coinKeyWords: symbol,
          coinTitleKeyWords: symbol,
          coinNameKeyWords: coin?.name ?? 'Bitcoin',
          coinPercent: Math.round(mood * 800) / 100,
        },
      ],
    };
    return {
      item,
      mood,
      handpicked: index % 5 === 0,
      trending: noise(world.seed, 'news-trending', index) > 0.6,
    };
  });
}

const keep: Record<NewsType, (entry: Seeded) => boolean> = {
  handpicked: (entry) => entry.handpicked,
  trending: (entry) => entry.trending,
  latest: () => true,
  bullish: (entry) => entry.mood > 0.2,
  bearish: (entry) => entry.mood < -0.2,
};

export function registerNewsRoutes(api: SandboxApi, deps: SandboxDeps): void {
  const news = deps.world.areas.lazy('news', () => feed(deps.world));
  const page = (c: SandboxContext, entries: Seeded[]) => {
    const number = intQuery(c, 'page', { min: 1, max: 1000, fallback: 1 });
    const limit = intQuery(c, 'limit', { min: 1, max: 100, fallback: 20 });
    return entries.slice((number - 1) * limit, number * limit).map((entry) => entry.item);
  };

  api.get('/news', deps.metered('GET /news'), (c) => c.json(page(c, news())));
  api.get('/news/sources', deps.metered('GET /news/sources'), (c) =>
    c.json(SOURCES.map((s) => ({ ...s, logo: `${s.sourceLink}logo.png` }))),
  );
  api.get('/news/type/:type', deps.metered('GET /news/type/:type'), (c) => {
    const type = NEWS_TYPES.find((t) => t === c.req.param('type'));
    if (type === undefined) {
      throw new ApiError(400, `News type must be one of: ${NEWS_TYPES.join(', ')}`);
    }
    return c.json(page(c, news().filter(keep[type])));
  });
  api.get('/news/:id', deps.metered('GET /news/:id'), (c) => {
    const found = news().find((entry) => entry.item.id === c.req.param('id'));
    if (!found) throw new ApiError(404, `News ${c.req.param('id')} not found`);
    return c.json(found.item);
  });
}
