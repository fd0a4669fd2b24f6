import type { ConnectionState } from '../../../../../shared/domain/connection';
import type { NO_QUERY, ResourceStore } from '../../../stores/resource';

/**
 * The Service address and the last connection check, shared by the key form (storing a key runs the check) and
 * the address form. It is the app's (stores.settings.connection): the check's verdict on the key is also said in
 * the header and the key-refused notice. Main keeps the outcome, so reopening Settings asks again.
 */
export type ConnectionStore = ResourceStore<ConnectionState, typeof NO_QUERY>;
