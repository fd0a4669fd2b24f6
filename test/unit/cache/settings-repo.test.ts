import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../src/main/cache/db';
import { createSettingsRepo, DEFAULT_SETTINGS } from '../../../src/main/cache/settings-repo';
import { fixedClock, recordingLogger, tempDir } from './helpers';

let dir: string;
let remove: () => void;
let db: Db;
const path = () => join(dir, 'folio.db');

beforeEach(() => {
  ({ dir, remove } = tempDir());
  db = openDatabase(path(), { log: recordingLogger(), clock: fixedClock }).db;
});
afterEach(() => {
  db.close();
  remove();
});

const storeRaw = (key: string, value: string) =>
  db.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)').run(key, value);

describe('the settings repository', () => {
  it('answers the defaults on a fresh database', () => {
    expect(createSettingsRepo(db, recordingLogger()).get()).toEqual({
      baseCurrency: 'USD',
      confirmThreshold: 100,
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
      gatewayRecipients: {},
      welcomeSeen: false,
      lotMethod: 'fifo',
      longTermDays: 365,
      showLikelySpam: false,
      likelySpamInTotals: true,
      monthlyCreditBudget: null,
    });
  });

  it('keeps the payment recipients, one per gateway, across a restart', () => {
    const recipients = {
      'https://x402.coinstats.app': '0xa2AD8183209E5d2F7f0d8F995f5601a0bb5100c7',
      'http://127.0.0.1:8787/gateway': '0x5A4Db0C5000000000000000000000000000402a1',
    };
    createSettingsRepo(db, recordingLogger()).update({ gatewayRecipients: recipients });
    db.close();
    db = openDatabase(path(), { log: recordingLogger(), clock: fixedClock }).db;
    expect(createSettingsRepo(db, recordingLogger()).get().gatewayRecipients).toEqual(recipients);
  });

  it('keeps an update across a restart and leaves the other settings alone', () => {
    const updated = createSettingsRepo(db, recordingLogger()).update({ theme: 'dark', baseCurrency: 'EUR' });
    expect(updated).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark', baseCurrency: 'EUR' });

    db.close();
    db = openDatabase(path(), { log: recordingLogger(), clock: fixedClock }).db;
    expect(createSettingsRepo(db, recordingLogger()).get()).toEqual(updated);
  });

  it('does not let a caller change the defaults through a returned object', () => {
    const repo = createSettingsRepo(db, recordingLogger());
    Object.assign(repo.get(), { theme: 'dark' });
    expect(repo.get().theme).toBe('system');
  });

  it.each([
    ['theme', '"purple"'],
    ['confirmThreshold', 'not json at all'],
    ['confirmThreshold', '-5'],
    ['closeToTray', '"yes"'],
    ['baseCurrency', 'null'],
    ['refreshIntervalMinutes', '1e9'],
  ])('falls back to the default when the stored %s is %s, and says which key', (key, raw) => {
    storeRaw('privacyMode', 'true');
    storeRaw(key, raw);
    const log = recordingLogger();
    const settings = createSettingsRepo(db, log).get();

    expect(settings).toEqual({ ...DEFAULT_SETTINGS, privacyMode: true });
    expect(log.lines).toEqual([
      { level: 'warn', message: 'stored setting is invalid; using its default', fields: { key } },
    ]);
  });

  it('ignores rows it does not know', () => {
    storeRaw('__proto__', '{"polluted":true}');
    storeRaw('someFutureSetting', '42');
    const settings = createSettingsRepo(db, recordingLogger()).get();
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(Object.keys(settings)).not.toContain('someFutureSetting');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps a keychain presence flag per account as a plain boolean', () => {
    const repo = createSettingsRepo(db, recordingLogger());
    expect(repo.secretPresent('api-key')).toBe(false);
    repo.setSecretPresent('api-key', true);
    expect(repo.secretPresent('api-key')).toBe(true);
    expect(repo.secretPresent('wallet-key')).toBe(false);
    expect(db.prepare("SELECT value FROM settings WHERE key LIKE 'keychain%'").pluck().all()).toEqual([
      'true',
    ]);

    repo.setSecretPresent('api-key', false);
    expect(repo.secretPresent('api-key')).toBe(false);
    // Flags are not settings: they never show up in what the renderer reads.
    expect(Object.keys(repo.get())).toEqual(Object.keys(DEFAULT_SETTINGS));
  });
});
