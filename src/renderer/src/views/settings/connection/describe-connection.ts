import type { ConnectionCheck } from '../../../../../shared/domain/connection';
import { englishTranslator } from '../../../../../shared/i18n/translator';
import type { Translate } from '../../../stores/i18n';

// What the connection check found, in words a user can act on. Every failure says the key is still stored: a
// failed check is about the address, the network or the service as often as about the key.

export interface ConnectionText {
  tone: 'ok' | 'error' | 'info';
  headline: string;
  detail: string;
}

export function describeConnection(
  check: ConnectionCheck,
  count: (n: number) => string,
  /** The key lives in main's memory for this session (no OS keychain), not in the keychain. */
  sessionOnly = false,
  t: Translate = englishTranslator.t,
): ConnectionText {
  const kept = t(sessionOnly ? 'settings.conn.keptSession' : 'settings.conn.keptKeychain');
  const { address, outcome } = check;
  // A sentence of its own, appended after the detail's last sentence.
  const learned = check.learnedFrom
    ? ` ${t('settings.conn.learned', { from: check.learnedFrom, address })}`
    : '';
  switch (outcome.kind) {
    case 'ok':
      return {
        tone: 'ok',
        headline: t('settings.conn.ok', {
          plan: outcome.plan,
          left: count(outcome.creditsLeft),
          total: count(outcome.creditsTotal),
        }),
        detail: t('settings.conn.okDetail', { address, learned }),
      };
    case 'refused':
      return {
        tone: 'error',
        headline: t('settings.conn.refused', { address, status: outcome.status }),
        detail: t('settings.conn.refusedDetail', { kept, learned }),
      };
    case 'not-found':
      return {
        tone: 'error',
        headline: t('settings.conn.notFound', { address }),
        detail: t('settings.conn.notFoundDetail', { kept }),
      };
    case 'network':
      return {
        tone: 'error',
        headline: t('settings.conn.network', { address, detail: outcome.detail }),
        detail: t('settings.conn.networkDetail', { kept }),
      };
    case 'tls':
      return {
        tone: 'error',
        headline: t('settings.conn.tls', { address, detail: outcome.detail }),
        detail: t('settings.conn.tlsDetail', { kept }),
      };
    case 'busy':
      return {
        tone: 'info',
        headline: t('settings.conn.busy', { address, status: outcome.status }),
        detail: t('settings.conn.busyDetail', { kept, learned }),
      };
    case 'unexpected':
      return {
        tone: 'error',
        headline: t('settings.conn.unexpected', { address, detail: outcome.detail }),
        detail: t('settings.conn.unexpectedDetail', { kept }),
      };
    case 'no-key':
      return {
        tone: 'info',
        headline: t('settings.conn.noKey'),
        detail: t('settings.conn.noKeyDetail', { address }),
      };
  }
}
