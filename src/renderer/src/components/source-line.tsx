import type { Meta } from '../../../shared/envelope';
import { useFormat, useNow } from '../stores/folio-context';
import { describeProvenance, shownAge, sourceLabel } from './provenance';

/** The visible age and source of a card or table, for those who cannot hover. */
export function SourceLine({ meta }: { meta: Meta | null }) {
  const fmt = useFormat();
  const now = useNow();
  if (!meta) return null;
  return (
    <p className="fd-source fd-source-line" title={describeProvenance(meta, now, fmt)}>
      {meta.demo && <DemoBadge />}
      {!meta.demo && sourceLabel(meta)} · fetched {shownAge(meta, now, fmt)}
      {meta.stale && <span className="fd-badge fd-badge--warn">Stale</span>}
    </p>
  );
}

export function DemoBadge() {
  return (
    <span className="fd-badge fd-badge--demo" title="Sample data from the demo service, not your account">
      Demo data
    </span>
  );
}
