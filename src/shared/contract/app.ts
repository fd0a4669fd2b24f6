import { z } from 'zod';
import { defineChannel } from '../channel';
import type { AppStatus, Settings } from '../domain/settings';
import type { KeyStatus, SecretKind } from '../domain/common';
import type { HostCapabilities, SavedFile, UpdateCheck } from '../domain/host';
import { currency, empty, evmAddress } from './common';
import { serviceAddress } from './connection';

export const appChannels = {
  'app:status': defineChannel<AppStatus>()(empty),
  'app:capabilities': defineChannel<HostCapabilities>()(empty),
  /** An export (CSV) through the system save dialog; the name is a suggestion the user may change. */
  'app:saveFile': defineChannel<SavedFile>()(() =>
    z.strictObject({
      suggestedName: z.string().regex(/^[a-z0-9][a-z0-9-]{0,120}\.csv$/, 'a plain file name ending in .csv'),
      content: z.string().max(16 * 1024 * 1024),
    }),
  ),
  /** Looks at the update feed (only when the app was packaged with one); installs nothing by itself. */
  'app:checkForUpdates': defineChannel<UpdateCheck>()(empty),
};

export const settingsPatch = z.strictObject({
  baseCurrency: currency.optional(),
  confirmThreshold: z.number().int().min(0).max(1_000_000).optional(),
  monthlyCreditBudget: z.number().int().min(0).max(1_000_000_000).nullable().optional(),
  refreshPolicy: z.enum(['manual', 'on-open', 'interval']).optional(),
  refreshIntervalMinutes: z.number().int().min(1).max(1440).optional(),
  theme: z.enum(['light', 'dark', 'system']).optional(),
  language: z.enum(['system', 'en', 'de', 'es', 'fr', 'ar', 'pseudo']).optional(),
  privacyMode: z.boolean().optional(),
  closeToTray: z.boolean().optional(),
  preferDemo: z.boolean().optional(),
  accessRoute: z.enum(['key', 'gateway']).optional(),
  gatewayMaxPerCallUsd: z.number().min(0).max(10).optional(),
  gatewayMaxPerDayUsd: z.number().min(0).max(1000).optional(),
  welcomeSeen: z.boolean().optional(),
  lotMethod: z.enum(['fifo', 'lifo', 'hifo', 'average']).optional(),
  longTermDays: z.number().int().min(1).max(3650).optional(),
  showLikelySpam: z.boolean().optional(),
  likelySpamInTotals: z.boolean().optional(),
});

/**
 * Every stored setting: the patch's fields plus those with a channel of their own (the Service address is saved
 * by connection:setAddress, which runs the connection check; the payment recipient by gateway:acceptRecipient).
 */
export const storedSettings = settingsPatch.extend({
  serviceAddress: serviceAddress.nullable().optional(),
  gatewayRecipients: z.record(z.string().min(1).max(500), evmAddress).optional(),
});

export const settingsChannels = {
  'settings:get': defineChannel<Settings>()(empty),
  'settings:update': defineChannel<Settings>()(settingsPatch),
  'settings:keyStatus': defineChannel<{ apiKey: KeyStatus; walletKey: KeyStatus }>()(empty),
  'settings:setApiKey': defineChannel<KeyStatus>()(() =>
    z.strictObject({
      apiKey: z
        .string()
        .trim()
        .min(8)
        .max(512)
        .regex(/^[\x21-\x7e]+$/, 'printable characters, no spaces'),
    }),
  ),
  'settings:clearApiKey': defineChannel<KeyStatus>()(empty),
  /** The wallet key that signs pay-per-request (x402) payments. */
  'settings:setWalletKey': defineChannel<KeyStatus>()(() =>
    z.strictObject({
      privateKey: z
        .string()
        .trim()
        .regex(/^0x[0-9a-fA-F]{64}$/, 'a 0x-prefixed 32-byte hex key'),
    }),
  ),
  'settings:clearWalletKey': defineChannel<KeyStatus>()(empty),
  'settings:clearCache': defineChannel<{ freedBytes: number }>()(empty),
  /**
   * No OS keychain: keep secrets in main's memory until the app quits (never on disk). The write the keychain
   * just refused is kept too; `kept` names what that was ("the API key"), empty when there was none.
   */
  'settings:keepSecretsForSession': defineChannel<{ kept: string[]; kinds?: SecretKind[] }>()(empty),
};
