import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The documentation's example answers (test/fixtures/service-docs), and a fetch that answers only with them:
// the service as its documentation shows it, nothing more. Anything the documentation has no example for is a
// 404 in the documented error shape.

export interface DocFixture {
  file: string;
  source: string;
  /** 'GET /coins/:coinId' */
  endpoint: string;
  example: unknown;
}

const DIR = join(import.meta.dirname, '..', 'fixtures', 'service-docs');

export function docFixtures(): DocFixture[] {
  return readdirSync(DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((file) => ({
      file,
      ...(JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Omit<DocFixture, 'file'>),
    }));
}

export function docFixture(endpoint: string): DocFixture {
  const found = docFixtures().find((f) => f.endpoint === endpoint);
  if (!found) throw new Error(`no documented example for ${endpoint}`);
  return found;
}

/** `/coins/:coinId` matches `/coins/bitcoin` (one segment per parameter). */
const matches = (pattern: string, path: string) => {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
};

export interface DocsArrival {
  method: string;
  /** The whole URL as the request had it. */
  url: string;
  status: number;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A fetch answering under `basePath` with the documented examples. `rows` may replace the rows of a list answer
 * (e.g. a thousand generated holdings, paged by page and limit as the service pages them).
 */
export function docsAnswer(options: { basePath?: string; pagedHoldings?: unknown[] } = {}) {
  const fixtures = docFixtures();
  const arrivals: DocsArrival[] = [];
  const answer = (request: Request): Response => {
    const url = new URL(request.url);
    const base = options.basePath ?? '';
    const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length) || '/' : url.pathname;
    const fixture = fixtures.find((f) => {
      const [method, pattern = ''] = f.endpoint.split(' ');
      return method === request.method && matches(pattern, path);
    });
    if (!fixture || !request.headers.get('x-api-key')) {
      const status = fixture ? 401 : 404;
      return json(
        { statusCode: status, message: status === 401 ? 'Unauthorized' : 'Not Found', path },
        status,
      );
    }
    if (path === '/portfolio/coins' && options.pagedHoldings) {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Math.min(100, Number(url.searchParams.get('limit') ?? 20));
      return json({ result: options.pagedHoldings.slice((page - 1) * limit, page * limit) });
    }
    return json(fixture.example);
  };
  return {
    arrivals,
    fetch: async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
      const request = new Request(input, init);
      const response = answer(request);
      arrivals.push({ method: request.method, url: request.url, status: response.status });
      return response;
    },
  };
}

/** `n` holdings in the documented shape (the documented example's fields), each its own coin. */
export function manyHoldings(n: number): unknown[] {
  const [documented] = (docFixture('GET /portfolio/coins').example as { result: Record<string, unknown>[] })
    .result;
  return Array.from({ length: n }, (_, i) => ({
    ...documented,
    coin: {
      ...(documented?.coin as Record<string, unknown>),
      identifier: `coin-${i}`,
      symbol: `C${i}`,
      name: `Coin ${i}`,
    },
  }));
}
