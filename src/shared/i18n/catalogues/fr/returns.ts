import type { AreaCatalogue } from '../en/index';
import type { enReturns } from '../en/returns';

export const frReturns: AreaCatalogue<typeof enReturns> = {
  'returns.title': 'Rendements',
  'returns.range': 'Période de rendement',
  'returns.range1m': '1 M',
  'returns.range3m': '3 M',
  'returns.rangeYtd': 'Depuis janv.',
  'returns.range1y': '1 A',
  'returns.rangeAll': 'Tout',
  'returns.twr': 'Rendement pondéré dans le temps',
  'returns.mwr': 'Rendement pondéré par les capitaux',
  'returns.twrTip':
    'Pondéré dans le temps : le gain de chaque jour divisé par les capitaux engagés ce jour-là, chaînés. Les dépôts et retraits ne le modifient pas : il mesure les actifs, pas le moment où votre argent est entré.',
  'returns.mwrTip':
    'Pondéré par les capitaux (XIRR) : le taux annuel unique qui équilibre chaque achat, vente et transfert, et la valeur actuelle. Il tient compte du moment où votre argent est entré.',
  'returns.aYear': '{rate} par an',
  'returns.benchmarkNone': 'Aucun prix de {coin} dans le graphique pour cette période.',
  'returns.benchmarkTip':
    'prix = valeur en USD / valeur en {coin} ; rendement = prix final / prix initial - 1. De {startPrice} le {startDate} à {endPrice} le {endDate} ; tiré du graphique de valeur, sans coût supplémentaire.',
  'returns.twrPanel': 'Comment le rendement pondéré dans le temps a été calculé',
  'returns.mwrPanel': 'Comment le rendement pondéré par les capitaux a été calculé',
  'returns.twrFormula':
    'TWR = (1 + r1) x (1 + r2) x ... x (1 + rn) - 1, où ri = gain_i / (valeur au début_i + apports pendant i)',
  'returns.mwrFormula':
    'Trouver r tel que la somme de flux_i / (1 + r) ^ (jours du premier flux au flux_i / 365) = 0 ; les apports comptent en négatif, les retraits et la valeur finale en positif',
  'returns.notRead': 'non lu',
  'returns.readAgo': 'lu {age}',
  'returns.plInput':
    '{count, plural, one {Historique des +/- values : {n} période quotidienne, {age}} other {Historique des +/- values : {n} périodes quotidiennes, {age}}}',
  'returns.chartInput':
    '{count, plural, one {Graphique de valeur : {n} point, {age}} other {Graphique de valeur : {n} points, {age}}}',
  'returns.span':
    '{count, plural, one {Du {from} au {to}, {n} période chaînée} other {Du {from} au {to}, {n} périodes chaînées}}',
  'returns.firstPeriod': 'la première période',
  'returns.chained': 'Périodes chaînées',
  'returns.colPeriodStart': 'Début de période (UTC)',
  'returns.colValueAtStart': 'Valeur au début',
  'returns.colMoneyIn': 'Apports',
  'returns.colProfit': 'Gain',
  'returns.colReturn': 'Rendement',
  'returns.colChained': 'Chaîné',
  'returns.servicePercent': '(% du service)',
  'returns.flows':
    '{count, plural, one {{n} flux sur {days} jours, résolu en {iterations} itérations} other {{n} flux sur {days} jours, résolu en {iterations} itérations}}',
  'returns.yearlyRate': 'Taux annuel (XIRR) : {rate}',
  'returns.overRange': 'Sur la période : (1 + annuel) ^ (jours / 365) - 1 = {rate}',
  'returns.cashFlows': 'Flux de trésorerie',
  'returns.colDateUtc': 'Date (UTC)',
  'returns.colFlow': 'Flux (entrée -, sortie +)',
  'returns.rwaBenchmark': 'Référence RWA',
  'returns.rwaNone': 'Aucune',
  'returns.loading': 'Chargement…',
  'returns.rwaNoPrice': 'aucun prix sur cette période',
  'returns.rwaTip': 'Prix coté de {start} le {startDate} à {end} le {endDate} : fin / début - 1.',
  'returns.rwaPick': 'Choisissez un actif RWA pour comparer sa variation de prix à celle du portefeuille.',
  'returns.periodTable': 'Tableau par période',
  'returns.noPeriods': 'L’historique ne contient encore aucune période à chaîner.',
  'returns.byMonthYear': 'Rendements par mois et par année',
  'returns.year': 'Année',
  'returns.partialMonth': 'Partie du mois : l’historique commence ou se termine pendant ce mois',
  'returns.gainsTitle': 'Plus-values réalisées',
  'returns.gainsBasis':
    'Méthode {method} ; long terme après {days} jours de détention. Les deux se choisissent dans {settings}.',
  'returns.settings': 'Réglages',
  'returns.averageCost': 'coût moyen',
  'returns.readSoFar':
    '{count, plural, one {{n} transaction lue ; il en reste.} other {{n} transactions lues ; il en reste.}}',
  'returns.readNextPage': 'Lire la page suivante',
  'returns.working': 'Calcul des plus-values réalisées…',
  'returns.colProceeds': 'Produit de cession',
  'returns.colCostBasis': 'Prix de revient',
  'returns.colGain': 'Plus-value',
  'returns.colShortTerm': 'Court terme',
  'returns.colLongTerm': 'Long terme',
  'returns.colSales': 'Ventes',
  'returns.colSold': 'Vendu',
  'returns.colTerm': 'Durée',
  'returns.colAcquired': 'Acquis',
  'returns.termShort': 'court',
  'returns.termLong': 'long',
  'returns.serviceNotRead':
    'Les +/- values réalisées du service pour ce portefeuille ne sont pas encore lues.',
  'returns.reconciliation': 'Rapprochement avec le service',
  'returns.serviceAgrees': 'Les +/- values réalisées du service, {amount}, concordent avec ce rapport.',
  'returns.serviceDiffers': '+/- values réalisées du service : {amount} ; écart {difference}.',
  'returns.differenceTip': 'Le total de ce rapport moins celui du service.',
  'returns.gainsTotals': 'Plus-values réalisées, totaux',
  'returns.realizedGain': 'Plus-value réalisée',
  'returns.shortLong': 'Court terme / long terme',
  'returns.salesShown': '{shown} ventes affichées sur {total}.',
  'returns.lotsShown': '{shown} lots ouverts affichés sur {total}.',
  'returns.showMore': 'Afficher {n} de plus',
  'returns.salesCaption':
    '{count, plural, one {Ventes ({n} ligne, une par vente et durée de détention)} other {Ventes ({n} lignes, une par vente et durée de détention)}}',
  'returns.openLotsCaption': 'Lots ouverts ({n})',
  'returns.byYear': 'Par année',
  'returns.byCoin': 'Par crypto',
  'returns.whyTransactionsUnread':
    'Les transactions ne sont pas encore lues.',
  'returns.whyMorePages':
    'Des pages de transactions restent à lire : lisez-les toutes pour inclure chaque flux.',
  'returns.whyNoEndValue':
    'Le graphique de valeur n’a aucun point sur cette période : la valeur finale est inconnue.',
  'returns.whyNoRate':
    'Le taux de la devise de base n’est pas encore connu : les valeurs du graphique ne peuvent pas être converties.',
  'returns.whyNoFlows':
    'Aucun achat, aucune vente ni aucun transfert sur cette période : pas de rendement pondéré par les capitaux à afficher.',
  'returns.whyOneWay':
    'Tous les flux vont dans le même sens (uniquement des entrées ou uniquement des sorties) : aucun taux ne les équilibre.',
  'returns.whyNoConvergence':
    'Aucun taux annuel équilibrant ces flux n’a été trouvé ; ils peuvent en admettre plusieurs, ou aucun.',
  'returns.whyBadFlow':
    'Un flux n’a pas de montant ou de date valide ; relisez les transactions.',
  'returns.whyUnpriced':
    '{count, plural, one {La transaction {ids} n’a ni valeur ni date ; ajoutez son prix pour calculer un rendement pondéré par les capitaux.} other {Les transactions {ids} n’ont ni valeur ni date ; ajoutez leur prix pour calculer un rendement pondéré par les capitaux.}}',
  'returns.whyUnreadablePeriod':
    'L’historique des plus-/moins-values contient une période datée « {date} » avec un gain de {profit} ; relisez l’historique.',
  'returns.whyRepeatedPeriod':
    'L’historique des plus-/moins-values contient deux périodes différentes commençant le {date} ; relisez l’historique.',
  'returns.whyNoPeriod':
    'L’historique des plus-/moins-values ne contient aucune période sur cette plage ; lisez d’abord l’historique de cette plage.',
  'returns.causeMethod':
    'La méthode des lots explique {amount} : le service valorise une vente au prix d’achat moyen, ce qui donne ici {average}, contre {ours} avec {method}.',
  'returns.causeFees':
    'Des frais de {amount} sont comptés ici (ajoutés aux coûts, déduits du produit) ; si le service les omet, ils expliquent une partie de l’écart.',
  'returns.causeTransfers':
    '{count, plural, one {{n} transfert sortant est ici un déplacement, pas une vente ; compté comme vente, il réaliserait {amount}.} other {{n} transferts sortants sont ici des déplacements, pas des ventes ; comptés comme ventes, ils réaliseraient {amount}.}}',
  'returns.causeSkipped':
    '{count, plural, one {{n} transaction de type {types} n’est pas comptée ici.} other {{n} transactions de type {types} ne sont pas comptées ici.}}',
  'returns.causeRest':
    'Il reste {amount} au coût moyen : le service détient peut-être des transactions pas encore lues (lisez toutes les pages de transactions), ou les valorise autrement.',
  'returns.refusedUnusable':
    '{problem, select, date {La transaction {id} ({type}, {date}) n’a pas de date valide ; modifiez-la (quantité, prix) et relancez le calcul.} coin {La transaction {id} ({type}, {date}) ne nomme aucune crypto ; modifiez-la (quantité, prix) et relancez le calcul.} amount {La transaction {id} ({type}, {date}) n’a pas de quantité ; modifiez-la (quantité, prix) et relancez le calcul.} other {La transaction {id} ({type}, {date}) n’a pas de valeur ; modifiez-la (quantité, prix) et relancez le calcul.}}',
  'returns.refusedOversold':
    'La transaction {id} ({type}, {date}) prend {count} {coin}, mais seuls {held} étaient détenus alors ({missing} manquants) ; ajoutez l’achat ou le transfert entrant qui la précède, ou corrigez la quantité.',
};
