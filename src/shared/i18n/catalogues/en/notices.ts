// What main tells the user unasked: price alert notifications (formatted in main, in the settings' language) and
// the notices about the user's own data file. Paths, times and coin names are values, never translated.
export const enNotices = {
  'notices.alertTitle': 'Price alert: {label}',
  'notices.alertRose': 'The price rose above your alert level.',
  'notices.alertFell': 'The price fell below your alert level.',
  'notices.alertMoved':
    'The price moved {direction, select, up {up} other {down}} past your {window, select, hour {one-hour} other {one-day}} change alert.',
  'notices.alertAboveNow': 'Now {price}, above {level}.',
  'notices.alertBelowNow': 'Now {price}, below {level}.',
  'notices.alertChange': '{window} change is {change} (alert: {window} change beyond {limit}).',
  'notices.summaryTitle': '{count, plural, one {{n} price alert} other {{n} price alerts}}',
  'notices.summaryNamed': '{names} passed their alert levels.',
  'notices.summaryNamedMore': '{names} and {rest} more passed their alert levels.',
  'notices.summaryAbove': '{label} above {level}',
  'notices.summaryBelow': '{label} below {level}',
  'notices.summaryChange': '{label} {window} change beyond {limit}',
  'notices.summaryList': '{list}.',
  'notices.summaryListMore': '{list} and {rest} more.',
  'notices.userFileRebuilt':
    'The file with your settings and lists was removed or emptied while Folio Desk ran. It was rebuilt from what Folio Desk still held and the copy of {copyTime}; some changes made after that time may be missing.',
  'notices.userFileWritten':
    'The file with your settings and lists was removed or emptied while Folio Desk ran. It was written again from what Folio Desk still held, so nothing was lost.',
  'notices.userDataRestored':
    'Your own data (settings, followed wallets, shared portfolios, watchlist) could not be read ({problem}), so Folio Desk restored its copy from {copyTime}. Anything you changed after that time is missing. The damaged file was moved to {movedTo}.',
  'notices.userDataDefaults':
    'Your own data (settings, followed wallets, shared portfolios, watchlist) could not be read ({problem}) and there was no good copy to restore, so Folio Desk started with its defaults. The damaged file was moved to {movedTo}.',
  'notices.userFileCopyRestored':
    'Your settings and lists were restored from the copy of {copyTime} (their file was {state, select, empty {empty} other {missing}}). Anything you changed after that time is missing.',
  'notices.userFileNoCopy':
    'Your settings and lists could not be found (their file was {state, select, empty {empty} other {missing}}) and none of the {count} copies in {folder} could be read, so Folio Desk started with its defaults.',
  'notices.cacheReplaced':
    'The cache could not be read ({problem}), so Folio Desk moved it to {movedTo} and started a new one; it fills again as you use the app. Your settings, keys, wallets, shared portfolios and watchlist are kept apart from it and are unchanged.',
  'notices.databaseReplaced':
    'The database could not be read ({problem}), so Folio Desk moved it to {movedTo} and started with an empty cache. Settings are back to their defaults: if you had stored an API key or a wallet key, enter it again in Settings.',
  'notices.useForSession': 'Use for this session only',
  'notices.keptForSession':
    'Kept in memory for this session only: {secrets}. Folio Desk forgets it when it quits.',
  'notices.keptAllForSession':
    'Secrets are now kept in memory for this session only, and forgotten when Folio Desk quits. Try again.',
  'notices.secret':
    "{kind, select, apiKey {the API key} walletKey {the wallet key for pay-per-request} shareToken {the shared portfolio's share token} passcode {the shared portfolio's passcode} other {the key}}",
  'notices.trayNotRefreshed': 'Prices not refreshed: {reason}',
  'notices.trayTryLater': 'Prices not refreshed: try again later',
  'notices.dismiss': 'Dismiss',
} as const;
