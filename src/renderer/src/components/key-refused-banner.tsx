import { useFolio } from '../stores/folio-context';
import { useKeyRefused } from '../stores/key-refusal';

// The one notice that the service refused the API key (401): shown once for the whole app, like the offline
// banner, instead of the same sentence and a useless Retry on every card. Settings explains it in full, so the
// notice is not repeated there.

export function KeyRefusedBanner({ onSettings }: { onSettings: boolean }) {
  const { stores } = useFolio();
  const refused = useKeyRefused(stores);
  if (!refused || onSettings) return null;
  return (
    <div className="fd-banner fd-banner--error fd-key-refused" role="alert" aria-label="API key">
      <p>
        <strong>The service refused your API key (401).</strong> Nothing can be read with it: replace it in{' '}
        <a href="#settings">Settings</a>, or choose the demo there.
      </p>
    </div>
  );
}
