import type { Responders } from './fake-api';
import { chartPoints, holdings, live, portfolios, screenResponders, value } from './fixtures';

/**
 * What a portfolio screen reads, answered from the fixtures: settings, the credit meter, a 2-credit price for
 * anything, the list, the value, its chart and its coins. `over` adds or replaces channels.
 */
export function portfolioResponders(over: Responders = {}): Responders {
  return {
    ...screenResponders(2),
    'portfolio:list': () => live(portfolios),
    'portfolio:value': () => live(value),
    'portfolio:chart': ({ range }) => live({ range, points: chartPoints }),
    'portfolio:coins': () => live(holdings),
    ...over,
  };
}
