import type { AlertCondition, AlertLogEntry } from '../../../../shared/domain/alerts';
import { maskIf } from '../../../../shared/privacy';
import type { Format } from '../../lib/format';

// Rules and what they saw, in words, through the Format: in privacy mode every level, price and percent is
// masked like any other amount on screen.

export function describeCondition(condition: AlertCondition, currency: string, fmt: Format): string {
  if (condition.type === 'above') return `Price above ${fmt.money(condition.level, currency)}`;
  if (condition.type === 'below') return `Price below ${fmt.money(condition.level, currency)}`;
  const threshold = maskIf(fmt.privacy, `${condition.percent}%`);
  const way = condition.direction === 'up' ? 'up' : condition.direction === 'down' ? 'down' : 'up or down';
  return `${condition.window} change ${way} by ${threshold} or more`;
}

/** The value a rule saw: a price, or a change in percent. */
export function describeSeen(
  condition: AlertCondition,
  value: number | null,
  currency: string,
  fmt: Format,
): string {
  if (value === null) return 'no price yet';
  return condition.type === 'change' ? fmt.percent(value) : fmt.money(value, currency);
}

export const describeEntry = (entry: AlertLogEntry, fmt: Format) =>
  `${entry.target.label}: ${describeCondition(entry.condition, entry.currency, fmt)}`;
