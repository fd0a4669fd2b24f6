import type { AlertCondition, AlertLogEntry } from '../../shared/domain/alerts';
import type { MessageId } from '../../shared/i18n/catalogues/en/index';
import { englishTranslator, type MessageValues } from '../../shared/i18n/translator';

// What an alert's notification says. An OS notification is read on a locked screen and by anyone beside the
// user, so with privacy mode on it names the coin or asset and what happened, never a price, level or percent.

type Translate = (id: MessageId, values?: MessageValues) => string;

const amount = (value: number, currency: string, locale: string) =>
  `${new Intl.NumberFormat(locale, { maximumSignificantDigits: 8 }).format(value)} ${currency}`;
const percent = (value: number, locale: string) =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(value)}%`;

const directionWord = (condition: Extract<AlertCondition, { type: 'change' }>, seen: number) =>
  condition.direction === 'up' || (condition.direction === 'either' && seen >= 0) ? 'up' : 'down';

/** The limit of a change rule, e.g. "±5%". */
const limitOf = (condition: Extract<AlertCondition, { type: 'change' }>) =>
  `${condition.direction === 'up' ? '+' : condition.direction === 'down' ? '−' : '±'}${Math.abs(condition.percent)}%`;

/**
 * `t` is the translator of the user's language; amounts are written in `numbers`, the system's number format the
 * app's screens use too, whatever the language.
 */
export function notificationText(
  entry: AlertLogEntry,
  privacy: boolean,
  t: Translate = englishTranslator.t,
  numbers = 'en-US',
): { title: string; body: string } {
  const title = t('notices.alertTitle', { label: entry.target.label });
  const c = entry.condition;
  if (privacy) {
    const body =
      c.type === 'above'
        ? t('notices.alertRose')
        : c.type === 'below'
          ? t('notices.alertFell')
          : t('notices.alertMoved', {
              direction: directionWord(c, entry.valueSeen),
              window: c.window === '1h' ? 'hour' : 'day',
            });
    // The title keeps the name ("1inch" is a name, not an amount); the body has no number at all.
    return { title, body };
  }
  const price = amount(entry.valueSeen, entry.currency, numbers);
  const body =
    c.type === 'change'
      ? t('notices.alertChange', {
          window: c.window,
          change: percent(entry.valueSeen, numbers),
          limit: limitOf(c),
        })
      : t(c.type === 'above' ? 'notices.alertAboveNow' : 'notices.alertBelowNow', {
          price,
          level: amount(c.level, entry.currency, numbers),
        });
  return { title, body };
}

/** Up to this many alerts firing together are notified one by one; more become one summary. */
export const MAX_SEPARATE_NOTIFICATIONS = 3;
/** How many of a summary's alerts it names before "and N more". */
const NAMED_IN_SUMMARY = 3;

/** One alert of a summary: its name and its rule. */
function summaryPart(entry: AlertLogEntry, t: Translate, numbers: string): string {
  const c = entry.condition;
  const label = entry.target.label;
  if (c.type === 'change') return t('notices.summaryChange', { label, window: c.window, limit: limitOf(c) });
  const level = amount(c.level, entry.currency, numbers);
  return t(c.type === 'above' ? 'notices.summaryAbove' : 'notices.summaryBelow', { label, level });
}

/** One notification for alerts that fired together (50 at once would bury the screen and the notification centre). */
export function summaryText(
  entries: readonly AlertLogEntry[],
  privacy: boolean,
  t: Translate = englishTranslator.t,
  numbers = 'en-US',
): { title: string; body: string } {
  const count = entries.length;
  const title = t('notices.summaryTitle', { count, n: new Intl.NumberFormat(numbers).format(count) });
  const named = entries.slice(0, NAMED_IN_SUMMARY);
  const rest = new Intl.NumberFormat(numbers).format(count - named.length);
  const more = count > named.length;
  if (privacy) {
    // Names only, as a single alert's title keeps them: no price, level or percent.
    const names = named.map((e) => e.target.label).join(', ');
    return {
      title,
      body: more ? t('notices.summaryNamedMore', { names, rest }) : t('notices.summaryNamed', { names }),
    };
  }
  const list = named.map((e) => summaryPart(e, t, numbers)).join('; ');
  return {
    title,
    body: more ? t('notices.summaryListMore', { list, rest }) : t('notices.summaryList', { list }),
  };
}
