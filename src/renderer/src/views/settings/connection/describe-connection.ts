import type { ConnectionCheck } from '../../../../../shared/domain/connection';
import type { MessageId } from '../../../../../shared/i18n/catalogues/en/index';
import { englishTranslator, type MessageValues } from '../../../../../shared/i18n/translator';
import type { Translate } from '../../../stores/i18n';

// What the connection check found, in words a user can act on. Every failure says the key is still stored: a
// failed check is about the address, the network or the service as often as about the key.

export interface ConnectionText {
  tone: 'ok' | 'error' | 'info';
  headline: string;
  detail: string;
}

type Outcome = ConnectionCheck['outcome'];

/** Each outcome's tone, headline and detail; every message takes from the same values what it names. */
const WORDS = {
  ok: ['ok', 'settings.conn.ok', 'settings.conn.okDetail'],
  refused: ['error', 'settings.conn.refused', 'settings.conn.refusedDetail'],
  'not-found': ['error', 'settings.conn.notFound', 'settings.conn.notFoundDetail'],
  network: ['error', 'settings.conn.network', 'settings.conn.networkDetail'],
  tls: ['error', 'settings.conn.tls', 'settings.conn.tlsDetail'],
  busy: ['info', 'settings.conn.busy', 'settings.conn.busyDetail'],
  unexpected: ['error', 'settings.conn.unexpected', 'settings.conn.unexpectedDetail'],
  'no-key': ['info', 'settings.conn.noKey', 'settings.conn.noKeyDetail'],
} as const satisfies Record<Outcome['kind'], readonly [ConnectionText['tone'], MessageId, MessageId]>;

/** What the outcome itself tells: the plan and credits, the status the service answered, the error seen. */
function outcomeValues(outcome: Outcome, count: (n: number) => string): MessageValues {
  if (outcome.kind === 'ok') {
    return { plan: outcome.plan, left: count(outcome.creditsLeft), total: count(outcome.creditsTotal) };
  }
  return {
    ...('status' in outcome ? { status: outcome.status } : {}),
    ...('detail' in outcome ? { detail: outcome.detail } : {}),
  };
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
  const values = { address, kept, learned, ...outcomeValues(outcome, count) };
  const [tone, headline, detail] = WORDS[outcome.kind];
  return { tone, headline: t(headline, values), detail: t(detail, values) };
}
