import type { Meta } from '../../../shared/envelope';
import { useFormat, useNow } from '../stores/folio-context';
import { useT } from '../stores/i18n';
import { describeProvenance, shownAge, sourceLabel } from './provenance';

/** The visible age and source of a card or table, for those who cannot hover. */
export function SourceLine({ meta }: { meta: Meta | null }) {
  const fmt = useFormat();
  const now = useNow();
  const t = useT();
  if (!meta) return null;
  const age = shownAge(meta, now, fmt, t);
  return (
    <p className="fd-source fd-source-line" title={describeProvenance(meta, now, fmt, t)}>
      {meta.demo && <DemoBadge />}
      {meta.demo
        ? ` ${t('header.source.fetchedDemo', { age })}`
        : t('header.source.fetched', { source: sourceLabel(meta, t), age })}
      {meta.stale && <span className="fd-badge fd-badge--warn">{t('header.source.stale')}</span>}
    </p>
  );
}

export function DemoBadge() {
  const t = useT();
  return (
    <span className="fd-badge fd-badge--demo" title={t('header.source.demoTitle')}>
      {t('header.source.demo')}
    </span>
  );
}
