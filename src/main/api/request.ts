import { createHash } from 'node:crypto';
import type { EndpointKey } from './costs';
import { isSecretName } from './redact';

// What an endpoint module hands the HTTP layer, and the pure helpers around it (URL, cost parameters, identity).

export type HttpMethod = 'GET' | 'PATCH' | 'POST' | 'DELETE';
export type QueryValue = string | number | boolean | undefined;

export interface ApiRequest {
  method: HttpMethod;
  /** The service path with its version prefix, exactly as service.md writes it: '/v1/portfolio/value'. */
  path: string;
  /** Undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** Extra headers such as `sharetoken` and `passcode`: their values are never logged or stored. */
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** The cost-table key, e.g. 'GET /portfolio/value' or 'GET /rwa/assets/:rwaId'. */
  endpoint: EndpointKey;
  /** What the request is about, named in a 404 message: "RWA asset 'gold-x'". */
  subject?: string;
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
 * A stable identity for a request, for coalescing and as a cache key. Credentials never appear in it: with
 * `identity` set they are left out entirely; otherwise header values and secret-named query values enter only as
 * a SHA-256 digest. A digest of a four-digit passcode can be guessed, so a request that carries one should set
 * `identity` (e.g. the shared portfolio's local id).
 */
export function cacheKeyOf(
  request: Pick<ApiRequest, 'method' | 'path' | 'query' | 'headers' | 'body' | 'identity'>,
): string {
  const entries = Object.entries(request.query ?? {})
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = entries
    .filter(([name]) => !isSecretName(name))
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
  const credentials = [
    ...Object.keys(request.headers ?? {})
      .sort()
      .map((name) => `${name.toLowerCase()}=${request.headers?.[name] ?? ''}`),
    ...entries.filter(([name]) => isSecretName(name)).map(([name, value]) => `?${name}=${String(value)}`),
  ];
  const who = request.identity
    ? `#i:${request.identity}`
    : credentials.length
      ? `#h:${digest(credentials.join('\n'))}`
      : '';
  const body = request.body === undefined ? '' : `#b:${digest(JSON.stringify(request.body))}`;
  return `${request.method} ${request.path}?${query}${who}${body}`;
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);
