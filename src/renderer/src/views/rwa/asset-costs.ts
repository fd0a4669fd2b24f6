import { useChoiceCosts, useChoiceHints, type ChoiceCosts } from '../../components/choice-costs';
import { useCurrency } from '../../stores/folio-context';
import { assetOpeningCalls } from '../../stores/rwa';

// Opening an asset reads its figures, history, tokens and markets (stores/rwa.ts assetOpening): each asset a
// button opens is priced before the click with those very reads, a cached asset at 0 credits.

export interface AssetOpeningCosts {
  costs: ChoiceCosts<string>;
  /** "Opening Gold: 9 credits", for the button's tooltip; absent until its price is known. */
  titleOf: (rwaId: string, name: string) => string | undefined;
}

export function useAssetOpeningCosts(assets: readonly { value: string }[]): AssetOpeningCosts {
  const currency = useCurrency();
  const costs = useChoiceCosts(assets, (rwaId) => assetOpeningCalls(rwaId, currency));
  const hints = useChoiceHints(costs);
  return {
    costs,
    titleOf: (rwaId, name) => (hints[rwaId] ? `Opening ${name}: ${hints[rwaId]}` : undefined),
  };
}
