import { z } from 'zod';
import type { SupportedExchange } from '../../../shared/domain/manage';
import { optStr } from './common';

// Answers of the portfolio writes and the exchange list (service-facts.md 2; the SPEC's ConnectPortfolioResponseDto,
// PortfolioExchangeListItemResponseDto and PortfolioSyncStatusResponseDto).

/** POST /portfolio/wallet and /portfolio/exchange: `existing` when that wallet or account was connected before. */
export const connectResponse = z.lazy(() =>
  z.object({
    portfolioId: z.string().min(1),
    connectionId: z.string().optional(),
    status: z.string(),
  }),
);

/** POST /portfolio/transaction answers the transaction as the list shows it; only its type is read here. */
export const addedTransactionResponse = z.lazy(() =>
  z.object({ transactionType: z.string(), date: z.string() }),
);

/** DELETE /portfolio/{id} and PATCH /portfolio/sync: the documentation shows no answer; any JSON is taken. */
export const acknowledgement = z.lazy(() => z.unknown());

export const syncStatusResponse = z.lazy(() => z.object({ status: z.enum(['syncing', 'synced']) }));

/** A bare array (the SPEC); `{ result: [...] }` is read too, as for the service's other lists. */
const exchangeRow = z.lazy(() =>
  z.object({
    connectionId: z.string().min(1),
    name: z.string(),
    icon: optStr,
    connectionFields: z.array(z.object({ key: z.string().min(1), name: z.string() })),
  }),
);
export const exchangeSupportResponse = z.lazy(() =>
  z.union([z.array(exchangeRow), z.object({ result: z.array(exchangeRow) }).transform((v) => v.result)]),
);

export const toSupportedExchanges = (rows: z.output<typeof exchangeSupportResponse>): SupportedExchange[] =>
  rows.map((row) => ({
    connectionId: row.connectionId,
    name: row.name,
    icon: row.icon,
    fields: row.connectionFields.map((field) => ({ key: field.key, name: field.name || field.key })),
  }));
