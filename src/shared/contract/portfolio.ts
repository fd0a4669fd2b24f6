import { z } from 'zod';
import { defineChannel } from '../channel';
import type {
  Holding,
  PlHistory,
  PortfolioChart,
  PortfolioSummary,
  PortfolioTransaction,
  PortfolioValue,
} from '../domain/portfolio';
import { confirmToken, currency, id, limit, page, refresh, refreshOnly } from './common';

/** Absent = all own portfolios aggregated; `shared:<id>` = a portfolio added by share token. */
const portfolioId = id.optional();
export const chartRange = z.enum(['24h', '1w', '1m', '3m', '6m', '1y', 'all']);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/, 'YYYY-MM-DD or ISO 8601 with zone');

export const plHistoryInput = z
  .strictObject({
    portfolioId,
    currency: currency.optional(),
    refresh,
    confirmToken,
    interval: z.enum(['hourly', 'daily', 'weekly', 'monthly', 'yearly']),
    range: chartRange.optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((v) => (v.range !== undefined) !== (v.from !== undefined && v.to !== undefined), {
    message: 'give either range, or both from and to',
  })
  .refine((v) => v.from === undefined || v.to === undefined || v.from < v.to, {
    message: 'from must be before to',
    path: ['to'],
  });

export const portfolioChannels = {
  'portfolio:list': defineChannel<PortfolioSummary[]>()(refreshOnly),
  'portfolio:addShared': defineChannel<PortfolioSummary>()(() =>
    z.strictObject({
      name: z.string().trim().min(1).max(100),
      shareToken: z.string().trim().min(4).max(500),
      passcode: z.string().min(1).max(100).optional(),
      confirmToken,
    }),
  ),
  'portfolio:removeShared': defineChannel<{ removed: boolean }>()(() => z.strictObject({ portfolioId: id })),
  'portfolio:value': defineChannel<PortfolioValue>()(() =>
    z.strictObject({ portfolioId, currency: currency.optional(), refresh, confirmToken }),
  ),
  'portfolio:chart': defineChannel<PortfolioChart>()(() =>
    z.strictObject({ portfolioId, range: chartRange, refresh, confirmToken }),
  ),
  'portfolio:plHistory': defineChannel<PlHistory>()(plHistoryInput),
  'portfolio:coins': defineChannel<Holding[]>()(() =>
    z.strictObject({ portfolioId, currency: currency.optional(), refresh, confirmToken }),
  ),
  'portfolio:transactions': defineChannel<PortfolioTransaction[]>()(() =>
    z.strictObject({
      portfolioId,
      currency: currency.optional(),
      page: page.optional(),
      limit: limit.optional(),
      /** One coin's transactions only: the coin page's list. */
      coinId: id.optional(),
      refresh,
      confirmToken,
    }),
  ),
};
