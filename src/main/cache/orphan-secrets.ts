import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import type { Logger } from '../lib/effects';
import type { PresenceFlags } from '../secrets/key-service';
import type { SecretAccount, SecretStore } from '../secrets/secret-store';
import { lookReadOnly, type Db } from './schema-file';

// Share tokens and passcodes live in the keychain, their owners (shared_portfolios rows) in the user database.
// When the rows are gone (a damaged database, a copy from before they were added) the secrets would stay in the
// keychain forever: at start they are removed. The API key and wallet key have no row but a presence flag; one
// found in the keychain without its flag is the user's and is kept, and the flag set again.

export interface SweepOptions {
  secrets: SecretStore;
  flags: PresenceFlags;
  /** The live connection (user schema attached). */
  db: Db;
  /** Other files that may own shared portfolios: the demo user database, a not-yet-upgraded demo file. */
  otherOwners: string[];
  /** Something at start suggests rows may be missing (a damaged file was replaced). */
  suspectLoss: boolean;
  log: Logger;
}

export interface SweepResult {
  removed: number;
  adopted: SecretAccount[];
}

/** Shared portfolio ids and whether each has a passcode; a file without the table (a cache-only file) owns none. */
function sharedOwners(db: Db): Map<string, boolean> {
  let rows: { id: string; has_passcode: number }[];
  try {
    // Unqualified: on the live connection this is the attached user schema's table, in a plain file main's.
    rows = db
      .prepare<[], { id: string; has_passcode: number }>('SELECT id, has_passcode FROM shared_portfolios')
      .all();
  } catch (error) {
    if (error instanceof Database.SqliteError && /no such table/.test(error.message)) return new Map();
    throw error;
  }
  return new Map(rows.map((r) => [r.id, r.has_passcode === 1]));
}

export async function sweepOrphanSecrets(options: SweepOptions): Promise<SweepResult> {
  const { secrets, flags, log } = options;
  const none: SweepResult = { removed: 0, adopted: [] };
  const ownersNow = () => {
    const owners = sharedOwners(options.db);
    for (const path of options.otherOwners.filter((p) => existsSync(p))) {
      for (const [id, hasPasscode] of lookReadOnly(path, sharedOwners)) owners.set(id, hasPasscode);
    }
    return owners;
  };
  // STYLE.md rule 11: the keychain is not asked when nothing says it holds anything of ours.
  const inUse =
    flags.secretPresent('api-key') ||
    flags.secretPresent('wallet-key') ||
    ownersNow().size > 0 ||
    options.suspectLoss;
  if (!inUse || !secrets.accounts) return none;

  const accounts = await secrets.accounts();
  // Read again after the wait: a portfolio added meanwhile has its row by now.
  const owners = ownersNow();
  const result: SweepResult = { removed: 0, adopted: [] };
  for (const account of accounts) {
    const [kind, id] = splitAccount(account);
    if ((kind === 'api-key' || kind === 'wallet-key') && !flags.secretPresent(kind)) {
      flags.setSecretPresent(kind, true);
      result.adopted.push(kind);
    } else if (
      (kind === 'share-token' && !owners.has(id)) ||
      (kind === 'passcode' && owners.get(id) !== true)
    ) {
      if (await secrets.delete(account as SecretAccount)) result.removed += 1;
    }
  }
  // Counts and kinds only: an account name carries a portfolio's local id, which is not a secret but is not needed.
  if (result.removed > 0 || result.adopted.length > 0) log.info('keychain tidied at start', { ...result });
  return result;
}

function splitAccount(account: string): [string, string] {
  const colon = account.indexOf(':');
  return colon === -1 ? [account, ''] : [account.slice(0, colon), account.slice(colon + 1)];
}
