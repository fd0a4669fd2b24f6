import type { AppError } from '../../../shared/envelope';

// Every error the user sees says what happened and what to do about it. Main's message carries the specifics
// (which endpoint, which plan); the headline and the advice here depend only on the code.

export interface ErrorText {
  headline: string;
  advice: string;
  /** Main's own sentence, plus the request id when the service gave one (for support). */
  detail: string;
}

function seconds(ms: number | undefined): number {
  return Math.max(1, Math.ceil((ms ?? 1000) / 1000));
}

/** A 429 that main did not retry (a write): its sentence says the wait, so it is shown. */
const notSentAgain = (error: AppError): boolean => /did not send it again/.test(error.message);

type Advice = Pick<ErrorText, 'headline' | 'advice'>;

/** A 403: a plan matter, unless main names another cause (the gateway route, a shared portfolio's passcode). */
function forbiddenAdvice(error: AppError, plan: string | null): Advice {
  // The gateway route refuses, before sending, what the gateway does not serve: not a plan matter.
  if (error.status === undefined && error.message.startsWith('The pay-per-request gateway')) {
    return {
      headline: 'Not available when paying per request.',
      advice:
        'The gateway does not serve this; switch the access route to the API key in Settings to read it.',
    };
  }
  // A shared portfolio's passcode refused (main names it): not a plan matter either.
  if (/\bWrong passcode\b/.test(error.message)) {
    return {
      headline: 'Wrong passcode.',
      advice: 'Enter the shared portfolio’s passcode again.',
    };
  }
  // A locked share token sent without its passcode: the user's plan has nothing to do with it.
  if (/protected by a passcode/.test(error.message)) {
    return {
      headline: 'This shared portfolio needs its passcode.',
      advice: 'Enter the passcode its owner gave you with the share token, then add it again.',
    };
  }
  if (/needs its owner on a premium/.test(error.message)) {
    return {
      headline: 'Not included in the owner’s plan (403).',
      advice: 'A shared portfolio can be read only while its owner is on a premium (Degen) plan.',
    };
  }
  return {
    headline: `Not included in ${plan ? `your ${plan} plan` : 'your plan'} (403).`,
    advice: 'This needs a higher plan (for a shared portfolio: the owner needs a premium plan).',
  };
}

function rateLimitedAdvice(error: AppError): Advice {
  // A write answered 429 is not sent again (main says so, with the wait): the user sends it again, or not.
  if (notSentAgain(error)) {
    return {
      headline: 'Too many requests (429); nothing was done.',
      advice: 'Try again after the wait below.',
    };
  }
  return {
    headline: 'Too many requests (429).',
    advice: `Waiting ${seconds(error.retryAfterMs)} s before trying again.`,
  };
}

function spendCapAdvice(error: AppError): Advice {
  // Waiting helps only the daily cap: a call above the per-call cap is refused tomorrow too.
  if (error.cap === 'per-call') {
    return {
      headline: 'This call costs more than your per-call USDC cap.',
      advice: 'Raise the per-call cap in Settings to pay for it; waiting will not change this.',
    };
  }
  if (error.cap === 'daily') {
    return {
      headline: 'This payment would go over today’s USDC cap.',
      advice: 'Raise the daily cap in Settings, or wait until tomorrow.',
    };
  }
  return {
    headline: 'This payment would go over one of your USDC caps.',
    advice: 'Raise the cap named below in Settings.',
  };
}

function confirmationAdvice(error: AppError): Advice {
  const price = error.cost ? `${error.cost.credits} credit${error.cost.credits === 1 ? '' : 's'}` : 'more';
  // Main's guard leads with this when the call passes the monthly budget rather than the threshold.
  if (error.message.startsWith('Past your monthly budget')) {
    return {
      headline: `This costs ${price}, past your monthly credit budget.`,
      advice: 'Spend it anyway, or raise the budget in Settings.',
    };
  }
  return {
    headline: `This costs ${price}, above your confirmation threshold.`,
    advice: 'Raise the threshold in Settings to read it without asking.',
  };
}

function invalidInputAdvice(error: AppError): Advice {
  // The service refused the request itself (400): nothing on this screen was typed wrong, and the same request
  // sent again is refused again. What it names (main's sentence, below) is what to change.
  if (error.status === 400) {
    // The status code is for support: it goes in the detail line (describeError), not in the sentence.
    return {
      headline: 'The service refused this request as invalid.',
      advice: 'Sending it again will not help: change what it names (below), then try again.',
    };
  }
  // Name the fields, or say nothing of fields when there are none to name.
  const fields = [...new Set((error.issues ?? []).map((i) => i.path).filter((p) => p !== ''))];
  return {
    headline: 'Some input is not valid.',
    advice: fields.length > 0 ? `Check ${fields.join(', ')} and try again.` : 'Check what you entered.',
  };
}

/** The codes whose headline and advice depend on nothing but the code. */
const FIXED = {
  unauthorized: {
    headline: 'The service did not accept the API key (401).',
    advice: 'Check your API key in Settings: set it again or replace it.',
  },
  insufficient_credits: {
    headline: 'No credits left this month.',
    advice: 'Cached data stays available. Wait for the next credit month or upgrade the plan.',
  },
  payment_required: {
    headline: 'The pay-per-request gateway was not paid.',
    advice: 'The reason is below; the wallet and the route are in Settings.',
  },
  not_synced: {
    headline: "This wallet's transactions are not synced yet.",
    advice: 'Start a sync; the list appears when it finishes.',
  },
  redirected: {
    headline: 'The service address redirected elsewhere; nothing was sent there.',
    advice: 'Check the service address in Settings.',
  },
  network: {
    headline: 'The service cannot be reached.',
    advice: 'Check your internet connection, then retry.',
  },
  held: {
    headline: 'The service did not answer this read in time a moment ago.',
    advice:
      'Press Retry to ask again now (it costs its price again); it is not sent again by itself for a few ' +
      'minutes, longer (up to an hour) each time it goes unanswered again.',
  },
  bad_response: {
    headline: 'The service sent data that failed validation.',
    advice: 'The last good data was kept. Retry later; report the request id if it persists.',
  },
  keychain_unavailable: {
    headline: 'No OS keychain is available.',
    advice: 'Start or unlock your keyring (Secret Service), or use it for this session only.',
  },
  disk_full: {
    headline: 'The disk is full; nothing was lost.',
    advice: 'Free some space on the disk, then try again.',
  },
  cancelled: { headline: 'Cancelled.', advice: '' },
  internal: {
    headline: 'Something went wrong inside the app.',
    advice: 'Retry; restart the app if it persists.',
  },
} satisfies Record<string, Advice>;

function adviceFor(error: AppError, plan: string | null): Advice {
  switch (error.code) {
    case 'forbidden':
      return forbiddenAdvice(error, plan);
    case 'rate_limited':
      return rateLimitedAdvice(error);
    case 'spend_cap':
      return spendCapAdvice(error);
    case 'confirmation_required':
      return confirmationAdvice(error);
    case 'invalid_input':
      return invalidInputAdvice(error);
    case 'timeout':
    case 'unavailable':
    case 'server_error':
      return {
        headline: `The service is not answering${error.status ? ` (${error.status})` : ''}.`,
        advice: 'Retry in a minute; cached data is shown meanwhile.',
      };
    case 'not_found':
      return {
        headline: 'Not found (404).',
        // Main names the missing thing when it knows it (a transaction's coin): that, not the service address.
        advice:
          error.advice ??
          'Refresh the list; if nothing is found at all, check the service address in Settings.',
      };
    default:
      return FIXED[error.code];
  }
}

/** The service refused the request as invalid (400): the same request is refused again, so no Retry. */
export const refusedAsInvalid = (error: AppError): boolean =>
  error.code === 'invalid_input' && error.status === 400;

/** Parameters a wallet read sends besides the wallet itself: the service naming one refused that, not the wallet. */
const OTHER_PARAMETER = /\bcurrenc(?:y|ies)\b|\bpage\b|\blimit\b|\btypes?\b|\bdates?\b|\bfrom\b|\bsort/i;

/**
 * A wallet read refused as invalid (400) because of the wallet (its address or network), not because of the
 * currency, page or filter beside it: only then is "remove the wallet and follow it again" the advice. Removing a
 * wallet deletes its synced transactions, so a refusal whose words name another parameter (a currency saved by
 * an earlier version, "Unknown currency 'BTC'") is not blamed on the address.
 */
export const refusesTheWallet = (error: AppError): boolean =>
  refusedAsInvalid(error) && !OTHER_PARAMETER.test(error.message);

/**
 * Errors whose sentence from main is a fixed one that the headline and advice above already say (the key refused,
 * no credits left, slow down, not synced, timed out upstream): said twice, once with a request id, it read as two
 * errors. Only the request id is kept of it, as detail for support. Main's other sentences name specifics (which
 * coin, which address, the service's own words) and stay.
 */
const restatesAdvice = (error: AppError): boolean =>
  (error.code === 'unauthorized' && error.status === 401) ||
  error.code === 'insufficient_credits' ||
  (error.code === 'rate_limited' && !notSentAgain(error)) ||
  error.code === 'not_synced' ||
  (error.code === 'timeout' && error.status === 504);

export function describeError(error: AppError, plan: string | null = null): ErrorText {
  // A failed answer's sentence names its issues in words (main's shape-issues.ts): the dotted paths, kept on
  // the error for support, would say them twice.
  const listed = error.code === 'bad_response' ? [] : (error.issues ?? []);
  const issues = listed.map((i) => `${i.path || 'input'}: ${i.message}`).join('; ');
  // A card that asks before spending says the price in its headline: its detail is only how the price is reached.
  const said =
    error.code === 'confirmation_required' && error.cost?.explanation
      ? `Price: ${error.cost.explanation}.`
      : restatesAdvice(error)
        ? ''
        : error.message;
  const status = refusedAsInvalid(error) ? 'Status 400.' : '';
  const parts = [said, issues, status, error.requestId ? `Request id: ${error.requestId}.` : ''];
  return { ...adviceFor(error, plan), detail: parts.filter((p) => p !== '').join(' ') };
}

/**
 * What Retry sends for a card showing `error`: a read held after going unanswered in time (main: a late answer may
 * still be charged) is sent again only when the user asks for it, so Retry asks as Refresh does. Any other failure
 * is simply read again.
 */
export const retryOptions = (error: Pick<AppError, 'code'> | null | undefined): { refresh?: true } =>
  error?.code === 'held' ? { refresh: true } : {};
