// What an error says: the headline and advice the renderer gives each error code, and the sentences main builds
// (AppError.say), so both read in the user's language. Values quoted from the service stay in its words.
export const enErrors = {
  'errors.gatewayHeadline': 'Not available when paying per request.',
  'errors.gatewayAdvice':
    'The gateway does not serve this; switch the access route to the API key in Settings to read it.',
  'errors.wrongPasscodeHeadline': 'Wrong passcode.',
  'errors.wrongPasscodeAdvice': 'Enter the shared portfolio’s passcode again.',
  'errors.passcodeNeededHeadline': 'This shared portfolio needs its passcode.',
  'errors.passcodeNeededAdvice':
    'Enter the passcode its owner gave you with the share token, then add it again.',
  'errors.ownerPlanHeadline': 'Not included in the owner’s plan (403).',
  'errors.ownerPlanAdvice':
    'A shared portfolio can be read only while its owner is on a premium (Degen) plan.',
  'errors.planHeadline': 'Not included in your {plan} plan (403).',
  'errors.anyPlanHeadline': 'Not included in your plan (403).',
  'errors.planAdvice': 'This needs a higher plan (for a shared portfolio: the owner needs a premium plan).',
  'errors.rateNotSentHeadline': 'Too many requests (429); nothing was done.',
  'errors.rateNotSentAdvice': 'Try again after the wait below.',
  'errors.rateHeadline': 'Too many requests (429).',
  'errors.rateAdvice': 'Waiting {seconds} s before trying again.',
  'errors.perCallCapHeadline': 'This call costs more than your per-call USDC cap.',
  'errors.perCallCapAdvice':
    'Raise the per-call cap in Settings to pay for it; waiting will not change this.',
  'errors.dailyCapHeadline': 'This payment would go over today’s USDC cap.',
  'errors.dailyCapAdvice': 'Raise the daily cap in Settings, or wait until tomorrow.',
  'errors.someCapHeadline': 'This payment would go over one of your USDC caps.',
  'errors.someCapAdvice': 'Raise the cap named below in Settings.',
  'errors.pastBudget':
    'Past your monthly budget: {reason} Confirm it to go ahead.{stale, select, yes { The confirmation given was for a different call, already used, or expired.} other {}}',
  'errors.pastBudgetHeadline':
    'This costs {credits, plural, one {{n} credit} other {{n} credits}}, past your monthly credit budget.',
  'errors.pastBudgetMoreHeadline': 'This costs more, past your monthly credit budget.',
  'errors.pastBudgetAdvice': 'Spend it anyway, or raise the budget in Settings.',
  'errors.aboveThresholdHeadline':
    'This costs {credits, plural, one {{n} credit} other {{n} credits}}, above your confirmation threshold.',
  'errors.aboveThresholdMoreHeadline': 'This costs more, above your confirmation threshold.',
  'errors.aboveThresholdAdvice': 'Raise the threshold in Settings to read it without asking.',
  'errors.refusedHeadline': 'The service refused this request as invalid.',
  'errors.refusedAdvice': 'Sending it again will not help: change what it names (below), then try again.',
  'errors.invalidHeadline': 'Some input is not valid.',
  'errors.checkFields': 'Check {fields} and try again.',
  'errors.checkEntered': 'Check what you entered.',
  'errors.unauthorizedHeadline': 'The service did not accept the API key (401).',
  'errors.unauthorizedAdvice': 'Check your API key in Settings: set it again or replace it.',
  'errors.noCreditsHeadline': 'No credits left this month.',
  'errors.noCreditsAdvice':
    'Cached data stays available. Wait for the next credit month or upgrade the plan.',
  'errors.unpaidHeadline': 'The pay-per-request gateway was not paid.',
  'errors.unpaidAdvice': 'The reason is below; the wallet and the route are in Settings.',
  'errors.notSyncedHeadline': "This wallet's transactions are not synced yet.",
  'errors.notSyncedAdvice': 'Start a sync; the list appears when it finishes.',
  'errors.redirectedHeadline': 'The service address redirected elsewhere; nothing was sent there.',
  'errors.redirectedAdvice': 'Check the service address in Settings.',
  'errors.offlineHeadline': 'The service cannot be reached.',
  'errors.offlineAdvice': 'Check your internet connection, then retry.',
  'errors.heldHeadline': 'The service did not answer this read in time a moment ago.',
  'errors.heldAdvice':
    'Press Retry to ask again now (it costs its price again); it is not sent again by itself for a few minutes, longer (up to an hour) each time it goes unanswered again.',
  'errors.badResponseHeadline': 'The service sent data that failed validation.',
  'errors.badResponseAdvice':
    'The last good data was kept. Retry later; report the request id if it persists.',
  'errors.keychainHeadline': 'No OS keychain is available.',
  'errors.keychainAdvice': 'Start or unlock your keyring (Secret Service), or use it for this session only.',
  'errors.diskFullHeadline': 'The disk is full; nothing was lost.',
  'errors.diskFullAdvice': 'Free some space on the disk, then try again.',
  'errors.cancelledHeadline': 'Cancelled.',
  'errors.internalHeadline': 'Something went wrong inside the app.',
  'errors.internalAdvice': 'Retry; restart the app if it persists.',
  'errors.notAnsweringHeadline': 'The service is not answering.',
  'errors.notAnsweringStatusHeadline': 'The service is not answering ({status}).',
  'errors.notAnsweringAdvice': 'Retry in a minute; cached data is shown meanwhile.',
  'errors.notFoundHeadline': 'Not found (404).',
  'errors.notFoundAdvice':
    'Refresh the list; if nothing is found at all, check the service address in Settings.',
  'errors.settingsLink': 'Settings',
  'errors.issueInput': 'input',
  'errors.detailPrice': 'Price: {explanation}.',
  'errors.detailStatus400': 'Status 400.',
  'errors.detailRequestId': 'Request id: {requestId}.',
  // Sentences main builds (AppError.say).
  'errors.keyRefused':
    'The service did not accept your API key. Check your API key in Settings, or remove it to use demo mode.',
  'errors.noKeyStored': 'No API key is stored. Add your key in Settings, or use demo mode to try the app.',
  'errors.walletNotSynced':
    'The wallet transactions are not synced yet. Folio Desk starts a sync; read them again when it finishes.',
  'errors.slowDown':
    "The service asked Folio Desk to slow down. It waits and retries within your plan's rate.",
  'errors.serviceUnavailable':
    'The service is temporarily unavailable (credits for the attempt are refunded). Showing cached data where there is some; try again in a minute.',
  'errors.upstreamTimeout': 'The service timed out upstream. Try again in a minute.',
  'errors.creditsExhausted':
    "Credits exhausted: your account has no credits left for this request. Cached data is still shown; credits renew with your plan's month, or upgrade the plan.",
  'errors.planRefused': 'Your plan does not include {endpoint}; it needs a paid plan (Starter or higher).',
  'errors.planRefusedSaid':
    'Your plan does not include {endpoint}; it needs a paid plan (Starter or higher). The service said: {quote}',
  'errors.ownerPlanRefused':
    "Reading a shared portfolio needs its owner on a premium (Degen) plan; the owner's plan does not allow it.",
  'errors.requestRefused': 'The service refused the request for {what} as invalid.',
  'errors.requestRefusedSaid':
    'The service refused the request for {what} as invalid. The service said: {quote}',
  'errors.redirectedTo':
    'The service address redirected to {to}; Folio Desk does not follow redirects, so nothing was sent there.',
  'errors.redirectedElsewhere':
    'The service address redirected to another address; Folio Desk does not follow redirects, so nothing was sent there.',
  'errors.noApiAt':
    'No CoinStats API answered {endpoint} at {address}. Check the service address in Settings.',
  'errors.serverFailed': 'The service failed with status {status}. Try again later.',
  'errors.serverFailedSaid':
    'The service failed with status {status}. Try again later. The service said: {quote}',
  'errors.wrongPasscode':
    'Wrong passcode for this shared portfolio. Enter its passcode again (it is kept in your keychain).',
  'errors.passcodeProtected':
    'This shared portfolio is protected by a passcode. Enter its passcode (it is kept in your keychain).',
  'errors.perCallCap':
    '{what} costs {price} USDC on the pay-per-request gateway, above your per-call cap of {cap} USDC, so Folio Desk did not pay for it. Raise the per-call cap in Settings to allow it.',
  'errors.dailyCap':
    "Paying {price} USDC for {what} would take today's gateway spending (settled and reserved) to {total} USDC, above your daily cap of {cap} USDC, so Folio Desk signed nothing. Raise the daily cap in Settings, or wait until tomorrow.",
  'errors.heldRead':
    'The service did not answer this in time a moment ago, and a late answer may still be charged, so Folio Desk does not send it again by itself for a few minutes (longer each time it goes unanswered again, up to an hour). Retry, Refresh or a spend you confirm sends it now.',
  'errors.unreachable': 'The service is unreachable; Folio Desk shows cached data and retries by itself.',
  'errors.diskFull':
    'The disk is full; nothing was lost. This change was not saved: free some space on the disk, then try again.',
  'errors.keychainMissing':
    "No OS keychain is available, so Folio Desk cannot {action, select, read {read} remove {remove} other {store}} {secret, select, apiKey {the API key} walletKey {the wallet key for pay-per-request} shareToken {the shared portfolio's share token} passcode {the shared portfolio's passcode} other {the key}} safely (it never writes secrets to disk in plain text). On Linux install and start a Secret Service such as gnome-keyring (package gnome-keyring) or KeePassXC, then try again{action, select, store {; or use it for this session only: kept in memory, never written to disk, forgotten when Folio Desk quits.} other {.}} Detail: {detail}",
  // A 404 or 400 that names what the request was about: its kind chooses the words (main's api/subject.ts).
  'errors.foundNoSaid':
    "The service found no {kind, select, portfolio {portfolio ''{id}''} coin {coin ''{id}''} riskData {risk data for ''{id}''} exchangePairs {pairs of ''{id}''} newsFeed {news feed ''{id}''} rwaAsset {RWA asset ''{id}''} wallet {wallet {id}} sharedPortfolio {portfolio} someWallet {wallet} candles {candles for {id} on {place}} pair {pair {id} on {place}} wallets {{count, plural, one {{n} wallet} other {{n} wallets}}} other {{id}}}. The service said: {quote}",
  'errors.foundNoOrNoApi':
    "The service found no {kind, select, portfolio {portfolio ''{id}''} coin {coin ''{id}''} riskData {risk data for ''{id}''} exchangePairs {pairs of ''{id}''} newsFeed {news feed ''{id}''} rwaAsset {RWA asset ''{id}''} wallet {wallet {id}} sharedPortfolio {portfolio} someWallet {wallet} candles {candles for {id} on {place}} pair {pair {id} on {place}} wallets {{count, plural, one {{n} wallet} other {{n} wallets}}} other {{id}}}, or no CoinStats API answered {endpoint} at {address}. Check the service address in Settings.",
  'errors.noApiAtSaid':
    'No CoinStats API answered {endpoint} at {address}. Check the service address in Settings. The service said: {quote}',
  'errors.requestRefusedAbout':
    "The service refused the request for {kind, select, portfolio {portfolio ''{id}''} coin {coin ''{id}''} riskData {risk data for ''{id}''} exchangePairs {pairs of ''{id}''} newsFeed {news feed ''{id}''} rwaAsset {RWA asset ''{id}''} wallet {wallet {id}} sharedPortfolio {portfolio} someWallet {wallet} candles {candles for {id} on {place}} pair {pair {id} on {place}} wallets {{count, plural, one {{n} wallet} other {{n} wallets}}} other {{id}}} as invalid.",
  'errors.requestRefusedAboutSaid':
    "The service refused the request for {kind, select, portfolio {portfolio ''{id}''} coin {coin ''{id}''} riskData {risk data for ''{id}''} exchangePairs {pairs of ''{id}''} newsFeed {news feed ''{id}''} rwaAsset {RWA asset ''{id}''} wallet {wallet {id}} sharedPortfolio {portfolio} someWallet {wallet} candles {candles for {id} on {place}} pair {pair {id} on {place}} wallets {{count, plural, one {{n} wallet} other {{n} wallets}}} other {{id}}} as invalid. The service said: {quote}",
  // An answer main could not read: the issues in English stay in `message` for the log.
  'errors.answerShape':
    "The service's answer for {endpoint} did not match the documented shape. Cached data is kept; try again later.",
  'errors.answerWebPage':
    'The service answered {endpoint} with a web page instead of data. Cached data is kept; try again later.',
  'errors.answerMalformed':
    'The service answered {endpoint} with malformed JSON. Cached data is kept; try again later.',
  // Payments the pay-per-request gateway did not get (gateway/**).
  'errors.payNotUsdc':
    'The gateway asked to be paid for {what} in something other than a USDC transfer on Base; Folio Desk pays only USDC on Base, so nothing was signed.',
  'errors.payUnreadable':
    'The pay-per-request gateway answered {what} with a payment request Folio Desk cannot read; nothing was signed.',
  'errors.payNoWalletKey':
    'No wallet key is stored to pay for {what}. Add one in Settings, or switch the access route to your API key.',
  'errors.payConnectionLost':
    "The connection failed after a payment for {what} was signed. The gateway may still collect it, so it counts against today's cap; Folio Desk does not sign again for this read. Try again later.",
  'errors.payNotSettled':
    "The pay-per-request gateway could not settle the payment for {what} ({reason}). It counts against today's cap until the day ends, in case it was collected; Folio Desk does not sign again for this read.",
  'errors.payAnsweredStatus':
    "The pay-per-request gateway answered the paid request for {what} with HTTP {status}. The signed payment may still be collected, so it counts against today's cap; Folio Desk does not sign again for this read. Try again later.",
  'errors.payUnreadableAmount': 'The gateway asked for an unreadable amount for {what}; nothing was signed.',
  'errors.payNoRecipient':
    'The gateway named no readable recipient for {what}, so Folio Desk signed nothing.',
  'errors.payRefusedStopped':
    "The pay-per-request gateway refused a signed payment for {what} ({reason}) and asked again. Folio Desk stopped paying {gateway} so that it cannot ask for signature after signature; the authorization counts against today's cap. Check the wallet's USDC on Base and the gateway, then resume paying in Settings.",
} as const;
