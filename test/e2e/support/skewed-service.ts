import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Sandbox } from '../../../src/sandbox/app';

// The service samples each chart range on its own schedule, so a long range can end days before a short one
// (RWA history "All" ended on 19 November while "1Y" ended on 24 November). The sandbox serves
// one history, so it cannot show this any more: this server answers with the sandbox's data, except that the
// "All" range of the portfolio chart and of the tokenized market history loses its newest days.

/** Points newer than this before the range's own last point are dropped from "All". */
export const CUT_MS = 6 * 86_400_000;

export interface SkewedService {
  url: string;
  /** The time (ms) of the last point each cut range kept, by path ("/v1/portfolio/chart"), once it was asked. */
  lastKept: Map<string, number>;
  close(): Promise<void>;
}

type Row = [number, ...unknown[]];

/**
 * Keeps the rows that end at least CUT_MS (and three of the range's steps, so the gap spans more than one missing
 * sample) before the newest row; rows are arrays whose first item is the time in ms, oldest first.
 */
function cut(rows: Row[]): Row[] {
  const last = rows[rows.length - 1];
  const before = rows[rows.length - 2];
  if (!last || !before) return rows;
  const step = last[0] - before[0];
  const end = last[0] - Math.max(CUT_MS, 3 * step);
  return rows.filter((row) => row[0] <= end);
}

/** Which list of a JSON answer the "All" range of a path keeps its points in. */
const CUT_RANGES: Record<string, { param: string; list: 'result' | 'points' }> = {
  '/v1/portfolio/chart': { param: 'type', list: 'result' },
  '/v1/rwa/history': { param: 'range', list: 'points' },
};

export function serveSkewed(sandbox: Sandbox): Promise<SkewedService> {
  const lastKept = new Map<string, number>();
  const answer = async (request: Request): Promise<Response> => {
    const response = await sandbox.fetch(request);
    const url = new URL(request.url);
    const rule = CUT_RANGES[url.pathname];
    if (!rule || url.searchParams.get(rule.param) !== 'all' || response.status !== 200) return response;
    const body = (await response.json()) as Record<string, Row[]>;
    const kept = cut(body[rule.list] ?? []);
    const last = kept[kept.length - 1];
    if (last) lastKept.set(url.pathname, last[0]);
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(JSON.stringify({ ...body, [rule.list]: kept }), { status: 200, headers });
  };
  return new Promise((resolve, reject) => {
    const server = serve({ hostname: '127.0.0.1', port: 0, fetch: answer }, (info) =>
      resolve({
        url: `http://127.0.0.1:${(info as AddressInfo).port}`,
        lastKept,
        close: () =>
          new Promise((done) => {
            if ('closeAllConnections' in server) server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
    server.once('error', reject);
  });
}
