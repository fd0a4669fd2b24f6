import type { AreaCatalogue } from '../en/index';
import type { enWallets } from '../en/wallets';

export const frWallets: AreaCatalogue<typeof enWallets> = {
  'wallets.title': 'Wallets',
  'wallets.refresh': 'Actualiser',
  'wallets.nothingToRefresh': 'Rien à actualiser : suivez un wallet ci-dessous',
  'wallets.free': 'gratuit',
  'wallets.refreshListOnly': 'Lit la liste des wallets suivis enregistrée sur cet ordinateur.',
  'wallets.refreshListRefused':
    'Lit la liste des wallets suivis enregistrée sur cet ordinateur ; {name} n’est pas relu, car le service a refusé son adresse.',
  'wallets.refusedAdvice':
    'Le service a refusé l’adresse de {name}. Retirez {name} (× sur sa puce) et suivez-le à nouveau avec la bonne adresse et le bon réseau.',
  'wallets.followed': 'Wallets suivis',
  'wallets.none': 'Aucun wallet pour l’instant : suivez-en un ci-dessous.',
  'wallets.connectedHint':
    'Les wallets suivis ici sont lus par leur adresse. Un wallet connecté à votre compte CoinStats est l’un de vos {portfolios}.',
  'wallets.portfoliosLink': 'portefeuilles',
  'wallets.shownNow': 'Affiché en ce moment',
  'wallets.remove': 'Retirer le wallet {name}',
  'wallets.choiceLead': 'Ouvrir un wallet lit son solde et ses transactions',
  'wallets.followTitle': 'Suivre un wallet',
  'wallets.address': 'Adresse',
  'wallets.labelOptional': 'Libellé (facultatif)',
  'wallets.follow': 'Suivre',
  'wallets.adding': 'Ajout…',
  'wallets.addressEvm': 'Une adresse sur {chain} commence par 0x, suivi de 40 lettres a–f et chiffres.',
  'wallets.addressTypo':
    'Cette adresse contient une faute de frappe : ses majuscules et minuscules ne correspondent pas à sa somme de contrôle.',
  'wallets.addressBitcoin':
    'Ce n’est pas une adresse Bitcoin : elle commence par 1, 3 ou bc1 et sa somme de contrôle doit correspondre.',
  'wallets.addressSolana':
    'Ce n’est pas une adresse Solana : elle fait 32 octets écrits en base58 (32 à 44 lettres et chiffres).',
  'wallets.addressShape':
    'Ce n’est pas une adresse de wallet : utilisez les lettres, chiffres et séparateurs de l’adresse elle-même.',
  'wallets.chain': 'Blockchain',
  'wallets.chainsNotLoaded': 'Blockchains non chargées',
  'wallets.balances': 'Soldes',
  'wallets.balancesEmpty': 'Ce wallet ne contient rien que le service connaisse.',
  'wallets.syncTitle': 'Synchroniser les transactions',
  'wallets.allNetworks': 'Tous les réseaux',
  'wallets.sync': 'Synchroniser',
  'wallets.syncNotOffered': 'Non proposé : le service a refusé l’adresse de {name}',
  'wallets.cancelSync': 'Annuler la synchronisation',
  'wallets.syncProgress': 'Progression de la synchronisation',
  'wallets.progressRunning':
    'Synchronisation : {message} ({checks, plural, one {{n} vérification} other {{n} vérifications}}, {seconds} s)',
  'wallets.progressDone':
    '{state, select, synced {Synchronisé} failed {Échec de la synchronisation} other {Synchronisation annulée}} à {time} : {message} ({checks, plural, one {{n} vérification} other {{n} vérifications}}, {seconds} s)',
  'wallets.networkFee': 'frais de réseau',
  'wallets.networkFeeWorth': 'frais de réseau, valant {value} à l’époque',
  'wallets.legGave': 'a cédé {amount} {symbol}',
  'wallets.legGot': 'a reçu {amount} {symbol}',
  'wallets.legAnd': 'et {amount} {symbol}',
  'wallets.unreadLegs':
    '{count, plural, one {{n} partie n’a pas pu être lue} other {{n} parties n’ont pas pu être lues}}',
  'wallets.otherSideUnlisted': 'contrepartie non indiquée par le service',
  'wallets.transactions': 'Transactions',
  'wallets.transactionsCaption': 'Transactions du wallet',
  'wallets.valueNow': 'Valeur actuelle',
  'wallets.transaction': 'Transaction',
  'wallets.noTransactionsOfType': 'Aucune transaction de ce type.',
  'wallets.transactionsNotOffered':
    'Non proposé : les transactions de {name} ne peuvent pas être lues tant qu’il n’est pas suivi à nouveau avec la bonne adresse.',
  'wallets.syncingNote':
    'Synchronisation de ce wallet : ses transactions s’afficheront ici une fois la synchronisation terminée.',
  'wallets.notSyncedGateway':
    'Pas encore synchronisé, et le paiement à la requête ne peut pas synchroniser un wallet : Folio Desk ne paie donc pas pour relire ses transactions. Pour les lire, passez l’accès à votre clé API dans {settings} et appuyez ici sur {sync} ; une fois synchronisées, elles sont lues par cette voie aussi.',
  'wallets.notSynced':
    'Pas encore synchronisé : appuyez sur {sync} ci-dessus pour lire les transactions de ce wallet.',
  'wallets.typeDeposit': 'Dépôt',
  'wallets.typeWithdraw': 'Retrait',
  'wallets.typeApprove': 'Approbation',
  'wallets.typeExecuted': 'Exécutée',
  'wallets.typeSwap': 'Échange',
  'wallets.typeBalance': 'Solde',
  'wallets.typeFee': 'Frais',
};
