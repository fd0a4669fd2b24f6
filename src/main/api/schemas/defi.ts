import { z } from 'zod';
import { num, optNum, optStr, orEmpty, rowList } from './common';
import type { DefiKind, DefiPositionView, DefiProtocolView, DefiView } from '../../../shared/domain/coverage';

export type {
  DefiAsset,
  DefiKind,
  DefiPositionView,
  DefiProtocolView,
  DefiView,
} from '../../../shared/domain/coverage';

// GET /portfolio/defi: `{ totalAssets, protocols: [...] }` (DefiResponseDto; coinstats.app/docs/openapi/
// get-portfolio-defi). Protocols and their investments are read row by row: one that cannot be read is left out
// and counted, never the whole answer. Decorative fields (logos, links, health) read as null when malformed.

/** A money block; USD is what totals and shares are computed in, BTC and ETH are shown when sent. */
const total = z.lazy(() => z.object({ USD: num, BTC: optNum.catch(null), ETH: optNum.catch(null) }));
const someMoney = z.lazy(() => z.object({ USD: optNum, BTC: optNum, ETH: optNum }));
const text = optStr.catch(null);
const decor = optNum.catch(null);

const defiAsset = z.lazy(() =>
  z.object({
    address: text,
    title: text,
    coinId: text,
    logo: text,
    symbol: text,
    amount: optNum,
    price: someMoney.nullish().catch(null),
    danger: z.boolean().nullish().catch(null),
  }),
);

const investment = z.lazy(() =>
  z.object({
    id: text,
    name: text,
    value: someMoney.nullish().catch(null),
    symbols: text,
    // An asset that cannot be read costs only itself: its position is still shown by name and value.
    assets: z
      .array(z.unknown())
      .nullish()
      .catch(null)
      .transform((raw) => (raw ?? []).flatMap((a) => defiAsset.safeParse(a).data ?? [])),
    healthRate: decor,
    unlockAt: text,
    endAt: text,
    debtRatio: decor,
  }),
);

const protocol = z.lazy(() =>
  z.object({
    id: z.string().min(1),
    name: z.string().min(1),
    logo: text,
    url: text,
    totalValue: total,
    blockchain: z.object({ name: text, icon: text }).nullish().catch(null),
    chain: text,
    investments: rowList(investment),
    walletAddress: text,
  }),
);

/** An empty answer (common.ts isEmptyAnswer) is an account with no DeFi: no protocols, a total of 0. */
export const defiResponse = z.lazy(() =>
  orEmpty(z.object({ totalAssets: total, protocols: rowList(protocol) }), {
    totalAssets: { USD: 0, BTC: 0, ETH: 0 },
    protocols: [],
  }),
);

export type DefiWire = z.output<typeof defiResponse>;

// ---- what a user reads: per protocol the positions by kind, their value and their share of the total ----

// The service names positions in words ("Liquidity", "Lending", "Staked", an asset "Deposit" or "Borrow"): no
// enumeration is documented, so the kind is read from those words and anything else is "other".
const KINDS: readonly (readonly [DefiKind, RegExp])[] = [
  ['borrowed', /borrow|debt|loan/i],
  ['rewards', /reward|claim/i],
  ['staked', /stak|lock|vest|farm/i],
  ['liquidity', /liquidity|pool|\blp\b/i],
  ['supplied', /suppl|deposit|lend|collateral|saving/i],
];

export function defiKindOf(...words: (string | null | undefined)[]): DefiKind {
  for (const word of words) {
    if (!word) continue;
    const found = KINDS.find(([, pattern]) => pattern.test(word));
    if (found) return found[0];
  }
  return 'other';
}

/** An asset's own title says borrowed or rewards even inside a lending or pool position; else its position's. */
function assetKind(title: string | null, position: DefiKind): DefiKind {
  const own = defiKindOf(title);
  if (own === 'borrowed' || own === 'rewards' || position === 'other') return own;
  return position;
}

type WireProtocol = z.output<typeof protocol>;

function toProtocol(p: WireProtocol, totalUsd: number): DefiProtocolView {
  const positions = p.investments.rows.map((i): DefiPositionView => {
    const kind = defiKindOf(i.id, i.name);
    return {
      id: i.id,
      name: i.name ?? i.id ?? 'Position',
      kind,
      valueUsd: i.value?.USD ?? null,
      symbols: i.symbols,
      assets: i.assets.map((a) => ({
        title: a.title,
        symbol: a.symbol,
        coinId: a.coinId,
        amount: a.amount,
        kind: assetKind(a.title, kind),
        danger: a.danger ?? false,
      })),
      healthRate: i.healthRate,
      unlockAt: i.unlockAt,
    };
  });
  const byKind: Partial<Record<DefiKind, number>> = {};
  for (const { kind, valueUsd } of positions)
    if (valueUsd !== null) byKind[kind] = (byKind[kind] ?? 0) + valueUsd;
  return {
    id: p.id,
    name: p.name,
    logo: p.logo,
    url: p.url,
    chain: p.chain,
    chainName: p.blockchain?.name ?? null,
    valueUsd: p.totalValue.USD,
    share: totalUsd > 0 ? p.totalValue.USD / totalUsd : null,
    byKind,
    positions,
  };
}

/** Largest protocol first; the skipped count adds the positions left out inside the protocols that were read. */
export function toDefiView(wire: DefiWire): DefiView {
  const totalUsd = wire.totalAssets.USD;
  const protocols = wire.protocols.rows
    .map((p) => toProtocol(p, totalUsd))
    .sort((a, b) => b.valueUsd - a.valueUsd || a.name.localeCompare(b.name));
  const inner = wire.protocols.rows.reduce((sum, p) => sum + p.investments.skipped, 0);
  return {
    totalUsd,
    totalBtc: wire.totalAssets.BTC,
    totalEth: wire.totalAssets.ETH,
    protocols,
    skipped: wire.protocols.skipped + inner,
    issues: [...wire.protocols.issues, ...wire.protocols.rows.flatMap((p) => p.investments.issues)].slice(
      0,
      10,
    ),
  };
}
