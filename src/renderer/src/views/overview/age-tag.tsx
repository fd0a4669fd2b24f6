import type { Meta } from '../../../../shared/envelope';
import { describeProvenance, shownAge } from '../../components/provenance';
import { useFormat, useNow } from '../../stores/folio-context';

/** A card's source and age in a few words at its top right ("Demo · 2 min. ago"), the whole story on hover. */
export function AgeTag({ meta }: { meta: Meta | null }) {
  const fmt = useFormat();
  const now = useNow();
  if (!meta) return null;
  const source = meta.demo ? 'Demo' : meta.source === 'live' ? 'Live' : 'Cached';
  return (
    <span
      className={`fd-age-tag${meta.stale ? ' fd-age-tag--stale' : ''}`}
      title={describeProvenance(meta, now, fmt)}
    >
      {source} · {shownAge(meta, now, fmt)}
      {meta.stale && ' · stale'}
    </span>
  );
}
