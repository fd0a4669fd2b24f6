import type { LotsRefusal, ReconcileCause } from '../../../../shared/analytics';
import type { Format } from '../../lib/format';
import type { Translate } from '../../stores/i18n';

// Why the realized-gains report cannot be made, or what can account for its difference from the service's
// realized P/L: one sentence of the user's language per cause, amounts as the rest of the card writes them, each
// passed through `figure` (lib/bidi.ts figuresFor) so a right-to-left sentence keeps every sign by its digits.

type Figure = (text: string) => string;
const asIs: Figure = (text) => text;

export function causeWords(
  cause: ReconcileCause,
  t: Translate,
  fmt: Format,
  currency: string,
  figure: Figure = asIs,
): string {
  const money = (n: number) => figure(fmt.signedMoney(n, currency));
  switch (cause.kind) {
    case 'method':
      return t('returns.causeMethod', {
        amount: money(cause.byMethod),
        average: money(cause.averageCost),
        ours: money(cause.ours),
        method: cause.method,
      });
    case 'fees':
      return t('returns.causeFees', { amount: figure(fmt.money(cause.fees, currency)) });
    case 'transfers':
      return t('returns.causeTransfers', {
        count: cause.count,
        n: fmt.count(cause.count),
        amount: money(cause.worth),
      });
    case 'skipped':
      return t('returns.causeSkipped', { count: cause.count, n: fmt.count(cause.count), types: cause.types });
    case 'rest':
      return t('returns.causeRest', { amount: money(cause.rest) });
  }
}

/** Why the lots could not be worked out: the transaction named, what it lacks or takes beyond what was held. */
export function refusalWords(
  refusal: LotsRefusal,
  t: Translate,
  fmt: Format,
  type: string,
  figure: Figure = asIs,
): string {
  const { cause } = refusal;
  const named = { id: refusal.transactionId, type, date: fmt.date(cause.date) };
  if (cause.kind === 'unusable') return t('returns.refusedUnusable', { ...named, problem: cause.problem });
  return t('returns.refusedOversold', {
    ...named,
    coin: refusal.coinId ?? '',
    count: figure(fmt.amount(cause.count)),
    held: figure(fmt.amount(cause.held)),
    missing: figure(fmt.amount(cause.missing)),
  });
}
