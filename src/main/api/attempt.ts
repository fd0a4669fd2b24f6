import type { z } from 'zod';
import type { AppError } from '../../shared/envelope';
import { GatewayRefusal } from './refusal';
import type { Credentials } from './auth';
import { appError, badResponse, errorFromStatus, redirectRefused, type ServiceErrorBody } from './errors';
import type { FetchResponse } from '../lib/effects';
import type { ApiResult, HttpDeps } from './http-types';
import { buildUrl, ledgerParamsOf, type ApiRequest } from './request';
import { echoesSecret, stripSecrets } from './redact';
import { issueItems, shapeMessage } from './shape-issues';

// One attempt: fetch with a timeout, read the body, map the status, parse with zod, record it in the ledger.
// Whatever happens on the wire (a timeout, a dropped connection, an HTML page) comes back as a value.

export type AttemptDeps = HttpDeps & { deprecationsLogged: Set<string> };

export interface AttemptInput<T> {
  credentials: Credentials;
  predicted: number;
  chargeOf: ((value: T) => number) | undefined;
  timeoutMs: number;
  signal: AbortSignal | undefined;
}

type Received = { response: FetchResponse; text: string } | { error: AppError };

export async function attemptOnce<T>(
  deps: AttemptDeps,
  request: ApiRequest,
  schema: z.ZodType<T>,
  input: AttemptInput<T>,
): Promise<ApiResult<T>> {
  const secrets = [
    ...input.credentials.secrets,
    ...Object.values(request.headers ?? {}),
    ...(request.secrets ?? []),
  ];
  const startedAt = deps.clock.now();
  const received = await receive(deps, request, input);
  const fetchedAt = deps.clock.now();
  const record = (status: number | null, credits: number, requestId: string | null) =>
    deps.record?.({
      at: startedAt,
      method: request.method,
      endpoint: request.endpoint,
      params: stripSecrets(ledgerParamsOf(request), secrets),
      status,
      credits,
      latencyMs: Math.max(0, fetchedAt - startedAt),
      requestId,
      source: 'live',
    });

  if ('error' in received) {
    record(null, 0, null);
    deps.log.warn('request failed', { endpoint: request.endpoint, code: received.error.code });
    return { ok: false, error: received.error };
  }
  const { response, text } = received;
  noteDeprecation(deps, request, response);
  // A write may succeed with no body (204, or a 200 with nothing in it: the documentation shows no answer for the
  // portfolio delete and sync); that is a plain "done", read as null. A read with no body is a broken answer.
  const body =
    request.method !== 'GET' && text.trim() === '' ? { ok: true as const, value: null } : parseJson(text);
  const requestId = requestIdOf(response, body.ok ? body.value : null, secrets);
  const status = response.status;

  if (!response.ok) {
    record(status, 0, requestId);
    return { ok: false, error: statusError(deps, request, response, { body, requestId, secrets }) };
  }

  // The service charged for any 2xx, whether or not the body turns out to be usable.
  if (!body.ok) {
    record(status, input.predicted, requestId);
    const looksHtml = /^\s*</.test(text);
    const error = badResponse(
      looksHtml
        ? `The service answered ${request.endpoint} with a web page instead of data. Cached data is kept; try again later.`
        : `The service answered ${request.endpoint} with malformed JSON. Cached data is kept; try again later.`,
      { status, requestId },
    );
    error.say = {
      id: looksHtml ? 'errors.answerWebPage' : 'errors.answerMalformed',
      values: { endpoint: request.endpoint },
    };
    deps.log.warn('bad response', { endpoint: request.endpoint, status, requestId, html: looksHtml });
    return { ok: false, error };
  }
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) {
    record(status, input.predicted, requestId);
    const issues = issueItems(parsed.error);
    deps.log.warn('response failed validation', { endpoint: request.endpoint, requestId, issues });
    return {
      ok: false,
      // The issues are said in English words (for the log and support); the screen gets a sentence in the
      // user's language naming the answer, and the issues stay on the error.
      error: {
        ...badResponse(shapeMessage(request.endpoint, parsed.error), { status, requestId, issues }),
        say: { id: 'errors.answerShape', values: { endpoint: request.endpoint } },
      },
    };
  }
  const credits = chargeFor(deps, request, input, parsed.data);
  record(status, credits, requestId);
  return { ok: true, value: parsed.data, status, requestId, credits, fetchedAt };
}

async function receive<T>(deps: AttemptDeps, request: ApiRequest, input: AttemptInput<T>): Promise<Received> {
  const timeout = (deps.timeoutSignal ?? AbortSignal.timeout)(input.timeoutMs);
  const signal = input.signal ? AbortSignal.any([timeout, input.signal]) : timeout;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...request.headers,
    ...input.credentials.headers,
  };
  let body: string | undefined;
  if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  try {
    const url = buildUrl(deps.baseUrl, request.path, request.query);
    // Never followed: the key, and a write's body, would go wherever the Location points.
    const response = await deps.fetch(url, {
      method: request.method,
      headers,
      body,
      signal,
      redirect: 'manual',
    });
    if (isRedirect(response)) {
      await response.body?.cancel().catch(() => undefined);
      const error = redirectRefused(response.status, response.headers.get('location'), url);
      deps.log.warn('redirect refused', { endpoint: request.endpoint, status: response.status });
      return { error };
    }
    const text = await response.text();
    return { response, text };
  } catch (error) {
    // The gateway route said no before paying (a spend cap, a path it does not serve): a decision, not a
    // network failure, so it is answered as it stands and never retried.
    if (error instanceof GatewayRefusal) return { error: error.appError };
    if (input.signal?.aborted) return { error: appError('cancelled', 'The request was cancelled.') };
    if (timeout.aborted) {
      return {
        error: appError(
          'timeout',
          `The service did not answer ${request.endpoint} within ${Math.round(input.timeoutMs / 1000)} s. Check your connection; cached data is shown where there is some.`,
        ),
      };
    }
    const detail = error instanceof Error ? error.message.slice(0, 120) : 'unknown error';
    return {
      error: appError(
        'network',
        `Folio Desk could not reach the service (${detail}). Check your connection; cached data is shown where there is some.`,
      ),
    };
  }
}

/** A non-2xx answer in the user's terms, with the service's request id and any Retry-After. */
function statusError(
  deps: AttemptDeps,
  request: ApiRequest,
  response: FetchResponse,
  read: { body: { ok: true; value: unknown } | { ok: false }; requestId: string | null; secrets: string[] },
): AppError {
  const { body, requestId, secrets } = read;
  const status = response.status;
  const errorBody = body.ok && isObject(body.value) ? (body.value as ServiceErrorBody) : null;
  const error = errorFromStatus(status, errorBody && { ...errorBody, requestId: requestId ?? undefined }, {
    endpoint: request.endpoint,
    subject: request.subject,
    ...(request.alsoNames ? { alsoNames: request.alsoNames } : {}),
    usedShareToken: sent(request, 'sharetoken'),
    usedPasscode: sent(request, 'passcode'),
    address: deps.baseUrl,
    secrets,
    withholdServiceText: (request.secrets ?? []).some((secret) => secret !== ''),
  });
  deps.log.warn('service error', { endpoint: request.endpoint, status, code: error.code, requestId });
  const retryAfterMs = error.code === 'rate_limited' ? retryAfterOf(response, deps.clock.now()) : null;
  const withId = requestId && !error.requestId ? { ...error, requestId } : error;
  return retryAfterMs === null ? withId : { ...withId, retryAfterMs };
}

/** The actual charge; the prediction when the endpoint module's charge function fails on a valid answer. */
function chargeFor<T>(deps: AttemptDeps, request: ApiRequest, input: AttemptInput<T>, value: T): number {
  if (!input.chargeOf) return input.predicted;
  try {
    return input.chargeOf(value);
  } catch (error) {
    deps.log.error('charge function failed; recording the predicted cost', {
      endpoint: request.endpoint,
      error: error instanceof Error ? error.message : String(error),
    });
    return input.predicted;
  }
}

function noteDeprecation(deps: AttemptDeps, request: ApiRequest, response: FetchResponse) {
  if (response.headers.get('deprecation')?.toLowerCase() !== 'true') return;
  if (deps.deprecationsLogged.has(request.path)) return;
  deps.deprecationsLogged.add(request.path);
  deps.log.warn('deprecated endpoint', { path: request.path, link: response.headers.get('link') ?? null });
}

/** Whether the request carried a header of that name (share token, passcode), whatever its case. */
const sent = (request: ApiRequest, header: string) =>
  Object.keys(request.headers ?? {}).some((name) => name.toLowerCase() === header);

/** Retry-After in seconds or as an HTTP date (none has been seen from the service, but a proxy may send one). */
function retryAfterOf(response: FetchResponse, now: number): number | null {
  const header = response.headers.get('retry-after')?.trim();
  if (!header) return null;
  const ms = /^\d+(\.\d+)?$/.test(header) ? Number(header) * 1000 : Date.parse(header) - now;
  // A nonsensical value is ignored rather than trusted to stall every request.
  return Number.isFinite(ms) && ms >= 0 && ms <= 120_000 ? Math.round(ms) : null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The service's request id, unless it repeats a secret the request carried (the service's words, after all). */
function requestIdOf(response: FetchResponse, body: unknown, secrets: readonly string[]): string | null {
  const id =
    isObject(body) && typeof body.requestId === 'string'
      ? body.requestId.slice(0, 100)
      : (response.headers.get('x-request-id')?.slice(0, 100) ?? null);
  return id !== null && echoesSecret(id, secrets) ? null : id;
}

/** Any 3xx but "unchanged" (304), or the opaque answer a browser-style fetch gives for one. */
const isRedirect = (response: FetchResponse) =>
  response.type === 'opaqueredirect' ||
  (response.status >= 300 && response.status < 400 && response.status !== 304);
