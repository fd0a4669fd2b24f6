import type { z } from 'zod';
import { storedSettings } from '../../shared/contract/app';
import type { Settings } from '../../shared/domain/settings';
import type { Logger } from '../lib/effects';
import { lazyObject } from '../lib/lazy';
import type { SecretAccount } from '../secrets/secret-store';
import type { Db } from './db';

// Settings are rows of (key, JSON value) in the `settings` table. A stored value is parsed with the same schema
// the settings:update channel uses; one that no longer fits (an older version wrote it, someone edited the file)
// falls back to its default instead of breaking start-up.

export type SettingsPatch = z.output<typeof storedSettings>;

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  baseCurrency: 'USD',
  confirmThreshold: 100,
  monthlyCreditBudget: null,
  refreshPolicy: 'on-open',
  refreshIntervalMinutes: 15,
  theme: 'system',
  language: 'system',
  privacyMode: false,
  closeToTray: true,
  preferDemo: false,
  accessRoute: 'key',
  gatewayMaxPerCallUsd: 0.05,
  gatewayMaxPerDayUsd: 1,
  serviceAddress: null,
  gatewayRecipients: Object.freeze({}),
  welcomeSeen: false,
  lotMethod: 'fifo',
  longTermDays: 365,
  showLikelySpam: false,
  likelySpamInTotals: true,
});

const settingKeys = Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[];
const fieldSchema = storedSettings.required().shape;

/** Flags say only whether the keychain holds a secret for an account, so that nobody probes it in vain. */
const flagKey = (account: SecretAccount) => `keychain-present:${account}`;

export interface SettingsRepo {
  get(): Settings;
  /** Writes the given fields in one transaction and returns the settings as now stored. */
  update(patch: SettingsPatch): Settings;
  secretPresent(account: SecretAccount): boolean;
  setSecretPresent(account: SecretAccount, present: boolean): void;
}

export function createSettingsRepo(db: Db, log: Logger): SettingsRepo {
  const selectAll = db.prepare<[], { key: string; value: string }>('SELECT key, value FROM settings');
  // The writes are prepared on the first write: a start only reads.
  const writes = lazyObject(() => ({
    upsert: db.prepare<[string, string]>(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ),
    remove: db.prepare<[string]>('DELETE FROM settings WHERE key = ?'),
  }));

  // Read on every read (base currency, refresh policy, threshold): kept parsed until this repo writes, which is
  // the only way settings change while the app runs. Each caller gets its own copy.
  let current: Settings | null = null;
  // Every stored row, as text: the settings and the keychain flags come from the one statement a start runs.
  let rows: Map<string, string> | null = null;
  const stored = () => (rows ??= new Map(selectAll.all().map((row) => [row.key, row.value])));
  const copy = (settings: Settings): Settings => ({ ...settings });
  const get = (): Settings => copy((current ??= readAll()));

  const readAll = (): Settings => {
    const settings: Settings = { ...DEFAULT_SETTINGS };
    for (const key of settingKeys) {
      const raw = stored().get(key);
      if (raw === undefined) continue;
      const parsed = fieldSchema[key].safeParse(parseJson(raw));
      if (parsed.success) Object.assign(settings, { [key]: parsed.data });
      // The value is not logged: settings hold no secrets, but a damaged value can be anything.
      else log.warn('stored setting is invalid; using its default', { key });
    }
    return settings;
  };

  // Made on the first update: a transaction's statements are prepared then, not at every start.
  let writePatch: ((patch: SettingsPatch) => void) | null = null;
  const write = (patch: SettingsPatch) => {
    writePatch ??= db.transaction((p: SettingsPatch) => {
      for (const key of settingKeys) {
        const value = p[key];
        if (value !== undefined) writes.upsert.run(key, JSON.stringify(value));
      }
    });
    current = null;
    rows = null;
    writePatch(patch);
  };

  return {
    get,
    update(patch) {
      write(patch);
      return get();
    },
    secretPresent: (account) => stored().get(flagKey(account)) === 'true',
    setSecretPresent(account, present) {
      rows = null;
      if (present) writes.upsert.run(flagKey(account), 'true');
      else writes.remove.run(flagKey(account));
    },
  };
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
