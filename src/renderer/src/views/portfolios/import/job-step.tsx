import type { ImportStatus } from '../../../../../shared/import/types';
import { useFormat } from '../../../stores/folio-context';
import { useT, type Translate } from '../../../stores/i18n';
import { LineRows, SendRows, type StepProps } from './line-rows';
import { sayText } from '../../../../../shared/i18n/say';

// An import under way or stopped: how far it is, pause and resume, cancel, the rows the service refused with its
// reasons, and the rows whose outcome could not be learned, to be checked in the portfolio and sent again.

/** Rows that have an outcome: sent, refused, or of unknown outcome. */
export const rowsDone = (s: Pick<ImportStatus, 'sent' | 'refused' | 'unknown'>) =>
  s.sent + s.refused + s.unknown;

export function headline(s: ImportStatus, count: (n: number) => string, t: Translate): string {
  const of = { done: count(rowsDone(s)), total: count(s.total) };
  switch (s.state) {
    case 'running':
      return t('imports.sending', of);
    case 'paused':
      return t('imports.pausedAt', of);
    case 'interrupted':
      return t('imports.stoppedAt', of);
    case 'cancelled':
      return t('imports.cancelledAt', of);
    case 'done':
      return t('imports.done', { sent: count(s.sent), total: count(s.total) });
    default:
      return t('imports.planned', { total: count(s.total) });
  }
}

export function JobStep({ flow, actions, onClose }: StepProps) {
  const fmt = useFormat();
  const t = useT();
  const s = flow.status;
  if (!s) return <p role="status">{t('imports.readingImport')}</p>;
  return (
    <>
      <p className="fd-import__file-line">
        <strong translate="no">{s.fileName}</strong>
      </p>
      <div className="fd-import__progress">
        <progress max={Math.max(s.total, 1)} value={rowsDone(s)} aria-label={t('imports.progress')} />
        <p role="status" className="fd-manage__status">
          {headline(s, fmt.count, t)}
          {s.refused > 0 && ` · ${t('imports.refusedPart', { n: fmt.count(s.refused) })}`}
          {s.unknown > 0 && ` · ${t('imports.toCheckPart', { n: fmt.count(s.unknown) })}`}
        </p>
      </div>
      {s.stopReason && s.state !== 'running' && (
        <p className="fd-import__reason">{s.stopSay ? sayText(t, s.stopSay) : s.stopReason}</p>
      )}
      {s.refusedRows.length > 0 && (
        <LineRows
          summary={t('imports.refusedSummary', { n: fmt.count(s.refusedRows.length) })}
          label={t('imports.rowsRefused')}
          rows={s.refusedRows}
        />
      )}
      {s.unknownRows.length > 0 && (
        <LineRows
          summary={t('imports.unknownSummary', { n: fmt.count(s.unknownRows.length) })}
          label={t('imports.rowsToCheck')}
          rows={s.unknownRows}
        >
          {s.state !== 'running' && (
            <div className="fd-row">
              <SendRows
                send="retry"
                flow={flow}
                actions={actions}
                rows={{ portfolioId: s.portfolioId, currency: flow.currency, count: s.unknown }}
              />
            </div>
          )}
        </LineRows>
      )}
      <JobControls status={s} flow={flow} actions={actions} onClose={onClose} />
    </>
  );
}

/** Pause, resume (with the price of the rows left), cancel, or start another file; then close. */
function JobControls({ status: s, flow, actions, onClose }: StepProps & { status: ImportStatus }) {
  const stopped = s.state === 'paused' || s.state === 'interrupted';
  const ended = s.state === 'done' || s.state === 'cancelled';
  const busy = flow.busy !== null;
  const t = useT();
  return (
    <div className="fd-row">
      {s.state === 'running' && (
        <button type="button" className="fd-button" disabled={busy} onClick={() => void actions.pause()}>
          {flow.busy === 'pausing' ? t('imports.pausing') : t('imports.pause')}
        </button>
      )}
      {stopped && s.pending > 0 && (
        <SendRows
          send="resume"
          flow={flow}
          actions={actions}
          rows={{ portfolioId: s.portfolioId, currency: flow.currency, count: s.pending }}
        />
      )}
      {!ended && (
        <button type="button" className="fd-button" disabled={busy} onClick={() => void actions.cancel()}>
          {flow.busy === 'cancelling' ? t('imports.cancelling') : t('imports.cancelImport')}
        </button>
      )}
      {ended && (
        <button type="button" className="fd-button" onClick={actions.newFile}>
          {t('imports.another')}
        </button>
      )}
      <button type="button" className="fd-button" onClick={onClose}>
        {s.state === 'running' ? t('imports.hide') : t('manage.close')}
      </button>
    </div>
  );
}
