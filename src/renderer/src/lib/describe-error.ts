import type { AppError } from '../../../shared/envelope';
import type { MessageId } from '../../../shared/i18n/catalogues/en/index';
import { englishTranslator, type MessageValues } from '../../../shared/i18n/translator';
import { sayText } from '../../../shared/i18n/say';
import { explanationText } from '../../../shared/i18n/explanation';

// Every error the user sees says what happened and what to do about it, in the user's language. Main's message
// carries the specifics (which endpoint, which plan); the headline and the advice here depend only on the code.

type Translate = (id: MessageId, values?: MessageValues) => string;
const english: Translate = englishTranslator.t;

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

/** A headline and advice by their catalogue ids. */
const said = (t: Translate, headline: MessageId, advice: MessageId | null): Advice => ({
  headline: t(headline),
  advice: advice ? t(advice) : '',
});

/** A 403: a plan matter, unless main names another cause (the gateway route, a shared portfolio's passcode). */
function forbiddenAdvice(error: AppError, plan: string | null, t: Translate): Advice {
  // The gateway route refuses, before sending, what the gateway does not serve: not a plan matter.
  if (error.status === undefined && error.message.startsWith('The pay-per-request gateway')) {
    return said(t, 'errors.gatewayHeadline', 'errors.gatewayAdvice');
  }
  // A shared portfolio's passcode refused (main names it): not a plan matter either.
  if (/\bWrong passcode\b/.test(error.message)) {
    return said(t, 'errors.wrongPasscodeHeadline', 'errors.wrongPasscodeAdvice');
  }
  // A locked share token sent without its passcode: the user's plan has nothing to do with it.
  if (/protected by a passcode/.test(error.message)) {
    return said(t, 'errors.passcodeNeededHeadline', 'errors.passcodeNeededAdvice');
  }
  if (/needs its owner on a premium/.test(error.message)) {
    return said(t, 'errors.ownerPlanHeadline', 'errors.ownerPlanAdvice');
  }
  return {
    headline: plan ? t('errors.planHeadline', { plan }) : t('errors.anyPlanHeadline'),
    advice: t('errors.planAdvice'),
  };
}

function rateLimitedAdvice(error: AppError, t: Translate): Advice {
  // A write answered 429 is not sent again (main says so, with the wait): the user sends it again, or not.
  if (notSentAgain(error)) return said(t, 'errors.rateNotSentHeadline', 'errors.rateNotSentAdvice');
  return {
    headline: t('errors.rateHeadline'),
    advice: t('errors.rateAdvice', { seconds: String(seconds(error.retryAfterMs)) }),
  };
}

function spendCapAdvice(error: AppError, t: Translate): Advice {
  // Waiting helps only the daily cap: a call above the per-call cap is refused tomorrow too.
  if (error.cap === 'per-call') return said(t, 'errors.perCallCapHeadline', 'errors.perCallCapAdvice');
  if (error.cap === 'daily') return said(t, 'errors.dailyCapHeadline', 'errors.dailyCapAdvice');
  return said(t, 'errors.someCapHeadline', 'errors.someCapAdvice');
}

function confirmationAdvice(error: AppError, t: Translate): Advice {
  const price = error.cost ? { credits: error.cost.credits, n: String(error.cost.credits) } : null;
  // Main's guard says this when the call passes the monthly budget rather than the threshold.
  if (error.say?.id === 'errors.pastBudget') {
    return {
      headline: price ? t('errors.pastBudgetHeadline', price) : t('errors.pastBudgetMoreHeadline'),
      advice: t('errors.pastBudgetAdvice'),
    };
  }
  return {
    headline: price ? t('errors.aboveThresholdHeadline', price) : t('errors.aboveThresholdMoreHeadline'),
    advice: t('errors.aboveThresholdAdvice'),
  };
}

function invalidInputAdvice(error: AppError, t: Translate): Advice {
  // The service refused the request itself (400): nothing on this screen was typed wrong, and the same request
  // sent again is refused again. What it names (main's sentence, below) is what to change.
  // The status code is for support: it goes in the detail line (describeError), not in the sentence.
  if (error.status === 400) return said(t, 'errors.refusedHeadline', 'errors.refusedAdvice');
  // Name the fields, or say nothing of fields when there are none to name.
  const fields = [...new Set((error.issues ?? []).map((i) => i.path).filter((p) => p !== ''))];
  return {
    headline: t('errors.invalidHeadline'),
    advice:
      fields.length > 0 ? t('errors.checkFields', { fields: fields.join(', ') }) : t('errors.checkEntered'),
  };
}

/** The codes whose headline and advice depend on nothing but the code. */
const FIXED = {
  unauthorized: ['errors.unauthorizedHeadline', 'errors.unauthorizedAdvice'],
  insufficient_credits: ['errors.noCreditsHeadline', 'errors.noCreditsAdvice'],
  payment_required: ['errors.unpaidHeadline', 'errors.unpaidAdvice'],
  not_synced: ['errors.notSyncedHeadline', 'errors.notSyncedAdvice'],
  redirected: ['errors.redirectedHeadline', 'errors.redirectedAdvice'],
  network: ['errors.offlineHeadline', 'errors.offlineAdvice'],
  held: ['errors.heldHeadline', 'errors.heldAdvice'],
  bad_response: ['errors.badResponseHeadline', 'errors.badResponseAdvice'],
  keychain_unavailable: ['errors.keychainHeadline', 'errors.keychainAdvice'],
  disk_full: ['errors.diskFullHeadline', 'errors.diskFullAdvice'],
  cancelled: ['errors.cancelledHeadline', null],
  internal: ['errors.internalHeadline', 'errors.internalAdvice'],
} satisfies Record<string, readonly [MessageId, MessageId | null]>;

function adviceFor(error: AppError, plan: string | null, t: Translate): Advice {
  switch (error.code) {
    case 'forbidden':
      return forbiddenAdvice(error, plan, t);
    case 'rate_limited':
      return rateLimitedAdvice(error, t);
    case 'spend_cap':
      return spendCapAdvice(error, t);
    case 'confirmation_required':
      return confirmationAdvice(error, t);
    case 'invalid_input':
      return invalidInputAdvice(error, t);
    case 'timeout':
    case 'unavailable':
    case 'server_error':
      return {
        headline: error.status
          ? t('errors.notAnsweringStatusHeadline', { status: String(error.status) })
          : t('errors.notAnsweringHeadline'),
        advice: t('errors.notAnsweringAdvice'),
      };
    case 'not_found':
      return {
        headline: t('errors.notFoundHeadline'),
        // Main names the missing thing when it knows it (a transaction's coin): that, not the service address.
        advice: error.advice ?? t('errors.notFoundAdvice'),
      };
    default: {
      const [headline, advice] = FIXED[error.code];
      return said(t, headline, advice);
    }
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

/**
 * `t` is the translate function of the user's language (English by default); main's sentence is shown through
 * it when main gave its message id (`say`), else in main's English.
 */
export function describeError(
  error: AppError,
  plan: string | null = null,
  t: Translate = english,
): ErrorText {
  // A failed answer's sentence names its issues in words (main's shape-issues.ts): the dotted paths, kept on
  // the error for support, would say them twice.
  // A sentence main said by its id names its issues itself, in the user's language; the issues' own words are
  // English, kept for the form's fields.
  const listed = error.code === 'bad_response' || error.say ? [] : (error.issues ?? []);
  const issues = listed.map((i) => `${i.path || t('errors.issueInput')}: ${i.message}`).join('; ');
  // A card that asks before spending says the price in its headline: its detail is only how the price is reached.
  const main =
    error.code === 'confirmation_required' && error.cost?.explanation
      ? t('errors.detailPrice', { explanation: explanationText(t, error.cost) })
      : restatesAdvice(error)
        ? ''
        : error.say
          ? sayText(t, error.say)
          : error.message;
  const status = refusedAsInvalid(error) ? t('errors.detailStatus400') : '';
  const requestId = error.requestId ? t('errors.detailRequestId', { requestId: error.requestId }) : '';
  const parts = [main, issues, status, requestId];
  return { ...adviceFor(error, plan, t), detail: parts.filter((p) => p !== '').join(' ') };
}

/**
 * What Retry sends for a card showing `error`: a read held after going unanswered in time (main: a late answer may
 * still be charged) is sent again only when the user asks for it, so Retry asks as Refresh does. Any other failure
 * is simply read again.
 */
export const retryOptions = (error: Pick<AppError, 'code'> | null | undefined): { refresh?: true } =>
  error?.code === 'held' ? { refresh: true } : {};
