import type { ChartRange, PlInterval } from '../../../../shared/domain/portfolio';

export const CHART_RANGES: readonly { value: ChartRange; label: string }[] = [
  { value: '24h', label: '24h' },
  { value: '1w', label: '1W' },
  { value: '1m', label: '1M' },
  { value: '3m', label: '3M' },
  { value: '6m', label: '6M' },
  { value: '1y', label: '1Y' },
  { value: 'all', label: 'All' },
];

export const PL_INTERVALS: readonly { value: PlInterval; label: string }[] = [
  { value: 'hourly', label: 'Hourly' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];
