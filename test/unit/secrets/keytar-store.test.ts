import { describe, expect, it } from 'vitest';
import { createKeytarStore, type KeytarLike } from '../../../src/main/secrets/keytar-store';
import { KeychainUnavailableError } from '../../../src/main/secrets/secret-store';

// The mapping around keytar, with keytar's loading replaced. keytar itself is exercised against a real Secret
// Service in test/integration/keychain.

const rejecting = (message: string): KeytarLike => ({
  getPassword: async () => {
    throw new Error(message);
  },
  setPassword: async () => {
    throw new Error(message);
  },
  deletePassword: async () => {
    throw new Error(message);
  },
});

describe('the keytar store', () => {
  it.each([
    'Cannot autolaunch D-Bus without X11 $DISPLAY',
    'Could not connect: No such file or directory',
    'The name org.freedesktop.secrets was not provided by any .service files',
    'Object does not exist at path “/org/freedesktop/secrets/collection/login”',
  ])('turns "%s" into KeychainUnavailableError that says what to install', async (message) => {
    const store = createKeytarStore({ load: async () => rejecting(message) });
    for (const attempt of [
      () => store.get('api-key'),
      () => store.set('api-key', 'x'),
      () => store.delete('api-key'),
    ]) {
      const error = await attempt().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(KeychainUnavailableError);
      expect((error as Error).message).toMatch(/gnome-keyring/);
      expect((error as Error).message).toContain(message);
    }
  });

  it('reports a keytar that cannot load (libsecret missing) the same way, and tries to load it again next time', async () => {
    let loads = 0;
    const working: KeytarLike = {
      getPassword: async () => 'sk-stored',
      setPassword: async () => {},
      deletePassword: async () => true,
    };
    const store = createKeytarStore({
      load: async () => {
        loads += 1;
        if (loads === 1) throw new Error('libsecret-1.so.0: cannot open shared object file');
        return working;
      },
    });

    await expect(store.get('api-key')).rejects.toThrow(KeychainUnavailableError);
    await expect(store.get('api-key')).resolves.toBe('sk-stored');
    await expect(store.get('api-key')).resolves.toBe('sk-stored');
    expect(loads).toBe(2);
  });

  it('files every secret under the service name', async () => {
    const seen: string[] = [];
    const store = createKeytarStore({
      load: async () => ({
        async getPassword(service, account) {
          seen.push(`${service}/${account}`);
          return null;
        },
        async setPassword(service, account) {
          seen.push(`${service}/${account}`);
        },
        async deletePassword(service, account) {
          seen.push(`${service}/${account}`);
          return false;
        },
      }),
    });
    await store.set('api-key', 'sk-value');
    await store.get('wallet-key');
    await store.delete('api-key');
    expect(seen).toEqual(['Folio Desk/api-key', 'Folio Desk/wallet-key', 'Folio Desk/api-key']);
  });
});
