import type { AreaCatalogue } from '../en/index';
import type { enNotices } from '../en/notices';

export const frNotices: AreaCatalogue<typeof enNotices> = {
  'notices.alertTitle': 'Alerte de cours : {label}',
  'notices.alertRose': 'Le cours est passé au-dessus de votre seuil d’alerte.',
  'notices.alertFell': 'Le cours est passé sous votre seuil d’alerte.',
  'notices.alertMoved':
    'Le cours a {direction, select, up {monté} other {baissé}} au-delà de votre alerte de variation sur {window, select, hour {une heure} other {un jour}}.',
  'notices.alertAboveNow': 'Maintenant {price}, au-dessus de {level}.',
  'notices.alertBelowNow': 'Maintenant {price}, sous {level}.',
  'notices.alertChange':
    'Variation sur {window} : {change} (alerte : variation sur {window} au-delà de {limit}).',
  'notices.summaryTitle': '{count, plural, one {{n} alerte de cours} other {{n} alertes de cours}}',
  'notices.summaryNamed': '{names} ont franchi leur seuil d’alerte.',
  'notices.summaryNamedMore': '{names} et {rest} autres ont franchi leur seuil d’alerte.',
  'notices.summaryAbove': '{label} au-dessus de {level}',
  'notices.summaryBelow': '{label} sous {level}',
  'notices.summaryChange': '{label} variation sur {window} au-delà de {limit}',
  'notices.summaryList': '{list}.',
  'notices.summaryListMore': '{list} et {rest} autres.',
  'notices.userFileRebuilt':
    'Le fichier de vos réglages et listes a été supprimé ou vidé pendant que Folio Desk tournait. Il a été reconstruit à partir de ce que Folio Desk détenait encore et de la copie du {copyTime} ; des modifications faites après peuvent manquer.',
  'notices.userFileWritten':
    'Le fichier de vos réglages et listes a été supprimé ou vidé pendant que Folio Desk tournait. Il a été réécrit à partir de ce que Folio Desk détenait encore : rien n’a été perdu.',
  'notices.userDataRestored':
    'Vos propres données (réglages, portefeuilles suivis, portefeuilles partagés, liste de suivi) n’ont pas pu être lues ({problem}) : Folio Desk a donc restauré sa copie du {copyTime}. Tout ce que vous avez modifié depuis manque. Le fichier endommagé a été déplacé vers {movedTo}.',
  'notices.userDataDefaults':
    'Vos propres données (réglages, portefeuilles suivis, portefeuilles partagés, liste de suivi) n’ont pas pu être lues ({problem}) et aucune copie valide n’était disponible : Folio Desk a donc démarré avec ses valeurs par défaut. Le fichier endommagé a été déplacé vers {movedTo}.',
  'notices.userFileCopyRestored':
    'Vos réglages et listes ont été restaurés depuis la copie du {copyTime} (leur fichier était {state, select, empty {vide} other {manquant}}). Tout ce que vous avez modifié depuis manque.',
  'notices.userFileNoCopy':
    'Vos réglages et listes sont introuvables (leur fichier était {state, select, empty {vide} other {manquant}}) et aucune des {count} copies de {folder} n’a pu être lue : Folio Desk a donc démarré avec ses valeurs par défaut.',
  'notices.cacheReplaced':
    'Le cache n’a pas pu être lu ({problem}) : Folio Desk l’a déplacé vers {movedTo} et en a créé un nouveau, qui se remplit à mesure que vous utilisez l’application. Vos réglages, clés, portefeuilles, portefeuilles partagés et liste de suivi sont conservés à part et n’ont pas changé.',
  'notices.databaseReplaced':
    'La base de données n’a pas pu être lue ({problem}) : Folio Desk l’a déplacée vers {movedTo} et a démarré avec un cache vide. Les réglages sont revenus à leurs valeurs par défaut : si vous aviez enregistré une clé API ou une clé de portefeuille, saisissez-la à nouveau dans les Réglages.',
  'notices.useForSession': 'Utiliser pour cette session seulement',
  'notices.keptForSession':
    'Gardé en mémoire pour cette session seulement : {secrets}. Folio Desk l’oublie à sa fermeture.',
  'notices.keptAllForSession':
    'Les secrets sont désormais gardés en mémoire pour cette session seulement, et oubliés à la fermeture de Folio Desk. Réessayez.',
  'notices.secret':
    '{kind, select, apiKey {la clé API} walletKey {la clé du portefeuille de paiement à la requête} shareToken {le jeton de partage du portefeuille partagé} passcode {le code d’accès du portefeuille partagé} other {la clé}}',
  'notices.trayNotRefreshed': 'Cours non actualisés : {reason}',
  'notices.trayTryLater': 'Cours non actualisés : réessayez plus tard',
  'notices.dismiss': 'Fermer',
};
