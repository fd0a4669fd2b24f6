import type { RwaAssetType, RwaToken } from '../../../../shared/domain/rwa';
import type { MessageId } from '../../../../shared/i18n/catalogues/en/index';
import type { Translate } from '../../stores/i18n';

// One name for each thing, the same in a table and in the filter above it.

const TYPE_NAMES: Record<RwaAssetType, MessageId> = {
  stock: 'rwa.typeStock',
  commodity: 'rwa.typeCommodity',
  etf: 'rwa.typeEtf',
};

/** "ETF", as the Type filter's "ETFs" names the group; a type the app does not know, as the service names it. */
export function assetTypeName(t: Translate, type: RwaAssetType): string {
  const id = TYPE_NAMES[type] as MessageId | undefined;
  return id ? t(id) : type;
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
