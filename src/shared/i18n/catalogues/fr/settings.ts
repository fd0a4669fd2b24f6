import type { AreaCatalogue } from '../en/index';
import type { enSettings } from '../en/settings';

export const frSettings: AreaCatalogue<typeof enSettings> = {
  'settings.title': 'Réglages',
  'settings.mode.demo':
    'Mode démo : données d’exemple du substitut intégré du service. Aucun crédit n’est dépensé.',
  'settings.mode.live': 'En direct : lecture de votre compte avec votre clé API.',
  'settings.mode.gateway': 'Paiement à la requête : chaque appel est payé en USDC via la passerelle.',
  'settings.mode.unreachable':
    'En direct, avec votre clé API : le service n’a pas pu être lu à son adresse (voir Accès au service de données ci-dessous).',
  'settings.mode.refused':
    'Clé API : le service a refusé votre clé (401), rien ne peut donc être lu. Remplacez-la sous Accès au service de données ci-dessous, ou choisissez Démo ci-dessus.',
  'settings.mode.demoUntilKey':
    'Mode démo tant qu’aucune clé API n’est enregistrée : données d’exemple du substitut intégré du service. Aucun crédit n’est dépensé.',
  'settings.mode.demoUntilWallet':
    'Mode démo tant qu’aucune clé de portefeuille pour le paiement à la requête n’est enregistrée : données d’exemple du substitut intégré du service. Aucun crédit n’est dépensé.',
  'settings.about.title': 'À propos de Folio Desk',
  'settings.about.version': 'Version {version}',
  'settings.about.welcome': 'Revoir l’accueil',
  'settings.about.welcomeHint': 'Les trois façons de commencer, et où vos données sont conservées.',
  'settings.about.checking': 'Vérification…',
  'settings.about.check': 'Rechercher des mises à jour',
  'settings.about.newer': 'La version {latest} est disponible (vous avez la {current}).',
  'settings.about.latest': 'Vous avez la dernière version ({current}).',
  'settings.key.title': 'Accès au service de données',
  'settings.key.checking': 'Vérification du trousseau…',
  'settings.key.session': 'Pour cette session seulement (…{last4})',
  'settings.key.stored': 'Enregistrée (…{last4})',
  'settings.key.none': 'Aucune clé enregistrée',
  'settings.key.saved': 'Clé enregistrée dans le trousseau.',
  'settings.key.keptForSession':
    'Clé gardée en mémoire pour cette session seulement : jamais sur le disque, oubliée à la fermeture de Folio Desk.',
  'settings.key.cleared': 'Clé retirée du trousseau. Folio Desk est en mode démo.',
  'settings.key.new': 'Nouvelle clé API',
  'settings.key.label': 'Clé API',
  'settings.key.replace': 'Remplacer',
  'settings.key.save': 'Enregistrer',
  'settings.key.clear': 'Effacer',
  'settings.key.hintSession':
    'Gardée en mémoire pour cette session seulement (aucun trousseau système disponible), jamais sur le disque. Folio Desk n’en affiche que les quatre derniers caractères. Sans clé, et sauf paiement à la requête, il fonctionne en mode démo avec des données d’exemple.',
  'settings.key.hint':
    'Enregistrée dans le trousseau de votre système, jamais en clair sur le disque. Folio Desk n’en affiche que les quatre derniers caractères. Sans clé, et sauf paiement à la requête, il fonctionne en mode démo avec des données d’exemple.',
  'settings.key.checkAgain': 'Vérifier à nouveau',
  'appearance.title': 'Apparence et fenêtre',
  'appearance.theme': 'Thème',
  'appearance.theme.light': 'Clair',
  'appearance.theme.dark': 'Sombre',
  'appearance.theme.system': 'Système',
  'appearance.language': 'Langue',
  'appearance.language.system': 'Comme le système ({name})',
  'appearance.language.hint':
    'La langue des textes. Les nombres, les dates et les devises suivent les paramètres régionaux du système.',
  'appearance.closeToTray':
    'Fermer la fenêtre garde Folio Desk dans la zone de notification (application de bureau)',
};
