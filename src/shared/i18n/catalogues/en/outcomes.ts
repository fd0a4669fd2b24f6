// What main says about writes (manage, import) and the gateway's refusals. The thing written is an ICU select on
// its kind ({what}), written out in each sentence, so no language has to glue a noun into another's sentence.

const what =
  '{what, select, connectWallet {connecting the wallet} connectExchange {connecting {exchange}} ' +
  'deletePortfolio {deleting the portfolio} sync {the sync} statusRead {the status read} ' +
  'buy {the buy of {amount} {coin}} sell {the sale of {amount} {coin}} ' +
  'transferIn {the transfer in of {amount} {coin}} transferOut {the transfer out of {amount} {coin}} ' +
  'correction {the correction of {amount} {coin}} reversal {the reversal of {amount} {coin}} ' +
  'editedBuy {the edited buy} editedSell {the edited sale} editedTransferIn {the edited transfer in} ' +
  'editedTransferOut {the edited transfer out} nextRow {the next row} import {an import} other {the change}}';

/** The same, starting a sentence. */
const What =
  '{what, select, connectWallet {Connecting the wallet} connectExchange {Connecting {exchange}} ' +
  'deletePortfolio {Deleting the portfolio} sync {The sync} statusRead {The status read} ' +
  'buy {The buy of {amount} {coin}} sell {The sale of {amount} {coin}} ' +
  'transferIn {The transfer in of {amount} {coin}} transferOut {The transfer out of {amount} {coin}} ' +
  'correction {The correction of {amount} {coin}} reversal {The reversal of {amount} {coin}} ' +
  'editedBuy {The edited buy} editedSell {The edited sale} editedTransferIn {The edited transfer in} ' +
  'editedTransferOut {The edited transfer out} nextRow {The next row} import {An import} other {The change}}';

const why = '{why, select, timeout {no answer came in time} other {the answer was lost on the way}}';
const keyRoute = 'Add your API key in Settings and switch the access route to the key to read it.';
const tryElse = 'Try again later, or add your API key in Settings and switch the access route to the key.';
const checkGateway =
  'Check the gateway address, or add your API key in Settings and switch the access route to the key.';

export const enOutcomes = {
  'outcomes.notSentGateway': `Not sent: ${what} needs an API key. The pay-per-request gateway only reads; switch the access route to the API key in Settings.`,
  'outcomes.notSentOffline': `Not sent: the service is unreachable, so ${what} did not happen. Nothing is queued; what you entered is kept, try again when the service is back.`,
  'outcomes.refused': `Not done: ${what} was refused. {reason}`,
  'outcomes.found': `${What}: ${why}, so Folio Desk read the portfolio again and found it done.`,
  'outcomes.notFound': `${What} most likely did not happen: ${why}, and reading the portfolio again did not find it. Nothing was retried; try again if you still want it.`,
  'outcomes.unknown': `Folio Desk cannot tell whether ${what} happened: ${why}, and the portfolio could not be read again. Nothing was retried; check the portfolio before trying again.`,
  'outcomes.recorded': `${What}: recorded.`,
  'outcomes.connectedBefore':
    'This {type, select, wallet {wallet} other {exchange}} was connected before: its portfolio is selected.',
  'outcomes.connectedNew':
    'Connected: the {type, select, wallet {wallet} other {exchange}} is a new portfolio; its transactions sync in the background.',
  'outcomes.exchangeListUnread': 'Not sent: the exchange list could not be read. {reason}',
  'outcomes.deleted': 'The portfolio was deleted.',
  'outcomes.syncUnsure': 'Folio Desk cannot tell whether the sync started. {reason}',
  'outcomes.notSentAddress': 'Not sent: {reason}',
  'outcomes.noSuchExchange': "Not sent: the service lists no exchange ''{connectionId}''.",
  'outcomes.fieldsMissing': 'Not sent: {fields} {count, plural, one {is} other {are}} required.',
  'outcomes.fieldsExtra': 'Not sent: {exchange} takes no field {fields}.',
  'outcomes.fieldsWrong':
    'Not sent: {missing} {count, plural, one {is} other {are}} required, and {exchange} takes no field {extra}.',
  'outcomes.futureDate': 'Not sent: the date is in the future.',
  'outcomes.editElsewhere': 'Not sent: an edit stays in the same portfolio.',
  'outcomes.cannotReverse':
    'Not sent: this transaction cannot be reversed, because its correcting entry would be outside what a transaction may be ({problems}). Nothing was changed; reload the list, or correct the entry on CoinStats itself.',
  'outcomes.edited': 'The transaction was changed: the old entry is reversed and the new one recorded.',
  'outcomes.editHalfDone':
    'The old entry was reversed, but the new one was not recorded ({reason}). It is still in the form: add it again.',
  'outcomes.importRouteChanged': 'The access route or key changed; resume to go on with the current one.',
  'outcomes.importCrashed': 'Stopped by an error inside Folio Desk ({error}); resume to go on.',
  'outcomes.importPaused': 'Paused: {reason}',
  'outcomes.importPausedByYou': 'Paused by you; resume to go on.',
  'outcomes.importCancelled': 'Cancelled by you.',
  'outcomes.importAppClosed': 'Folio Desk was closed; resume to go on.',
  'outcomes.importInterrupted': 'Folio Desk stopped while this import ran; resume to go on.',
  'outcomes.rowUnknown': `Unknown: ${why} and {found, select, unread {the portfolio could not be read again} other {the portfolio does not list it yet}}. Check the portfolio, then retry or leave it.`,
  'outcomes.rowUnknownAfterStop':
    'Unknown: the import stopped while this row was being sent, and the portfolio could not be read to tell. Check the portfolio, then retry or leave it.',
  'outcomes.planWarning':
    "The portfolio's transactions could not be read ({reason}), so only rows sent by earlier imports are skipped.",
  'outcomes.noSuchImport': 'No such import: plan the file again.',
  'outcomes.otherImportRuns': 'Another import is running: pause it first, or let it finish.',
  'outcomes.notCsv': 'The file could not be read as CSV: {problem}. Nothing was imported.',
  'outcomes.gatewayOutside':
    'Folio Desk addressed a gateway request outside the gateway; nothing was sent. Please report this.',
  'outcomes.gatewayReadsOnly': `The pay-per-request gateway only reads data, so it cannot {method} {path}. ${keyRoute}`,
  'outcomes.gatewayNotOffered': `The pay-per-request gateway does not offer GET {path}. ${keyRoute}`,
  'outcomes.gatewaySharedOnly': `The pay-per-request gateway reads only shared portfolios (with their share token), so it cannot read {path} of your own portfolios. ${keyRoute}`,
  'outcomes.payUnreadable': `The pay-per-request gateway answered {what} with a payment request Folio Desk cannot read; nothing was signed. ${tryElse}`,
  'outcomes.payTooLarge': `The pay-per-request gateway answered {what} with a payment request larger than {kb} KB, which Folio Desk did not read; nothing was signed. ${tryElse}`,
  'outcomes.payVersion': `The pay-per-request gateway answered {what} with a payment request of x402 version {version}; Folio Desk pays versions 1 and 2 only, so nothing was signed. ${tryElse}`,
  'outcomes.payRedirected': `The pay-per-request gateway redirected GET {path} to {to}; Folio Desk does not follow a payment elsewhere, so nothing more was sent. ${checkGateway}`,
  'outcomes.payRedirectedSomewhere': `The pay-per-request gateway redirected GET {path} to another address; Folio Desk does not follow a payment elsewhere, so nothing more was sent. ${checkGateway}`,
  'outcomes.payNoTimeLimit':
    'The gateway asked for a payment for {what} without a usable time limit, so Folio Desk signed nothing.',
  'outcomes.paySignedOnce': 'Folio Desk already signed one payment for {what}; it signs no second one.',
  'outcomes.payAboveListed':
    'The gateway asked {asked} USDC for {what}, above its listed price of {listed} USDC that Folio Desk showed before the call; it signs no more than that, so it signed nothing. Your caps do not change this.',
  'outcomes.payFailed': 'Folio Desk could not pay for {what}: {detail}',
  'outcomes.payUnreachable': `The gateway asked to be paid for {what} at {where, select, zero {the zero address} other {the USDC token contract itself}}, which no payment can reach, so Folio Desk signed nothing. ${checkGateway}`,
  'outcomes.payRecipientChanged':
    'The gateway asked to be paid at {payTo} for {what}, but {paid, select, yes {your payments so far went to {known}} other {Folio Desk pays only {known} (no payment has gone there yet)}}. Folio Desk signed nothing and stopped paying per request. In Settings (Access route), keep paying {known}, or accept the new address only if CoinStats announced it.',
  'outcomes.payNotSynced':
    "The gateway answered the paid request for {what}: these wallet transactions are not synced yet (HTTP 409). The signed payment may still be collected, so it counts against today's cap. Paying per request cannot sync a wallet, so Folio Desk does not pay for this read again: sync the wallet with your API key (Settings, Access route), then read it.",
  'outcomes.notAskedAddress':
    'That is not the address the gateway asked to be paid at, so nothing changed. Payments still go to {kept, select, yes {{address}} other {the address the gateway names for the first payment}}.',
  'outcomes.notAskedOrNoneKept':
    'That is not the address the gateway asked to be paid at (or no earlier address is kept to go on paying), so nothing changed.',
  'outcomes.walletKeyStored':
    'A wallet key is already stored. Remove it in Settings first (keep a copy if its address holds USDC).',
  'outcomes.walletKeyUnread':
    'Folio Desk could not read the wallet key from the OS keychain to show its address. Unlock the keychain and try again.',
  'outcomes.alertsFull':
    'You have {max} alerts, the most Folio Desk keeps: delete one before adding another.',
  'outcomes.alertTwice': 'You already have this alert: it was not added twice.',
  'outcomes.notCsvBecause':
    'The file could not be read as CSV: {kind, select, afterQuote {Line {line}: text after a closing quote; a quote inside a field is written ""} unclosed {Line {line}: a quoted field is never closed} empty {The file is empty: it needs a header line and at least one row} other {The file has {rows} rows; at most {max} are imported at once. Split it and import each part}}. Nothing was imported.',
  'outcomes.rowDateEmpty': 'the date is empty',
  'outcomes.rowDateNotReal': "''{text}'' is not a real date",
  'outcomes.rowHour12': "''{text}'' has an hour that is not on a 12-hour clock",
  'outcomes.rowDateOrder':
    "''{text}'' is not a real date read as {order, select, dayFirst {day/month/year; if the file writes month/day/year} other {month/day/year; if the file writes day/month/year}}, choose that order",
  'outcomes.rowDateUnread':
    "''{text}'' is not a date this import reads: write it as 2024-03-31 or 2024-03-31T14:05:00Z",
  'outcomes.rowNumberEmpty': 'is empty',
  'outcomes.rowNotNumber': "''{text}'' is not a number written with ''{mark}'' as the decimal mark",
  'outcomes.rowTooLarge': "''{text}'' is too large",
  'outcomes.rowField': '{field, select, amount {amount} price {price} other {fee}}: {reason}',
  'outcomes.rowNegative':
    '{field, select, amount {amount is negative: write a sale as a Sell row with a positive amount} price {price is negative: write a sale as a Sell row with a positive price} other {fee is negative: write a sale as a Sell row with a positive fee}}',
  'outcomes.rowFuture': 'the date is in the future',
  'outcomes.rowCoinEmpty': 'the coin is empty',
  'outcomes.rowCoinUnknown': "unknown coin ''{coin}'': no coin on the service has that id or symbol",
  'outcomes.rowTypeEmpty': 'the type is empty: write Buy, Sell, Deposit or Withdraw',
  'outcomes.rowTypeUnknown':
    "type ''{text}'' is not imported: only Buy, Sell, Deposit and Withdraw rows are; change or remove the row",
  'outcomes.rowAmountEmpty': 'the amount is empty',
  'outcomes.rowOtherCurrency':
    'priced in {quote}, not {currency}: import the rows of each currency on their own',
} as const;
