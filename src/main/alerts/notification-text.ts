import type { AlertCondition, AlertLogEntry } from '../../shared/domain/alerts';

// What an alert's notification says. An OS notification is read on a locked screen and by anyone beside the
// user, so with privacy mode on it names the coin or asset and what happened, never a price, level or percent.

const amount = (value: number, currency: string) =>
  `${new Intl.NumberFormat('en-US', { maximumSignificantDigits: 8 }).format(value)} ${currency}`;
const percent = (value: number) =>
  `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(value)}%`;

const directionWord = (condition: Extract<AlertCondition, { type: 'change' }>, seen: number) =>
  condition.direction === 'up' || (condition.direction === 'either' && seen >= 0) ? 'up' : 'down';

/** The rule in words, e.g. "above 65,000 USD" or "24h change beyond ±5%". */
export function describeCondition(condition: AlertCondition, currency: string): string {
  if (condition.type === 'above') return `above ${amount(condition.level, currency)}`;
  if (condition.type === 'below') return `below ${amount(condition.level, currency)}`;
  const sign = condition.direction === 'up' ? '+' : condition.direction === 'down' ? '−' : '±';
  return `${condition.window} change beyond ${sign}${Math.abs(condition.percent)}%`;
}

export function notificationText(entry: AlertLogEntry, privacy: boolean): { title: string; body: string } {
  const title = `Price alert: ${entry.target.label}`;
  const c = entry.condition;
  if (privacy) {
    const body =
      c.type === 'above'
        ? 'The price rose above your alert level.'
        : c.type === 'below'
          ? 'The price fell below your alert level.'
          : `The price moved ${directionWord(c, entry.valueSeen)} past your ${c.window === '1h' ? 'one-hour' : 'one-day'} change alert.`;
    // The title keeps the name ("1inch" is a name, not an amount); the body has no number at all.
    return { title, body };
  }
  const body =
    c.type === 'change'
      ? `${c.window} change is ${percent(entry.valueSeen)} (alert: ${describeCondition(c, entry.currency)}).`
      : `Now ${amount(entry.valueSeen, entry.currency)}, ${describeCondition(c, entry.currency)}.`;
  return { title, body };
}

/** Up to this many alerts firing together are notified one by one; more become one summary. */
export const MAX_SEPARATE_NOTIFICATIONS = 3;
/** How many of a summary's alerts it names before "and N more". */
const NAMED_IN_SUMMARY = 3;

/** One notification for alerts that fired together (50 at once would bury the screen and the notification centre). */
export function summaryText(
  entries: readonly AlertLogEntry[],
  privacy: boolean,
): { title: string; body: string } {
  const title = `${entries.length} price alerts`;
  const named = entries.slice(0, NAMED_IN_SUMMARY);
  const rest = entries.length - named.length;
  const more = rest > 0 ? ` and ${rest} more` : '';
  if (privacy) {
    // Names only, as a single alert's title keeps them: no price, level or percent.
    return {
      title,
      body: `${named.map((e) => e.target.label).join(', ')}${more} passed their alert levels.`,
    };
  }
  const parts = named.map((e) => `${e.target.label} ${describeCondition(e.condition, e.currency)}`);
  return { title, body: `${parts.join('; ')}${more}.` };
}
