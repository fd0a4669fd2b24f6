// The words each palette command answers to besides its label, space-separated, in the user's language; the
// palette also keeps the English ones, so a user may search in either.
export const enKeywords = {
  'keywords.refresh': 'reload live update service',
  'keywords.export': 'csv download save spreadsheet holdings transactions journal',
  'keywords.newAlert': 'price alert notify above below change',
  'keywords.alertLog': 'alerts fired history notifications',
  'keywords.privacy': 'hide amounts mask',
  'keywords.theme': 'theme dark light appearance',
  'keywords.settingsKey': 'api key address connection',
  'keywords.settingsAppearance': 'theme dark light tray',
  'keywords.settingsPrefs': 'currency threshold refresh privacy demo',
  'keywords.settingsStorage': 'cache clear database',
  'keywords.allPortfolios': 'portfolio total',
  'keywords.portfolio': 'portfolio',
  'keywords.sharedPortfolio': 'portfolio shared',
  'keywords.wallet': 'wallet sync balance',
  'keywords.asset': 'asset rwa watchlist',
  'keywords.watchedCoin': 'coin price chart watched watchlist',
  'keywords.heldCoin': 'coin price chart held holding',
  'keywords.pair': 'pair candles chart',
} as const;
