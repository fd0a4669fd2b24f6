import type { AlertCondition, AlertLogEntry } from '../../../../shared/domain/alerts';
import { englishTranslator } from '../../../../shared/i18n/translator';
import { maskIf } from '../../../../shared/privacy';
import type { Format } from '../../lib/format';
import type { Translate } from '../../stores/i18n';

// Rules and what they saw, in words, through the Format: in privacy mode every level, price and percent is
// masked like any other amount on screen. In English unless a view passes its language's `t`, and its
// `figure` (lib/bidi.ts figuresFor) so that a right-to-left sentence keeps a level's dollar sign by its digits.

const english: Translate = englishTranslator.t;
const asIs = (text: string) => text;

export function describeCondition(
  condition: AlertCondition,
  currency: string,
  fmt: Format,
  t: Translate = english,
  figure: (text: string) => string = asIs,
): string {
  if (condition.type === 'above')
    return t('alerts.conditionAbove', { level: figure(fmt.money(condition.level, currency)) });
  if (condition.type === 'below')
    return t('alerts.conditionBelow', { level: figure(fmt.money(condition.level, currency)) });
  return t('alerts.conditionChange', {
    window: condition.window === '1h' ? t('alerts.change1hShort') : t('labels.change24h'),
    direction: condition.direction,
    threshold: figure(maskIf(fmt.privacy, `${condition.percent}%`)),
  });
}

/** The value a rule saw: a price, or a change in percent. */
export function describeSeen(
  condition: AlertCondition,
  value: number | null,
  currency: string,
  fmt: Format,
  t: Translate = english,
): string {
  if (value === null) return t('alerts.noPriceYet');
  return condition.type === 'change' ? fmt.percent(value) : fmt.money(value, currency);
}

export const describeEntry = (entry: AlertLogEntry, fmt: Format, t: Translate = english, figure = asIs) =>
  t('alerts.entry', {
    name: entry.target.label,
    condition: describeCondition(entry.condition, entry.currency, fmt, t, figure),
  });
