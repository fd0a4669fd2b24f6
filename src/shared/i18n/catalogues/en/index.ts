import { enCommon } from './common';
import { enSettings } from './settings';
import { enShell } from './shell';
import { enTray } from './tray';
import { enCsv } from './csv';
import { enNotices } from './notices';
import { enErrors } from './errors';
import { enSync } from './sync';
import { enLabels } from './labels';
import { enPortfolios } from './portfolios';
import { enTransactions } from './transactions';
import { enManage } from './manage';
import { enImports } from './imports';
import { enWallets } from './wallets';
import { enCoin } from './coin';
import { enWatchlist } from './watchlist';
import { enRwa } from './rwa';
import { enCandles } from './candles';
import { enAlerts } from './alerts';
import { enLists } from './lists';
import { enOverview } from './overview';
import { enPositions } from './positions';
import { enCoverage } from './coverage';
import { enHeader } from './header';
import { enCost } from './cost';
import { enCredits } from './credits';
import { enReturns } from './returns';
import { enCharts } from './charts';
import { enPalette } from './palette';
import { enWelcome } from './welcome';
import { enStatus } from './status';
import { enKeywords } from './keywords';
import { enPrices } from './prices';
import { enOutcomes } from './outcomes';

// The source catalogue: every message id and its English text, in ICU MessageFormat, one file a part of the app
// (ids start with the part's name). The other languages are typed against it, so a missing or extra id fails the
// type check. A count comes twice: the number that picks the plural form, and `n`, that number written in the
// user's number format (a choice apart from the language).

type English = typeof enCommon &
  typeof enShell &
  typeof enSettings &
  typeof enTray &
  typeof enCsv &
  typeof enNotices &
  typeof enErrors &
  typeof enSync &
  typeof enLabels &
  typeof enPortfolios &
  typeof enTransactions &
  typeof enManage &
  typeof enImports &
  typeof enWallets &
  typeof enCoin &
  typeof enWatchlist &
  typeof enRwa &
  typeof enCandles &
  typeof enAlerts &
  typeof enLists &
  typeof enOverview &
  typeof enPositions &
  typeof enCoverage &
  typeof enHeader &
  typeof enCost &
  typeof enCredits &
  typeof enReturns &
  typeof enCharts &
  typeof enPalette &
  typeof enWelcome &
  typeof enStatus &
  typeof enKeywords &
  typeof enPrices &
  typeof enOutcomes;

let merged: English | null = null;

/** Every part in one object, made on first use: main's start says nothing, and the merge takes it milliseconds. */
export const english = (): English =>
  (merged ??= Object.assign(
    {},
    enCommon,
    enShell,
    enSettings,
    enTray,
    enCsv,
    enNotices,
    enErrors,
    enSync,
    enLabels,
    enPortfolios,
    enTransactions,
    enManage,
    enImports,
    enWallets,
    enCoin,
    enWatchlist,
    enRwa,
    enCandles,
    enAlerts,
    enLists,
    enOverview,
    enPositions,
    enCoverage,
    enHeader,
    enCost,
    enCredits,
    enReturns,
    enCharts,
    enPalette,
    enWelcome,
    enStatus,
    enKeywords,
    enPrices,
    enOutcomes,
  ) as English);

export type MessageId = keyof English;
/** A translation: every id of the source, none more. */
export type Catalogue = { readonly [Id in MessageId]: string };
/** One part's translation: every id of that part of the source. */
export type AreaCatalogue<Source> = { readonly [Id in keyof Source]: string };
