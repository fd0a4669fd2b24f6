import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createSharedPortfoliosRepo } from '../../../src/main/cache/shared-portfolios-repo';
import { migration003 } from '../../../src/main/cache/migrations/003-followed-and-candles';
import { addShared, removeShared } from '../../../src/main/domains/portfolio-target';
import { resolveTarget } from '../../../src/main/reads/plan';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import {
  KeychainUnavailableError,
  type SecretAccount,
  type SecretStore,
} from '../../../src/main/secrets/secret-store';

// Shared portfolios: the token and passcode live in the keychain, the record in SQLite; `shared:<id>` resolves
// to the headers only in main.

let db: Database.Database;
afterEach(() => db.close());

function setup(store: SecretStore = createMemoryStore()) {
  db = new Database(':memory:');
  migration003.up(db);
  const reads: SecretAccount[] = [];
  const recording: SecretStore = {
    get: (account) => {
      reads.push(account);
      return store.get(account);
    },
    set: (account, value) => store.set(account, value),
    delete: (account) => store.delete(account),
  };
  return { repo: createSharedPortfoliosRepo(db), secrets: recording, reads };
}

describe('shared portfolio targets', () => {
  it('resolves no id to all portfolios and a plain id to an own portfolio, without the keychain', async () => {
    const { repo, secrets, reads } = setup();
    expect(await resolveTarget(undefined, repo, secrets)).toEqual({ ok: true, target: { kind: 'all' } });
    expect(await resolveTarget('p1', repo, secrets)).toEqual({
      ok: true,
      target: { kind: 'own', portfolioId: 'p1' },
    });
    expect(reads).toEqual([]);
  });

  it('reads the passcode only for a portfolio that has one', async () => {
    const { repo, secrets, reads } = setup();
    const open = await addShared({ name: 'Open', shareToken: 'tok-open' }, repo, secrets, 1);
    const locked = await addShared(
      { name: 'Locked', shareToken: 'tok-locked', passcode: '2468' },
      repo,
      secrets,
      2,
    );
    if (!open.ok || !locked.ok) throw new Error('add failed');

    expect(await resolveTarget(open.value.portfolioId, repo, secrets)).toEqual({
      ok: true,
      target: {
        kind: 'shared',
        localId: open.value.portfolioId.replace('shared:', ''),
        shareToken: 'tok-open',
        passcode: null,
      },
    });
    expect(reads.some((a) => a.startsWith('passcode:'))).toBe(false);
    expect(await resolveTarget(locked.value.portfolioId, repo, secrets)).toEqual({
      ok: true,
      target: {
        kind: 'shared',
        localId: locked.value.portfolioId.replace('shared:', ''),
        shareToken: 'tok-locked',
        passcode: '2468',
      },
    });
    expect(locked.value).toMatchObject({ shared: true, hasPasscode: true, portfolioName: 'Locked' });
  });

  it('stores neither the token nor the passcode in SQLite', async () => {
    const { repo, secrets } = setup();
    await addShared({ name: 'Locked', shareToken: 'tok-secret-value', passcode: '97531' }, repo, secrets, 1);
    const dump = JSON.stringify(db.prepare('SELECT * FROM shared_portfolios').all());
    expect(dump).not.toContain('tok-secret-value');
    expect(dump).not.toContain('97531');
  });

  it('answers not_found for a removed shared portfolio', async () => {
    const { repo, secrets } = setup();
    const added = await addShared({ name: 'Gone', shareToken: 'tok' }, repo, secrets, 1);
    if (!added.ok) throw new Error('add failed');
    expect(await removeShared(added.value.portfolioId, repo, secrets)).toEqual({
      ok: true,
      value: { removed: true },
    });
    const resolved = await resolveTarget(added.value.portfolioId, repo, secrets);
    expect(!resolved.ok && resolved.error.code).toBe('not_found');
    expect(await secrets.get(`share-token:${added.value.portfolioId.slice('shared:'.length)}`)).toBeNull();
  });

  it('refuses to remove an own portfolio', async () => {
    const { repo, secrets } = setup();
    const r = await removeShared('p1', repo, secrets);
    expect(!r.ok && r.error.code).toBe('invalid_input');
  });

  it('adds nothing when the keychain is unavailable, and says how to fix it', async () => {
    const broken: SecretStore = {
      get: async () => null,
      set: async () => {
        throw new KeychainUnavailableError('no Secret Service on the bus');
      },
      delete: async () => false,
    };
    const { repo, secrets } = setup(broken);
    const r = await addShared({ name: 'X', shareToken: 'tok' }, repo, secrets, 1);
    expect(!r.ok && r.error.code).toBe('keychain_unavailable');
    expect(!r.ok && r.error.message).toMatch(/gnome-keyring|Secret Service/);
    expect(repo.list()).toEqual([]);
  });
});
