// A gateway that answers with a redirect, over real HTTP and Node's own fetch (which follows redirects unless told
// not to): the paying fetch must not follow it, so neither the signed payment nor the session cookie reaches the
// other host, and the user is told why the read stopped.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generatePrivateKey } from 'viem/accounts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPayFetch } from '../../../src/main/gateway/pay-fetch';
import { createAuthorizationsRepo } from '../../../src/main/gateway/authorizations-repo';
import { GatewayRefusal } from '../../../src/main/api/refusal';
import { silentLogger } from '../../../src/main/lib/effects';
import { authorizationsDb, encode, GOOD_TERMS } from '../../unit/gateway/helpers';

interface Host {
  server: Server;
  url: string;
  seen: { path: string; payment: boolean; cookie: boolean }[];
}

async function host(
  hostname: string,
  answer: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<Host> {
  const seen: Host['seen'] = [];
  const server = createServer((request, response) => {
    seen.push({
      path: request.url ?? '',
      payment:
        request.headers['payment-signature'] !== undefined || request.headers['x-payment'] !== undefined,
      cookie: request.headers.cookie !== undefined,
    });
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, hostname, resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://${hostname}:${port}`, seen };
}

const challenge = (resource: string) =>
  encode({
    x402Version: 2,
    resource: { url: resource, description: 'test', mimeType: 'application/json' },
    accepts: [GOOD_TERMS],
  });

let elsewhere: Host;
let gateway: Host | undefined;
beforeEach(async () => {
  // A different origin from the gateway's (another host name and port): where a hostile redirect would lead.
  elsewhere = await host('localhost', (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"stolen":true}');
  });
});
afterEach(async () => {
  for (const running of [elsewhere, gateway]) {
    if (running) await new Promise((resolve) => running.server.close(resolve));
  }
  gateway = undefined;
});

function payFetch(base: string) {
  return createPayFetch({
    fetch: (input, init) => fetch(input, init),
    gatewayBaseUrl: base,
    readWalletKey: async () => generatePrivateKey(),
    caps: () => ({ maxPerCallUsd: 0.05, maxPerDayUsd: 1 }),
    authorizations: createAuthorizationsRepo(authorizationsDb()),
    clock: { now: Date.now },
    log: silentLogger,
  });
}

/** What the read ended with; the other host is checked first, since following the redirect is the harm. */
async function outcomeOf(pending: Promise<Response>) {
  const outcome = await pending.catch((e: unknown) => e);
  expect(elsewhere.seen).toEqual([]);
  expect(outcome).toBeInstanceOf(GatewayRefusal);
  return (outcome as GatewayRefusal).appError;
}

describe('a gateway that redirects', () => {
  it('is not followed on the first request: the read stops with a refusal saying where it pointed', async () => {
    gateway = await host('127.0.0.1', (_request, response) => {
      response.writeHead(302, { location: `${elsewhere.url}/coins` }).end();
    });

    const error = await outcomeOf(payFetch(gateway.url)(`${gateway.url}/coins`));

    expect(error.message).toContain(`The pay-per-request gateway redirected GET /coins to ${elsewhere.url}`);
    expect(error.message).toContain('Folio Desk does not follow a payment elsewhere');
    expect(gateway.seen).toHaveLength(1);
  });

  it('is not followed with a signed payment: the payment never reaches the other host', async () => {
    gateway = await host('127.0.0.1', (request, response) => {
      const paid = request.headers['payment-signature'] !== undefined;
      if (!paid) {
        response
          .writeHead(402, { 'PAYMENT-REQUIRED': challenge(`http://127.0.0.1${request.url ?? ''}`) })
          .end('{}');
        return;
      }
      response.writeHead(307, { location: `${elsewhere.url}/coins` }).end();
    });

    const error = await outcomeOf(payFetch(gateway.url)(`${gateway.url}/coins`));

    expect(error.message).toContain('Folio Desk does not follow a payment elsewhere');
    expect(gateway.seen.map((s) => s.payment)).toEqual([false, true]);
  });
});
