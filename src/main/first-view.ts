import type { Envelope } from '../shared/envelope';

// The dashboard's first view: the portfolio list, then the first portfolio's five reads. Packaging runs it to
// keep its compiled code (code-seed.ts), and the bench times it from process start (test/bench/start-child.ts).

export type Call = (channel: string, input?: unknown) => Promise<Envelope<unknown>>;

/** The Portfolios view's five reads of one portfolio, as the renderer sends them. */
export const portfolioViewReads = (portfolioId: string): [channel: string, input: unknown][] => [
  ['portfolio:value', { portfolioId, currency: 'USD' }],
  ['portfolio:chart', { portfolioId, range: '1m' }],
  ['portfolio:plHistory', { portfolioId, currency: 'USD', interval: 'daily', range: '1m' }],
  ['portfolio:coins', { portfolioId, currency: 'USD' }],
  ['portfolio:transactions', { portfolioId, currency: 'USD', limit: 100 }],
];

/** The five reads' answers, failed ones included; a failed list or an empty one throws. */
export async function readFirstView(call: Call, listed: () => void = () => {}): Promise<Envelope<unknown>[]> {
  const list = await call('portfolio:list');
  if (!list.ok) throw new Error(`portfolio:list: ${list.error.message}`);
  listed();
  const [first] = list.value as { portfolioId: string }[];
  if (!first) throw new Error('no portfolio to show');
  return Promise.all(portfolioViewReads(first.portfolioId).map(([channel, input]) => call(channel, input)));
}
