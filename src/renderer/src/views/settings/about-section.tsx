import { useEffect, useId, useState } from 'react';
import type { HostCapabilities, UpdateCheck } from '../../../../shared/domain/host';
import type { AppError } from '../../../../shared/envelope';
import { ErrorNote } from '../../components/error-note';
import { useFolio } from '../../stores/folio-context';
import { updateSettings } from '../../stores/settings';

// The version, and "Check for updates" only where there is a feed to check (a desktop build packaged with one);
// the check downloads and installs nothing by itself.
export function AboutSection() {
  const { api, stores } = useFolio();
  const titleId = useId();
  const [caps, setCaps] = useState<HostCapabilities | null>(null);
  const [check, setCheck] = useState<UpdateCheck | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    void api.app.capabilities({}).then((answer) => setCaps(answer.ok ? answer.value : null));
  }, [api]);

  const run = async () => {
    setChecking(true);
    setError(null);
    const answer = await api.app.checkForUpdates({});
    setChecking(false);
    if (answer.ok) setCheck(answer.value);
    else setError(answer.error);
  };

  if (!caps) return null;
  return (
    <section className="fd-card" aria-labelledby={titleId}>
      <h3 id={titleId}>About Folio Desk</h3>
      <p data-testid="app-version">Version {caps.version}</p>
      <div className="fd-row">
        <button
          type="button"
          className="fd-button"
          onClick={() =>
            void updateSettings(api, stores.settings, { welcomeSeen: false }).then(() => {
              stores.settings.welcome.setState({ reopened: true });
              location.hash = '#portfolios';
            })
          }
        >
          Show the welcome again
        </button>
        <span className="fd-hint">The three ways in, and where your data is kept.</span>
      </div>
      {caps.updateFeed ? (
        <div className="fd-row">
          <button type="button" className="fd-button" onClick={() => void run()} disabled={checking}>
            {checking ? 'Checking…' : 'Check for updates'}
          </button>
          <span role="status" className="fd-hint">
            {check === null
              ? ''
              : check.newer
                ? `Version ${check.latest} is available (you have ${check.current}).`
                : `You have the latest version (${check.current}).`}
          </span>
        </div>
      ) : null}
      <ErrorNote error={error} />
    </section>
  );
}
