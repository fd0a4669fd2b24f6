// `npm run sandbox -- --port 0 --seed 42`: serves the sandbox on 127.0.0.1 and prints the line tests wait for.
import { parseArgs } from 'node:util';
import { createSandbox } from './app';
import { seededStart } from './core/clock';
import { serveSandbox } from './server';

const HELP = `Folio Desk sandbox: a local stand-in of the crypto data service, with seeded data.

Usage: npm run sandbox -- [--port N] [--seed N] [--start WHEN] [--manual-clock] [--x402-version 1|2]

  --port N        port on 127.0.0.1 (default 8787; 0 picks a free one)
  --seed N        data seed (default 42); the same seed and start always give the same data
  --start WHEN    where the sandbox clock starts: "now" (default), "seeded" (near 2026-11-20T12:00Z,
                  the same for every run of a seed) or an ISO 8601 date
  --manual-clock  the clock stands still and moves only by POST /__sandbox/clock (as in the tests);
                  by default it runs in real time, so a wallet sync finishes while a client polls
  --x402-version N  the x402 version the gateway speaks (default 2): 2 sends the challenge in the
                  PAYMENT-REQUIRED header (network eip155:8453), reads PAYMENT-SIGNATURE or X-PAYMENT and
                  answers PAYMENT-RESPONSE and X-PAYMENT-RESPONSE; 1 sends the challenge as the 402's JSON
                  body (maxAmountRequired, network base), reads X-PAYMENT and answers X-PAYMENT-RESPONSE.
                  Both verify every payment's signature, amount, recipient, time window and nonce
  --help          this text

Prints "sandbox listening on http://127.0.0.1:PORT" once ready.

Areas
  /v1/...          the API, on the reference's /v1 paths: a client's API base URL is http://127.0.0.1:PORT/v1
  /gateway/...     the pay-per-request gateway (x402; USDC on Base), paths without /v1: every path of
                   the reference's price table (service.md 5.2) at its listed price

Accounts (X-API-KEY, or Authorization: Bearer <token>)
  sandbox-free-key     / sandbox-free-token      FREE     20,000 credits/month, 2 requests/s
  sandbox-starter-key  / sandbox-starter-token   STARTER  1,000,000 credits/month, 30 requests/s
  sandbox-premium-key  / sandbox-premium-token   DEGEN    5,000,000 credits/month, 30 requests/s (premium)

Share tokens (header sharetoken or query shareToken; passcode as header or query)
  sandbox-share-premium   a premium account's portfolio
  sandbox-share-free      a free account's portfolio: 403 plan restriction
  sandbox-share-locked    premium, passcode 2468
  sandbox-share-large     premium, 1,000 holdings (/portfolio/coins pages of at most 100)

Control (JSON bodies; not on the public paths)
  POST   /__sandbox/reset     restore the seeded state: credits, sync states, clock, faults, used nonces, sessions
  GET    /__sandbox/clock     the sandbox clock
  POST   /__sandbox/clock     {"ms": 5000} advances it; {"to": "2026-12-01T00:00:00Z"} sets it
                              (wallet sync progress, the gateway's one-hour session, the credit month);
                              a running clock keeps running from there
  POST   /__sandbox/faults    {"path": "/v1/coins*", "count": 1, "latencyMs": 2000, "status": 503,
                               "body": "malformed-json" | "schema-violation" | "html" | "drop" | "drop-after"}
                              path: a glob (* within a segment, ** across) or a regex starting with ^
  GET    /__sandbox/faults    pending faults;  DELETE /__sandbox/faults clears them
  POST   /__sandbox/credits   {"apiKey": "sandbox-free-key", "remaining": 0} sets this month's remaining credits
  GET    /__sandbox/state     clock, credits per account, recent charges/refunds, pending faults
`;

function parsePositiveInt(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`--${name} must be a whole number, got "${value}"`);
  return Number(value);
}

function parseX402Version(value: string | undefined): 1 | 2 {
  if (value === undefined || value === '2') return 2;
  if (value === '1') return 1;
  throw new Error(`--x402-version must be 1 or 2, got "${value}"`);
}

function parseStart(value: string | undefined, seed: number): number {
  if (value === undefined || value === 'now') return Date.now();
  if (value === 'seeded') return seededStart(seed);
  const parsed = Date.parse(value);
  if (Number.isNaN(parsed))
    throw new Error(`--start must be now, seeded or an ISO 8601 date, got "${value}"`);
  return parsed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      seed: { type: 'string' },
      start: { type: 'string' },
      'manual-clock': { type: 'boolean' },
      'x402-version': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(HELP);
    return;
  }
  const port = parsePositiveInt(values.port, 'port', 8787);
  const seed = parsePositiveInt(values.seed, 'seed', 42);
  const now = parseStart(values.start, seed);
  const x402Version = parseX402Version(values['x402-version']);
  const sandbox = createSandbox({
    seed,
    now,
    x402Version,
    ...(values['manual-clock'] ? {} : { followRealTime: Date.now }),
  });
  const running = await serveSandbox(sandbox, port);
  console.log(`sandbox listening on ${running.url}`);
  const stop = (): void => {
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
