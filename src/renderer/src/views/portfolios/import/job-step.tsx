import type { ImportStatus } from '../../../../../shared/import/types';
import { useFormat } from '../../../stores/folio-context';
import { LineRows, SendRows, type StepProps } from './line-rows';

// An import under way or stopped: how far it is, pause and resume, cancel, the rows the service refused with its
// reasons, and the rows whose outcome could not be learned, to be checked in the portfolio and sent again.

/** Rows that have an outcome: sent, refused, or of unknown outcome. */
export const rowsDone = (s: Pick<ImportStatus, 'sent' | 'refused' | 'unknown'>) =>
  s.sent + s.refused + s.unknown;

export function headline(s: ImportStatus, count: (n: number) => string): string {
  const of = `${count(rowsDone(s))} of ${count(s.total)}`;
  switch (s.state) {
    case 'running':
      return `Sending… ${of} rows`;
    case 'paused':
      return `Paused at ${of} rows`;
    case 'interrupted':
      return `Stopped at ${of} rows`;
    case 'cancelled':
      return `Cancelled at ${of} rows`;
    case 'done':
      return `Done: ${count(s.sent)} of ${count(s.total)} rows sent`;
    default:
      return `Planned: ${count(s.total)} rows`;
  }
}

export function JobStep({ flow, actions, onClose }: StepProps) {
  const fmt = useFormat();
  const s = flow.status;
  if (!s) return <p role="status">Reading the import…</p>;
  return (
    <>
      <p className="fd-import__file-line">
        <strong>{s.fileName}</strong>
      </p>
      <div className="fd-import__progress">
        <progress max={Math.max(s.total, 1)} value={rowsDone(s)} aria-label="Import progress" />
        <p role="status" className="fd-manage__status">
          {headline(s, fmt.count)}
          {s.refused > 0 && ` · ${fmt.count(s.refused)} refused`}
          {s.unknown > 0 && ` · ${fmt.count(s.unknown)} to check`}
        </p>
      </div>
      {s.stopReason && s.state !== 'running' && <p className="fd-import__reason">{s.stopReason}</p>}
      {s.refusedRows.length > 0 && (
        <LineRows
          summary={`Refused by the service (${fmt.count(s.refusedRows.length)})`}
          label="Rows refused"
          rows={s.refusedRows}
        />
      )}
      {s.unknownRows.length > 0 && (
        <LineRows
          summary={`Unknown: check the portfolio (${fmt.count(s.unknownRows.length)})`}
          label="Rows to check"
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
  return (
    <div className="fd-row">
      {s.state === 'running' && (
        <button type="button" className="fd-button" disabled={busy} onClick={() => void actions.pause()}>
          {flow.busy === 'pausing' ? 'Pausing…' : 'Pause'}
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
          {flow.busy === 'cancelling' ? 'Cancelling…' : 'Cancel import'}
        </button>
      )}
      {ended && (
        <button type="button" className="fd-button" onClick={actions.newFile}>
          Import another file
        </button>
      )}
      <button type="button" className="fd-button" onClick={onClose}>
        {s.state === 'running' ? 'Hide' : 'Close'}
      </button>
    </div>
  );
}
