import type { Say } from '../envelope';
import type { MessageId } from './catalogues/en/index';
import type { MessageValues } from './translator';

type Translate = (id: MessageId, values?: MessageValues) => string;

const plainCount = (n: number) => new Intl.NumberFormat('en-US').format(n);

/**
 * How a price is reached: in the user's language when main said it part by part, else main's English. Each count
 * is given twice: as the number the plural chooses by, and as `<name>N`, written in the user's number format.
 */
export function explanationText(
  t: Translate,
  cost: { explanation?: string; explanationSays?: Say[]; explanationFrame?: Say },
  count: (n: number) => string = plainCount,
): string {
  const says = cost.explanationSays;
  if (!says || says.length === 0) return cost.explanation ?? '';
  const parts = says.map((say) => t(say.id, withCounts(say.values ?? {}, count)));
  const listed = parts.reduceRight((rest, first) => t('prices.list', { first, rest }));
  const frame = cost.explanationFrame;
  return frame ? t(frame.id, { ...withCounts(frame.values ?? {}, count), explanation: listed }) : listed;
}

function withCounts(values: Record<string, string | number>, count: (n: number) => string): MessageValues {
  const out: Record<string, string | number> = { ...values };
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number') out[`${name}N`] = count(value);
  }
  return out;
}
