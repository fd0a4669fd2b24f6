import type { Say } from '../envelope';
import type { LanguageSetting } from '../i18n/languages';

export type Theme = 'light' | 'dark' | 'system';
export type RefreshPolicy = 'manual' | 'on-open' | 'interval';
export type AccessRoute = 'key' | 'gateway';
/** How a sale is matched to the lots it closes, in the realized-gains report. */
export type LotMethodSetting = 'fifo' | 'lifo' | 'hifo' | 'average';

export interface Settings {
  baseCurrency: string;
  /** Calls whose credit cost exceeds this need the user's explicit confirmation. */
  confirmThreshold: number;
  refreshPolicy: RefreshPolicy;
  refreshIntervalMinutes: number;
  /** The user's monthly credit budget; null keeps the plan's monthly credits as the budget. */
  monthlyCreditBudget: number | null;
  theme: Theme;
  /** The language of the words; 'system' follows the system locale. Number formats are a choice apart. */
  language: LanguageSetting;
  privacyMode: boolean;
  closeToTray: boolean;
  /** The user chose demo data even though a key is stored. Without a key the app is in demo mode regardless. */
  preferDemo: boolean;
  /** How live calls are paid for: the API key, or USDC per request through the gateway. */
  accessRoute: AccessRoute;
  /** Gateway spend caps in USDC. */
  gatewayMaxPerCallUsd: number;
  gatewayMaxPerDayUsd: number;
  /**
   * The Service address saved in Settings (Advanced), version segment included; null uses the default. Changed
   * only through connection:setAddress, which checks it.
   */
  serviceAddress: string | null;
  /**
   * Where pay-per-request payments go, per gateway (its base address): the address the gateway named for the
   * first payment, or one the user accepted since. Changed only by paying and by gateway:acceptRecipient.
   */
  gatewayRecipients: Readonly<Record<string, string>>;
  /** The first-run welcome was answered (a way in chosen); Settings can show it again. */
  welcomeSeen: boolean;
  /** The realized-gains report's lot method, and the holding period (days) beyond which a gain is long-term. */
  lotMethod: LotMethodSetting;
  longTermDays: number;
  /** Holdings the service flags as likely spam are listed (true) or hidden behind a count (false). */
  showLikelySpam: boolean;
  /** Likely spam counts in the totals, allocation and movers (true) until the user leaves it out. */
  likelySpamInTotals: boolean;
}

export type AppMode = 'demo' | 'live' | 'gateway';

export interface AppStatus {
  mode: AppMode;
  version: string;
  dbPath: string;
  dbSizeBytes: number;
  /** Set when start-up had to do something the user should know (a corrupt cache moved aside, ...). */
  notices: string[];
  /** The same notices as catalogue messages, index for index, to show in the user's language. */
  noticeSays?: Say[];
  /**
   * Set when the user's own database was damaged and replaced by its newest good copy: when that copy was taken
   * (ISO 8601). The notice in `notices` says the same in words.
   */
  userDataRestoredFrom?: string;
}
