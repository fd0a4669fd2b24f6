// The first-run welcome: the three ways in and where the data is kept.
export const enWelcome = {
  'welcome.title': 'Welcome to Folio Desk',
  'welcome.intro':
    'Follow your CoinStats portfolios, wallets and tokenized assets from this computer. Choose how to start; you can change it at any time in Settings.',
  'welcome.key.title': 'Your CoinStats API key',
  'welcome.key.text':
    'Reads your own account. Create a key in the CoinStats API dashboard (openapi.coinstats.app) and paste it in Settings: Folio Desk checks it at once and shows your plan and credits. The Free plan has 20,000 credits a month, and every button shows its price before it spends any.',
  'welcome.key.button': 'Enter an API key',
  'welcome.gateway.title': 'Pay per request',
  'welcome.gateway.text':
    'No account: each call is paid in USDC on Base from a wallet key kept in your keychain, within a per-call maximum and a daily cap that you set.',
  'welcome.gateway.button': 'Set up pay per request',
  'welcome.demo.title': 'The demo',
  'welcome.demo.inUse': 'In use now',
  'welcome.demo.text':
    'Sample portfolios from a stand-in of the service built into the app. Nothing leaves this computer. Prices and the credit meter are a simulated account’s, so you see what each view would cost; none of your credits are spent.',
  'welcome.demo.continue': 'Continue with the demo',
  'welcome.demo.try': 'Try the demo',
  'welcome.data.title': 'Where your data is kept',
  'welcome.data.text':
    'On this computer only: the cache and your settings in {folder}; the API key and any wallet key in the operating system’s keychain, never in a file. What leaves it: only requests to the CoinStats API (or, when paying per request, its gateway), with the key in a request header, and coin icons from its image host, static.coinstats.app, without the key. No analytics, no other servers.',
  'welcome.data.textNoFolder':
    'On this computer only: the cache and your settings in the app’s data folder; the API key and any wallet key in the operating system’s keychain, never in a file. What leaves it: only requests to the CoinStats API (or, when paying per request, its gateway), with the key in a request header, and coin icons from its image host, static.coinstats.app, without the key. No analytics, no other servers.',
} as const;
