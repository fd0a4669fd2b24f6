import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import type { AppError } from '../../../../shared/envelope';
import { AskFirst } from '../../components/ask-first';
import { ErrorNote } from '../../components/error-note';
import { useFolio } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { reloadGateway } from '../../stores/gateway';
import { NO_QUERY } from '../../stores/resource';
import { SecretInput, useSecretField } from './secret-field';

// The wallet that pays per request. Its key is pasted once into a secret field (never in React state, emptied at
// once) or generated in main; either way it goes to the keychain and only the address comes back. Nothing here
// asks the network anything: funding the address is up to the user.

/** The wallet's address, and the sends that import, generate or remove its key. */
function useWalletKey(field: ReturnType<typeof useSecretField>) {
  const { api, stores } = useFolio();
  const status = useStore(stores.gateway.status, (s) => s.value);
  const [error, setError] = useState<AppError | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void stores.gateway.status.load(NO_QUERY);
  }, [stores]);

  const after = async (answer: { ok: true } | { ok: false; error: AppError }) => {
    setError(answer.ok ? null : answer.error);
    await reloadGateway(stores.gateway);
    void stores.settings.status.reload();
  };
  const importKey = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const privateKey = field.take()?.trim();
    if (!privateKey) return;
    setBusy(true);
    await after(await api.settings.setWalletKey({ privateKey }));
    setBusy(false);
  };
  const generate = async () => {
    setBusy(true);
    await after(await api.gateway.generateWalletKey({}));
    setBusy(false);
  };
  const remove = async (answered: () => void) => {
    setBusy(true);
    answered();
    await after(await api.settings.clearWalletKey({}));
    setBusy(false);
  };
  return { address: status?.walletAddress ?? null, error, busy, importKey, generate, remove };
}

function WalletAddress(props: { address: string; busy: boolean; onRemove: (answered: () => void) => void }) {
  const { address, busy } = props;
  const t = useT();
  const [copied, setCopied] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(t('settings.wallet.copied'));
    } catch {
      setCopied(t('settings.wallet.copyRefused'));
    }
  };
  return (
    <>
      <p>
        <span className="fd-hint">{t('settings.wallet.address')} </span>
        <code data-testid="wallet-address" className="fd-wallet__address" translate="no">
          {address}
        </code>{' '}
        <button type="button" className="fd-button" onClick={() => void copy()}>
          {t('settings.wallet.copy')}
        </button>
      </p>
      <p className="fd-hint">{t('settings.wallet.fund')}</p>
      <p className="fd-hint" data-testid="wallet-funds-warning">
        {t('settings.wallet.fundsWarning')}
      </p>
      {copied && (
        <p className="fd-hint" role="status">
          {copied}
        </p>
      )}
      <AskFirst
        ask={t('settings.wallet.removeAsk')}
        label={t('settings.wallet.removeLabel')}
        className="fd-banner"
        disabled={busy}
        question={
          <p>{t('settings.wallet.removeQuestion', { address })}</p>
        }
        action={(answered) => (
          <button
            type="button"
            className="fd-button"
            disabled={busy}
            onClick={() => props.onRemove(answered)}
          >
            {t('settings.wallet.removeConfirm')}
          </button>
        )}
      />
    </>
  );
}

export function PayPerRequestWallet() {
  const t = useT();
  const fieldId = useId();
  const field = useSecretField();
  const { address, error, busy, importKey, generate, remove } = useWalletKey(field);
  return (
    <div className="fd-wallet" aria-label={t('settings.wallet.group')} role="group">
      <h4>{t('settings.wallet.title')}</h4>
      {address ? (
        <WalletAddress address={address} busy={busy} onRemove={(answered) => void remove(answered)} />
      ) : (
        <>
          <p className="fd-hint">{t('settings.wallet.none')}</p>
          <form className="fd-key-form" onSubmit={(event) => void importKey(event)}>
            <label htmlFor={fieldId}>{t('settings.wallet.keyLabel')}</label>
            <SecretInput field={field} id={fieldId} name="wallet-key" />
            <button type="submit" className="fd-button fd-button--primary" disabled={busy || !field.hasText}>
              {t('settings.wallet.import')}
            </button>{' '}
            <button type="button" className="fd-button" disabled={busy} onClick={() => void generate()}>
              {t('settings.wallet.generate')}
            </button>
          </form>
        </>
      )}
      <ErrorNote error={error} />
    </div>
  );
}
