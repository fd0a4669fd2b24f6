import type { AppError, ErrorCode, IssueItem, Say } from '../../shared/envelope';
import { echoesSecret } from './redact';
import type { NamedThing } from './request';
import { foundNo, namedIn, type Subject, subjectText, subjectValues } from './subject';

// Maps what the service answered (status + its error body) to one typed AppError whose message says what to do.
// The service's own message is quoted only after every known secret has been cut out of it, and never when it
// repeats one in another form, or when the request carried secrets in its body (see withholdServiceText).

/** The error body of service.md section 7; every field optional because a 503 omits some and proxies omit all. */
export interface ServiceErrorBody {
  statusCode?: number;
  message?: string;
  requestId?: string;
  path?: string;
}

/** What the HTTP layer knows about the request when it maps an error. */
export interface ErrorContext {
  /** The cost-table key, e.g. 'GET /portfolio/value'. */
  endpoint: string;
  /** What the request was about, for a 404 ("RWA asset 'gold-x'"). */
  subject?: Subject;
  /** Other things the request names, blamed for a 404 whose message quotes their id (request.ts). */
  alsoNames?: readonly NamedThing[];
  /** A share token was sent: a 403 then most likely means the owner's plan. */
  usedShareToken?: boolean;
  /** A passcode was sent with the share token: a 403 then most likely means it was wrong. */
  usedPasscode?: boolean;
  /** The base URL the request went to (never a secret), named when a 404 may mean the whole address is wrong. */
  address?: string;
  /** Values that must never appear in a message (the key, share tokens, passcodes). */
  secrets: readonly string[];
  /**
   * The body carried secrets (an exchange's API secret): the service's words are not quoted at all, since an echo
   * of them can take forms no redaction foresees; the status and request id are said instead.
   */
  withholdServiceText?: boolean;
}

export const appError = (code: ErrorCode, message: string, extra: Partial<AppError> = {}): AppError => ({
  code,
  message,
  ...extra,
});

const MAX_QUOTED = 200;

/** The service's message, shortened and with every secret replaced, or null when there is nothing to quote. */
export function quoteServiceMessage(message: unknown, secrets: readonly string[]): string | null {
  if (typeof message !== 'string' || message.trim() === '') return null;
  let text = message.trim().slice(0, MAX_QUOTED);
  for (const secret of secrets) {
    if (secret.length >= 3) text = text.split(secret).join('[redacted]');
  }
  // What is left may still repeat a secret uppercased, encoded or cut short: then nothing of it is shown.
  return echoesSecret(text, secrets) ? null : text;
}

/** The refusal of a 3xx: only where it pointed (its origin) is said, never its path or query. */
export function redirectRefused(status: number, location: string | null, requestUrl: string): AppError {
  let to = 'another address';
  try {
    const origin = location === null ? 'null' : new URL(location, requestUrl).origin;
    if (origin !== 'null') to = origin.slice(0, 100);
  } catch {
    // An unreadable Location: the message names no place.
  }
  const say: Say =
    to === 'another address'
      ? { id: 'errors.redirectedElsewhere' }
      : { id: 'errors.redirectedTo', values: { to } };
  return appError(
    'redirected',
    `The service address redirected to ${to}; Folio Desk does not follow redirects, so nothing was sent there.`,
    status > 0 ? { status, say } : { say },
  );
}

/**
 * The service's words after a colon, in double quotes unless they open or close with a quote of their own
 * ("'Tnotarealtronaddress' is not a valid Tron address" read as "'Tnot…' with both).
 */
const said = (quoted: string | null): string => (quoted ? ` The service said: ${quotation(quoted)}` : '');

/** The service's words as `said` quotes them, for a translated sentence's {quote}. */
const quotation = (quoted: string): string => {
  if (!/^['"‘’“”`]|['"‘’“”`]$/.test(quoted)) return `"${quoted}".`;
  return `${quoted}${/[.!?]$/.test(quoted) ? '' : '.'}`;
};

/** A sentence with the service's words after it, or without when it said nothing quotable. */
const sayQuoting = (
  plain: Say['id'],
  quoting: Say['id'],
  values: Record<string, string | number>,
  quoted: string | null,
): Say => (quoted ? { id: quoting, values: { ...values, quote: quotation(quoted) } } : { id: plain, values });

/** Credits exhausted is a 429 (or 406) whose message names credits; a plain rate 429 does not. */
export const mentionsCredits = (message: unknown) => typeof message === 'string' && /credit/i.test(message);

/** Statuses whose message is ours alone, whatever the service said (a 429 about credits is taken first). */
const FIXED_REFUSALS: Partial<Record<number, { code: ErrorCode; message: string; say: Say['id'] }>> = {
  401: {
    code: 'unauthorized',
    say: 'errors.keyRefused',
    message:
      'The service did not accept your API key. Check your API key in Settings, or remove it to use demo mode.',
  },
  409: {
    code: 'not_synced',
    say: 'errors.walletNotSynced',
    message:
      'The wallet transactions are not synced yet. Folio Desk starts a sync; read them again when it finishes.',
  },
  429: {
    code: 'rate_limited',
    say: 'errors.slowDown',
    message: "The service asked Folio Desk to slow down. It waits and retries within your plan's rate.",
  },
  503: {
    code: 'unavailable',
    say: 'errors.serviceUnavailable',
    message:
      'The service is temporarily unavailable (credits for the attempt are refunded). Showing cached data where there is some; try again in a minute.',
  },
  504: {
    code: 'timeout',
    message: 'The service timed out upstream. Try again in a minute.',
    say: 'errors.upstreamTimeout',
  },
};

export function errorFromStatus(status: number, body: ServiceErrorBody | null, ctx: ErrorContext): AppError {
  const requestId = typeof body?.requestId === 'string' ? body.requestId : undefined;
  const base = { status, ...(requestId ? { requestId } : {}) };
  const what = ctx.subject ? subjectText(ctx.subject) : ctx.endpoint;
  if (ctx.withholdServiceText) {
    const withheld = withheldMessage(status, what, requestId);
    if (withheld) return withheld;
  }
  const quoted = ctx.withholdServiceText ? null : quoteServiceMessage(body?.message, ctx.secrets);

  if (status === 400) {
    return appError(
      'invalid_input',
      `The service refused the request for ${what} as invalid.${said(quoted)}`,
      {
        ...base,
        say: ctx.subject
          ? sayQuoting(
              'errors.requestRefusedAbout',
              'errors.requestRefusedAboutSaid',
              subjectValues(ctx.subject),
              quoted,
            )
          : sayQuoting('errors.requestRefused', 'errors.requestRefusedSaid', { what }, quoted),
      },
    );
  }
  if (status === 402) {
    return appError('payment_required', `The pay-per-request gateway asks for a payment for ${what}.`, base);
  }
  if (status === 403) {
    return appError('forbidden', forbiddenMessage(quoted, ctx), { ...base, say: forbiddenSay(quoted, ctx) });
  }
  if (status === 404) {
    const other = namedIn(quoted, ctx.alsoNames ?? []);
    // The missing thing and what to do about it go in `advice`, the headline's next words (describe-error.ts).
    if (other && quoted) {
      const message = `The service found no ${subjectText(other.subject)}.${said(quoted)}`;
      return appError('not_found', message, {
        ...base,
        advice: other.advice,
        say: foundNo(other.subject, quotation(quoted)),
      });
    }
    const say = notFoundSay(quoted, ctx);
    return appError('not_found', notFoundMessage(quoted, ctx), say ? { ...base, say } : base);
  }
  if (status === 406 || (status === 429 && mentionsCredits(body?.message))) {
    return appError(
      'insufficient_credits',
      "Credits exhausted: your account has no credits left for this request. Cached data is still shown; credits renew with your plan's month, or upgrade the plan.",
      { ...base, say: { id: 'errors.creditsExhausted' } },
    );
  }
  const fixed = FIXED_REFUSALS[status];
  if (fixed) return appError(fixed.code, fixed.message, { ...base, say: { id: fixed.say } });
  if (status >= 500) {
    return appError(
      'server_error',
      `The service failed with status ${status}. Try again later.${said(quoted)}`,
      {
        ...base,
        say: sayQuoting('errors.serverFailed', 'errors.serverFailedSaid', { status: String(status) }, quoted),
      },
    );
  }
  return appError(
    'bad_response',
    `The service answered ${what} with an unexpected status ${status}.${said(quoted)}`,
    base,
  );
}

/**
 * A refusal of a request that carried secrets, in our words only, where the service's would be the substance (400,
 * 404, a 5xx, an odd status). Null where our sentence says it all without them (401, 403's plan, 409, 429, ...).
 */
function withheldMessage(status: number, what: string, requestId: string | undefined): AppError | null {
  const ref = `(${status}${requestId ? `, request ${requestId}` : ''})`;
  const unsaid = 'Its own words are not shown, as they may repeat the credentials sent.';
  const base = { status, ...(requestId ? { requestId } : {}) };
  if (status === 400 || status === 404) {
    const code = status === 400 ? 'invalid_input' : 'not_found';
    return appError(code, `The service refused ${what} ${ref}. ${unsaid}`, base);
  }
  if (status >= 500 && status !== 503 && status !== 504) {
    return appError('server_error', `The service failed on ${what} ${ref}. ${unsaid} Try again later.`, base);
  }
  if (status < 500 && ![401, 402, 403, 406, 409, 429].includes(status)) {
    return appError(
      'bad_response',
      `The service answered ${what} with an unexpected status ${ref}. ${unsaid}`,
      base,
    );
  }
  return null;
}

/**
 * A 404 names the missing thing when the request was about one (a coin, an RWA asset) and the service said so.
 * Otherwise the whole address may be wrong (a host that is not the CoinStats API, or a missing or extra version
 * segment), so the message points at the service address rather than claiming an endpoint was removed.
 */
function notFoundMessage(quoted: string | null, ctx: ErrorContext): string {
  const subject = ctx.subject ? subjectText(ctx.subject) : null;
  if (subject && quoted) return `The service found no ${subject}.${said(quoted)}`;
  const at = ctx.address ? ` at ${ctx.address}` : '';
  const missing = subject ? `The service found no ${subject}, or no` : 'No';
  return `${missing} CoinStats API answered ${ctx.endpoint}${at}. Check the service address in Settings.${said(quoted)}`;
}

/** A 404's sentence as a catalogue message, case for case as notFoundMessage says it. */
function notFoundSay(quoted: string | null, ctx: ErrorContext): Say | null {
  if (ctx.subject && quoted) return foundNo(ctx.subject, quotation(quoted));
  if (!ctx.address) return null;
  const where = { endpoint: ctx.endpoint, address: ctx.address };
  if (ctx.subject)
    return { id: 'errors.foundNoOrNoApi', values: { ...subjectValues(ctx.subject), ...where } };
  return sayQuoting('errors.noApiAt', 'errors.noApiAtSaid', where, quoted);
}

function forbiddenMessage(quoted: string | null, ctx: ErrorContext): string {
  // A shared portfolio's passcode refused for no stated plan reason: the passcode is what is wrong.
  if (ctx.usedShareToken && ctx.usedPasscode && !(quoted && /plan|degen|premium/i.test(quoted))) {
    return 'Wrong passcode for this shared portfolio. Enter its passcode again (it is kept in your keychain).';
  }
  if (quoted && /passcode/i.test(quoted)) {
    return 'This shared portfolio is protected by a passcode. Enter its passcode (it is kept in your keychain).';
  }
  if (ctx.usedShareToken) {
    return "Reading a shared portfolio needs its owner on a premium (Degen) plan; the owner's plan does not allow it.";
  }
  return `Your plan does not include ${ctx.endpoint}; it needs a paid plan (Starter or higher).${said(quoted)}`;
}

/** A 403's sentence as a catalogue message, case for case as forbiddenMessage says it. */
function forbiddenSay(quoted: string | null, ctx: ErrorContext): Say {
  if (ctx.usedShareToken && ctx.usedPasscode && !(quoted && /plan|degen|premium/i.test(quoted))) {
    return { id: 'errors.wrongPasscode' };
  }
  if (quoted && /passcode/i.test(quoted)) return { id: 'errors.passcodeProtected' };
  if (ctx.usedShareToken) return { id: 'errors.ownerPlanRefused' };
  return sayQuoting('errors.planRefused', 'errors.planRefusedSaid', { endpoint: ctx.endpoint }, quoted);
}

export const badResponse = (
  message: string,
  extra: { status?: number; requestId?: string | null; issues?: IssueItem[] },
): AppError =>
  appError('bad_response', message, {
    ...(extra.status !== undefined ? { status: extra.status } : {}),
    ...(extra.requestId ? { requestId: extra.requestId } : {}),
    ...(extra.issues ? { issues: extra.issues } : {}),
  });

/** Errors worth another attempt after a pause: the request may well succeed a moment later. */
export const isTransient = (error: AppError) =>
  error.code === 'server_error' ||
  error.code === 'unavailable' ||
  error.code === 'timeout' ||
  error.code === 'network';

/** Errors after which a cached answer should be shown marked stale rather than the error alone. */
export const fallsBackToCache = (error: AppError) =>
  error.code !== 'invalid_input' && error.code !== 'confirmation_required' && error.code !== 'cancelled';
