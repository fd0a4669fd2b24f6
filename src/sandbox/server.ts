// Serves a sandbox over real HTTP on 127.0.0.1 (the CLI and the conformance tests use this).
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Sandbox } from './app';
import { ConnectionDropped } from './core/errors';

export interface RunningSandbox {
  url: string;
  port: number;
  close: () => Promise<void>;
}

export function serveSandbox(
  sandbox: Pick<Sandbox, 'app'>,
  port = 0,
  hostname = '127.0.0.1',
): Promise<RunningSandbox> {
  return new Promise((resolve, reject) => {
    const server = serve(
      {
        hostname,
        port,
        fetch: async (request, env) => {
          try {
            return await sandbox.app.fetch(request);
          } catch (error) {
            if (!(error instanceof ConnectionDropped)) throw error;
            // The fault asked for a vanished server: reset the socket so the client sees a network error.
            env.incoming.socket.destroy();
            return new Response(null, { status: 500 });
          }
        },
      },
      (info: AddressInfo) => {
        resolve({
          url: `http://${hostname}:${info.port}`,
          port: info.port,
          close: () =>
            new Promise((done) => {
              if ('closeAllConnections' in server) server.closeAllConnections();
              server.close(() => done());
            }),
        });
      },
    );
    server.once('error', reject);
  });
}
