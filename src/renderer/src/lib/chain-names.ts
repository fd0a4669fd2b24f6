import type { Blockchain } from '../../../shared/domain/wallet';

/**
 * The name a person knows a network by ("BNB Smart Chain"), from the wallet:blockchains list. A balance's `chain`
 * may be the connection id ("binancesmartchain") or the service's chain key ("binance_smart"); either finds it.
 * Until the list has loaded, or for a network it does not name, the id is shown as it came.
 */
export function chainName(chains: readonly Blockchain[], id: string): string {
  return knownChainName(chains, id) ?? id;
}

/** The network's name when the list names it, else null (for labels that would rather say nothing than an id). */
export function knownChainName(chains: readonly Blockchain[], id: string): string | null {
  const match = chains.find((c) => c.connectionId === id) ?? chains.find((c) => c.chain === id);
  return match?.name || null;
}
