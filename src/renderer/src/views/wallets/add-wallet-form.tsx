import { useId, useState, type FormEvent } from 'react';
import type { AppError } from '../../../../shared/envelope';
import { checkWalletAddress } from '../../../../shared/wallet-address';
import { CostBadge, useCostPreview } from '../../components/cost-badge';
import { ErrorNote } from '../../components/error-note';
import { TextField } from '../../components/text-field';
import { useFolio } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { NO_QUERY, reloadThenOpen } from '../../stores/resource';
import { ChainSelect, useChainChoice } from '../../components/chain-select';

/** The contract's shape of an address (src/shared/contract/wallet.ts); the chain's own check runs on Follow. */
const ADDRESS_SHAPE = /^[A-Za-z0-9:._-]{4,200}$/;
/** Stands for an address not typed yet: no wallet has it, so its balance is never cached. */
const NOT_TYPED = 'not-typed-yet';

/** Follows a wallet: an address on one of the chains the service lists. */
export function AddWalletForm({ onAdded }: { onAdded: (walletId: string) => void }) {
  const { api, stores } = useFolio();
  const t = useT();
  const { chains, chain, chainName, pick } = useChainChoice();
  const [address, setAddress] = useState('');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<AppError | null>(null);
  // What is wrong with the address, said under it and tied to it (aria-describedby): the address's own words lead,
  // not a general "some input is not valid".
  const [addressProblem, setAddressProblem] = useState<string | null>(null);
  const problemId = useId();
  const [busy, setBusy] = useState(false);
  // Following is free, but the view reads the new wallet's balance at once: that read is Follow's price. It
  // depends on the chain (and on that wallet's cached balance), so an address still being typed is priced as
  // one not followed before.
  const typed = address.trim();
  const cost = useCostPreview(
    'wallet:add',
    chain === '' ? null : { address: ADDRESS_SHAPE.test(typed) ? typed : NOT_TYPED, connectionId: chain },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The same check main applies, said here without a round trip or a channel name.
    const checked = checkWalletAddress(address, chain, chainName);
    setError(null);
    if (!checked.ok) return setAddressProblem(t(checked.say.id, checked.say.values));
    setAddressProblem(null);
    // What the user opens while this is out stays open (reloadThenOpen).
    const shown = stores.wallet.ui.getState().selectedId;
    setBusy(true);
    const envelope = await api.wallet.add({
      address: address.trim(),
      connectionId: chain,
      ...(label.trim() ? { label: label.trim() } : {}),
    });
    setBusy(false);
    if (!envelope.ok) {
      const refused = envelope.error.issues?.find((issue) => issue.path === 'address');
      return refused ? setAddressProblem(refused.message) : setError(envelope.error);
    }
    setAddress('');
    setLabel('');
    const { id } = envelope.value;
    await reloadThenOpen(
      () => stores.wallet.list.load(NO_QUERY),
      () => stores.wallet.ui.getState().selectedId,
      () => onAdded(id),
      shown,
    );
  };

  return (
    <form className="fd-card" onSubmit={(e) => void submit(e)} aria-labelledby="fd-add-wallet">
      <h3 id="fd-add-wallet">{t('wallets.followTitle')}</h3>
      {/* The address has a row of its own, as wide as an address, with what is wrong with it right under it. */}
      <TextField
        label={t('wallets.address')}
        fieldClass="fd-field--address"
        className="fd-address-input"
        value={address}
        onValue={setAddress}
        required
        autoComplete="off"
        spellCheck={false}
        aria-invalid={addressProblem !== null}
        aria-describedby={addressProblem !== null ? problemId : undefined}
      />
      {addressProblem !== null && (
        <p id={problemId} className="fd-field-problem" role="alert">
          {addressProblem}
        </p>
      )}
      <div className="fd-row fd-row--fields">
        <ChainSelect chains={chains} chain={chain} onPick={pick} required />
        <TextField label={t('wallets.labelOptional')} value={label} onValue={setLabel} maxLength={100} />
        <button type="submit" className="fd-button" disabled={busy || chain === ''}>
          {busy ? t('wallets.adding') : t('wallets.follow')}
        </button>
        <CostBadge cost={cost} />
      </div>
      <ErrorNote error={error} />
    </form>
  );
}
