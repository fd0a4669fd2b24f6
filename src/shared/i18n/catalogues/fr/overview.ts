import type { AreaCatalogue } from '../en/index';
import type { enOverview } from '../en/overview';

export const frOverview: AreaCatalogue<typeof enOverview> = {
  'overview.title': 'Vue d’ensemble',
  'overview.titleWithTotal': 'Vue d’ensemble {total}',
  'overview.refresh': 'Actualiser',
  'overview.sourceDemo': 'Démo',
  'overview.sourceLive': 'En direct',
  'overview.sourceCached': 'En cache',
  'overview.ageTagStale': '{source} · {age} · périmé',
  'overview.totalValue': 'Valeur totale',
  'overview.change24hLabel': 'Variation sur 24 heures',
  'overview.change24hTip':
    'Sur 24 heures, aux quantités détenues aujourd’hui : chaque actif comparé à sa valeur d’il y a un jour selon sa variation de prix sur 24 h ; une transaction dans la journée n’est pas une variation de prix.',
  'overview.change24hTipUnknown':
    'Sur 24 heures, aux quantités détenues aujourd’hui : chaque actif comparé à sa valeur d’il y a un jour selon sa variation de prix sur 24 h ; une transaction dans la journée n’est pas une variation de prix. {count, plural, one {{n} actif sans variation sur 24 h est compté comme inchangé.} other {{n} actifs sans variation sur 24 h sont comptés comme inchangés.}}',
  'overview.stale': 'Périmé',
  'overview.chartTitle': 'Évolution de la valeur',
  'overview.legendLabel': 'Variation de la valeur sur la période',
  'overview.legendValue': 'Valeur',
  'overview.legendVs': 'face à BTC et ETH',
  'overview.valueTip':
    'Variation de la valeur sur la période, dépôts et retraits compris. Voir Rendements pour le rendement pondéré dans le temps, qu’ils ne modifient pas.',
  'overview.benchmarkTip':
    'BTC et ETH : la variation de la valeur de départ du total si elle avait été détenue dans cette crypto, sans apport ni retrait. Leurs prix viennent de la même réponse du graphique (valeur en USD ÷ valeur dans la crypto) et ne coûtent rien de plus.',
  'overview.showIn': 'En',
  'overview.shownInUsdNoRate': 'Affiché en USD : aucun taux pour {base} n’est encore disponible.',
  'overview.shownInUsdOnly': 'Affiché en USD : le service n’a envoyé ce graphique qu’en USD.',
  'overview.chartSummary': 'De {startValue} le {startDate} à {endValue} le {endDate}.',
  'overview.chartNoPoints': 'Aucun point sur cette période.',
  'overview.chartLabel': 'Valeur de tous les portefeuilles · {range} · en {unit}, avec BTC et ETH',
  'overview.allocationTitle': 'Répartition',
  'overview.byCoin': 'Crypto',
  'overview.byPortfolio': 'Portefeuille',
  'overview.by': 'Par',
  'overview.byLead': 'Par portefeuille lit la valeur de chaque portefeuille',
  'overview.allocationByCoin': 'Répartition par crypto',
  'overview.allocationByPortfolio': 'Répartition par portefeuille',
  'overview.moversTitle': 'Plus fortes variations · 24 h',
  'overview.gainers': 'En hausse',
  'overview.losers': 'En baisse',
  'overview.none': 'Aucune',
  'overview.plTitle': 'Plus-/moins-values',
  'overview.unrealizedPl': '+/- values latentes',
  'overview.realizedPl': '+/- values réalisées',
  'overview.allTimePl': '+/- values totales',
  'overview.cost': 'Prix de revient',
  'overview.unrealizedFormula':
    '+/- values latentes = valeur de ce que vous détenez − ce que cela a coûté = {value} − {cost} = {pl}. Pourcentage = +/- values latentes ÷ prix de revient × 100 = {percent}.',
  'overview.realizedFormula':
    '+/- values réalisées = produit des ventes − prix de revient des cryptos vendues = {pl}. Pourcentage = +/- values réalisées ÷ prix de revient des cryptos vendues × 100 = {percent}.',
  'overview.allTimeFormula':
    '+/- values totales = latentes + réalisées = {unrealized} + {realized} = {pl}. Pourcentage = +/- values totales ÷ total investi × 100 = {percent}.',
  'overview.holdingsTitle': 'Actifs',
  'overview.allInPortfolios': 'Tout dans Portefeuilles',
  'overview.largestHoldings': 'Principaux actifs',
  'overview.moodTitle': 'Humeur du marché',
  'overview.moodCheck': 'Consulter l’indice de peur et d’avidité',
  'overview.moodCheckAgain': 'Consulter à nouveau',
  'overview.moodWhat': 'indice de peur et d’avidité',
  'overview.moodNow': 'Maintenant',
  'overview.moodYesterday': 'Hier',
  'overview.moodWeekAgo': 'Il y a une semaine',
  'overview.moodNotGiven': 'non fourni',
  'overview.spamLeftOut':
    '{count, plural, one {exclut {n} crypto masquée comme spam probable} other {exclut {n} cryptos masquées comme spam probable}}',
  'overview.spamNotSaved': 'Le choix n’a pas été enregistré : {reason} Réessayez.',
  'overview.otherSmaller':
    '{count, plural, one {{n} plus petite regroupée} other {{n} plus petites regroupées}}',
  'overview.sliceOther': 'Autres',
  'overview.colName': 'Nom',
};
