import type { ChartRange } from '../../../shared/domain/portfolio';
import { coinChartCall, toCoinChartPoints } from '../../api/coin-chart';
import { DAILY_FRESH, HOUR, MINUTE, planned, readRow, type ReadRows } from './row';

// The coin page's price chart (GET /coins/{coinId}/charts, 3 credits). One request carries USD, BTC and ETH, so
// the unit is the renderer's choice. A point is as fine as its range: a day's chart by the quarter hour, a week's
// by the hour, a month or longer (points hours or days apart) once in a working day.

const chartFresh = (range: ChartRange) =>
  range === '24h' ? 15 * MINUTE : range === '1w' ? HOUR : DAILY_FRESH;

export const coinReads: ReadRows<'coins:chart'> = {
  // The page shows one coin's range at a time: a range or coin left behind is not worth a rate slot.
  'coins:chart': readRow(
    {
      kind: 'coins',
      confirm: 'threshold',
      rank: 'chart',
      oneAtATime: true,
      fresh: (input) => chartFresh(input.range),
    },
    (input) =>
      planned(coinChartCall(input.coinId, input.range), (wire) => ({
        coinId: input.coinId,
        range: input.range,
        points: toCoinChartPoints(wire),
      })),
  ),
};
