import type { RwaAssetType, RwaToken } from '../../../../shared/domain/rwa';

// One name for each thing, the same in a table and in the filter above it.

const TYPE_NAMES: Record<RwaAssetType, string> = { stock: 'Stock', commodity: 'Commodity', etf: 'ETF' };

/** "ETF", as the Type filter's "ETFs" names the group. */
export function assetTypeName(type: RwaAssetType): string {
  return TYPE_NAMES[type] ?? type;
}

/** "Crude Oil WTI" with symbol "WTI" is not written "Crude Oil WTI WTI": the symbol only when the name lacks it. */
export function nameWithSymbol(
  name: string,
  symbol: string | null | undefined,
): { name: string; symbol: string | null } {
  if (!symbol) return { name, symbol: null };
  const words = name.toUpperCase().split(/[\s()]+/);
  return { name, symbol: words.includes(symbol.toUpperCase()) ? null : symbol };
}

/** A network's name for its id ("polygon-pos" -> "Polygon"), from the networks the tokens on screen list. */
export function networkName(id: string, tokens: readonly RwaToken[]): string {
  for (const token of tokens) {
    const match = token.networks.find((n) => n.platformId === id);
    if (match?.name) return match.name;
  }
  return id;
}
