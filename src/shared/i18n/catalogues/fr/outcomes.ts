import type { AreaCatalogue } from '../en/index';
import type { enOutcomes } from '../en/outcomes';

const what =
  '{what, select, connectWallet {la connexion du wallet} connectExchange {la connexion de {exchange}} ' +
  'deletePortfolio {la suppression du portefeuille} sync {la synchronisation} statusRead {la lecture du statut} ' +
  'buy {l’achat de {amount} {coin}} sell {la vente de {amount} {coin}} ' +
  'transferIn {le transfert entrant de {amount} {coin}} transferOut {le transfert sortant de {amount} {coin}} ' +
  'correction {la correction de {amount} {coin}} reversal {l’annulation de {amount} {coin}} ' +
  'editedBuy {l’achat modifié} editedSell {la vente modifiée} editedTransferIn {le transfert entrant modifié} ' +
  'editedTransferOut {le transfert sortant modifié} nextRow {la ligne suivante} import {un import} ' +
  'other {l’opération}}';

const What =
  '{what, select, connectWallet {La connexion du wallet} connectExchange {La connexion de {exchange}} ' +
  'deletePortfolio {La suppression du portefeuille} sync {La synchronisation} statusRead {La lecture du statut} ' +
  'buy {L’achat de {amount} {coin}} sell {La vente de {amount} {coin}} ' +
  'transferIn {Le transfert entrant de {amount} {coin}} transferOut {Le transfert sortant de {amount} {coin}} ' +
  'correction {La correction de {amount} {coin}} reversal {L’annulation de {amount} {coin}} ' +
  'editedBuy {L’achat modifié} editedSell {La vente modifiée} editedTransferIn {Le transfert entrant modifié} ' +
  'editedTransferOut {Le transfert sortant modifié} nextRow {La ligne suivante} import {Un import} ' +
  'other {L’opération}}';

const why =
  '{why, select, timeout {aucune réponse n’est arrivée à temps} other {la réponse s’est perdue en route}}';
const keyRoute = 'Ajoutez votre clé API dans les Réglages et passez la voie d’accès à la clé pour le lire.';

const tryElse =
  'Réessayez plus tard, ou ajoutez votre clé API dans les Réglages et passez la voie d’accès à la clé.';
const checkGateway =
  'Vérifiez l’adresse de la passerelle, ou ajoutez votre clé API dans les Réglages et passez la voie d’accès à la clé.';

export const frOutcomes: AreaCatalogue<typeof enOutcomes> = {
  'outcomes.notSentGateway': `Non envoyé : ${what} nécessite une clé API. La passerelle de paiement à la requête ne fait que lire ; passez la voie d’accès à la clé API dans les Réglages.`,
  'outcomes.notSentOffline': `Non envoyé : le service est injoignable, donc ${what} n’a pas eu lieu. Rien n’est mis en attente ; votre saisie est conservée, réessayez quand le service sera de retour.`,
  'outcomes.refused': `Non effectué : refus pour ${what}. {reason}`,
  'outcomes.found': `${What} : ${why}, donc Folio Desk a relu le portefeuille et constaté que l’opération a bien eu lieu.`,
  'outcomes.notFound': `${What} n’a probablement pas eu lieu : ${why}, et la relecture du portefeuille n’en a trouvé aucune trace. Rien n’a été relancé ; réessayez si vous le souhaitez toujours.`,
  'outcomes.unknown': `Folio Desk ne peut pas savoir si ${what} a eu lieu : ${why}, et le portefeuille n’a pas pu être relu. Rien n’a été relancé ; vérifiez le portefeuille avant de réessayer.`,
  'outcomes.recorded': `${What} : opération enregistrée.`,
  'outcomes.connectedBefore':
    'Ce {type, select, wallet {wallet} other {compte de plateforme}} était déjà connecté : son portefeuille est sélectionné.',
  'outcomes.connectedNew':
    'Connecté : le {type, select, wallet {wallet} other {compte de plateforme}} est un nouveau portefeuille ; ses transactions se synchronisent en arrière-plan.',
  'outcomes.exchangeListUnread': 'Non envoyé : la liste des plateformes n’a pas pu être lue. {reason}',
  'outcomes.deleted': 'Le portefeuille a été supprimé.',
  'outcomes.syncUnsure': 'Folio Desk ne peut pas savoir si la synchronisation a démarré. {reason}',
  'outcomes.notSentAddress': 'Non envoyé : {reason}',
  'outcomes.noSuchExchange': 'Non envoyé : le service ne connaît aucune plateforme « {connectionId} ».',
  'outcomes.fieldsMissing':
    'Non envoyé : {count, plural, one {le champ {fields} est obligatoire} other {les champs {fields} sont obligatoires}}.',
  'outcomes.fieldsExtra': 'Non envoyé : {exchange} n’accepte pas le champ {fields}.',
  'outcomes.fieldsWrong':
    'Non envoyé : {count, plural, one {le champ {missing} est obligatoire} other {les champs {missing} sont obligatoires}}, et {exchange} n’accepte pas le champ {extra}.',
  'outcomes.futureDate': 'Non envoyé : la date est dans le futur.',
  'outcomes.editElsewhere': 'Non envoyé : une modification reste dans le même portefeuille.',
  'outcomes.cannotReverse':
    'Non envoyé : cette transaction ne peut pas être annulée, car son écriture de correction sortirait de ce qu’une transaction peut être ({problems}). Rien n’a été modifié ; rechargez la liste, ou corrigez l’écriture directement sur CoinStats.',
  'outcomes.edited':
    'La transaction a été modifiée : l’ancienne écriture est annulée et la nouvelle enregistrée.',
  'outcomes.editHalfDone':
    'L’ancienne écriture a été annulée, mais la nouvelle n’a pas été enregistrée ({reason}). Elle est toujours dans le formulaire : ajoutez-la de nouveau.',
  'outcomes.importRouteChanged':
    'La voie d’accès ou la clé a changé ; reprenez pour continuer avec celle en place.',
  'outcomes.importCrashed':
    'Arrêté par une erreur interne de Folio Desk ({error}) ; reprenez pour continuer.',
  'outcomes.importPaused': 'En pause : {reason}',
  'outcomes.importPausedByYou': 'Mis en pause par vous ; reprenez pour continuer.',
  'outcomes.importCancelled': 'Annulé par vous.',
  'outcomes.importAppClosed': 'Folio Desk a été fermé ; reprenez pour continuer.',
  'outcomes.importInterrupted': 'Folio Desk s’est arrêté pendant cet import ; reprenez pour continuer.',
  'outcomes.rowUnknown': `Inconnu : ${why} et {found, select, unread {le portefeuille n’a pas pu être relu} other {le portefeuille ne la liste pas encore}}. Vérifiez le portefeuille, puis relancez-la ou laissez-la.`,
  'outcomes.rowUnknownAfterStop':
    'Inconnu : l’import s’est arrêté pendant l’envoi de cette ligne, et le portefeuille n’a pas pu être lu pour le savoir. Vérifiez le portefeuille, puis relancez-la ou laissez-la.',
  'outcomes.planWarning':
    'Les transactions du portefeuille n’ont pas pu être lues ({reason}), donc seules les lignes envoyées par des imports précédents sont ignorées.',
  'outcomes.noSuchImport': 'Cet import n’existe pas : planifiez le fichier de nouveau.',
  'outcomes.otherImportRuns':
    'Un autre import est en cours : mettez-le d’abord en pause, ou laissez-le finir.',
  'outcomes.notCsv': 'Le fichier n’a pas pu être lu comme CSV : {problem}. Rien n’a été importé.',
  'outcomes.gatewayOutside':
    'Folio Desk a adressé une requête de passerelle hors de la passerelle ; rien n’a été envoyé. Merci de le signaler.',
  'outcomes.gatewayReadsOnly': `La passerelle de paiement à la requête ne fait que lire des données, elle ne peut donc pas faire {method} {path}. ${keyRoute}`,
  'outcomes.gatewayNotOffered': `La passerelle de paiement à la requête ne propose pas GET {path}. ${keyRoute}`,
  'outcomes.gatewaySharedOnly': `La passerelle de paiement à la requête ne lit que les portefeuilles partagés (avec leur jeton de partage), elle ne peut donc pas lire {path} de vos propres portefeuilles. ${keyRoute}`,
  'outcomes.payUnreadable': `La passerelle de paiement à la requête a répondu à {what} par une demande de paiement que Folio Desk ne sait pas lire ; rien n’a été signé. ${tryElse}`,
  'outcomes.payTooLarge': `La passerelle de paiement à la requête a répondu à {what} par une demande de paiement de plus de {kb} Ko, que Folio Desk n’a pas lue ; rien n’a été signé. ${tryElse}`,
  'outcomes.payVersion': `La passerelle de paiement à la requête a répondu à {what} par une demande de paiement x402 en version {version} ; Folio Desk ne paie que les versions 1 et 2, donc rien n’a été signé. ${tryElse}`,
  'outcomes.payRedirected': `La passerelle de paiement à la requête a redirigé GET {path} vers {to} ; Folio Desk ne suit pas un paiement ailleurs, donc rien de plus n’a été envoyé. ${checkGateway}`,
  'outcomes.payRedirectedSomewhere': `La passerelle de paiement à la requête a redirigé GET {path} vers une autre adresse ; Folio Desk ne suit pas un paiement ailleurs, donc rien de plus n’a été envoyé. ${checkGateway}`,
  'outcomes.payNoTimeLimit':
    'La passerelle a demandé un paiement pour {what} sans délai utilisable, donc Folio Desk n’a rien signé.',
  'outcomes.paySignedOnce': 'Folio Desk a déjà signé un paiement pour {what} ; il n’en signe pas un second.',
  'outcomes.payAboveListed':
    'La passerelle a demandé {asked} USDC pour {what}, plus que son prix affiché de {listed} USDC que Folio Desk a montré avant l’appel ; il ne signe pas davantage, donc il n’a rien signé. Vos plafonds n’y changent rien.',
  'outcomes.payFailed': 'Folio Desk n’a pas pu payer {what} : {detail}',
  'outcomes.payUnreachable': `La passerelle a demandé à être payée pour {what} à {where, select, zero {l’adresse zéro} other {le contrat du jeton USDC lui-même}}, qu’aucun paiement ne peut atteindre, donc Folio Desk n’a rien signé. ${checkGateway}`,
  'outcomes.payRecipientChanged':
    'La passerelle a demandé à être payée à {payTo} pour {what}, mais {paid, select, yes {vos paiements jusqu’ici sont allés à {known}} other {Folio Desk ne paie que {known} (aucun paiement n’y est encore allé)}}. Folio Desk n’a rien signé et a cessé de payer à la requête. Dans les Réglages (Voie d’accès), continuez à payer {known}, ou acceptez la nouvelle adresse seulement si CoinStats l’a annoncée.',
  'outcomes.payNotSynced':
    'La passerelle a répondu à la requête payée pour {what} : les transactions de ce wallet ne sont pas encore synchronisées (HTTP 409). Le paiement signé peut encore être encaissé, il compte donc dans le plafond du jour. Le paiement à la requête ne peut pas synchroniser un wallet, donc Folio Desk ne paie pas cette lecture une seconde fois : synchronisez le wallet avec votre clé API (Réglages, Voie d’accès), puis lisez-le.',
  'outcomes.notAskedAddress':
    'Ce n’est pas l’adresse à laquelle la passerelle a demandé à être payée, donc rien n’a changé. Les paiements vont toujours à {kept, select, yes {{address}} other {l’adresse que la passerelle indique au premier paiement}}.',
  'outcomes.notAskedOrNoneKept':
    'Ce n’est pas l’adresse à laquelle la passerelle a demandé à être payée (ou aucune adresse précédente n’est conservée pour continuer à payer), donc rien n’a changé.',
  'outcomes.walletKeyStored':
    'Une clé de wallet est déjà enregistrée. Supprimez-la d’abord dans les Réglages (gardez-en une copie si son adresse détient des USDC).',
  'outcomes.walletKeyUnread':
    'Folio Desk n’a pas pu lire la clé du wallet dans le trousseau du système pour afficher son adresse. Déverrouillez le trousseau et réessayez.',
  'outcomes.alertsFull':
    'Vous avez {max} alertes, le maximum que Folio Desk conserve : supprimez-en une avant d’en ajouter une autre.',
  'outcomes.alertTwice': 'Vous avez déjà cette alerte : elle n’a pas été ajoutée deux fois.',
  'outcomes.notCsvBecause':
    'Le fichier n’a pas pu être lu comme CSV : {kind, select, afterQuote {Ligne {line} : du texte après un guillemet fermant ; un guillemet dans un champ s’écrit ""} unclosed {Ligne {line} : un champ entre guillemets n’est jamais fermé} empty {Le fichier est vide : il lui faut une ligne d’en-tête et au moins une ligne} other {Le fichier compte {rows} lignes ; {max} au plus sont importées à la fois. Découpez-le et importez chaque partie}}. Rien n’a été importé.',
  'outcomes.rowDateEmpty': 'la date est vide',
  'outcomes.rowDateNotReal': '« {text} » n’est pas une date réelle',
  'outcomes.rowHour12': '« {text} » a une heure qui n’existe pas sur une horloge de 12 heures',
  'outcomes.rowDateOrder':
    '« {text} » n’est pas une date réelle lue en {order, select, dayFirst {jour/mois/année ; si le fichier écrit mois/jour/année} other {mois/jour/année ; si le fichier écrit jour/mois/année}}, choisissez cet ordre',
  'outcomes.rowDateUnread':
    '« {text} » n’est pas une date que cet import sait lire : écrivez-la 2024-03-31 ou 2024-03-31T14:05:00Z',
  'outcomes.rowNumberEmpty': 'est vide',
  'outcomes.rowNotNumber': '« {text} » n’est pas un nombre écrit avec « {mark} » comme séparateur décimal',
  'outcomes.rowTooLarge': '« {text} » est trop grand',
  'outcomes.rowField': '{field, select, amount {quantité} price {prix} other {frais}} : {reason}',
  'outcomes.rowNegative':
    '{field, select, amount {la quantité est négative : écrivez une vente comme une ligne Sell avec une quantité positive} price {le prix est négatif : écrivez une vente comme une ligne Sell avec un prix positif} other {les frais sont négatifs : écrivez une vente comme une ligne Sell avec des frais positifs}}',
  'outcomes.rowFuture': 'la date est dans le futur',
  'outcomes.rowCoinEmpty': 'la crypto est vide',
  'outcomes.rowCoinUnknown':
    'crypto inconnue « {coin} » : aucune crypto du service n’a cet identifiant ou ce symbole',
  'outcomes.rowTypeEmpty': 'le type est vide : écrivez Buy, Sell, Deposit ou Withdraw',
  'outcomes.rowTypeUnknown':
    'le type « {text} » n’est pas importé : seules les lignes Buy, Sell, Deposit et Withdraw le sont ; modifiez ou supprimez la ligne',
  'outcomes.rowAmountEmpty': 'la quantité est vide',
  'outcomes.rowOtherCurrency':
    'prix en {quote}, pas en {currency} : importez les lignes de chaque devise séparément',
};
