import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { App } from '../app';
import type { Duplex } from 'node:stream';
import { systemClock, type Clock, type Logger } from '../lib/effects';
import { serveBridge } from './bridge-socket';
import { limitedLog } from './log-limit';
import { staticFiles, type StaticFiles } from './static-files';

// The web host (DESIGN.md): the built renderer and a WebSocket bridge to the same app, on 127.0.0.1 only.
// A random token per run, carried in the page URL, the page's own origin and this host's own Host header are all
// required to open the bridge, so another site in the browser (DNS rebinding included), or another user's
// process, cannot drive the app. They are checked on the upgrade request, before the handshake completes: a
// refused client never holds an open socket.

export const BRIDGE_ROUTE = '/bridge';
const HOST = '127.0.0.1';

export interface WebHostOptions {
  app: Pick<App, 'handlers' | 'subscribe'>;
  /** out/renderer */
  rendererDir: string;
  /** out/preload/web-bridge.js */
  bridgeFile: string;
  /** 0 picks a free port. */
  port: number;
  log: Logger;
  /** For the log limit's minute. */
  clock?: Pick<Clock, 'now'>;
}

export interface WebHost {
  /** The page to open, token included. */
  url: string;
  origin: string;
  token: string;
  close(): Promise<void>;
}

/** The page may load only its own files and talk only to this run's bridge. */
export const webPagePolicy = (bridgeOrigin: string) =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    // Coin icons come from the service's image host (issue 9); no other remote image is allowed.
    "img-src 'self' data: https://static.coinstats.app",
    "font-src 'self'",
    `connect-src ${bridgeOrigin}`,
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

function respond(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  headers: Record<string, string>,
) {
  res.writeHead(status, {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/** The request target as a URL on this host, or null when it does not parse (e.g. `GET http://[`). */
function targetOf(req: IncomingMessage, origin: string): URL | null {
  try {
    return new URL(req.url ?? '/', origin);
  } catch {
    return null;
  }
}

/** Why an upgrade request is refused ([HTTP status, reason for the log]), or null when it may open the bridge. */
function refusalOf(
  req: IncomingMessage,
  url: URL | null,
  expected: { host: string; origin: string; token: string },
): readonly [number, string] | null {
  if (url?.pathname !== BRIDGE_ROUTE) return [404, 'not the bridge'];
  if (req.headers.host !== expected.host) return [421, 'wrong host'];
  if (req.headers.origin !== expected.origin) return [403, 'foreign origin'];
  if (!sameSecret(url.searchParams.get('token') ?? '', expected.token)) return [403, 'wrong token'];
  return null;
}

const REASONS: Record<number, string> = { 403: 'Forbidden', 404: 'Not Found', 421: 'Misdirected Request' };

/** Answers the upgrade request with a plain HTTP error and closes the connection: no WebSocket is ever opened. */
function refuseUpgrade(socket: Duplex, status: number): void {
  const body = 'Open the URL that `npm run web` printed.';
  socket.on('error', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Refused'}\r\nConnection: close\r\n` +
      `Content-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const files: StaticFiles = await staticFiles(options.rendererDir, options.bridgeFile);
  const token = randomBytes(32).toString('base64url');
  const server = createServer();
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 * 1024 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${HOST}:${port}`;
  const host = `${HOST}:${port}`;
  const policy = webPagePolicy(`ws://${host}`);

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // A page reached through another host name (DNS rebinding) gets nothing.
    if (req.headers.host !== host) return respond(res, 421, 'Wrong host.', { 'Content-Type': 'text/plain' });
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return respond(res, 405, 'Method not allowed.', { 'Content-Type': 'text/plain', Allow: 'GET, HEAD' });
    }
    const target = targetOf(req, origin);
    if (!target) return respond(res, 400, 'Bad request.', { 'Content-Type': 'text/plain' });
    void files.get(target.pathname).then((file) => {
      if (!file) return respond(res, 404, 'Not found.', { 'Content-Type': 'text/plain' });
      respond(res, 200, file.body, {
        'Content-Type': file.type,
        'Content-Security-Policy': policy,
        'Cache-Control': 'no-store',
        'X-Frame-Options': 'DENY',
      });
    });
  });

  const noisy = limitedLog(options.log, { clock: options.clock ?? systemClock });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = targetOf(req, origin);
    const refusal = refusalOf(req, url, { host, origin, token });
    if (refusal) {
      const [status, reason] = refusal;
      // The Origin is the page's claim about itself, not a secret; the token is never logged.
      noisy.warn('refused-upgrade', 'web bridge refused a connection', {
        reason,
        origin: req.headers.origin?.slice(0, 100) ?? '(none)',
      });
      return refuseUpgrade(socket, status);
    }
    sockets.handleUpgrade(req, socket, head, (ws) => serveBridge(ws, options.app, options.log, noisy));
  });

  return {
    url: `${origin}/?token=${token}`,
    origin,
    token,
    async close() {
      for (const client of sockets.clients) client.close(1001, 'Folio Desk web host is shutting down.');
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
