import type { AreaCatalogue } from '../en/index';
import type { enCost } from '../en/cost';

export const frCost: AreaCatalogue<typeof enCost> = {
  'cost.confirm.title': 'Dépenser {price} ?',
  'cost.confirm.sync': 'Cette synchronisation coûte {price}, plus que votre seuil de confirmation. {explanation}',
  'cost.confirm.olderCandles':
    'Charger des bougies plus anciennes coûte {price}, plus que votre seuil de confirmation. {explanation}',
  'cost.confirm.spend': 'Dépenser {price}',
  'cost.confirm.cancel': 'Annuler',
  'cost.refresh.manual':
    'Ne coûte rien tant que vous n’appuyez pas sur Actualiser ; les anciennes données restent marquées comme périmées.',
  'cost.refresh.label': 'Coût mensuel de cette règle d’actualisation',
  'cost.refresh.title': 'Relire chaque vue en direct :\n{perView}',
  'cost.refresh.perView': '{view} : {credits} crédits',
  'cost.refresh.interval':
    'Au plus environ {monthly} crédits par mois (avec {view} à l’écran, la vue la plus chère : {each} crédits à chaque fois, relue toutes les {minutes} min {hours} h par jour).',
  'cost.refresh.onOpen':
    'Au plus environ {monthly} crédits par mois ({portfolios}, {wallets}, {watchlist} et {rwa} ouverts souvent {hours} h par jour, chaque chiffre relu dès qu’il dépasse sa fraîcheur ; {all} crédits pour tout lire).',
  'cost.refresh.overPlan': 'C’est plus que les {total} crédits par mois de ce forfait.',
  'cost.refresh.overPlanDays':
    'C’est plus que les {total} crédits par mois de ce forfait : les {left} restants dureraient environ {days, plural, one {{daysN} jour} other {{daysN} jours}}.',
  'cost.credits': '{credits, plural, one {{n} crédit} other {{n} crédits}}',
  'cost.creditsUsdc': '{credits, plural, one {{n} crédit} other {{n} crédits}} ({usdc} USDC)',
  'cost.usdc': '{usdc} USDC',
  'cost.upToUsdc': 'jusqu’à {usdc} USDC',
  'cost.upToCredits': '≤ {credits, plural, one {{n} crédit} other {{n} crédits}}',
  'cost.simulated': '{price} (simulé)',
  'cost.offlinePrice': 'hors ligne : rien n’est envoyé',
  'cost.unknown': 'coût inconnu',
  'cost.asking': 'coût…',
  'cost.askingDetail': 'Folio Desk calcule ce que cela coûte (gratuit).',
  'cost.keyOnly': 'Clé API uniquement',
  'cost.refreshOfflineDetail':
    'Le service est injoignable : Actualiser le réessaie d’abord (gratuit). S’il répond, les lectures coûtent {price} ; sinon, les données en cache restent.',
  'cost.usualPrice': 'leur prix habituel',
  'cost.offline': 'hors ligne',
  'cost.offlineDetail':
    'hors ligne : rien n’est envoyé. Le service est injoignable, donc rien n’est dépensé et le cache est affiché. Dès qu’il répond à nouveau (Folio Desk vérifie seul, gratuitement), cela coûtera {price}.',
  'cost.asksFirst': 'Au-dessus de votre seuil de confirmation : demande d’abord.',
  'cost.cached': 'en cache',
  'cost.zero': '0 crédit',
  'cost.about': '~{price}',
  'cost.detail': '{price} : {explanation}',
  'cost.detailAbout': 'Environ {price} : {explanation}',
  'cost.choice.each':
    '{price} par {noun, select, range {plage} split {répartition} portfolio {portefeuille} period {période} page {page} change {variation} search {recherche} asset {actif} metric {indicateur} wallet {wallet} coin {cryptomonnaie} other {choix}}',
  'cost.choice.upTo':
    'jusqu’à {price} par {noun, select, range {plage} split {répartition} portfolio {portefeuille} period {période} page {page} change {variation} search {recherche} asset {actif} metric {indicateur} wallet {wallet} coin {cryptomonnaie} other {choix}}',
  'cost.choice.allCached':
    '0 crédit : {noun, select, range {toutes les plages sont} split {toutes les répartitions sont} portfolio {tous les portefeuilles sont} period {toutes les périodes sont} page {toutes les pages sont} change {toutes les variations sont} search {toutes les recherches sont} asset {tous les actifs sont} metric {tous les indicateurs sont} wallet {tous les wallets sont} coin {toutes les cryptomonnaies sont} other {tous les choix sont}} en cache',
  'cost.choice.withCached':
    '{head} ; {cached} en cache : 0 crédit',
  'cost.choice.asksFirst':
    '{text} · demande d’abord',
  'cost.choice.lead':
    '{lead} : {text}',
  'cost.choice.line':
    '{label} : {price}',
  'cost.zeroCached':
    '0 crédit : en cache',
  'cost.unavailableHint':
    'indisponible en paiement à la requête',
  'cost.offlineOnceAnswers':
    'hors ligne : rien n’est envoyé ({price} dès que le service répond)',
  'cost.offlineWhileOut':
    'hors ligne : rien n’est envoyé tant que le service est injoignable.',
  'cost.free': 'gratuit : rien n’est envoyé',
};
