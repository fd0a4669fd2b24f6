export const enSettings = {
  'settings.route.title': 'Access route',
  'settings.route.legend': 'How calls are paid for',
  'settings.route.key': 'API key',
  'settings.route.keyLine': 'Reads your account with your API key; calls spend the plan’s credits.',
  'settings.route.gateway': 'Pay per request',
  'settings.route.gatewayLine':
    'No key: each call is paid in USDC on Base from a wallet whose key stays in your keychain.',
  'settings.route.demo': 'Demo',
  'settings.route.demoLine': 'Sample data from the built-in stand-in of the service; nothing is spent.',
  'settings.route.waiting':
    'The demo is in use: no API key is stored. Store your key under Access to the data service below to read your account.',
  'settings.route.stopped': 'Paying per request is stopped.',
  'settings.route.keepPaying': 'Keep paying {address} (known) and resume',
  'settings.route.payNew': 'Pay {address} from now on',
  'settings.route.resume': 'Resume paying',
  'settings.route.recipient':
    'Payments go to {address}. If the gateway asks to be paid anywhere else, Folio Desk signs nothing and asks you here first.',
  'settings.route.perCall': 'Most per call (USDC)',
  'settings.route.perCallHint': 'No single call pays more than this.',
  'settings.route.perDay': 'Daily cap (USDC)',
  'settings.route.perDayHint':
    'What one day’s payments add up to, those still pending included, stays under this.',
  'settings.route.notNumber':
    '{field, select, perCall {The per-call maximum must be a number of USDC, 0 or more.} other {The daily cap must be a number of USDC, 0 or more.}}',
  'settings.route.controls': 'Spend controls',
  'settings.route.saveLimits': 'Save limits',
  'settings.route.limitsSaved': 'Limits saved.',
  'settings.address.advanced': 'Advanced',
  'settings.address.label': 'Service address',
  'settings.address.use': 'Use this address',
  'settings.address.useDefault': 'Use the default',
  'settings.address.hint':
    'Requests go to {address} ({source}), version segment included. The default is {defaultAddress}. Only https, or plain http on this computer (127.0.0.1, ::1, localhost).',
  'settings.address.source.default': 'the default',
  'settings.address.source.settings': 'saved in Settings',
  'settings.address.source.startOption': 'set by --api-base-url for this run',
  'settings.prefs.title': 'Data and privacy',
  'settings.prefs.storage': 'Storage',
  'settings.prefs.policy.manual': 'Only when I ask',
  'settings.prefs.policy.onOpen': 'When a view opens',
  'settings.prefs.policy.interval': 'Every few minutes',
  'settings.prefs.threshold': 'Ask before calls costing more than (credits)',
  'settings.prefs.minutes': 'Minutes between refreshes',
  'settings.prefs.thresholdHint':
    'Now {now}. DeFi reads ({defi}), token risk ({risk}) and all-network syncs are usually above it.',
  'settings.prefs.currency': 'Base currency',
  'settings.prefs.currencyUnsupported':
    'The service does not convert to {currency}: its reads are refused until another currency is chosen. The value chart can still show {currency} (Show in).',
  'settings.prefs.budget': 'Monthly credit budget',
  'settings.prefs.budgetPlaceholder': 'the plan’s credits',
  'settings.prefs.budgetTip':
    'Past the budget, every call asks first. Empty: the plan’s monthly credits. The Credits view shows it against what is planned.',
  'settings.prefs.refresh': 'Refresh data',
  'settings.prefs.privacy': 'Privacy mode',
  'settings.prefs.privacyHint':
    'Replaces every amount with •••, in views, charts, the window title and the tray, and shows only the start of wallet addresses and none of transaction hashes. Ctrl+Shift+P toggles it.',
  'settings.prefs.preferDemo': 'Use demo data even when an API key is stored',
  'settings.prefs.demoNow': 'Demo data now',
  'settings.prefs.lotMethod': 'Lot method',
  'settings.prefs.average': 'Average cost',
  'settings.prefs.methodTip':
    'Which buys a sale closes: FIFO the oldest, LIFO the newest, HIFO the dearest, average cost all at their mean. The realized-gains report on Portfolios follows it; nothing is read again.',
  'settings.prefs.longTerm': 'Long-term after (days held)',
  'settings.prefs.longTermProblem': 'Enter a whole number of days from 1 to 3650; {days} stays until then.',
  'settings.prefs.database': 'Database',
  'settings.prefs.size': 'Size',
  'settings.prefs.clearAsk': 'Clear cache…',
  'settings.prefs.clearLabel': 'Clear the cache?',
  'settings.prefs.clearQuestion':
    'Cached prices and lists are deleted; they are read again (spending credits) when needed.',
  'settings.prefs.clearYes': 'Yes, clear the cache',
  'settings.prefs.cleared': 'Cleared {size}.',
  'settings.prefs.tray':
    'The tray menu’s quick price check lists your watched coins and real-world assets, with prices from the cache. Add or remove them in the {watchlist} view.',
  'settings.prefs.watchlist': 'Watchlist',
  'settings.title': 'Settings',
  'settings.mode.demo':
    'Demo mode: sample data from the built-in stand-in of the service. No credits are spent.',
  'settings.mode.live': 'Live: reading your account with your API key.',
  'settings.mode.gateway': 'Pay per request: each call is paid in USDC through the gateway.',
  'settings.mode.unreachable':
    'Live, with your API key: the service could not be read at its address (see Access to the data service below).',
  'settings.mode.refused':
    'API key: the service refused your key (401), so nothing can be read. Replace it under Access to the data service below, or choose Demo above.',
  'settings.mode.demoUntilKey':
    'Demo mode until an API key is stored: sample data from the built-in stand-in of the service. No credits are spent.',
  'settings.mode.demoUntilWallet':
    'Demo mode until a wallet key for paying per request is stored: sample data from the built-in stand-in of the service. No credits are spent.',
  'settings.about.title': 'About Folio Desk',
  'settings.about.version': 'Version {version}',
  'settings.about.welcome': 'Show the welcome again',
  'settings.about.welcomeHint': 'The three ways in, and where your data is kept.',
  'settings.about.checking': 'Checking…',
  'settings.about.check': 'Check for updates',
  'settings.about.newer': 'Version {latest} is available (you have {current}).',
  'settings.about.latest': 'You have the latest version ({current}).',
  'settings.key.title': 'Access to the data service',
  'settings.key.checking': 'Checking the keychain…',
  'settings.key.session': 'For this session only (…{last4})',
  'settings.key.stored': 'Stored (…{last4})',
  'settings.key.none': 'No key stored',
  'settings.key.saved': 'Key saved in the keychain.',
  'settings.key.keptForSession':
    'Key kept in memory for this session only: never on disk, forgotten when Folio Desk quits.',
  'settings.key.cleared': 'Key removed from the keychain. Folio Desk is in demo mode.',
  'settings.key.new': 'New API key',
  'settings.key.label': 'API key',
  'settings.key.replace': 'Replace',
  'settings.key.save': 'Save',
  'settings.key.clear': 'Clear',
  'settings.key.hintSession':
    'Kept in memory for this session only (no OS keychain is available), never on disk. Folio Desk shows only its last four characters. Without a key, and unless it pays per request, it runs in demo mode with sample data.',
  'settings.key.hint':
    'Stored in your system keychain, never on disk in plain text. Folio Desk shows only its last four characters. Without a key, and unless it pays per request, it runs in demo mode with sample data.',
  'settings.key.checkAgain': 'Check again',
  'appearance.title': 'Appearance and window',
  'appearance.theme': 'Theme',
  'appearance.theme.light': 'Light',
  'appearance.theme.dark': 'Dark',
  'appearance.theme.system': 'System',
  'appearance.language': 'Language',
  'appearance.language.system': 'As the system ({name})',
  'appearance.language.hint':
    'The language of the words. Numbers, dates and currencies follow the system locale.',
  'appearance.closeToTray': 'Closing the window keeps Folio Desk in the tray (desktop app)',
  'settings.conn.keptSession':
    'Your key is still kept for this session.',
  'settings.conn.keptKeychain':
    'Your key is still saved in the keychain.',
  'settings.conn.learned':
    '{from} answered 404 and {address} answered, so Folio Desk uses {address}.',
  'settings.conn.ok':
    'Connected. Plan: {plan}. Credits left at this check: {left} of {total}; the header counts on from there.',
  'settings.conn.okDetail':
    'Checked at {address}.{learned}',
  'settings.conn.refused':
    'The key was refused by the service at {address} ({status}).',
  'settings.conn.refusedDetail':
    '{kept} Replace it with the key shown in your CoinStats account.{learned}',
  'settings.conn.notFound':
    'No CoinStats API at this address: {address}.',
  'settings.conn.notFoundDetail':
    'It answered 404 with and without /v1. Check the Service address under Advanced. {kept}',
  'settings.conn.network':
    'Could not reach {address}: {detail}.',
  'settings.conn.networkDetail':
    'Check the address and your network connection, then check again. {kept}',
  'settings.conn.tls':
    'The secure connection to {address} failed: {detail}.',
  'settings.conn.tlsDetail':
    'Folio Desk sends your key only to a server whose certificate it can verify. {kept}',
  'settings.conn.busy':
    'The service at {address} is there, and asked to slow down ({status}: more requests a second than your plan allows, perhaps from another app using this key).',
  'settings.conn.busyDetail':
    'Check again in a moment. {kept}{learned}',
  'settings.conn.unexpected':
    '{address} answered, but not as the CoinStats API does ({detail}).',
  'settings.conn.unexpectedDetail':
    'Check the Service address under Advanced, or check again later. {kept}',
  'settings.conn.noKey':
    'No API key stored.',
  'settings.conn.noKeyDetail':
    'The connection to {address} is checked when you store one.',
  'settings.conn.checking':
    'Checking the connection…',
  'settings.wallet.copied':
    'Address copied.',
  'settings.wallet.copyRefused':
    'Copying is not allowed here: select the address and copy it.',
  'settings.wallet.address':
    'Address',
  'settings.wallet.copy':
    'Copy address',
  'settings.wallet.fund':
    'Fund this address with USDC on Base. Folio Desk does not look up its balance: see it in your wallet or on a Base block explorer.',
  'settings.wallet.fundsWarning':
    'Send it only what you mean to spend on requests. Folio Desk never shows the key, not even one it generated, so USDC at this address can be spent only by Folio Desk’s payments from this keychain: if the keychain entry is lost (another computer, a reset keychain), so is what is left here.',
  'settings.wallet.removeAsk':
    'Remove wallet key…',
  'settings.wallet.removeLabel':
    'Remove the wallet key?',
  'settings.wallet.removeQuestion':
    'Remove the wallet key from the keychain? Folio Desk cannot pay per request until you add one again, and any USDC at {address} can be moved only with this key: keep a copy of it first if the address holds funds (a key Folio Desk generated has no copy: spend what it holds first).',
  'settings.wallet.removeConfirm':
    'Remove the key',
  'settings.wallet.group':
    'Wallet key',
  'settings.wallet.title':
    'Wallet',
  'settings.wallet.none':
    'No wallet key stored. Import one or generate a new one; it stays in your keychain.',
  'settings.wallet.keyLabel':
    'Wallet private key',
  'settings.wallet.import':
    'Import',
  'settings.wallet.generate':
    'Generate a new key',
  'settings.ledger.reserved':
    'reserved, no answer yet',
  'settings.ledger.settled':
    'settled',
  'settings.ledger.unconfirmed':
    'data served without a receipt',
  'settings.ledger.refused':
    'refused by the gateway',
  'settings.ledger.failed':
    'failed',
  'settings.ledger.unsigned':
    'not signed',
  'settings.ledger.totals':
    'USDC totals',
  'settings.ledger.spentToday':
    'Spent today',
  'settings.ledger.reservedToday':
    'Reserved today',
  'settings.ledger.spentMonth':
    'Spent this month',
  'settings.ledger.reservedMonth':
    'Reserved this month',
  'settings.ledger.empty':
    'No call has been paid per request yet.',
  'settings.ledger.payments':
    'USDC payments',
  'settings.ledger.signed':
    'Signed',
  'settings.ledger.call':
    'Call',
  'settings.ledger.outcome':
    'Outcome',
  'settings.ledger.receipt':
    'Receipt',
  'settings.ledger.outcomeReserved':
    '{outcome} · reserved',
  'settings.ledger.unsettledTitle':
    'Signed, not settled',
  'settings.ledger.unsettledHint':
    'A gateway may still collect these until they expire, or may have collected them without a receipt: they count against the daily cap for the day they were signed in.',
  'settings.ledger.unsettledList':
    'Unsettled authorizations',
  'settings.ledger.unsettledExpires':
    '{amount} USDC for GET {path} — {outcome}; expires {time}',
  'settings.ledger.unsettledExpired':
    '{amount} USDC for GET {path} — {outcome}; expired {time}',
  'settings.ledger.title':
    'Pay per request (USDC)',
  'settings.ledger.what':
    'USDC ledger',
} as const;
