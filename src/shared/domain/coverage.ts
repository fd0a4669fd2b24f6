import type { IssueItem } from '../envelope';
import type { FearAndGreedReading } from './market';

// What the account holds beyond the plain holdings, and the market around it: DeFi positions, past days'
// snapshots, risk scores and spam flags, the global market, Bitcoin's dominance, news. Main shapes the service's
// answers into these (src/main/api/schemas); the renderer shows them.

// ---- DeFi positions (GET /portfolio/defi) ----

export type DefiKind = 'supplied' | 'borrowed' | 'staked' | 'liquidity' | 'rewards' | 'other';

export interface DefiAsset {
  title: string | null;
  symbol: string | null;
  coinId: string | null;
  amount: number | null;
  kind: DefiKind;
  /** The service marks an asset it considers risky (e.g. an unverified token). */
  danger: boolean;
}

export interface DefiPositionView {
  id: string | null;
  name: string;
  kind: DefiKind;
  valueUsd: number | null;
  symbols: string | null;
  assets: DefiAsset[];
  healthRate: number | null;
  unlockAt: string | null;
}

export interface DefiProtocolView {
  id: string;
  name: string;
  logo: string | null;
  url: string | null;
  chain: string | null;
  chainName: string | null;
  valueUsd: number;
  /** Of the DeFi total, 0..1; null when the total is 0. */
  share: number | null;
  /** Value per kind of position, in USD; kinds without a position are absent. */
  byKind: Partial<Record<DefiKind, number>>;
  positions: DefiPositionView[];
}

export interface DefiView {
  totalUsd: number;
  totalBtc: number | null;
  totalEth: number | null;
  protocols: DefiProtocolView[];
  /** Protocols and positions that could not be read, counted; their issues for the log. */
  skipped: number;
  issues: IssueItem[];
}

// ---- a past day (GET /portfolio/snapshot/items) ----

export interface SnapshotHolding {
  symbol: string;
  icon: string | null;
  quantity: number;
  valueUsd: number;
  /** Per unit; from the balance when the service sends 0 or nothing (its own example sends 0 beside a balance). */
  priceUsd: number | null;
  quantityChange: number | null;
  valueChangeUsd: number | null;
  pricePercentChange: number | null;
}

export interface SnapshotDay {
  /** `YYYY-MM-DD` (UTC) of the snapshot. */
  day: string;
  /** The snapshot's own time, epoch milliseconds. */
  at: number;
  totalUsd: number;
  changeUsd: number | null;
  changePercent: number | null;
  /** Largest first. */
  holdings: SnapshotHolding[];
  skipped: number;
}

export interface SnapshotView {
  /** Oldest first. */
  days: SnapshotDay[];
  skipped: number;
  issues: IssueItem[];
}

/** One past day as the time machine reads it: its snapshot, or null when the service kept none that day. */
export interface PastDay {
  day: string;
  snapshot: SnapshotDay | null;
}

/** The past days kept on this computer for a portfolio: each was paid for once and is read again for nothing. */
export interface KeptDays {
  days: string[];
}

// ---- risk and spam (GET /portfolio/coins?includeRiskScore=true) ----

export interface HoldingRisk {
  coinId: string;
  symbol: string;
  /** The service flags the coin as likely spam. */
  isFake: boolean;
  liquidity: number | null;
  volatility: number | null;
  marketCap: number | null;
  overall: number | null;
  avgChange: number | null;
}

// ---- the market around the portfolio ----

export interface GlobalMarket {
  marketCapUsd: number;
  volumeUsd: number | null;
  /** Percent of the whole market's capitalisation. */
  btcDominance: number | null;
  /** 24h changes: percent for cap and volume, percentage points for dominance. */
  marketCapChange: number | null;
  volumeChange: number | null;
  btcDominanceChange: number | null;
}

export interface DominancePoint {
  t: number;
  percent: number;
}

export interface Series<T> {
  /** Oldest first. */
  points: T[];
  skipped: number;
  issues: IssueItem[];
}

export type FearAndGreedSeries = Series<FearAndGreedReading>;

export interface NewsHeadline {
  id: string;
  title: string;
  source: string | null;
  /** Where the headline opens: the article, else the service's page of it; null when neither is a web address. */
  url: string | null;
  imageUrl: string | null;
  publishedAt: number;
  /** Service coin ids the item is about. */
  coinIds: string[];
}

export interface NewsPage {
  /** Newest first. */
  items: NewsHeadline[];
  skipped: number;
  issues: IssueItem[];
}
