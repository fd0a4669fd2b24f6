import type { ReconcileCause } from '../../../../shared/analytics';
import type { Format } from '../../lib/format';
import type { Translate } from '../../stores/i18n';

// What can account for a difference from the service's realized P/L, one sentence of the user's language per
// cause, the amounts in the base currency as the rest of the card writes them.

export function causeWords(cause: ReconcileCause, t: Translate, fmt: Format, currency: string): string {
  const money = (n: number) => fmt.signedMoney(n, currency);
  switch (cause.kind) {
    case 'method':
      return t('returns.causeMethod', {
        amount: money(cause.byMethod),
        average: money(cause.averageCost),
        ours: money(cause.ours),
        method: cause.method,
      });
    case 'fees':
      return t('returns.causeFees', { amount: fmt.money(cause.fees, currency) });
    case 'transfers':
      return t('returns.causeTransfers', { count: cause.count, n: fmt.count(cause.count), amount: money(cause.worth) });
    case 'skipped':
      return t('returns.causeSkipped', { count: cause.count, n: fmt.count(cause.count), types: cause.types });
    case 'rest':
      return t('returns.causeRest', { amount: money(cause.rest) });
  }
}
