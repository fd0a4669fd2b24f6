// The sandbox's routing: paths with `:name` segments and a trailing `*`, middleware that wraps what follows it
// (`await next()`), mounted sub-routers, and one error and one not-found handler. Handlers answer with plain
// objects (answer.ts); `fetch` serves the same routes to an HTTP server as Requests and Responses.
import { answer, HeaderBag, jsonAnswer, type SandboxAnswer, type SandboxRequest } from './answer';

export type Next = () => Promise<void>;
type Returned = SandboxAnswer | void;
export type Handler<B, V> = (c: Context<B, V>, next: Next) => Returned | Promise<Returned>;
export type ErrorHandler<B, V> = (error: unknown, c: Context<B, V>) => SandboxAnswer;

interface Entry<B, V> {
  method: string;
  path: string;
  parts: string[];
  handlers: Handler<B, V>[];
  /** Registered with `use`: runs around routes, and is not one a client calls. */
  middleware?: true;
  /** A sub-router's own error handler, which answers for its routes where it was mounted. */
  onError?: ErrorHandler<B, V>;
}

const split = (path: string): string[] => path.split('/').filter((part, i) => i > 0 || part !== '');

function safeDecode(text: string, decode: (text: string) => string): string {
  try {
    return decode(text);
  } catch {
    return text;
  }
}

/** The entry's parameters when its pattern matches `got` (a trailing `*` matches any rest, even none). */
function matchParts(want: readonly string[], got: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    if (part === '*' && i === want.length - 1) return params;
    const value = got[i];
    if (value === undefined) return null;
    if (part.startsWith(':')) {
      if (value === '') return null;
      params[part.slice(1)] = safeDecode(value, decodeURIComponent);
    } else if (part !== value) return null;
  }
  return want.length === got.length ? params : null;
}

export class Context<B, V> {
  res: SandboxAnswer | undefined;
  readonly req: RequestView;
  private readonly vars = new Map<keyof V, unknown>();

  constructor(
    request: SandboxRequest,
    readonly env: B,
  ) {
    this.req = new RequestView(request);
  }

  get<K extends keyof V>(key: K): V[K] {
    return this.vars.get(key) as V[K];
  }

  set<K extends keyof V>(key: K, value: V[K]): void {
    this.vars.set(key, value);
  }

  json(value: unknown, status = 200, headers?: Record<string, string>): SandboxAnswer {
    return jsonAnswer(value, status, headers);
  }

  body(data: string | Uint8Array | null, status = 200, headers?: Record<string, string>): SandboxAnswer {
    return answer(data, status, headers);
  }
}

export class RequestView {
  readonly method: string;
  readonly url: string;
  readonly path: string;
  /** The path as sent, which routes match segment by segment before decoding their parameters. */
  readonly rawPath: string;
  readonly headers: HeaderBag;
  /** The parameters of the route whose handler runs now. */
  params: Record<string, string> = {};
  private readonly search: URLSearchParams;

  constructor(private readonly request: SandboxRequest) {
    const url = new URL(request.url);
    this.method = request.method.toUpperCase();
    this.url = request.url;
    this.rawPath = url.pathname;
    this.path = safeDecode(url.pathname, decodeURI);
    this.headers = request.headers;
    this.search = url.searchParams;
  }

  param(name: string): string {
    return this.params[name] ?? '';
  }

  query(name: string): string | undefined {
    return this.search.get(name) ?? undefined;
  }

  queries(): Record<string, string[]>;
  queries(name: string): string[] | undefined;
  queries(name?: string): Record<string, string[]> | string[] | undefined {
    if (name !== undefined) return this.search.has(name) ? this.search.getAll(name) : undefined;
    const all: Record<string, string[]> = {};
    for (const [key, value] of this.search) (all[key] ??= []).push(value);
    return all;
  }

  header(name: string): string | undefined {
    return this.request.headers.get(name) ?? undefined;
  }

  text(): Promise<string> {
    return Promise.resolve(this.request.body ?? '');
  }
}

interface Link<B, V> {
  handler: Handler<B, V>;
  onError: ErrorHandler<B, V>;
  /** Its route's parameters, which its handler sees. */
  params: Record<string, string>;
}

/** Runs the matched handlers in order; an error answers where it was thrown, so outer middleware sees it. */
async function runChain<B, V>(
  c: Context<B, V>,
  chain: Link<B, V>[],
  notFound: (c: Context<B, V>) => SandboxAnswer,
): Promise<void> {
  const step = async (index: number): Promise<void> => {
    const link = chain[index];
    if (!link) {
      c.res ??= notFound(c);
      return;
    }
    try {
      c.req.params = link.params;
      const returned = await link.handler(c, () => step(index + 1));
      if (returned) c.res = returned;
    } catch (error) {
      c.res = link.onError(error, c);
    }
  };
  await step(0);
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'all';

export class Router<B extends object, V> {
  private readonly entries: Entry<B, V>[] = [];
  private errorHandler: ErrorHandler<B, V> | undefined;
  private notFoundHandler: (c: Context<B, V>) => SandboxAnswer = (c) =>
    answer(`Cannot ${c.req.method} ${c.req.path}`, 404);

  readonly get = this.adder('get');
  readonly post = this.adder('post');
  readonly put = this.adder('put');
  readonly patch = this.adder('patch');
  readonly delete = this.adder('delete');
  readonly all = this.adder('all');

  private adder(method: Method) {
    return (path: string, ...handlers: Handler<B, V>[]): void => {
      this.entries.push({ method: method.toUpperCase(), path, parts: split(path), handlers });
    };
  }

  /** The routes answered, without middleware: what a client can call. */
  get routes(): { method: string; path: string }[] {
    return this.entries.filter((entry) => !entry.middleware);
  }

  use(path: string, handler: Handler<B, V>): void {
    this.entries.push({ method: 'ALL', path, parts: split(path), handlers: [handler], middleware: true });
  }

  onError(handler: ErrorHandler<B, V>): void {
    this.errorHandler = handler;
  }

  notFound(handler: (c: Context<B, V>) => SandboxAnswer): void {
    this.notFoundHandler = handler;
  }

  /** Serves `sub`'s routes under `prefix`, with its error handler if it has one. */
  route(prefix: string, sub: Router<B, V>): void {
    for (const entry of sub.entries) {
      const path = entry.path === '/' ? prefix : prefix + (entry.path === '*' ? '/*' : entry.path);
      const onError = entry.onError ?? sub.errorHandler;
      this.entries.push({ ...entry, path, parts: split(path), ...(onError ? { onError } : {}) });
    }
  }

  readonly handle = async (request: SandboxRequest, env: B): Promise<SandboxAnswer> => {
    const c = new Context<B, V>(request, env);
    const got = split(c.req.rawPath);
    const rethrow: ErrorHandler<B, V> = (error) => {
      throw error;
    };
    const chain: Link<B, V>[] = [];
    for (const entry of this.entries) {
      if (entry.method !== 'ALL' && entry.method !== c.req.method) continue;
      const params = matchParts(entry.parts, got);
      if (!params) continue;
      const onError = entry.onError ?? this.errorHandler ?? rethrow;
      for (const handler of entry.handlers) chain.push({ handler, onError, params });
    }
    await runChain(c, chain, this.notFoundHandler);
    return c.res ?? this.notFoundHandler(c);
  };

  /** The same routes as a fetch handler, for an HTTP server and its clients (with no bindings). */
  readonly fetch = async (request: Request): Promise<Response> => {
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const sent = await this.handle(
      {
        method: request.method,
        url: request.url,
        headers: new HeaderBag(request.headers),
        ...(body !== undefined ? { body } : {}),
      },
      {} as B,
    );
    return toResponse(sent);
  };
}

export function toResponse(sent: SandboxAnswer): Response {
  const empty = sent.status === 204 || sent.status === 304;
  return new Response(empty ? null : sent.body, { status: sent.status, headers: [...sent.headers.pairs()] });
}
