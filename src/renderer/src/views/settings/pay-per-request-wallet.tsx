import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import type { AppError } from '../../../../shared/envelope';
import { AskFirst } from '../../components/ask-first';
import { ErrorNote } from '../../components/error-note';
import { useFolio } from '../../stores/folio-context';
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
  const [copied, setCopied] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied('Address copied.');
    } catch {
      setCopied('Copying is not allowed here: select the address and copy it.');
    }
  };
  return (
    <>
      <p>
        <span className="fd-hint">Address </span>
        <code data-testid="wallet-address" className="fd-wallet__address">
          {address}
        </code>{' '}
        <button type="button" className="fd-button" onClick={() => void copy()}>
          Copy address
        </button>
      </p>
      <p className="fd-hint">
        Fund this address with USDC on Base. Folio Desk does not look up its balance: see it in your wallet or
        on a Base block explorer.
      </p>
      <p className="fd-hint" data-testid="wallet-funds-warning">
        Send it only what you mean to spend on requests. Folio Desk never shows the key, not even one it
        generated, so USDC at this address can be spent only by Folio Desk’s payments from this keychain: if
        the keychain entry is lost (another computer, a reset keychain), so is what is left here.
      </p>
      {copied && (
        <p className="fd-hint" role="status">
          {copied}
        </p>
      )}
      <AskFirst
        ask="Remove wallet key…"
        label="Remove the wallet key?"
        className="fd-banner"
        disabled={busy}
        question={
          <p>
            Remove the wallet key from the keychain? Folio Desk cannot pay per request until you add one
            again, and any USDC at {address} can be moved only with this key: keep a copy of it first if the
            address holds funds (a key Folio Desk generated has no copy: spend what it holds first).
          </p>
        }
        action={(answered) => (
          <button
            type="button"
            className="fd-button"
            disabled={busy}
            onClick={() => props.onRemove(answered)}
          >
            Remove the key
          </button>
        )}
      />
    </>
  );
}

export function PayPerRequestWallet() {
  const fieldId = useId();
  const field = useSecretField();
  const { address, error, busy, importKey, generate, remove } = useWalletKey(field);
  return (
    <div className="fd-wallet" aria-label="Wallet key" role="group">
      <h4>Wallet</h4>
      {address ? (
        <WalletAddress address={address} busy={busy} onRemove={(answered) => void remove(answered)} />
      ) : (
        <>
          <p className="fd-hint">
            No wallet key stored. Import one or generate a new one; it stays in your keychain.
          </p>
          <form className="fd-key-form" onSubmit={(event) => void importKey(event)}>
            <label htmlFor={fieldId}>Wallet private key</label>
            <SecretInput field={field} id={fieldId} name="wallet-key" />
            <button type="submit" className="fd-button fd-button--primary" disabled={busy || !field.hasText}>
              Import
            </button>{' '}
            <button type="button" className="fd-button" disabled={busy} onClick={() => void generate()}>
              Generate a new key
            </button>
          </form>
        </>
      )}
      <ErrorNote error={error} />
    </div>
  );
}
