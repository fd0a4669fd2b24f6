import type { WriteOutcome } from '../../../../../shared/domain/manage';

/** What became of a write whose answer was lost, or of an edit half done: said plainly, never silently. */
export function WriteResult({ outcome }: { outcome: WriteOutcome | null }) {
  if (!outcome || outcome.state === 'done') return null;
  const tone = outcome.state === 'found' ? 'stale' : 'error';
  return (
    <div className={`fd-banner fd-banner--${tone}`} role="alert">
      <p>{outcome.message}</p>
    </div>
  );
}
