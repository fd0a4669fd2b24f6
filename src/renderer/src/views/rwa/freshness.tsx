import type { RwaFreshness } from '../../../../shared/domain/rwa';
import { useFormat } from '../../stores/folio-context';

/**
 * RWA data carries the upstream publication time, which is not the time of the request: a price can be fetched
 * a minute ago and still be last week's. Shown beside the source line, with the service's own stale mark.
 */
export function Freshness({ data }: { data: RwaFreshness }) {
  const fmt = useFormat();
  if (!data.available) {
    return <p className="fd-source">The service has no data for this at the moment.</p>;
  }
  return (
    <p className="fd-source">
      Published {data.updatedAt ? fmt.dateTime(data.updatedAt) : 'at an unknown time'}
      {data.isStale && (
        <span className="fd-badge fd-badge--warn" title="The service marks this publication as stale">
          Stale at the source
        </span>
      )}
    </p>
  );
}
