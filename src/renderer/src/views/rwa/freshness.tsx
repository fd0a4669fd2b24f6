import type { RwaFreshness } from '../../../../shared/domain/rwa';
import { useFormat } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';

/**
 * RWA data carries the upstream publication time, which is not the time of the request: a price can be fetched
 * a minute ago and still be last week's. Shown beside the source line, with the service's own stale mark.
 */
export function Freshness({ data }: { data: RwaFreshness }) {
  const fmt = useFormat();
  const t = useT();
  if (!data.available) {
    return <p className="fd-source">{t('rwa.noData')}</p>;
  }
  return (
    <p className="fd-source">
      {data.updatedAt
        ? t('rwa.published', { time: fmt.dateTime(data.updatedAt) })
        : t('rwa.publishedUnknown')}
      {data.isStale && (
        <span className="fd-badge fd-badge--warn" title={t('rwa.staleAtSourceTitle')}>
          {t('rwa.staleAtSource')}
        </span>
      )}
    </p>
  );
}
