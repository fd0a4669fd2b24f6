import type { Api } from '../../../shared/contract';
import { createResource, NO_QUERY } from './resource';

// The pay-per-request route: its status (wallet address, what is committed today, the session, a stop) and the
// USDC ledger. Reloaded on data:changed 'gateway' (a payment was recorded) and 'keys'.

export function createGatewayStores(api: Api) {
  return {
    status: createResource((_: typeof NO_QUERY) => api.gateway.status({})),
    ledger: createResource((_: typeof NO_QUERY) => api.gateway.ledger({})),
  };
}

export type GatewayStores = ReturnType<typeof createGatewayStores>;

export function reloadGateway(stores: GatewayStores): Promise<unknown> {
  return Promise.all([stores.status.reload(), stores.ledger.reload()]);
}
