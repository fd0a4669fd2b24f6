import type { AppError, Envelope } from '../../shared/envelope';
import type { DataSession } from '../mode/data-session';

// No page or OpenAPI text documents these reads, so a service may simply not have them. A 404 from one of them
// while /usage/credits answers at the same address means "not offered here", not "wrong address".

const UNDOCUMENTED = [
  'GET /portfolio/list',
  'GET /portfolio/pl/history',
  'GET /ohlcv/candles',
  'GET /wallet/transactions/types',
];

export const isUndocumented = (endpoint: string): boolean =>
  UNDOCUMENTED.includes(endpoint) || endpoint.startsWith('GET /rwa/');

const missing = (answer: Envelope<unknown>): AppError | undefined => {
  const error = answer.ok ? answer.meta.error : answer.error;
  return error?.code === 'not_found' ? error : undefined;
};

/** Whether an answer needs the check below: a 404 (fresh, or beside a stale cached value) of an undocumented read. */
export const mayBeNotOffered = (answer: Envelope<unknown>, endpoint: string): boolean =>
  isUndocumented(endpoint) && missing(answer) !== undefined;

/**
 * The answer with its 404 said as "the service does not offer this here" when /usage/credits (free) answers through
 * the same client, so the address is right; unchanged when that check fails too.
 */
export async function explainNotOffered<T>(
  session: DataSession,
  endpoint: string,
  answer: Envelope<T>,
): Promise<Envelope<T>> {
  const error = missing(answer);
  if (!error || !isUndocumented(endpoint)) return answer;
  const usage = await session.credits.reconcile();
  if (!usage.ok) return answer;
  const { advice: _advice, ...rest } = error;
  const said: AppError = {
    ...rest,
    message: `This service does not offer ${endpoint} at this address (it answers the app's other requests there), so this part cannot be shown. Nothing is wrong with your settings; the rest of Folio Desk works as usual.`,
  };
  return answer.ok ? { ...answer, meta: { ...answer.meta, error: said } } : { ok: false, error: said };
}
