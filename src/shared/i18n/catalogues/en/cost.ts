export const enCost = {
  'cost.confirm.title': 'Spend {price}?',
  'cost.confirm.sync': 'This sync costs {price}, more than your confirmation threshold. {explanation}',
  'cost.confirm.olderCandles':
    'Loading older candles costs {price}, more than your confirmation threshold. {explanation}',
  'cost.confirm.spend': 'Spend {price}',
  'cost.confirm.cancel': 'Cancel',
  'cost.refresh.manual': 'Costs nothing until you press Refresh; old data stays marked stale.',
  'cost.refresh.label': 'Monthly cost of this refresh policy',
  'cost.refresh.title': 'Reading each view again, live:\n{perView}',
  'cost.refresh.perView': '{view}: {credits} credits',
  'cost.refresh.interval':
    'At most about {monthly} credits a month (with {view} on screen, the dearest view: {each} credits each time, read every {minutes} min {hours} h a day).',
  'cost.refresh.onOpen':
    'At most about {monthly} credits a month ({portfolios}, {wallets}, {watchlist} and {rwa} opened often {hours} h a day, each figure read again once it is older than its freshness; {all} credits to read them all).',
  'cost.refresh.overPlan': 'That is more than the {total} credits a month of this plan.',
  'cost.refresh.overPlanDays':
    'That is more than the {total} credits a month of this plan: the {left} left would last about {days, plural, one {{daysN} day} other {{daysN} days}}.',
  'cost.credits': '{credits, plural, one {{n} credit} other {{n} credits}}',
  'cost.creditsUsdc': '{credits, plural, one {{n} credit} other {{n} credits}} ({usdc} USDC)',
  'cost.usdc': '{usdc} USDC',
  'cost.upToUsdc': '≤ {usdc} USDC',
  'cost.upToCredits': '≤ {credits, plural, one {{n} credit} other {{n} credits}}',
  'cost.simulated': '{price} (simulated)',
  'cost.offlinePrice': 'offline — nothing is sent',
  'cost.unknown': 'cost unknown',
  'cost.asking': 'cost…',
  'cost.askingDetail': 'Asking Folio Desk what this costs (free).',
  'cost.keyOnly': 'API key only',
  'cost.refreshOfflineDetail':
    'The service is out of reach: Refresh tries it again first (free). If it answers, the reads cost {price}; if not, the cached data stays.',
  'cost.usualPrice': 'its usual price',
  'cost.offline': 'offline',
  'cost.offlineDetail':
    'offline — nothing is sent: the service is out of reach, so nothing is spent and what is cached is shown. Once it answers again (Folio Desk checks by itself, for free) this costs {price}.',
  'cost.asksFirst': 'Above your confirmation threshold: asks first.',
  'cost.cached': 'cached',
  'cost.zero': '0 credits',
  'cost.about': '~{price}',
  'cost.detail': '{price}: {explanation}',
  'cost.detailAbout': 'About {price}: {explanation}',
  'cost.choice.each':
    '{price} {noun, select, range {a range} split {a split} portfolio {a portfolio} period {a period} page {a page} change {a change} search {a search} asset {an asset} metric {a metric} wallet {a wallet} coin {a coin} other {a choice}}',
  'cost.choice.upTo':
    'up to {price} {noun, select, range {a range} split {a split} portfolio {a portfolio} period {a period} page {a page} change {a change} search {a search} asset {an asset} metric {a metric} wallet {a wallet} coin {a coin} other {a choice}}',
  'cost.choice.allCached':
    '0 credits: every {noun, select, range {range} split {split} portfolio {portfolio} period {period} page {page} change {change} search {search} asset {asset} metric {metric} wallet {wallet} coin {coin} other {choice}} is cached',
  'cost.choice.withCached':
    '{head}; {cached} cached: 0 credits',
  'cost.choice.asksFirst':
    '{text} · asks first',
  'cost.choice.lead':
    '{lead}: {text}',
  'cost.choice.line':
    '{label}: {price}',
  'cost.zeroCached':
    '0 credits: cached',
  'cost.unavailableHint':
    'not available when paying per request',
  'cost.offlineOnceAnswers':
    'offline — nothing is sent ({price} once the service answers)',
  'cost.offlineWhileOut':
    'offline — nothing is sent while the service is out of reach.',
  'cost.free': 'free: nothing is sent',
} as const;
