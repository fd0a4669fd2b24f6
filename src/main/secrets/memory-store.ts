import type { SecretAccount, SecretStore } from './secret-store';

/** A SecretStore that keeps values in memory for the life of the object: for unit tests and throw-away runs. */
export function createMemoryStore(initial: Partial<Record<SecretAccount, string>> = {}): SecretStore {
  const values = new Map<SecretAccount, string>(Object.entries(initial) as [SecretAccount, string][]);
  return {
    get: async (account) => values.get(account) ?? null,
    set: async (account, value) => {
      values.set(account, value);
    },
    delete: async (account) => values.delete(account),
    accounts: async () => [...values.keys()],
  };
}
