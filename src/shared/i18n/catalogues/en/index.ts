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
// (ids start with the part's name). The other languages are JSON data, one file a part, typed against it: the
// type check catches a missing id; test/unit/shared/i18n/catalogues.test.ts catches an extra id (TypeScript does
// not reject extra keys in imported JSON) and a message whose arguments, plurals or selects differ from the source.
// A count comes twice: the number that picks the plural form, and `n`, that number written in the user's number
// format (a choice apart from the language).

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

/** A translation in its parts, as its JSON files hold them: each part has every id of that part of the source. */
export type Areas = {
  readonly common: AreaCatalogue<typeof enCommon>;
  readonly shell: AreaCatalogue<typeof enShell>;
  readonly settings: AreaCatalogue<typeof enSettings>;
  readonly tray: AreaCatalogue<typeof enTray>;
  readonly csv: AreaCatalogue<typeof enCsv>;
  readonly notices: AreaCatalogue<typeof enNotices>;
  readonly errors: AreaCatalogue<typeof enErrors>;
  readonly sync: AreaCatalogue<typeof enSync>;
  readonly labels: AreaCatalogue<typeof enLabels>;
  readonly portfolios: AreaCatalogue<typeof enPortfolios>;
  readonly transactions: AreaCatalogue<typeof enTransactions>;
  readonly manage: AreaCatalogue<typeof enManage>;
  readonly imports: AreaCatalogue<typeof enImports>;
  readonly wallets: AreaCatalogue<typeof enWallets>;
  readonly coin: AreaCatalogue<typeof enCoin>;
  readonly watchlist: AreaCatalogue<typeof enWatchlist>;
  readonly rwa: AreaCatalogue<typeof enRwa>;
  readonly candles: AreaCatalogue<typeof enCandles>;
  readonly alerts: AreaCatalogue<typeof enAlerts>;
  readonly lists: AreaCatalogue<typeof enLists>;
  readonly overview: AreaCatalogue<typeof enOverview>;
  readonly positions: AreaCatalogue<typeof enPositions>;
  readonly coverage: AreaCatalogue<typeof enCoverage>;
  readonly header: AreaCatalogue<typeof enHeader>;
  readonly cost: AreaCatalogue<typeof enCost>;
  readonly credits: AreaCatalogue<typeof enCredits>;
  readonly returns: AreaCatalogue<typeof enReturns>;
  readonly charts: AreaCatalogue<typeof enCharts>;
  readonly palette: AreaCatalogue<typeof enPalette>;
  readonly welcome: AreaCatalogue<typeof enWelcome>;
  readonly outcomes: AreaCatalogue<typeof enOutcomes>;
  readonly status: AreaCatalogue<typeof enStatus>;
  readonly keywords: AreaCatalogue<typeof enKeywords>;
  readonly prices: AreaCatalogue<typeof enPrices>;
};

/** A language's catalogue: its parts merged in the order given. */
export const joinAreas = (areas: Areas): Catalogue => Object.assign({}, ...Object.values(areas)) as Catalogue;
