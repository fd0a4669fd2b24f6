import type { AddressSource } from '../../shared/domain/connection';
import type { SettingsRepo } from '../cache/settings-repo';

// The Service address in use. A start option (the web host's --api-base-url) holds for this run until the user
// picks another address in Settings, so a flag on the command line is never silently ignored; without one, the
// address saved in Settings, else the documented default.

export interface ServiceAddress {
  current(): { address: string; source: AddressSource };
  readonly defaultAddress: string;
  /** The user's choice in Settings (already checked by the shared rule); null goes back to the default. */
  choose(address: string | null): void;
  /** The connection check found the API at the other form (with or without /v1): use that from now on. */
  adopt(address: string): void;
}

export interface ServiceAddressDeps {
  settings: Pick<SettingsRepo, 'get' | 'update'>;
  defaultAddress: string;
  /** Given at start for this run only; never written to settings. */
  startOption?: string;
}

export function createServiceAddress(deps: ServiceAddressDeps): ServiceAddress {
  let startOption = deps.startOption ?? null;
  const current = (): { address: string; source: AddressSource } => {
    if (startOption !== null) return { address: startOption, source: 'start-option' };
    const saved = deps.settings.get().serviceAddress;
    return saved === null
      ? { address: deps.defaultAddress, source: 'default' }
      : { address: saved, source: 'settings' };
  };
  return {
    current,
    defaultAddress: deps.defaultAddress,
    choose(address) {
      startOption = null;
      deps.settings.update({ serviceAddress: address });
    },
    adopt(address) {
      if (startOption !== null) startOption = address;
      else deps.settings.update({ serviceAddress: address });
    },
  };
}
