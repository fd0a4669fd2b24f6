// How a price is reached, part by part. Main builds each part with raw counts; the renderer adds `<count>N`, the
// same count in the user's number format, which is what is shown.
const credits = '{credits, plural, one {{creditsN} credit} other {{creditsN} credits}}';
const base = '{base, plural, one {{baseN} credit} other {{baseN} credits}}';
const refresh = 'Refresh costs {credits, plural, other {{creditsN}}}';

export const enPrices = {
  'prices.free': '{endpoint} is free',
  'prices.credits': `${credits} for {endpoint}`,
  'prices.perNetwork': `${base} x {units, plural, one {{unitsN} network} other {{unitsN} networks}} = ${credits} for {endpoint}`,
  'prices.perNetworkValue': `${base} x {units, plural, one {{unitsN} network value} other {{unitsN} network values}} = ${credits} for {endpoint}`,
  'prices.perWallet': `${base} x {units, plural, one {{unitsN} wallet} other {{unitsN} wallets}} = ${credits} for {endpoint}`,
  'prices.candles': `up to {candles, plural, one {{candlesN} candle} other {{candlesN} candles}} at 1 credit per {perN} (minimum 1) = ${credits} for {endpoint}`,
  'prices.cachedJustNow': `cached (updated just now); ${refresh}`,
  'prices.cachedMinutes': `cached (updated {minutes, plural, other {{minutesN} min}} ago); ${refresh}`,
  'prices.cachedHours': `cached (updated {hours, plural, other {{hoursN} h}} ago); ${refresh}`,
  'prices.cachedDays': `cached (updated {days, plural, one {{daysN} day} other {{daysN} days}} ago); ${refresh}`,
  'prices.walletSync':
    '{startN} to start + {perCheckN} per status check (about {checks, plural, one {{checksN} check} other {{checksN} checks}}) + {rereadN} to read the synced transactions',
  'prices.editTransaction':
    '2 x {each, plural, one {{eachN} credit} other {{eachN} credits}} for POST /portfolio/transaction (a correcting entry and the new one)',
  'prices.noCall': 'no service call',
  'prices.candlesStored': 'every candle is stored; no service call',
  'prices.cachedHoldings': 'cached holdings; Refresh reads every page again',
  'prices.currencyList': '{credits, plural, other {{creditsN} credit}} for the currency list',
  'prices.holdingsFirstPage':
    '{perPage, plural, other {{perPageN} credits}} for the first {limitN} holdings (GET /portfolio/coins); each further {limitN} costs {perPageN} more',
  'prices.holdingsPages':
    '{perPage, plural, other {{perPageN} credits}} x {pages, plural, other {{pagesN} pages}} = {credits, plural, other {{creditsN} credits}} for GET /portfolio/coins ({rows, plural, other {{rowsN} holdings}} when last read)',
  'prices.follow': 'following is free; its balance is read next: {explanation}',
  'prices.gatewayUsdc': '{usdc} USDC per call through the gateway (with an API key: {explanation})',
  'prices.gatewayKeyOnly':
    'Not offered by the pay-per-request gateway: this call needs an API key ({explanation})',
  'prices.unavailable':
    'not available when paying per request: the gateway does not serve this call; switch the access route to the API key in Settings to make it',
  /** Two or more parts of one price, said one after the other. */
  'prices.list': '{first}; {rest}',
} as const;
