import { useChoiceCosts, type ChoiceCosts } from '../../components/choice-costs';
import { useCurrency } from '../../stores/folio-context';
import { assetOpeningCalls } from '../../stores/rwa';

// Opening an asset reads its figures, history, tokens and markets (stores/rwa.ts assetOpening): each asset a
// button opens is priced before the click with those very reads, a cached asset at 0 credits, in one badge.

export interface AssetOpeningCosts {
  costs: ChoiceCosts<string>;
  /** No tooltip of its own on each asset's button: the prices are in the group's one badge. */
  titleOf: (rwaId: string, name: string) => string | undefined;
}

export function useAssetOpeningCosts(assets: readonly { value: string }[]): AssetOpeningCosts {
  const currency = useCurrency();
  const costs = useChoiceCosts(assets, (rwaId) => assetOpeningCalls(rwaId, currency));
  return { costs, titleOf: () => undefined };
}
