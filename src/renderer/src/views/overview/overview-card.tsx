import { useId, type ReactNode } from 'react';
import type { Meta } from '../../../../shared/envelope';
import type { MessageId } from '../../../../shared/i18n/catalogues/en/index';
import { useT } from '../../stores/i18n';
import { AgeTag } from './age-tag';

/** An Overview card: a section named by its title, anything `beside` it, and the data's age at the right. */
export function OverviewCard(props: {
  className: string;
  title: MessageId;
  meta: Meta | null;
  beside?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const t = useT();
  return (
    <section className={`fd-card ${props.className}`} aria-labelledby={id}>
      <div className="fd-card__head">
        <h3 id={id}>{t(props.title)}</h3>
        {props.beside}
        <AgeTag meta={props.meta} />
      </div>
      {props.children}
    </section>
  );
}
