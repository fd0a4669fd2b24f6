import type { ChartRange } from '../../../shared/domain/portfolio';
import { choicesOf } from './choices';

// The value chart's ranges, in the order the Portfolios, Overview and coin charts offer them.

export const CHART_RANGES = choicesOf<ChartRange>(['24h', '1w', '1m', '3m', '6m', '1y', 'all']);
