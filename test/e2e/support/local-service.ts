import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Small stand-ins for what a Service address can lead to, for the connection check's browser tests: a server
// that answers /usage/credits at one form only, one that refuses every key, one with no API at all, a closed
// port, and an https server whose certificate nobody trusts.

export interface LocalService {
  origin: string;
  /** The X-API-KEY headers received, in order (so a test can tell the key reached the address). */
  keysSeen: string[];
  /** Paths asked for, in order. */
  paths: string[];
  close(): Promise<void>;
}

type Answer = (request: IncomingMessage) => { status: number; body: unknown };

function handler(answer: Answer, seen: { keysSeen: string[]; paths: string[] }) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const key = request.headers['x-api-key'];
    if (typeof key === 'string') seen.keysSeen.push(key);
    seen.paths.push(request.url ?? '');
    const { status, body } = answer(request);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
}

async function listen(
  server: Server,
  scheme: 'http' | 'https',
  seen: { keysSeen: string[]; paths: string[] },
) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `${scheme}://127.0.0.1:${port}`,
    ...seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const notFound = { status: 404, body: { statusCode: 404, message: 'Cannot GET' } };

/** Answers GET <prefix>/usage/credits with the documented shape, and 404 everywhere else. */
export function creditsAnswerAt(prefix: '' | '/v1', plan: string, remaining: number, total: number): Answer {
  return (request) =>
    request.url === `${prefix}/usage/credits`
      ? {
          status: 200,
          body: {
            totalCredits: total,
            usedCredits: total - remaining,
            remainingCredits: remaining,
            subscription: plan,
          },
        }
      : notFound;
}

export const refusesEveryKey: Answer = () => ({
  status: 401,
  body: { statusCode: 401, message: 'Unauthorized' },
});
export const noApiAnywhere: Answer = () => notFound;

export function startHttpService(answer: Answer): Promise<LocalService> {
  const seen = { keysSeen: [] as string[], paths: [] as string[] };
  return listen(createHttpServer(handler(answer, seen)), 'http', seen);
}

/** An https server on 127.0.0.1 whose certificate is self-signed, made now with openssl. */
export function startSelfSignedHttpsService(answer: Answer): Promise<LocalService> {
  const dir = mkdtempSync(join(tmpdir(), 'folio-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const key = readFileSync(join(dir, 'key.pem'));
    const cert = readFileSync(join(dir, 'cert.pem'));
    const seen = { keysSeen: [] as string[], paths: [] as string[] };
    return listen(createHttpsServer({ key, cert }, handler(answer, seen)), 'https', seen);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A port on 127.0.0.1 where nothing listens (it was free a moment ago, and nothing here takes it again). */
export async function closedPortOrigin(): Promise<string> {
  const server = createHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

export function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
