import type { Meta } from '../../../../shared/envelope';
import { describeProvenance, shownAge } from '../../components/provenance';
import { useFormat, useNow } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';

/** A card's source and age in a few words at its top right ("Demo · 2 min. ago"), the whole story on hover. */
export function AgeTag({ meta }: { meta: Meta | null }) {
  const fmt = useFormat();
  const now = useNow();
  const t = useT();
  if (!meta) return null;
  const source = t(
    meta.demo
      ? 'overview.sourceDemo'
      : meta.source === 'live'
        ? 'overview.sourceLive'
        : 'overview.sourceCached',
  );
  const age = shownAge(meta, now, fmt, t);
  return (
    <span
      className={`fd-age-tag${meta.stale ? ' fd-age-tag--stale' : ''}`}
      title={describeProvenance(meta, now, fmt, t)}
    >
      {meta.stale ? t('overview.ageTagStale', { source, age }) : `${source} · ${age}`}
    </span>
  );
}
