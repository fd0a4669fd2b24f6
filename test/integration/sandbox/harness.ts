// A sandbox served over real HTTP on 127.0.0.1:0 for the conformance tests. By default the rate limiter sees a
// fake real-time clock one second further on each request, so only the rate test meets the rate limit.
import { afterAll, beforeAll } from 'vitest';
import { createSandbox, type SandboxOptions } from '../../../src/sandbox/app';
import { serveSandbox, type RunningSandbox } from '../../../src/sandbox/server';

export const KEYS = {
  free: 'sandbox-free-key',
  starter: 'sandbox-starter-key',
  premium: 'sandbox-premium-key',
} as const;

export interface Reply<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export interface Server {
  url(path: string): string;
  /** GET or another method under /v1 with an API key (or no key when `key` is null). */
  api<T = Record<string, unknown>>(path: string, init?: ApiInit): Promise<Reply<T>>;
  control<T = Record<string, unknown>>(path: string, body?: unknown, method?: string): Promise<T>;
  used(key?: string): Promise<number>;
  advance(ms: number): Promise<void>;
}

export interface ApiInit {
  key?: string | null;
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export function useServer(options: Partial<SandboxOptions> & { realRate?: boolean } = {}): Server {
  let running: RunningSandbox | undefined;
  let fakeRealTime = 0;
  beforeAll(async () => {
    const sandbox = createSandbox({
      seed: 42,
      ...options,
      ...(options.realRate ? {} : { realNow: () => (fakeRealTime += 1000) }),
    });
    running = await serveSandbox(sandbox, 0);
  });
  afterAll(async () => {
    await running?.close();
  });

  const url = (path: string): string => {
    if (!running) throw new Error('sandbox not started');
    return running.url + path;
  };

  const server: Server = {
    url,
    async api<T>(path: string, init: ApiInit = {}) {
      const headers: Record<string, string> = { ...init.headers };
      const key = init.key === undefined ? KEYS.premium : init.key;
      if (key !== null) headers['X-API-KEY'] = key;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(url(`/v1${path}`), {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: (text === '' ? null : JSON.parse(text)) as T };
    },
    async control<T>(path: string, body?: unknown, method = 'POST') {
      const res = await fetch(url(`/__sandbox${path}`), {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as T;
    },
    async used(key = KEYS.premium) {
      const { body } = await server.api<{ usedCredits: number }>('/usage/credits', { key });
      return body.usedCredits;
    },
    async advance(ms) {
      await server.control('/clock', { ms });
    },
  };
  return server;
}

export const EVM_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
