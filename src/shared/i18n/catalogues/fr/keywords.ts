import type { AreaCatalogue } from '../en/index';
import type { enKeywords } from '../en/keywords';

export const frKeywords: AreaCatalogue<typeof enKeywords> = {
  'keywords.refresh': 'recharger actualiser direct service',
  'keywords.export': 'CSV télécharger enregistrer exporter tableur actifs transactions journal',
  'keywords.newAlert': 'cours prix alerte notifier au-dessus en dessous variation',
  'keywords.alertLog': 'alertes déclenchées historique notifications',
  'keywords.privacy': 'masquer cacher montants confidentialité',
  'keywords.theme': 'thème sombre clair apparence',
  'keywords.settingsKey': 'API clé adresse connexion',
  'keywords.settingsAppearance': 'thème sombre clair barre des tâches',
  'keywords.settingsPrefs': 'devise seuil actualisation confidentialité démo',
  'keywords.settingsStorage': 'cache vider effacer base de données',
  'keywords.allPortfolios': 'portefeuille total tous',
  'keywords.portfolio': 'portefeuille',
  'keywords.sharedPortfolio': 'portefeuille partagé',
  'keywords.wallet': 'wallet portefeuille synchroniser solde',
  'keywords.asset': 'actif RWA suivi',
  'keywords.watchedCoin': 'crypto cours prix graphique suivi',
  'keywords.heldCoin': 'crypto cours prix graphique détenu actif',
  'keywords.pair': 'paire bougies graphique',
};
