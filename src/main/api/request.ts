import type { EndpointKey } from './costs';

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
 * A stable identity for a request, for coalescing and as a cache key. Header values (share tokens, passcodes)
 * enter only as a short non-reversible digest, so the key can be stored without carrying the secret.
 */
export function cacheKeyOf(
  request: Pick<ApiRequest, 'method' | 'path' | 'query' | 'headers' | 'body'>,
): string {
  const query = Object.entries(request.query ?? {})
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
  const headerNames = Object.keys(request.headers ?? {}).sort();
  const headers = headerNames.length
    ? `#h:${digest(headerNames.map((name) => `${name.toLowerCase()}=${request.headers?.[name] ?? ''}`).join('\n'))}`
    : '';
  const body = request.body === undefined ? '' : `#b:${digest(JSON.stringify(request.body))}`;
  return `${request.method} ${request.path}?${query}${headers}${body}`;
}

/** FNV-1a, 2 x 32 bits: enough to tell share tokens apart in a key, useless for recovering one. */
function digest(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}
