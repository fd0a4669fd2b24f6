import type { WalletRef } from '../../shared/domain/wallet';
import type { ApiRequest } from './http';
import { apiCall } from './schemas/common';
import { type Subject, walletSubject } from './subject';
import {
  blockchainsResponse,
  syncStatusResponse,
  transactionTypesResponse,
  walletBalanceResponse,
  walletTransactionsResponse,
} from './schemas/wallet';

// The wallet endpoints (service.md 4.5, service-facts.md section 2). A wallet is an address on one chain
// (connectionId); several wallets travel as `wallets=connectionId:address,...`.

const walletQuery = (w: WalletRef) => ({ address: w.address, connectionId: w.connectionId });
const subjectOf = (wallets: readonly WalletRef[]): Subject =>
  wallets.length === 1 ? walletSubject(wallets[0]?.label) : { kind: 'wallets', count: wallets.length };
export const walletsParam = (wallets: readonly WalletRef[]) =>
  wallets.map((w) => `${w.connectionId}:${w.address}`).join(',');

/** A request about one wallet: its address and chain in the query, the wallet named in errors. */
const aboutOneWallet = (w: WalletRef) => ({ query: walletQuery(w), subject: subjectOf([w]) });

/** The chain a sync covers: the wallet's own, or every chain (`all`, charged 10 times). */
const chainOf = (w: WalletRef, allNetworks: boolean) => (allNetworks ? 'all' : w.connectionId);

export interface TransactionFilter {
  types?: readonly string[] | undefined;
  coinId?: string | undefined;
  currency: string;
  page: number;
  limit: number;
}

const walletRequests = {
  blockchains: (): ApiRequest => ({
    method: 'GET',
    path: '/wallet/blockchains',
    endpoint: 'GET /wallet/blockchains',
  }),
  balance: (w: WalletRef): ApiRequest => ({
    ...aboutOneWallet(w),
    method: 'GET',
    path: '/wallet/balance',
    endpoint: 'GET /wallet/balance',
  }),
  transactionTypes: (): ApiRequest => ({
    method: 'GET',
    path: '/wallet/transactions/types',
    endpoint: 'GET /wallet/transactions/types',
  }),
  /** One wallet by address + connectionId, several in one call by `wallets=`. */
  transactions: (wallets: readonly WalletRef[], f: TransactionFilter): ApiRequest => {
    const [only] = wallets;
    return {
      method: 'GET',
      path: '/wallet/transactions',
      endpoint: 'GET /wallet/transactions',
      query: {
        ...(wallets.length === 1 && only ? walletQuery(only) : { wallets: walletsParam(wallets) }),
        // The service also accepts pipe-joined type ids; a comma list is what the cost rules count.
        types: f.types?.length ? f.types.join(',') : undefined,
        coinId: f.coinId,
        currency: f.currency,
        page: f.page,
        limit: f.limit,
      },
      subject: subjectOf(wallets),
    };
  },
  status: (w: WalletRef): ApiRequest => ({
    ...aboutOneWallet(w),
    method: 'GET',
    path: '/wallet/status',
    endpoint: 'GET /wallet/status',
  }),
  /** One wallet in the query; several in a JSON body (the service refuses a single wallet in the body). */
  sync: (wallets: readonly WalletRef[], allNetworks: boolean): ApiRequest => {
    const [only] = wallets;
    const base = {
      method: 'PATCH',
      path: '/wallet/transactions',
      endpoint: 'PATCH /wallet/transactions',
      subject: subjectOf(wallets),
    } as const;
    if (wallets.length === 1 && only) {
      return { ...base, query: { address: only.address, connectionId: chainOf(only, allNetworks) } };
    }
    return {
      ...base,
      body: { wallets: wallets.map((w) => ({ address: w.address, connectionId: chainOf(w, allNetworks) })) },
    };
  },
};

/** Typed calls for every wallet endpoint the app uses. */
export const walletCalls = {
  blockchains: () => apiCall(walletRequests.blockchains(), blockchainsResponse),
  balance: (w: WalletRef) => apiCall(walletRequests.balance(w), walletBalanceResponse),
  transactionTypes: () => apiCall(walletRequests.transactionTypes(), transactionTypesResponse),
  transactions: (wallets: readonly WalletRef[], f: TransactionFilter) =>
    apiCall(walletRequests.transactions(wallets, f), walletTransactionsResponse),
  status: (w: WalletRef) => apiCall(walletRequests.status(w), syncStatusResponse),
  sync: (wallets: readonly WalletRef[], allNetworks: boolean) =>
    apiCall(walletRequests.sync(wallets, allNetworks), syncStatusResponse),
};
