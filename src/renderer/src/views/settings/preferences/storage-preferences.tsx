import { useState } from 'react';
import { useStore } from 'zustand';
import type { AppError } from '../../../../../shared/envelope';
import { AskFirst } from '../../../components/ask-first';
import { ErrorNote } from '../../../components/error-note';
import { useFolio, useFormat } from '../../../stores/folio-context';
import { NO_QUERY } from '../../../stores/resource';
import { Stat } from '../../../components/stat';
import { useT } from '../../../stores/i18n';

/** Where the cache lives, how big it is, and clearing it (after an explicit second press). */
export function StoragePreferences() {
  const { api, stores } = useFolio();
  const fmt = useFormat();
  const t = useT();
  const status = useStore(stores.settings.status, (s) => s.value);
  const [freed, setFreed] = useState<number | null>(null);
  const [error, setError] = useState<AppError | null>(null);

  const clear = async (answered: () => void) => {
    answered();
    const envelope = await api.settings.clearCache({});
    if (!envelope.ok) return setError(envelope.error);
    setError(null);
    setFreed(envelope.value.freedBytes);
    await stores.settings.status.load(NO_QUERY);
  };
  return (
    <>
      <dl className="fd-grid">
        <Stat label={t('settings.prefs.database')} wide>
          <code translate="no">{status?.dbPath ?? '…'}</code>
        </Stat>
        <Stat label={t('settings.prefs.size')}>{status ? fmt.bytes(status.dbSizeBytes) : '…'}</Stat>
      </dl>
      <div className="fd-row">
        <AskFirst
          ask={t('settings.prefs.clearAsk')}
          label={t('settings.prefs.clearLabel')}
          className="fd-row"
          question={<span>{t('settings.prefs.clearQuestion')}</span>}
          action={(answered) => (
            <button
              type="button"
              className="fd-button fd-button--primary"
              onClick={() => void clear(answered)}
            >
              {t('settings.prefs.clearYes')}
            </button>
          )}
        />
        {freed !== null && (
          <span role="status">{t('settings.prefs.cleared', { size: fmt.bytes(freed) })}</span>
        )}
      </div>
      <ErrorNote error={error} />
    </>
  );
}
