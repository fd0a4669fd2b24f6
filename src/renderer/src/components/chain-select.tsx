import { useState } from 'react';
import { useStore } from 'zustand';
import type { Blockchain } from '../../../shared/domain/wallet';
import { useFolio } from '../stores/folio-context';
import { useT } from '../stores/i18n';
import { SelectField } from './select-field';

/**
 * The chain a wallet form has picked among the chains the service lists: the first one until the user picks.
 * Shared by following a wallet (Wallets) and connecting one as a portfolio (Portfolios → Manage).
 */
export function useChainChoice() {
  const { stores } = useFolio();
  const chains = useStore(stores.wallet.blockchains, (s) => s.value) ?? [];
  const [connectionId, setConnectionId] = useState('');
  const chain = connectionId || chains[0]?.connectionId || '';
  const chainName = chains.find((c) => c.connectionId === chain)?.name;
  return { chains, chain, chainName, pick: setConnectionId };
}

export function ChainSelect({
  chains,
  chain,
  onPick,
  required,
}: {
  chains: readonly Blockchain[];
  chain: string;
  onPick: (connectionId: string) => void;
  required?: boolean;
}) {
  const t = useT();
  return (
    <SelectField
      label={t('wallets.chain')}
      value={chain}
      options={chains.map((c) => ({ value: c.connectionId, label: c.name }))}
      onChange={onPick}
      empty={t('wallets.chainsNotLoaded')}
      required={required}
    />
  );
}
