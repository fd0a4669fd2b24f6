import { useState, type FormEvent } from 'react';
import type { AppError } from '../../../../shared/envelope';
import { checkWalletAddress } from '../../../../shared/wallet-address';
import { ErrorNote } from '../../components/error-note';
import { useFolio } from '../../stores/folio-context';
import { NO_QUERY } from '../../stores/resource';
import { ChainSelect, useChainChoice } from './chain-select';

/** Follows a wallet: an address on one of the chains the service lists. */
export function AddWalletForm({ onAdded }: { onAdded: (walletId: string) => void }) {
  const { api, stores } = useFolio();
  const { chains, chain, chainName, pick } = useChainChoice();
  const [address, setAddress] = useState('');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<AppError | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The same check main applies, said here without a round trip or a channel name.
    const checked = checkWalletAddress(address, chain, chainName);
    if (!checked.ok) return setError({ code: 'invalid_input', message: checked.message });
    setBusy(true);
    const envelope = await api.wallet.add({
      address: address.trim(),
      connectionId: chain,
      ...(label.trim() ? { label: label.trim() } : {}),
    });
    setBusy(false);
    if (!envelope.ok) return setError(envelope.error);
    setError(null);
    setAddress('');
    setLabel('');
    await stores.wallet.list.load(NO_QUERY);
    onAdded(envelope.value.id);
  };

  return (
    <form className="fd-card" onSubmit={(e) => void submit(e)} aria-labelledby="fd-add-wallet">
      <h3 id="fd-add-wallet">Follow a wallet</h3>
      <div className="fd-row fd-row--fields">
        <label className="fd-field">
          Address
          <input value={address} onChange={(e) => setAddress(e.target.value)} required autoComplete="off" />
        </label>
        <ChainSelect chains={chains} chain={chain} onPick={pick} required />
        <label className="fd-field">
          Label (optional)
          <input value={label} onChange={(e) => setLabel(e.target.value)} maxLength={100} />
        </label>
        <button type="submit" className="fd-button" disabled={busy || chain === ''}>
          {busy ? 'Adding…' : 'Follow'}
        </button>
      </div>
      <ErrorNote error={error} />
    </form>
  );
}
