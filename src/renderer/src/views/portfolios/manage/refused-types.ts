import { createStore } from 'zustand/vanilla';
import type { AppError, Say } from '../../../../../shared/envelope';
import { readSay } from '../../../../../shared/i18n/said-text';
import type { PortfolioSummary } from '../../../../../shared/domain/portfolio';
import { readPersisted, writePersisted } from '../../../lib/persisted';

// The service documents manual portfolios as taking transactions and says portfolioId is "required if shared
// portfolio is not manual", so Add is offered on every own portfolio. Where the service refuses one for a type,
// that is remembered (kept across starts) so Add stops being offered for it until the user asks to try again.

export interface TypeRefusal {
  /** The service's reason, as the dialog said it. */
  reason: string;
  /** The same by its message id, for the user's language (absent in what an earlier version kept). */
  say?: Say;
  at: number;
}

type Refusals = Record<string, TypeRefusal>;

const KEY = 'refused-transaction-types';

const isRefusals = (value: unknown): value is Refusals =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(
    (r: unknown) =>
      typeof r === 'object' &&
      r !== null &&
      typeof (r as TypeRefusal).reason === 'string' &&
      typeof (r as TypeRefusal).at === 'number' &&
      ((r as TypeRefusal).say === undefined || readSay((r as TypeRefusal).say) !== undefined),
  );

export const refusedTypes = createStore<Refusals>(() => readPersisted(KEY, isRefusals) ?? {});

const save = (next: Refusals) => {
  refusedTypes.setState(next, true);
  writePersisted(KEY, Object.keys(next).length ? next : undefined);
};

/**
 * Whether a refused write says the service takes no transactions for this kind of portfolio: its own "no" (400, 403,
 * 405, 422) rather than our check of the form, a missing coin (404) or a lost answer. A manual portfolio's refusal is
 * about the transaction, never the type, which the documentation names as taking them.
 */
export const refusesType = (portfolioType: string, error: AppError): boolean =>
  portfolioType !== 'manual' &&
  error.issues === undefined &&
  (error.status === 400 || error.status === 403 || error.status === 405 || error.status === 422);

export const rememberRefusal = (
  portfolioType: string,
  refused: Pick<AppError, 'message' | 'say'>,
  at: number,
) =>
  save({
    ...refusedTypes.getState(),
    [portfolioType]: { reason: refused.message, ...(refused.say ? { say: refused.say } : {}), at },
  });

export const forgetRefusal = (portfolioType: string) => {
  const { [portfolioType]: _gone, ...rest } = refusedTypes.getState();
  save(rest);
};

/** Add transaction is offered on an own portfolio whose type the service has not refused. */
export const takesTransactions = (p: PortfolioSummary | undefined, refused: Refusals): boolean =>
  p !== undefined && !p.shared && !(p.portfolioType in refused);
