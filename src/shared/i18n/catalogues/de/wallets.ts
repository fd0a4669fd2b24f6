import type { AreaCatalogue } from '../en/index';
import type { enWallets } from '../en/wallets';

export const deWallets: AreaCatalogue<typeof enWallets> = {
  'wallets.title': 'Wallets',
  'wallets.refresh': 'Aktualisieren',
  'wallets.nothingToRefresh': 'Nichts zu aktualisieren: unten einer Wallet folgen',
  'wallets.free': 'kostenlos',
  'wallets.refreshListOnly':
    'Liest die Liste der gefolgten Wallets, die auf diesem Computer gespeichert ist.',
  'wallets.refreshListRefused':
    'Liest die Liste der gefolgten Wallets, die auf diesem Computer gespeichert ist; {name} wird nicht erneut gelesen, da der Dienst ihre Adresse abgelehnt hat.',
  'wallets.refusedAdvice':
    'Der Dienst hat die Adresse von {name} abgelehnt. Entfernen Sie {name} (× an ihrem Chip) und folgen Sie ihr erneut mit der richtigen Adresse und dem richtigen Netzwerk.',
  'wallets.followed': 'Gefolgte Wallets',
  'wallets.none': 'Noch keine Wallets: unten einer folgen.',
  'wallets.connectedHint':
    'Hier gefolgte Wallets werden über ihre Adresse gelesen. Eine mit Ihrem CoinStats-Konto verbundene Wallet ist eines Ihrer {portfolios}.',
  'wallets.portfoliosLink': 'Portfolios',
  'wallets.shownNow': 'Wird gerade angezeigt',
  'wallets.remove': 'Wallet {name} entfernen',
  'wallets.choiceLead': 'Das Öffnen einer Wallet liest ihren Bestand und ihre Transaktionen',
  'wallets.followTitle': 'Einer Wallet folgen',
  'wallets.address': 'Adresse',
  'wallets.labelOptional': 'Bezeichnung (optional)',
  'wallets.follow': 'Folgen',
  'wallets.adding': 'Wird hinzugefügt…',
  'wallets.addressEvm': 'Eine Adresse auf {chain} beginnt mit 0x, gefolgt von 40 Buchstaben a–f und Ziffern.',
  'wallets.addressTypo':
    'Diese Adresse enthält einen Tippfehler: Ihre Groß- und Kleinbuchstaben passen nicht zu ihrer Prüfsumme.',
  'wallets.addressBitcoin':
    'Keine Bitcoin-Adresse: Sie beginnt mit 1, 3 oder bc1, und ihre Prüfsumme muss stimmen.',
  'wallets.addressSolana':
    'Keine Solana-Adresse: Sie besteht aus 32 Bytes in Base58 (32 bis 44 Buchstaben und Ziffern).',
  'wallets.addressShape':
    'Keine Wallet-Adresse: Verwenden Sie die Buchstaben, Ziffern und Trennzeichen der Adresse selbst.',
  'wallets.chain': 'Blockchain',
  'wallets.chainsNotLoaded': 'Blockchains nicht geladen',
  'wallets.balances': 'Bestände',
  'wallets.balancesEmpty': 'Diese Wallet enthält nichts, was der Dienst kennt.',
  'wallets.syncTitle': 'Transaktionen synchronisieren',
  'wallets.allNetworks': 'Alle Netzwerke',
  'wallets.sync': 'Synchronisieren',
  'wallets.syncNotOffered': 'Nicht angeboten: Der Dienst hat die Adresse von {name} abgelehnt',
  'wallets.cancelSync': 'Synchronisierung abbrechen',
  'wallets.syncProgress': 'Fortschritt der Synchronisierung',
  'wallets.progressRunning':
    'Wird synchronisiert: {message} ({checks, plural, one {{n} Abfrage} other {{n} Abfragen}}, {seconds} s)',
  'wallets.progressDone':
    '{state, select, synced {Synchronisiert} failed {Synchronisierung fehlgeschlagen} other {Synchronisierung abgebrochen}} um {time}: {message} ({checks, plural, one {{n} Abfrage} other {{n} Abfragen}}, {seconds} s)',
  'wallets.networkFee': 'Netzwerkgebühr',
  'wallets.networkFeeWorth': 'Netzwerkgebühr, damals {value} wert',
  'wallets.legGave': 'gab {amount} {symbol}',
  'wallets.legGot': 'erhielt {amount} {symbol}',
  'wallets.legAnd': 'und {amount} {symbol}',
  'wallets.unreadLegs':
    '{count, plural, one {{n} Teil konnte} other {{n} Teile konnten}} nicht gelesen werden',
  'wallets.otherSideUnlisted': 'Gegenseite vom Dienst nicht aufgeführt',
  'wallets.transactions': 'Transaktionen',
  'wallets.transactionsCaption': 'Wallet-Transaktionen',
  'wallets.valueNow': 'Wert heute',
  'wallets.transaction': 'Transaktion',
  'wallets.noTransactionsOfType': 'Keine Transaktionen dieser Art.',
  'wallets.transactionsNotOffered':
    'Nicht angeboten: Die Transaktionen von {name} können erst gelesen werden, wenn Sie ihr erneut mit der richtigen Adresse folgen.',
  'wallets.syncingNote':
    'Diese Wallet wird synchronisiert: Ihre Transaktionen erscheinen hier, sobald die Synchronisierung fertig ist.',
  'wallets.notSyncedGateway':
    'Noch nicht synchronisiert, und beim Bezahlen pro Anfrage lässt sich keine Wallet synchronisieren, daher bezahlt Folio Desk nicht dafür, ihre Transaktionen erneut zu lesen. Um sie zu lesen, stellen Sie den Zugang unter {settings} auf Ihren API-Schlüssel um und drücken Sie hier {sync}; einmal synchronisiert, werden sie auch auf diesem Weg gelesen.',
  'wallets.notSynced':
    'Noch nicht synchronisiert: Drücken Sie oben {sync}, um die Transaktionen dieser Wallet zu lesen.',
  'wallets.typeDeposit': 'Einzahlung',
  'wallets.typeWithdraw': 'Auszahlung',
  'wallets.typeApprove': 'Freigabe',
  'wallets.typeExecuted': 'Ausgeführt',
  'wallets.typeSwap': 'Tausch',
  'wallets.typeBalance': 'Saldo',
  'wallets.typeFee': 'Gebühr',
};
