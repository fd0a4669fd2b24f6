import type { AreaCatalogue } from '../en/index';
import type { enHeader } from '../en/header';

export const frHeader: AreaCatalogue<typeof enHeader> = {
  'header.exportCsv': 'Exporter en CSV…',
  'header.demo': 'Démo',
  'header.simulated': '(simulé)',
  'header.simulatedAccount': 'Compte simulé',
  'header.planUnchecked': 'Forfait pas encore vérifié',
  'header.keyRefused': 'Clé refusée : voir Réglages',
  'header.creditsUnavailable': 'Crédits : indisponibles',
  'header.creditsLoading': 'Crédits : …',
  'header.meterFull': '{used} utilisés · {remaining} sur {total} restants ce mois-ci',
  'header.meterUsed': '{used} utilisés',
  'header.critical': 'presque plus de crédits',
  'header.low': 'crédits bientôt épuisés',
  'header.runsOut': 'épuisés vers le {date} à ce rythme',
  'header.meterLabel': 'Crédits utilisés ce mois-ci, forfait {plan}',
  'header.meterLabelDemo': 'Crédits utilisés ce mois-ci, forfait {plan} simulé',
  'header.meterLabelUnchecked': 'Crédits utilisés ce mois-ci, forfait pas encore vérifié',
  'header.provenanceDemo':
    'Démo : le compteur d’un compte Starter simulé, conservé d’un démarrage à l’autre ; aucun de vos crédits n’est dépensé',
  'header.provenanceUnchecked': 'Compté par Folio Desk ; pas encore rapproché du service',
  'header.provenanceChecked': 'Compté par Folio Desk ; rapproché du service {age}',
  'header.renewsDemo': 'Les crédits du compte simulé sont mensuels : ils se renouvellent le {date}.',
  'header.renews': 'Les crédits du forfait sont mensuels : ils se renouvellent le {date}.',
  'header.forecastDemo': 'Compte de démonstration simulé : {forecast}',
  'header.mostSpentOne': 'Plus gros poste : {feature} ({percent} %).',
  'header.amountsHidden': 'Montants masqués',
  'header.amountsHiddenTitle':
    'Le mode confidentiel masque tous les montants. Appuyez pour les afficher (Ctrl+Maj+P).',
  'header.payPerRequest': 'Paiement à la requête',
  'header.sessionStopped': 'arrêté : voir Réglages',
  'header.sessionFree': 'gratuit encore {time} · les appels ne sont pas payés d’ici là',
  'header.sessionFreeTitle':
    'Après un paiement, la passerelle sert les appels gratuitement pendant une heure (sa session) ; la fin de cette heure est affichée.',
  'header.sessionNext': 'le prochain appel est payant, puis les appels sont gratuits pendant une heure',
  'header.sessionNextTitle':
    'Après un paiement, la passerelle sert les appels gratuitement pendant une heure (sa session).',
  'header.source.demo': 'Données de démo',
  'header.source.demoTitle': 'Données d’exemple du service de démo, pas votre compte',
  'header.source.live': 'En direct du service',
  'header.source.cache': 'Depuis le cache local',
  'header.source.fetched': '{source} · obtenu {age}',
  'header.source.fetchedDemo': '· obtenu {age}',
  'header.source.at': 'à {time}',
  'header.source.stale': 'Périmé',
  'header.source.notLoaded': 'Pas encore chargé',
  'header.source.title': '{source} · obtenu {age} ({date})',
  'header.source.titleStale':
    '{source} · obtenu {age} ({date}) · périmé : le service était injoignable pour une valeur plus récente',
};
