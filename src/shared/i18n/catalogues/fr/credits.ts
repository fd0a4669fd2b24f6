import type { AreaCatalogue } from '../en/index';
import type { enCredits } from '../en/credits';

const pace =
  'Au rythme de ce mois jusqu’ici (environ {perDayN} crédits par jour sur {days, plural, one {{daysN} jour} other {{daysN} jours}})';

export const frCredits: AreaCatalogue<typeof enCredits> = {
  'credits.title': 'Crédits',
  'credits.meterCard': 'Compteur de crédits',
  'credits.gatewayNote':
    'Paiement à la requête : chaque appel est payé en USDC (ci-dessus) et, après un paiement, la passerelle sert les appels gratuitement pendant une heure ; le journal ci-dessous compte donc plus d’appels que de paiements. Aucun crédit de forfait n’est dépensé.',
  'credits.demoNote':
    'Le mode démo ne dépense aucun de vos crédits. Ce compteur appartient à un compte Starter simulé qui compte ce que demande la démo ; il garde son total d’un démarrage à l’autre et repart à zéro chaque mois.',
  'credits.notChecked': 'Compté par Folio Desk ; pas encore rapproché du service.',
  'credits.checked': 'Rapproché du service {age} ; les requêtes depuis sont comptées par Folio Desk.',
  'credits.rateLimit': 'Limite du forfait : {rate} requêtes par seconde.',
  'credits.reconcile': 'Vérifier auprès du service',
  'credits.free': 'gratuit',
  'credits.journal': 'Journal des requêtes',
  'credits.older': 'Requêtes plus anciennes',
  'credits.perFeature': 'Utilisation par fonction depuis le {date}',
  'credits.outsideDemo': 'Utilisé avant cette session de démo (usage antérieur du compte simulé)',
  'credits.outside': 'Utilisé hors de Folio Desk (autres applis ou clés)',
  'credits.col.feature': 'Fonction',
  'credits.col.calls': 'Appels',
  'credits.col.credits': 'Crédits',
  'credits.col.time': 'Heure',
  'credits.col.details': 'Détails',
  'credits.col.status': 'Statut',
  'credits.col.source': 'Source',
  'credits.col.took': 'Durée',
  'credits.noCredits': 'Aucun crédit dépensé ce mois-ci.',
  'credits.noRequests': 'Aucune requête pour l’instant.',
  'credits.requestId': 'Identifiant de requête {id}',
  'credits.cached': 'en cache',
  'credits.noAnswer': 'pas de réponse',
  'credits.live': 'Direct',
  'credits.cache': 'Cache',
  'credits.ms': '{ms} ms',
  'credits.budget.title': 'Budget mensuel',
  'credits.budget.budget': 'Budget',
  'credits.budget.spent': 'Dépensé',
  'credits.budget.perDay': 'Reste par jour',
  'credits.budget.planned': 'Prévu',
  'credits.budget.forecast': 'Prévision',
  'credits.budget.amount': '{credits, plural, one {{n} crédit} other {{n} crédits}}',
  'credits.budget.monthly': '{credits, plural, one {{n} crédit par mois} other {{n} crédits par mois}}',
  'credits.budget.planTip': 'Les crédits mensuels du forfait : fixez le vôtre dans Réglages.',
  'credits.budget.ownTip': 'Fixé dans Réglages.',
  'credits.budget.perDayTip':
    '{remaining} restants sur {days, plural, one {{daysN} jour} other {{daysN} jours}} ; renouvellement le {date}.',
  'credits.budget.plannedTip': 'Ce que la règle d’actualisation des Réglages lit au plus en un mois.',
  'credits.budget.forecastTip': 'Dépensé jusqu’ici plus les lectures prévues jusqu’au renouvellement.',
  'credits.budget.onTrack': 'Dans les clous : la prévision reste dans le budget.',
  'credits.budget.over':
    'Dépassement d’environ {over} crédits au rythme prévu ; au-delà du budget, chaque appel demande d’abord.',
  'credits.forecast.label': 'Prévision des crédits',
  'credits.forecast.simulated': 'Compte de démonstration simulé :',
  'credits.forecast.unknown':
    'Pas encore de prévision : les crédits mensuels du forfait ne sont connus qu’après vérification auprès du service.',
  'credits.forecast.exhausted': 'Les crédits de ce mois sont épuisés ; ils se renouvellent le {date}.',
  'credits.forecast.tooEarlyDay':
    'Pas assez d’utilisation pour une prévision : moins d’un jour de ce mois s’est écoulé.',
  'credits.forecast.tooEarlySpent':
    'Pas assez d’utilisation pour une prévision : rien n’a été dépensé ce mois-ci.',
  'credits.forecast.lasts': `${pace}, les crédits tiennent le mois ; ils se renouvellent le {date}.`,
  'credits.forecast.runsOut': `${pace}, les crédits s’épuisent vers le {date}, {early, plural, one {{earlyN} jour} other {{earlyN} jours}} avant leur renouvellement.`,
  'credits.forecast.runsOutSoon': `${pace}, les crédits s’épuisent vers le {date}, moins d’un jour avant leur renouvellement.`,
  'credits.forecast.share': '{feature} ({percent} %)',
  'credits.forecast.mostSpent':
    '{count, plural, one {Des crédits dépensés par Folio Desk ce mois-ci, la plupart sont allés à {first}.} =2 {Des crédits dépensés par Folio Desk ce mois-ci, la plupart sont allés à {first} et {second}.} other {Des crédits dépensés par Folio Desk ce mois-ci, la plupart sont allés à {first}, {second} et {third}.}}',
};
