import { Fragment, type ReactNode } from 'react';
import type { MessageId } from '../../../shared/i18n/catalogues/en/index';
import type { MessageValues } from '../../../shared/i18n/translator';
import type { Translate } from '../stores/i18n';

// A sentence with a link, a bold word or a formatted figure inside stays ONE message: each such part is a
// placeholder, filled with a marker the translator leaves alone, and the markers are then swapped for the parts.

const MARK = '\u2063';

/** The message `id` with each of `parts` (React nodes) in place of its placeholder of the same name. */
export function messageParts(
  t: Translate,
  id: MessageId,
  parts: Readonly<Record<string, ReactNode>>,
  values: MessageValues = {},
): ReactNode[] {
  const marked = Object.fromEntries(Object.keys(parts).map((key) => [key, `${MARK}${key}${MARK}`]));
  const text = t(id, { ...values, ...marked });
  return text
    .split(new RegExp(`${MARK}(\\w+)${MARK}`))
    .map((piece, i) => <Fragment key={i}>{i % 2 === 1 ? parts[piece] : piece}</Fragment>);
}
