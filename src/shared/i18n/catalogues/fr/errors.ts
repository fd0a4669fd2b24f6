import type { AreaCatalogue } from '../en/index';
import type { enErrors } from '../en/errors';

export const frErrors: AreaCatalogue<typeof enErrors> = {
  'errors.gatewayHeadline': 'Indisponible en paiement à la requête.',
  'errors.gatewayAdvice':
    'La passerelle ne fournit pas cela ; passez la voie d’accès à la clé API dans les Réglages pour le lire.',
  'errors.wrongPasscodeHeadline': 'Code d’accès incorrect.',
  'errors.wrongPasscodeAdvice': 'Saisissez à nouveau le code d’accès du portefeuille partagé.',
  'errors.passcodeNeededHeadline': 'Ce portefeuille partagé demande son code d’accès.',
  'errors.passcodeNeededAdvice':
    'Saisissez le code d’accès que son propriétaire vous a donné avec le jeton de partage, puis ajoutez-le à nouveau.',
  'errors.ownerPlanHeadline': 'Non inclus dans l’offre du propriétaire (403).',
  'errors.ownerPlanAdvice':
    'Un portefeuille partagé ne peut être lu que tant que son propriétaire a une offre premium (Degen).',
  'errors.planHeadline': 'Non inclus dans votre offre {plan} (403).',
  'errors.anyPlanHeadline': 'Non inclus dans votre offre (403).',
  'errors.planAdvice':
    'Il faut une offre supérieure (pour un portefeuille partagé : le propriétaire doit avoir une offre premium).',
  'errors.rateNotSentHeadline': 'Trop de requêtes (429) ; rien n’a été fait.',
  'errors.rateNotSentAdvice': 'Réessayez après l’attente indiquée ci-dessous.',
  'errors.rateHeadline': 'Trop de requêtes (429).',
  'errors.rateAdvice': 'Attente de {seconds} s avant de réessayer.',
  'errors.perCallCapHeadline': 'Cet appel coûte plus que votre plafond USDC par appel.',
  'errors.perCallCapAdvice':
    'Relevez le plafond par appel dans les Réglages pour le payer ; attendre n’y changera rien.',
  'errors.dailyCapHeadline': 'Ce paiement dépasserait votre plafond USDC du jour.',
  'errors.dailyCapAdvice': 'Relevez le plafond quotidien dans les Réglages, ou attendez demain.',
  'errors.someCapHeadline': 'Ce paiement dépasserait l’un de vos plafonds USDC.',
  'errors.someCapAdvice': 'Relevez dans les Réglages le plafond indiqué ci-dessous.',
  'errors.pastBudget':
    'Au-delà de votre budget mensuel : {reason} Confirmez pour continuer.{stale, select, yes { La confirmation donnée portait sur un autre appel, a déjà servi ou a expiré.} other {}}',
  'errors.pastBudgetHeadline':
    'Cela coûte {credits, plural, one {{n} crédit} other {{n} crédits}}, au-delà de votre budget mensuel de crédits.',
  'errors.pastBudgetMoreHeadline': 'Cela coûte davantage, au-delà de votre budget mensuel de crédits.',
  'errors.pastBudgetAdvice': 'Dépensez-les quand même, ou relevez le budget dans les Réglages.',
  'errors.aboveThresholdHeadline':
    'Cela coûte {credits, plural, one {{n} crédit} other {{n} crédits}}, au-dessus de votre seuil de confirmation.',
  'errors.aboveThresholdMoreHeadline': 'Cela coûte davantage, au-dessus de votre seuil de confirmation.',
  'errors.aboveThresholdAdvice': 'Relevez le seuil dans les Réglages pour le lire sans confirmation.',
  'errors.refusedHeadline': 'Le service a refusé cette requête comme non valide.',
  'errors.refusedAdvice':
    'La renvoyer n’aidera pas : modifiez ce qui est indiqué ci-dessous, puis réessayez.',
  'errors.invalidHeadline': 'Certaines saisies ne sont pas valides.',
  'errors.checkFields': 'Vérifiez {fields} et réessayez.',
  'errors.checkEntered': 'Vérifiez votre saisie.',
  'errors.unauthorizedHeadline': 'Le service n’a pas accepté la clé API (401).',
  'errors.unauthorizedAdvice':
    'Vérifiez votre clé API dans les Réglages : saisissez-la à nouveau ou remplacez-la.',
  'errors.noCreditsHeadline': 'Plus aucun crédit ce mois-ci.',
  'errors.noCreditsAdvice':
    'Les données en cache restent disponibles. Attendez le prochain mois de crédits ou passez à une offre supérieure.',
  'errors.unpaidHeadline': 'La passerelle de paiement à la requête n’a pas été payée.',
  'errors.unpaidAdvice':
    'La raison est indiquée ci-dessous ; le portefeuille et la voie d’accès sont dans les Réglages.',
  'errors.notSyncedHeadline': 'Les transactions de ce portefeuille ne sont pas encore synchronisées.',
  'errors.notSyncedAdvice': 'Lancez une synchronisation ; la liste apparaîtra à la fin.',
  'errors.redirectedHeadline': 'L’adresse du service a redirigé ailleurs ; rien n’y a été envoyé.',
  'errors.redirectedAdvice': 'Vérifiez l’adresse du service dans les Réglages.',
  'errors.offlineHeadline': 'Le service est injoignable.',
  'errors.offlineAdvice': 'Vérifiez votre connexion internet, puis réessayez.',
  'errors.heldHeadline': 'Le service n’a pas répondu à temps à cette lecture il y a un instant.',
  'errors.heldAdvice':
    'Appuyez sur Réessayer pour redemander maintenant (cela coûte à nouveau son prix) ; elle n’est pas renvoyée d’elle-même pendant quelques minutes, et plus longtemps (jusqu’à une heure) à chaque nouvelle absence de réponse.',
  'errors.badResponseHeadline': 'Le service a envoyé des données qui n’ont pas passé la validation.',
  'errors.badResponseAdvice':
    'Les dernières données valides ont été conservées. Réessayez plus tard ; signalez l’identifiant de requête si cela persiste.',
  'errors.keychainHeadline': 'Aucun trousseau du système n’est disponible.',
  'errors.keychainAdvice':
    'Démarrez ou déverrouillez votre trousseau (Secret Service), ou utilisez-la pour cette session seulement.',
  'errors.diskFullHeadline': 'Le disque est plein ; rien n’a été perdu.',
  'errors.diskFullAdvice': 'Libérez de l’espace sur le disque, puis réessayez.',
  'errors.cancelledHeadline': 'Annulé.',
  'errors.internalHeadline': 'Une erreur s’est produite dans l’application.',
  'errors.internalAdvice': 'Réessayez ; redémarrez l’application si cela persiste.',
  'errors.notAnsweringHeadline': 'Le service ne répond pas.',
  'errors.notAnsweringStatusHeadline': 'Le service ne répond pas ({status}).',
  'errors.notAnsweringAdvice':
    'Réessayez dans une minute ; les données en cache sont affichées en attendant.',
  'errors.notFoundHeadline': 'Introuvable (404).',
  'errors.notFoundAdvice':
    'Actualisez la liste ; si rien n’est trouvé du tout, vérifiez l’adresse du service dans les Réglages.',
  'errors.settingsLink': 'Réglages',
  'errors.issueInput': 'saisie',
  'errors.detailPrice': 'Prix : {explanation}.',
  'errors.detailStatus400': 'Statut 400.',
  'errors.detailRequestId': 'Identifiant de requête : {requestId}.',
  'errors.keyRefused':
    'Le service n’a pas accepté votre clé API. Vérifiez votre clé API dans les Réglages, ou supprimez-la pour utiliser le mode démo.',
  'errors.noKeyStored':
    'Aucune clé API n’est enregistrée. Ajoutez votre clé dans les Réglages, ou utilisez le mode démo pour essayer l’application.',
  'errors.walletNotSynced':
    'Les transactions du portefeuille ne sont pas encore synchronisées. Folio Desk lance une synchronisation ; relisez-les quand elle sera terminée.',
  'errors.slowDown':
    'Le service a demandé à Folio Desk de ralentir. Il attend et réessaie au rythme permis par votre offre.',
  'errors.serviceUnavailable':
    'Le service est momentanément indisponible (les crédits de la tentative sont remboursés). Les données en cache sont affichées quand il y en a ; réessayez dans une minute.',
  'errors.upstreamTimeout': 'Le service a dépassé son délai de réponse. Réessayez dans une minute.',
  'errors.creditsExhausted':
    'Crédits épuisés : votre compte n’a plus de crédits pour cette requête. Les données en cache restent affichées ; les crédits se renouvellent avec le mois de votre offre, ou passez à une offre supérieure.',
  'errors.planRefused':
    'Votre offre n’inclut pas {endpoint} ; il faut une offre payante (Starter ou supérieure).',
  'errors.planRefusedSaid':
    'Votre offre n’inclut pas {endpoint} ; il faut une offre payante (Starter ou supérieure). Le service a répondu : {quote}',
  'errors.ownerPlanRefused':
    'Lire un portefeuille partagé exige que son propriétaire ait une offre premium (Degen) ; l’offre du propriétaire ne le permet pas.',
  'errors.requestRefused': 'Le service a refusé la requête pour {what} comme non valide.',
  'errors.requestRefusedSaid':
    'Le service a refusé la requête pour {what} comme non valide. Le service a répondu : {quote}',
  'errors.redirectedTo':
    'L’adresse du service a redirigé vers {to} ; Folio Desk ne suit pas les redirections, rien n’y a donc été envoyé.',
  'errors.redirectedElsewhere':
    'L’adresse du service a redirigé vers une autre adresse ; Folio Desk ne suit pas les redirections, rien n’y a donc été envoyé.',
  'errors.noApiAt':
    'Aucune API CoinStats n’a répondu à {endpoint} à l’adresse {address}. Vérifiez l’adresse du service dans les Réglages.',
  'errors.serverFailed': 'Le service a échoué avec le statut {status}. Réessayez plus tard.',
  'errors.serverFailedSaid':
    'Le service a échoué avec le statut {status}. Réessayez plus tard. Le service a répondu : {quote}',
  'errors.wrongPasscode':
    'Code d’accès incorrect pour ce portefeuille partagé. Saisissez-le à nouveau (il est conservé dans votre trousseau).',
  'errors.passcodeProtected':
    'Ce portefeuille partagé est protégé par un code d’accès. Saisissez-le (il est conservé dans votre trousseau).',
  'errors.perCallCap':
    '{what} coûte {price} USDC sur la passerelle de paiement à la requête, au-dessus de votre plafond par appel de {cap} USDC : Folio Desk ne l’a donc pas payé. Relevez le plafond par appel dans les Réglages pour l’autoriser.',
  'errors.dailyCap':
    'Payer {price} USDC pour {what} porterait les dépenses du jour sur la passerelle (réglées et réservées) à {total} USDC, au-dessus de votre plafond quotidien de {cap} USDC : Folio Desk n’a donc rien signé. Relevez le plafond quotidien dans les Réglages, ou attendez demain.',
  'errors.heldRead':
    'Le service n’a pas répondu à temps il y a un instant, et une réponse tardive peut tout de même être facturée : Folio Desk ne la renvoie donc pas de lui-même pendant quelques minutes (plus longtemps à chaque nouvelle absence de réponse, jusqu’à une heure). Réessayer, Actualiser ou une dépense que vous confirmez l’envoie tout de suite.',
  'errors.unreachable':
    'Le service est injoignable ; Folio Desk affiche les données en cache et réessaie de lui-même.',
  'errors.diskFull':
    'Le disque est plein ; rien n’a été perdu. Cette modification n’a pas été enregistrée : libérez de l’espace sur le disque, puis réessayez.',
  'errors.keychainMissing':
    'Aucun trousseau du système n’est disponible, Folio Desk ne peut donc pas {action, select, read {lire} remove {supprimer} other {enregistrer}} {secret, select, apiKey {la clé API} walletKey {la clé du portefeuille de paiement à la requête} shareToken {le jeton de partage du portefeuille partagé} passcode {le code d’accès du portefeuille partagé} other {la clé}} en toute sécurité (il n’écrit jamais de secrets en clair sur le disque). Sous Linux, installez et démarrez un Secret Service comme gnome-keyring (paquet gnome-keyring) ou KeePassXC, puis réessayez{action, select, store { ; ou utilisez-la pour cette session seulement : gardée en mémoire, jamais écrite sur le disque, oubliée à la fermeture de Folio Desk.} other {.}} Détail : {detail}',
  'errors.foundNoSaid':
    'Le service n’a pas trouvé {kind, select, portfolio {le portefeuille « {id} »} coin {la cryptomonnaie « {id} »} riskData {les données de risque de « {id} »} exchangePairs {les paires de « {id} »} newsFeed {le fil d’actualités « {id} »} rwaAsset {l’actif RWA « {id} »} wallet {le wallet {id}} sharedPortfolio {le portefeuille} someWallet {le wallet} candles {les bougies de {id} sur {place}} pair {la paire {id} sur {place}} wallets {{count, plural, one {{n} wallet} other {{n} wallets}}} other {{id}}}. Le service a répondu : {quote}',
  'errors.foundNoOrNoApi':
    'Le service n’a pas trouvé {kind, select, portfolio {le portefeuille « {id} »} coin {la cryptomonnaie « {id} »} riskData {les données de risque de « {id} »} exchangePairs {les paires de « {id} »} newsFeed {le fil d’actualités « {id} »} rwaAsset {l’actif RWA « {id} »} wallet {le wallet {id}} sharedPortfolio {le portefeuille} someWallet {le wallet} candles {les bougies de {id} sur {place}} pair {la paire {id} sur {place}} wallets {{count, plural, one {{n} wallet} other {{n} wallets}}} other {{id}}}, ou aucune API CoinStats n’a répondu à {endpoint} à l’adresse {address}. Vérifiez l’adresse du service dans les Réglages.',
  'errors.noApiAtSaid':
    'Aucune API CoinStats n’a répondu à {endpoint} à l’adresse {address}. Vérifiez l’adresse du service dans les Réglages. Le service a répondu : {quote}',
  'errors.requestRefusedAbout':
    'Le service a refusé la requête pour {kind, select, portfolio {le portefeuille « {id} »} coin {la cryptomonnaie « {id} »} riskData {les données de risque de « {id} »} exchangePairs {les paires de « {id} »} newsFeed {le fil d’actualités « {id} »} rwaAsset {l’actif RWA « {id} »} wallet {le wallet {id}} sharedPortfolio {le portefeuille} someWallet {le wallet} candles {les bougies de {id} sur {place}} pair {la paire {id} sur {place}} wallets {{count, plural, one {{n} wallet} other {{n} wallets}}} other {{id}}} comme non valide.',
  'errors.requestRefusedAboutSaid':
    'Le service a refusé la requête pour {kind, select, portfolio {le portefeuille « {id} »} coin {la cryptomonnaie « {id} »} riskData {les données de risque de « {id} »} exchangePairs {les paires de « {id} »} newsFeed {le fil d’actualités « {id} »} rwaAsset {l’actif RWA « {id} »} wallet {le wallet {id}} sharedPortfolio {le portefeuille} someWallet {le wallet} candles {les bougies de {id} sur {place}} pair {la paire {id} sur {place}} wallets {{count, plural, one {{n} wallet} other {{n} wallets}}} other {{id}}} comme non valide. Le service a répondu : {quote}',
  'errors.answerShape':
    'La réponse du service à {endpoint} ne correspond pas au format documenté. Les données en cache sont conservées ; réessayez plus tard.',
  'errors.answerWebPage':
    'Le service a répondu à {endpoint} par une page web au lieu de données. Les données en cache sont conservées ; réessayez plus tard.',
  'errors.answerMalformed':
    'Le service a répondu à {endpoint} par un JSON mal formé. Les données en cache sont conservées ; réessayez plus tard.',
  'errors.payNotUsdc':
    'La passerelle a demandé à être payée pour {what} autrement que par un virement USDC sur Base ; Folio Desk ne paie qu’en USDC sur Base, donc rien n’a été signé.',
  'errors.payUnreadable':
    'La passerelle de paiement à la requête a répondu à {what} par une demande de paiement que Folio Desk ne sait pas lire ; rien n’a été signé.',
  'errors.payNoWalletKey':
    'Aucune clé de wallet n’est enregistrée pour payer {what}. Ajoutez-en une dans les Réglages, ou passez la voie d’accès à votre clé API.',
  'errors.payConnectionLost':
    'La connexion a échoué après la signature d’un paiement pour {what}. La passerelle peut encore l’encaisser, il compte donc dans le plafond du jour ; Folio Desk ne signe pas de nouveau pour cette lecture. Réessayez plus tard.',
  'errors.payNotSettled':
    'La passerelle de paiement à la requête n’a pas pu régler le paiement pour {what} ({reason}). Il compte dans le plafond du jour jusqu’à la fin de la journée, au cas où il aurait été encaissé ; Folio Desk ne signe pas de nouveau pour cette lecture.',
  'errors.payAnsweredStatus':
    'La passerelle de paiement à la requête a répondu à la requête payée pour {what} par HTTP {status}. Le paiement signé peut encore être encaissé, il compte donc dans le plafond du jour ; Folio Desk ne signe pas de nouveau pour cette lecture. Réessayez plus tard.',
  'errors.payUnreadableAmount':
    'La passerelle a demandé un montant illisible pour {what} ; rien n’a été signé.',
  'errors.payNoRecipient':
    'La passerelle n’a indiqué aucun destinataire lisible pour {what}, donc Folio Desk n’a rien signé.',
  'errors.payRefusedStopped':
    'La passerelle de paiement à la requête a refusé un paiement signé pour {what} ({reason}) et en a redemandé un. Folio Desk a cessé de payer {gateway} pour qu’elle ne puisse pas demander signature après signature ; l’autorisation compte dans le plafond du jour. Vérifiez le solde USDC du wallet sur Base et la passerelle, puis reprenez les paiements dans les Réglages.',
};
