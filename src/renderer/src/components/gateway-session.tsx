import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useFolio } from '../stores/folio-context';
import { useT } from '../stores/i18n';
import { useSecondTick } from './use-second-tick';
import { NO_QUERY } from '../stores/resource';

// Beside the route in the header, while paying per request: the gateway's one-hour session (its auth_token
// cookie, kept in main) counting down. Within it calls skip payment; after it, the next call pays.

export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

export function GatewaySession() {
  const { stores, now } = useFolio();
  const t = useT();
  const mode = useStore(stores.settings.status, (s) => s.value?.mode);
  const status = useStore(stores.gateway.status, (s) => s.value);
  const gateway = mode === 'gateway';
  useEffect(() => {
    if (gateway) void stores.gateway.status.load(NO_QUERY);
  }, [gateway, stores]);
  const at = useSecondTick(gateway, now);
  const expiresAt = status?.sessionExpiresAt ?? null;
  const left = expiresAt === null ? 0 : expiresAt - at;
  // The end of the session is a moment to re-read the status: main has forgotten the cookie by then.
  useEffect(() => {
    if (gateway && expiresAt !== null && left <= 0) void stores.gateway.status.reload();
  }, [gateway, expiresAt, left, stores]);
  if (!gateway) return null;
  const live = left > 0;
  return (
    <div className="fd-session" data-testid="gateway-session">
      <span className="fd-badge">{t('header.payPerRequest')}</span>{' '}
      {status?.stopped ? (
        <span className="fd-session__text">{t('header.sessionStopped')}</span>
      ) : live ? (
        <span className="fd-session__text" title={t('header.sessionFreeTitle')}>
          {t('header.sessionFree', { time: formatCountdown(left) })}
        </span>
      ) : (
        <span className="fd-session__text" title={t('header.sessionNextTitle')}>
          {t('header.sessionNext')}
        </span>
      )}
    </div>
  );
}
