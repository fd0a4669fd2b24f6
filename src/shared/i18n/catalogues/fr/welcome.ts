import type { AreaCatalogue } from '../en/index';
import type { enWelcome } from '../en/welcome';

export const frWelcome: AreaCatalogue<typeof enWelcome> = {
  'welcome.title': 'Bienvenue dans Folio Desk',
  'welcome.intro':
    'Suivez vos portefeuilles CoinStats, vos wallets et vos actifs tokenisés depuis cet ordinateur. Choisissez comment commencer ; vous pourrez le changer à tout moment dans les Réglages.',
  'welcome.key.title': 'Votre clé d’API CoinStats',
  'welcome.key.text':
    'Lit votre propre compte. Créez une clé dans le tableau de bord de l’API CoinStats (openapi.coinstats.app) et collez-la dans les Réglages : Folio Desk la vérifie aussitôt et affiche votre forfait et vos crédits. Le forfait gratuit offre 20 000 crédits par mois, et chaque bouton affiche son prix avant d’en dépenser.',
  'welcome.key.button': 'Saisir une clé d’API',
  'welcome.gateway.title': 'Paiement à la requête',
  'welcome.gateway.text':
    'Sans compte : chaque appel est payé en USDC sur Base depuis une clé de wallet gardée dans votre trousseau, dans la limite d’un maximum par appel et d’un plafond quotidien que vous fixez.',
  'welcome.gateway.button': 'Configurer le paiement à la requête',
  'welcome.demo.title': 'La démo',
  'welcome.demo.inUse': 'En cours d’utilisation',
  'welcome.demo.text':
    'Des portefeuilles d’exemple fournis par une simulation du service intégrée à l’application. Rien ne quitte cet ordinateur. Les cours et le compteur de crédits sont ceux d’un compte simulé : vous voyez ce que coûterait chaque vue, sans dépenser aucun de vos crédits.',
  'welcome.demo.continue': 'Continuer avec la démo',
  'welcome.demo.try': 'Essayer la démo',
  'welcome.data.title': 'Où vos données sont conservées',
  'welcome.data.text':
    'Sur cet ordinateur uniquement : le cache et vos réglages dans {folder} ; la clé d’API et toute clé de wallet dans le trousseau du système, jamais dans un fichier. Ce qui en sort : uniquement les requêtes à l’API CoinStats (ou, en paiement à la requête, à sa passerelle), avec la clé dans un en-tête de requête, et les icônes des cryptos depuis son serveur d’images, static.coinstats.app, sans la clé. Aucune statistique d’usage, aucun autre serveur.',
  'welcome.data.textNoFolder':
    'Sur cet ordinateur uniquement : le cache et vos réglages dans le dossier de données de l’application ; la clé d’API et toute clé de wallet dans le trousseau du système, jamais dans un fichier. Ce qui en sort : uniquement les requêtes à l’API CoinStats (ou, en paiement à la requête, à sa passerelle), avec la clé dans un en-tête de requête, et les icônes des cryptos depuis son serveur d’images, static.coinstats.app, sans la clé. Aucune statistique d’usage, aucun autre serveur.',
};
