import { useStore } from 'zustand';
import { useFormat } from '../../../stores/folio-context';
import { useT } from '../../../stores/i18n';
import { describeConnection } from './describe-connection';
import type { ConnectionStore } from './use-connection';

/** The outcome of the last connection check, or that one is running. */
export function ConnectionSummary({
  store,
  checking,
  sessionOnly,
}: {
  store: ConnectionStore;
  checking: boolean;
  sessionOnly: boolean;
}) {
  const fmt = useFormat();
  const t = useT();
  const check = useStore(store, (s) => s.value?.check ?? null);
  if (checking) {
    return (
      <p className="fd-loading" role="status" data-testid="connection-check">
        {t('settings.conn.checking')}
      </p>
    );
  }
  if (!check) return null;
  const text = describeConnection(check, (n) => fmt.count(n), sessionOnly, t);
  const className = text.tone === 'error' ? 'fd-banner fd-banner--error' : 'fd-banner';
  return (
    <div
      className={className}
      role={text.tone === 'error' ? 'alert' : 'status'}
      data-testid="connection-check"
    >
      <p>
        <strong>{text.headline}</strong>
      </p>
      <p className="fd-banner__detail">{text.detail}</p>
    </div>
  );
}
