import type { AreaCatalogue } from '../en/index';
import type { enPrices } from '../en/prices';

const credits = '{credits, plural, one {{creditsN} crédit} other {{creditsN} crédits}}';
const base = '{base, plural, one {{baseN} crédit} other {{baseN} crédits}}';
const refresh = `actualiser coûte ${credits}`;

export const frPrices: AreaCatalogue<typeof enPrices> = {
  'prices.free': '{endpoint} est gratuit',
  'prices.credits': `${credits} pour {endpoint}`,
  'prices.perNetwork': `${base} × {units, plural, one {{unitsN} réseau} other {{unitsN} réseaux}} = ${credits} pour {endpoint}`,
  'prices.perNetworkValue': `${base} × {units, plural, one {{unitsN} valeur de réseau} other {{unitsN} valeurs de réseau}} = ${credits} pour {endpoint}`,
  'prices.perWallet': `${base} × {units, plural, one {{unitsN} wallet} other {{unitsN} wallets}} = ${credits} pour {endpoint}`,
  'prices.candles': `jusqu’à {candles, plural, one {{candlesN} bougie} other {{candlesN} bougies}} à 1 crédit par tranche de {perN} (minimum 1) = ${credits} pour {endpoint}`,
  'prices.cachedJustNow': `en cache (mis à jour à l’instant) ; ${refresh}`,
  'prices.cachedMinutes': `en cache (mis à jour il y a {minutes, plural, one {{minutesN} minute} other {{minutesN} minutes}}) ; ${refresh}`,
  'prices.cachedHours': `en cache (mis à jour il y a {hours, plural, one {{hoursN} heure} other {{hoursN} heures}}) ; ${refresh}`,
  'prices.cachedDays': `en cache (mis à jour il y a {days, plural, one {{daysN} jour} other {{daysN} jours}}) ; ${refresh}`,
  'prices.list': '{first} ; {rest}',
};
