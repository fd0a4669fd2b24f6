import { useEffect, useId, useState } from 'react';
import type { HostCapabilities, UpdateCheck } from '../../../../shared/domain/host';
import type { AppError } from '../../../../shared/envelope';
import { ErrorNote } from '../../components/error-note';
import { useFolio } from '../../stores/folio-context';
import { updateSettings } from '../../stores/settings';
import { useT } from '../../stores/i18n';

// The version, and "Check for updates" only where there is a feed to check (a desktop build packaged with one);
// the check downloads and installs nothing by itself.
export function AboutSection() {
  const { api, stores } = useFolio();
  const titleId = useId();
  const t = useT();
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
      <h3 id={titleId}>{t('settings.about.title')}</h3>
      <p data-testid="app-version">{t('settings.about.version', { version: caps.version })}</p>
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
          {t('settings.about.welcome')}
        </button>
        <span className="fd-hint">{t('settings.about.welcomeHint')}</span>
      </div>
      {caps.updateFeed ? (
        <div className="fd-row">
          <button type="button" className="fd-button" onClick={() => void run()} disabled={checking}>
            {t(checking ? 'settings.about.checking' : 'settings.about.check')}
          </button>
          <span role="status" className="fd-hint">
            {check === null
              ? ''
              : check.newer
                ? t('settings.about.newer', { latest: check.latest ?? '', current: check.current })
                : t('settings.about.latest', { current: check.current })}
          </span>
        </div>
      ) : null}
      <ErrorNote error={error} />
    </section>
  );
}
