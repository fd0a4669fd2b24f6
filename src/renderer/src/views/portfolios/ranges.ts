import type { PlInterval } from '../../../../shared/domain/portfolio';

export { CHART_RANGES } from '../../lib/chart-ranges';

export const PL_INTERVALS: readonly { value: PlInterval; label: string }[] = [
  { value: 'hourly', label: 'Hourly' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];
