import type { ReactNode } from 'react';
import type { Meta } from '../../../../shared/envelope';
import type { MessageId } from '../../../../shared/i18n/catalogues/en/index';
import type { StatusSubject } from '../../../../shared/i18n/catalogues/en/status';
import { AskButton, AskedAnswer, CoverageCard } from './card-head';
import type { AskedRead } from './use-asked-read';

/** A coverage card of one asked read shown as a table: its priced button in the head, "not read" until asked. */
export function AskedCard<T, Q>(props: {
  title: MessageId;
  tip: MessageId;
  read: AskedRead<T, Q>;
  /** The button's words before the first read, then once read. */
  label: MessageId;
  again: MessageId;
  what: StatusSubject;
  children: (value: T, meta: Meta) => ReactNode;
}) {
  const { read } = props;
  return (
    <CoverageCard
      title={props.title}
      tip={props.tip}
      actions={<AskButton read={read} label={props.label} again={props.again} />}
    >
      <AskedAnswer read={read} what={props.what} reserve="table" hint>
        {props.children}
      </AskedAnswer>
    </CoverageCard>
  );
}
