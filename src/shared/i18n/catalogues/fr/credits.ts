import type { AreaCatalogue } from '../en/index';
import type { enCredits } from '../en/credits';

const pace =
  'Au rythme de ce mois jusqu’ici (environ {perDayN} crédits par jour sur {days, plural, one {{daysN} jour} other {{daysN} jours}})';

export const frCredits: AreaCatalogue<typeof enCredits> = {
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
