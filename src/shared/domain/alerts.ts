// Price alerts: rules the user keeps, judged on the prices the app already has, and the log of
// the ones that fired. Amounts in a rule are in its own currency, the one the prices it is judged on are in.

import type { Say } from '../envelope';

export type AlertTargetKind = 'coin' | 'rwa';

export interface AlertTarget {
  kind: AlertTargetKind;
  /** The service's id: a coin id ('bitcoin') or an RWA asset id. */
  id: string;
  /** How the user knows it, e.g. "Bitcoin (BTC)"; shown in the log and the notification. */
  label: string;
}

export type ChangeWindow = '1h' | '24h';
export type ChangeDirection = 'up' | 'down' | 'either';

export type AlertCondition =
  | { type: 'above'; level: number }
  | { type: 'below'; level: number }
  | { type: 'change'; window: ChangeWindow; percent: number; direction: ChangeDirection };

/** Armed: fires when its condition holds. Fired: waits until the price has moved back past the re-arm band. */
export type AlertState = 'armed' | 'fired';

export interface AlertRule {
  id: string;
  target: AlertTarget;
  condition: AlertCondition;
  currency: string;
  createdAt: number;
  state: AlertState;
  /** The as-of time of the newest data the rule was judged on; null until data for it arrived. */
  judgedAsOf: number | null;
  /** The value seen then: the price, or the change in percent for a change rule. */
  lastSeen: number | null;
}

export interface AlertLogEntry {
  id: number;
  /** When it fired (epoch ms). */
  at: number;
  ruleId: string;
  target: AlertTarget;
  condition: AlertCondition;
  currency: string;
  /** The price, or the change in percent for a change rule. */
  valueSeen: number;
  /** When the data it was judged on was current (the service's own time when it gives one). */
  asOf: number;
}

/** An alert that just fired, as main pushes it: the notification's text already respects privacy mode. */
export interface AlertFired {
  entry: AlertLogEntry;
  title: string;
  body: string;
  /** The desktop app showed the OS notification itself; the web host's page shows the browser's. */
  shownByHost: boolean;
}

/** What refreshing the rules' prices on a cadence costs (the reads it sends, priced like any read). */
export interface AlertCadence {
  /** Minutes between refreshes; null when alerts only use data the app reads anyway (the default). */
  minutes: number | null;
  /** Credits of one refresh of every rule's price. */
  creditsPerRefresh: number;
  /** creditsPerRefresh times the refreshes in a 30-day month. */
  creditsPerMonth: number;
  /** The plan's credits a month, when the service has told; null before that. */
  planCredits: number | null;
  plan: string;
  /** What one refresh reads, in words to follow "N credits a refresh, ": "for the price of Bitcoin (BTC)". */
  explanation: string;
  /** The same words as a catalogue message when main has one for them: shown in the user's language. */
  explanationSay?: Say;
}
