import { z } from 'zod';
import { defineChannel } from '../channel';
import { columnsIssue, type CandleColumns, type CandleWindow } from '../domain/candle-range';
import { confirmToken } from './common';
import { candleQueryFields } from './market';

// candles:window: the newest `count` candles of a query's span that open before `before`. The chart asks for the
// window it shows plus a margin, then for older stretches as the user scrolls back, each priced on its own.

/** The most candles one stretch may ask for: the service sends at most 100,000 per request. */
export const MAX_WINDOW_COUNT = 100_000;

export const candleWindowInput = z.lazy(() =>
  z
    .strictObject({
      ...candleQueryFields,
      /** Epoch ms: only candles that open before this; the end of the query's span when absent. */
      before: z.number().int().min(0).max(8.64e15).optional(),
      count: z.number().int().min(1).max(MAX_WINDOW_COUNT),
      confirmToken,
    })
    .refine((v) => (v.range !== undefined) !== (v.start !== undefined && v.end !== undefined), {
      message: 'give either range, or both start and end',
    })
    .refine((v) => v.start === undefined || v.end === undefined || Date.parse(v.start) < Date.parse(v.end), {
      message: 'start must be before end',
      path: ['end'],
    }),
);

const finite = z.number().refine(Number.isFinite, 'a finite number');

/**
 * The columns as the renderer accepts them: six arrays of finite numbers, all of one length, open times strictly
 * ascending. Checked where the data arrives, since JSON turns NaN and Infinity into null on the web host's way.
 * The check is a plain loop (columnsIssue): a schema per element made the chart's first answer 20 ms slower.
 */
export const candleColumnsSchema = z.lazy(() =>
  z.custom<CandleColumns>().superRefine((cols, ctx) => {
    const issue = columnsIssue(cols);
    if (issue) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }),
);

export const candleWindowSchema = z.lazy(() =>
  z.strictObject({
    exchange: z.string(),
    pair: z.string(),
    interval: candleQueryFields.interval,
    from: finite,
    to: finite,
    hasOlder: z.boolean(),
    columns: candleColumnsSchema,
  }),
);

export const candleRangeChannels = {
  'candles:window': defineChannel<CandleWindow>()(candleWindowInput),
};
