import { nodeCrypto } from '../lib/node-crypto';
import type { EndpointKey } from './costs';
import { isSecretName } from './redact';
import type { NamedThing, Subject } from './subject';

export type { NamedThing } from './subject';

// What an endpoint module hands the HTTP layer, and the pure helpers around it (URL, cost parameters, identity).

export type HttpMethod = 'GET' | 'PATCH' | 'POST' | 'DELETE';
export type QueryValue = string | number | boolean | undefined;

export interface ApiRequest {
  method: HttpMethod;
  /** The documented path without a version prefix, '/portfolio/value': the base URL carries any version segment. */
  path: string;
  /** Undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** Extra headers such as `sharetoken` and `passcode`: their values are never logged or stored. */
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Values the body carries that are secrets (an exchange's API secret): never logged, stored in the ledger or
   * quoted back in an error, like the key and the headers.
   */
  secrets?: readonly string[];
  /** The cost-table key, e.g. 'GET /portfolio/value' or 'GET /rwa/assets/:rwaId'. */
  endpoint: EndpointKey;
  /** What the request is about, named in a 404 message: "RWA asset 'gold-x'". */
  subject?: Subject;
  /**
   * Other things the request names (a transaction's coin beside its portfolio): a 404 whose service message quotes
   * one of their ids is about that thing, not the subject, and the user is told what to do about it.
   */
  alsoNames?: readonly NamedThing[];
  /**
   * Stands in for the credentials in the cache key (e.g. 'shared:<local id>' for a share token and passcode), so
   * that nothing derived from a secret is stored. Not sent.
   */
  identity?: string;
}

export function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

/** The query merged with a JSON object body: what the cost table multiplies over. */
export function paramsOf(request: ApiRequest): Record<string, unknown> {
  const body =
    request.body !== null && typeof request.body === 'object' && !Array.isArray(request.body)
      ? (request.body as Record<string, unknown>)
      : {};
  return { ...body, ...request.query };
}

/**
 * The ids a path carries where its endpoint names them: 'GET /coins/:coinId' sent as '/coins/bitcoin' gives
 * { coinId: 'bitcoin' }. The query alone would leave a journal line with no word of which coin was read.
 */
export function pathParamsOf(request: Pick<ApiRequest, 'path' | 'endpoint'>): Record<string, string> {
  const template = request.endpoint.slice(request.endpoint.indexOf(' ') + 1).split('/');
  const sent = (request.path.split('?')[0] ?? '').split('/');
  const ids: Record<string, string> = {};
  template.forEach((segment, i) => {
    const value = sent[i];
    if (!segment.startsWith(':') || !value) return;
    try {
      ids[segment.slice(1)] = decodeURIComponent(value);
    } catch {
      ids[segment.slice(1)] = value;
    }
  });
  return ids;
}

/** What a ledger line keeps of a request, before its secrets are stripped: its path ids, query and body fields. */
export const ledgerParamsOf = (request: ApiRequest): Record<string, unknown> => ({
  ...pathParamsOf(request),
  ...paramsOf(request),
});

type KeyedRequest = Pick<ApiRequest, 'method' | 'path' | 'query' | 'headers' | 'body' | 'identity'>;

/** A programming error: a request with credentials reached the cache without an identity to stand for them. */
export class MissingIdentityError extends Error {
  constructor(request: KeyedRequest) {
    super(
      `${request.method} ${request.path} carries credentials but names no identity, so it cannot be cached.`,
    );
    this.name = 'MissingIdentityError';
  }
}

// One pass, few allocations: every read computes its key, and the first reads of a start run this cold.
function keyParts(request: KeyedRequest): { key: string; credentials: string[] } {
  const params = request.query ?? {};
  let query = '';
  const secretParams: string[] = [];
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (value === undefined) continue;
    const pair = `${name}=${String(value)}`;
    if (isSecretName(name)) secretParams.push(`?${pair}`);
    else query = query === '' ? pair : `${query}&${pair}`;
  }
  const headers = request.headers ?? {};
  const credentials = Object.keys(headers)
    .sort()
    .map((name) => `${name.toLowerCase()}=${headers[name] ?? ''}`);
  credentials.push(...secretParams);
  const who = request.identity ? `#i:${request.identity}` : '';
  const body = request.body === undefined ? '' : `#b:${digest(JSON.stringify(request.body))}`;
  return { key: `${request.method} ${request.path}?${query}${who}${body}`, credentials };
}

/** A request's stored cache key: no credential, not even its digest, enters it; such requests name an `identity`. */
export function cacheKeyOf(request: KeyedRequest): string {
  const { key, credentials } = keyParts(request);
  if (credentials.length && !request.identity) throw new MissingIdentityError(request);
  return key;
}

/**
 * The key under which identical requests in flight share one answer. It lives in memory only, so the credentials
 * (as a digest) may decide: a corrected passcode never joins a request made with the wrong one.
 */
export function inFlightKeyOf(request: KeyedRequest): string {
  const { key, credentials } = keyParts(request);
  return credentials.length ? `${key}#c:${digest(credentials.join('\n'))}` : key;
}

const digest = (text: string) =>
  nodeCrypto().createHash('sha256').update(text).digest('base64url').slice(0, 22);
