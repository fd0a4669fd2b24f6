import type { PlInterval } from '../../../../shared/domain/portfolio';
import type { Translate } from '../../stores/i18n';

export { CHART_RANGES } from '../../lib/chart-ranges';

const INTERVAL_IDS = {
  hourly: 'labels.hourly',
  daily: 'labels.daily',
  weekly: 'labels.weekly',
  monthly: 'labels.monthly',
  yearly: 'labels.yearly',
} as const satisfies Record<PlInterval, string>;

export const PL_INTERVALS: readonly { value: PlInterval }[] = (Object.keys(INTERVAL_IDS) as PlInterval[]).map(
  (value) => ({ value }),
);

/** A period size's label ("Daily") in the user's language. */
export function intervalLabel(t: Translate, interval: PlInterval): string {
  return t(INTERVAL_IDS[interval]);
}
