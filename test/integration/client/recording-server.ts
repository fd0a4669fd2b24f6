import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A plain node:http server on loopback that records every request it receives (method, path, headers, body) and
// answers as the test scripts it: the service address in a test, or the other server a redirect points to.

export interface Arrived {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface RecordingServer {
  url: string;
  /** http://localhost:<port>: the same server named as a redirect would name another host. */
  localhostUrl: string;
  arrivals: Arrived[];
  close(): Promise<void>;
}

export async function startRecordingServer(
  answer: (arrived: Arrived) => Answer = () => ({ status: 200, body: {} }),
): Promise<RecordingServer> {
  const arrivals: Arrived[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const arrived: Arrived = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      arrivals.push(arrived);
      const { status, headers = {}, body } = answer(arrived);
      const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    localhostUrl: `http://localhost:${port}`,
    arrivals,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
