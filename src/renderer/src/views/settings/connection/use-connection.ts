import { useMemo } from 'react';
import type { Api } from '../../../../../shared/contract';
import type { ConnectionState } from '../../../../../shared/domain/connection';
import { createResource, NO_QUERY, type ResourceStore } from '../../../stores/resource';

export type ConnectionStore = ResourceStore<ConnectionState, typeof NO_QUERY>;

/**
 * The Service address and the last connection check, shared by the key form (storing a key runs the check) and
 * the address form. Lives as long as the Settings view: main keeps the outcome, so reopening the view asks again.
 */
export function useConnectionStore(api: Api): ConnectionStore {
  return useMemo(() => createResource((_: typeof NO_QUERY) => api.connection.status()), [api]);
}
