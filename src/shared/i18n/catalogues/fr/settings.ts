import type { AreaCatalogue } from '../en/index';
import type { enSettings } from '../en/settings';

export const frSettings: AreaCatalogue<typeof enSettings> = {
  'settings.route.title': 'Voie d’accès',
  'settings.route.legend': 'Comment les appels sont payés',
  'settings.route.key': 'Clé API',
  'settings.route.keyLine':
    'Lit votre compte avec votre clé API ; les appels dépensent les crédits du forfait.',
  'settings.route.gateway': 'Paiement à la requête',
  'settings.route.gatewayLine':
    'Sans clé : chaque appel est payé en USDC sur Base depuis un portefeuille dont la clé reste dans votre trousseau.',
  'settings.route.demo': 'Démo',
  'settings.route.demoLine': 'Données d’exemple du substitut intégré du service ; rien n’est dépensé.',
  'settings.route.waiting':
    'La démo est utilisée : aucune clé API n’est enregistrée. Enregistrez votre clé sous Accès au service de données ci-dessous pour lire votre compte.',
  'settings.route.stopped': 'Le paiement à la requête est arrêté.',
  'settings.route.keepPaying': 'Continuer à payer {address} (connue) et reprendre',
  'settings.route.payNew': 'Payer {address} désormais',
  'settings.route.resume': 'Reprendre les paiements',
  'settings.route.recipient':
    'Les paiements vont à {address}. Si la passerelle demande à être payée ailleurs, Folio Desk ne signe rien et vous pose d’abord la question ici.',
  'settings.route.perCall': 'Maximum par appel (USDC)',
  'settings.route.perCallHint': 'Aucun appel ne paie plus que ce montant.',
  'settings.route.perDay': 'Plafond journalier (USDC)',
  'settings.route.perDayHint':
    'Le total des paiements d’une journée, y compris ceux en attente, reste sous ce montant.',
  'settings.route.notNumber':
    '{field, select, perCall {Le maximum par appel doit être un nombre d’USDC, 0 ou plus.} other {Le plafond journalier doit être un nombre d’USDC, 0 ou plus.}}',
  'settings.route.controls': 'Limites de dépense',
  'settings.route.saveLimits': 'Enregistrer les limites',
  'settings.route.limitsSaved': 'Limites enregistrées.',
  'settings.address.advanced': 'Avancé',
  'settings.address.label': 'Adresse du service',
  'settings.address.use': 'Utiliser cette adresse',
  'settings.address.useDefault': 'Utiliser l’adresse par défaut',
  'settings.address.hint':
    'Les requêtes vont à {address} ({source}), segment de version compris. L’adresse par défaut est {defaultAddress}. Uniquement https, ou http simple sur cet ordinateur (127.0.0.1, ::1, localhost).',
  'settings.address.source.default': 'par défaut',
  'settings.address.source.settings': 'enregistrée dans Réglages',
  'settings.address.source.startOption': 'fixée par --api-base-url pour ce lancement',
  'settings.prefs.title': 'Données et confidentialité',
  'settings.prefs.storage': 'Stockage',
  'settings.prefs.policy.manual': 'Seulement sur demande',
  'settings.prefs.policy.onOpen': 'À l’ouverture d’une vue',
  'settings.prefs.policy.interval': 'Toutes les quelques minutes',
  'settings.prefs.threshold': 'Demander avant les appels coûtant plus de (crédits)',
  'settings.prefs.minutes': 'Minutes entre deux actualisations',
  'settings.prefs.thresholdHint':
    'Actuellement {now}. Les lectures DeFi ({defi}), le risque des jetons ({risk}) et les synchronisations de tous les réseaux le dépassent généralement.',
  'settings.prefs.currency': 'Devise de référence',
  'settings.prefs.currencyUnsupported':
    'Le service ne convertit pas en {currency} : ses lectures sont refusées tant qu’une autre devise n’est pas choisie. Le graphique de valeur peut toujours afficher {currency} (Afficher en).',
  'settings.prefs.budget': 'Budget mensuel de crédits',
  'settings.prefs.budgetPlaceholder': 'les crédits du forfait',
  'settings.prefs.budgetTip':
    'Au-delà du budget, chaque appel demande d’abord. Vide : les crédits mensuels du forfait. La vue Crédits le compare à ce qui est prévu.',
  'settings.prefs.refresh': 'Actualiser les données',
  'settings.prefs.privacy': 'Mode confidentiel',
  'settings.prefs.privacyHint':
    'Remplace chaque montant par ••• dans les vues, les graphiques, le titre de la fenêtre et la zone de notification, et n’affiche que le début des adresses de portefeuille et aucun hachage de transaction. Ctrl+Maj+P l’active ou le désactive.',
  'settings.prefs.preferDemo': 'Utiliser les données de démo même si une clé API est enregistrée',
  'settings.prefs.demoNow': 'Données de démo en ce moment',
  'settings.prefs.lotMethod': 'Méthode des lots',
  'settings.prefs.average': 'Prix de revient moyen',
  'settings.prefs.methodTip':
    'Quels achats une vente solde : FIFO les plus anciens, LIFO les plus récents, HIFO les plus chers, prix moyen tous à leur moyenne. Le rapport des plus-values réalisées de Portefeuilles le suit ; rien n’est relu.',
  'settings.prefs.longTerm': 'Long terme après (jours de détention)',
  'settings.prefs.longTermProblem':
    'Saisissez un nombre entier de jours de 1 à 3650 ; {days} reste en place d’ici là.',
  'settings.prefs.database': 'Base de données',
  'settings.prefs.size': 'Taille',
  'settings.prefs.clearAsk': 'Vider le cache…',
  'settings.prefs.clearLabel': 'Vider le cache ?',
  'settings.prefs.clearQuestion':
    'Les cours et listes en cache sont supprimés ; ils sont relus (en dépensant des crédits) au besoin.',
  'settings.prefs.clearYes': 'Oui, vider le cache',
  'settings.prefs.cleared': '{size} libérés.',
  'settings.prefs.tray':
    'Le relevé rapide des cours du menu de notification liste vos cryptos et actifs réels suivis, avec les cours du cache. Ajoutez-les ou retirez-les dans la vue {watchlist}.',
  'settings.prefs.watchlist': 'Liste de suivi',
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
  'settings.conn.keptSession':
    'Votre clé reste conservée pour cette session.',
  'settings.conn.keptKeychain':
    'Votre clé reste enregistrée dans le trousseau.',
  'settings.conn.learned':
    '{from} a répondu 404 et {address} a répondu, donc Folio Desk utilise {address}.',
  'settings.conn.ok':
    'Connecté. Forfait : {plan}. Crédits restants lors de cette vérification : {left} sur {total} ; l’en-tête continue de compter à partir de là.',
  'settings.conn.okDetail':
    'Vérifié à {address}.{learned}',
  'settings.conn.refused':
    'La clé a été refusée par le service à {address} ({status}).',
  'settings.conn.refusedDetail':
    '{kept} Remplacez-la par la clé affichée dans votre compte CoinStats.{learned}',
  'settings.conn.notFound':
    'Aucune API CoinStats à cette adresse : {address}.',
  'settings.conn.notFoundDetail':
    'Elle a répondu 404 avec et sans /v1. Vérifiez l’adresse du service dans Avancé. {kept}',
  'settings.conn.network':
    'Impossible de joindre {address} : {detail}.',
  'settings.conn.networkDetail':
    'Vérifiez l’adresse et votre connexion réseau, puis vérifiez à nouveau. {kept}',
  'settings.conn.tls':
    'La connexion sécurisée à {address} a échoué : {detail}.',
  'settings.conn.tlsDetail':
    'Folio Desk n’envoie votre clé qu’à un serveur dont il peut vérifier le certificat. {kept}',
  'settings.conn.busy':
    'Le service à {address} est joignable et a demandé de ralentir ({status} : plus de requêtes par seconde que votre forfait ne le permet, peut-être depuis une autre application utilisant cette clé).',
  'settings.conn.busyDetail':
    'Vérifiez à nouveau dans un instant. {kept}{learned}',
  'settings.conn.unexpected':
    '{address} a répondu, mais pas comme le fait l’API CoinStats ({detail}).',
  'settings.conn.unexpectedDetail':
    'Vérifiez l’adresse du service dans Avancé, ou vérifiez à nouveau plus tard. {kept}',
  'settings.conn.noKey':
    'Aucune clé API enregistrée.',
  'settings.conn.noKeyDetail':
    'La connexion à {address} sera vérifiée quand vous en enregistrerez une.',
  'settings.conn.checking':
    'Vérification de la connexion…',
  'settings.wallet.copied':
    'Adresse copiée.',
  'settings.wallet.copyRefused':
    'La copie n’est pas autorisée ici : sélectionnez l’adresse et copiez-la.',
  'settings.wallet.address':
    'Adresse',
  'settings.wallet.copy':
    'Copier l’adresse',
  'settings.wallet.fund':
    'Approvisionnez cette adresse en USDC sur Base. Folio Desk ne consulte pas son solde : voyez-le dans votre wallet ou sur un explorateur de blocs Base.',
  'settings.wallet.fundsWarning':
    'N’y envoyez que ce que vous comptez dépenser en requêtes. Folio Desk n’affiche jamais la clé, pas même une clé qu’il a générée, donc les USDC de cette adresse ne peuvent être dépensés que par les paiements de Folio Desk depuis ce trousseau : si l’entrée du trousseau est perdue (autre ordinateur, trousseau réinitialisé), ce qui reste ici l’est aussi.',
  'settings.wallet.removeAsk':
    'Supprimer la clé du wallet…',
  'settings.wallet.removeLabel':
    'Supprimer la clé du wallet ?',
  'settings.wallet.removeQuestion':
    'Supprimer la clé du wallet du trousseau ? Folio Desk ne pourra plus payer à la requête tant que vous n’en aurez pas ajouté une autre, et les USDC à {address} ne peuvent être déplacés qu’avec cette clé : gardez-en d’abord une copie si l’adresse détient des fonds (une clé générée par Folio Desk n’a pas de copie : dépensez d’abord ce qu’elle détient).',
  'settings.wallet.removeConfirm':
    'Supprimer la clé',
  'settings.wallet.group':
    'Clé du wallet',
  'settings.wallet.title':
    'Portefeuille de paiement',
  'settings.wallet.none':
    'Aucune clé de wallet enregistrée. Importez-en une ou générez-en une nouvelle ; elle reste dans votre trousseau.',
  'settings.wallet.keyLabel':
    'Clé privée du wallet',
  'settings.wallet.import':
    'Importer',
  'settings.wallet.generate':
    'Générer une nouvelle clé',
  'settings.ledger.reserved':
    'réservé, pas encore de réponse',
  'settings.ledger.settled':
    'réglé',
  'settings.ledger.unconfirmed':
    'données servies sans reçu',
  'settings.ledger.refused':
    'refusé par la passerelle',
  'settings.ledger.failed':
    'échoué',
  'settings.ledger.unsigned':
    'non signé',
  'settings.ledger.totals':
    'Totaux en USDC',
  'settings.ledger.spentToday':
    'Dépensé aujourd’hui',
  'settings.ledger.reservedToday':
    'Réservé aujourd’hui',
  'settings.ledger.spentMonth':
    'Dépensé ce mois-ci',
  'settings.ledger.reservedMonth':
    'Réservé ce mois-ci',
  'settings.ledger.empty':
    'Aucun appel n’a encore été payé à la requête.',
  'settings.ledger.payments':
    'Paiements en USDC',
  'settings.ledger.signed':
    'Signé',
  'settings.ledger.call':
    'Appel',
  'settings.ledger.outcome':
    'Résultat',
  'settings.ledger.receipt':
    'Reçu',
  'settings.ledger.outcomeReserved':
    '{outcome} · réservé',
  'settings.ledger.unsettledTitle':
    'Signés, non réglés',
  'settings.ledger.unsettledHint':
    'Une passerelle peut encore les encaisser jusqu’à leur expiration, ou les a peut-être encaissés sans reçu : ils comptent dans le plafond quotidien du jour de leur signature.',
  'settings.ledger.unsettledList':
    'Autorisations non réglées',
  'settings.ledger.unsettledExpires':
    '{amount} USDC pour GET {path} — {outcome} ; expire {time}',
  'settings.ledger.unsettledExpired':
    '{amount} USDC pour GET {path} — {outcome} ; expiré {time}',
  'settings.ledger.title':
    'Paiement à la requête (USDC)',
  'settings.ledger.what':
    'Journal USDC',
};
