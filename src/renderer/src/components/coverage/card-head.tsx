import { useId, type ReactNode } from 'react';
import type { Meta } from '../../../../shared/envelope';
import type { MessageId } from '../../../../shared/i18n/catalogues/en/index';
import type { StatusSubject } from '../../../../shared/i18n/catalogues/en/status';
import { CostBadge } from '../cost-badge';
import { Loaded } from '../loaded';
import type { LoadingRoom } from '../status-banner';
import { Tip } from '../tip';
import { useT } from '../../stores/i18n';
import type { AskedRead } from './use-asked-read';

// What the coverage cards share: a section named by its title, the title's explanation on hover, the priced button
// of each read the user asks for, and that read's answer once asked. Their words come as message ids.

/** The button that asks for a read, its price beside it; once asked, it reads again live. */
export function AskButton<T, Q>(props: { read: AskedRead<T, Q>; label: MessageId; again?: MessageId }) {
  const { read } = props;
  const t = useT();
  return (
    <span className="fd-cov__actions">
      <button type="button" className="fd-button" onClick={read.ask}>
        {t(read.asked ? (props.again ?? 'coverage.refresh') : props.label)}
      </button>
      <CostBadge cost={read.cost} cached={!read.asked} />
    </span>
  );
}

interface CardProps {
  title: MessageId;
  /** The explanation of the title, on hover or focus of its "?". */
  tip: MessageId;
  actions: ReactNode;
  children: ReactNode;
}

/** A coverage card: its section, named by the title in its head, the "?" that explains it, then its actions. */
export function CoverageCard({ title, tip, actions, children }: CardProps) {
  const id = useId();
  const t = useT();
  return (
    <section className="fd-card fd-cov" aria-labelledby={id}>
      <div className="fd-card__head fd-cov__head">
        <h3 id={id}>{t(title)}</h3>
        <Tip text={t(tip)}>?</Tip>
        {actions}
      </div>
      {children}
    </section>
  );
}

interface AnswerProps<T, Q> {
  read: AskedRead<T, Q>;
  /** What the answer is, named by its status line (StatusBanner). */
  what: StatusSubject;
  reserve?: LoadingRoom;
  children: (value: T, meta: Meta) => ReactNode;
}

/** An asked read's answer once it is asked (or the cache answered); until then nothing, or "not read" when `hint`. */
export function AskedAnswer<T, Q>(props: AnswerProps<T, Q> & { hint?: boolean }) {
  const t = useT();
  if (!props.read.asked) return props.hint ? <p className="fd-hint">{t('coverage.notRead')}</p> : null;
  return (
    <Loaded store={props.read.store} what={props.what} reserve={props.reserve}>
      {props.children}
    </Loaded>
  );
}

/** A part of a card with a read of its own: a small head with the priced button ("Show"), then the answer. */
export function AskedPart<T, Q>(props: AnswerProps<T, Q> & { title: MessageId; label?: MessageId }) {
  const t = useT();
  return (
    <>
      <div className="fd-card__head fd-cov__head">
        <h4>{t(props.title)}</h4>
        <AskButton read={props.read} label={props.label ?? 'coverage.show'} />
      </div>
      <AskedAnswer read={props.read} what={props.what} reserve={props.reserve}>
        {props.children}
      </AskedAnswer>
    </>
  );
}
