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
  'prices.walletSync':
    '{startN} pour démarrer + {perCheckN} par vérification d’état (environ {checks, plural, one {{checksN} vérification} other {{checksN} vérifications}}) + {rereadN} pour lire les transactions synchronisées',
  'prices.editTransaction':
    '2 × {each, plural, one {{eachN} crédit} other {{eachN} crédits}} pour POST /portfolio/transaction (une écriture de correction et la nouvelle)',
  'prices.noCall': 'aucun appel au service',
  'prices.candlesStored': 'toutes les bougies sont enregistrées ; aucun appel au service',
  'prices.cachedHoldings': 'actifs en cache ; actualiser relit toutes les pages',
  'prices.currencyList':
    '{credits, plural, one {{creditsN} crédit} other {{creditsN} crédits}} pour la liste des devises',
  'prices.holdingsFirstPage':
    '{perPage, plural, one {{perPageN} crédit} other {{perPageN} crédits}} pour les {limitN} premiers actifs (GET /portfolio/coins) ; chaque tranche de {limitN} en plus coûte {perPageN} de plus',
  'prices.holdingsPages':
    '{perPage, plural, one {{perPageN} crédit} other {{perPageN} crédits}} × {pages, plural, one {{pagesN} page} other {{pagesN} pages}} = {credits, plural, one {{creditsN} crédit} other {{creditsN} crédits}} pour GET /portfolio/coins ({rows, plural, one {{rowsN} actif} other {{rowsN} actifs}} à la dernière lecture)',
  'prices.follow': 'suivre est gratuit ; son solde est lu ensuite : {explanation}',
  'prices.gatewayUsdc': '{usdc} USDC par appel via la passerelle (avec une clé API : {explanation})',
  'prices.gatewayKeyOnly':
    'Non proposé par la passerelle de paiement à la requête : cet appel nécessite une clé API ({explanation})',
  'prices.unavailable':
    'indisponible en paiement à la requête : la passerelle ne sert pas cet appel ; passez l’accès à la clé API dans les Réglages pour l’effectuer',
  'prices.list': '{first} ; {rest}',
};
