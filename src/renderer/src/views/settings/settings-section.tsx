import { useId, type ReactNode } from 'react';
import type { MessageId } from '../../../../shared/i18n/catalogues/en/index';
import { useT } from '../../stores/i18n';

/** One section of Settings: a card named by its title, so the view's regions read by name. */
export function SettingsSection({ title, children }: { title: MessageId; children: ReactNode }) {
  const id = useId();
  const t = useT();
  return (
    <section className="fd-card fd-settings-section" aria-labelledby={id}>
      <h3 id={id}>{t(title)}</h3>
      {children}
    </section>
  );
}
