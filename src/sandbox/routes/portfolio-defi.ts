// GET /portfolio/defi (200 credits, service.md 4.5): `{ totalAssets, protocols: [...] }` as the documentation's
// page shows it (DefiResponseDto): per protocol its total, chain and investments, each investment with its value
// and assets. The total is the portfolio value's `defiValue`. Positions come from the seeded portfolios.
import type { SandboxApi } from '../core/env';
import { COIN_ICON } from '../data/coin-catalog';
import { shownPrice } from '../data/portfolio-math';
import type { DefiPosition, Portfolio } from '../data/portfolios';
import { findCoin, type World } from '../data/world';
import type { SandboxDeps } from '../deps';
import { selectPortfolios } from './portfolio-access';
import { triple } from './portfolio';

const PROTOCOLS: Readonly<Record<string, { id: string; url: string }>> = {
  Lido: { id: 'lido', url: 'https://stake.lido.fi' },
  'Aave V3': { id: 'aave-v3', url: 'https://app.aave.com' },
};

const CHAINS: Readonly<Record<string, string>> = { ethereum: 'Ethereum' };

/** How each kind of position is named: the investment, and the asset's role in it. */
const KIND_WORDS: Readonly<Record<DefiPosition['kind'], { id: string; name: string; title: string }>> = {
  Staking: { id: 'staking', name: 'Staked', title: 'Staked' },
  Lending: { id: 'lending', name: 'Lending', title: 'Supplied' },
  'Liquidity pool': { id: 'liquidity', name: 'Liquidity', title: 'Deposit' },
};

function investment(world: World, position: DefiPosition, at: number): Record<string, unknown> {
  const coin = findCoin(world, position.coinId);
  const price = shownPrice(world, position.coinId, at);
  const words = KIND_WORDS[position.kind];
  const contract = coin?.contractAddresses[0]?.contractAddress;
  const row: Record<string, unknown> = {
    id: words.id,
    name: words.name,
    value: triple(world, position.amount * price, at),
    symbols: coin?.symbol ?? position.coinId,
    assets: [
      {
        // Native coins have no contract address.
        ...(contract ? { address: contract } : {}),
        title: words.title,
        coinId: position.coinId,
        logo: COIN_ICON(position.coinId),
        amount: position.amount,
        symbol: coin?.symbol ?? '',
        price: triple(world, price, at),
        danger: false,
      },
    ],
    poolAddress: `${position.id}-pool`,
    poolProjectId: position.protocol,
    isProxy: false,
  };
  if (position.kind === 'Lending') {
    // Nothing is borrowed against the seeded supply: a high health rate and no debt.
    Object.assign(row, { healthRate: 99, healthRateLink: PROTOCOLS[position.protocol]?.url ?? '' });
    Object.assign(row, { debtRatio: 0, debtRatioLink: PROTOCOLS[position.protocol]?.url ?? '' });
  }
  return row;
}

function protocols(world: World, portfolios: readonly Portfolio[], at: number): Record<string, unknown>[] {
  const groups = new Map<string, { positions: DefiPosition[]; wallet: string }>();
  for (const portfolio of portfolios) {
    for (const position of portfolio.defi) {
      const key = `${position.protocol}\n${position.chain}\n${portfolio.wallet?.address ?? ''}`;
      const group = groups.get(key) ?? { positions: [], wallet: portfolio.wallet?.address ?? '' };
      group.positions.push(position);
      groups.set(key, group);
    }
  }
  return [...groups.values()].map(({ positions, wallet }) => {
    const first = positions[0] as DefiPosition;
    const known = PROTOCOLS[first.protocol];
    const usd = positions.reduce((sum, p) => sum + p.amount * shownPrice(world, p.coinId, at), 0);
    return {
      id: known?.id ?? first.protocol.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      name: first.protocol,
      logo: `https://icons.llama.fi/${known?.id ?? 'protocol'}.jpg`,
      url: known?.url ?? '',
      totalValue: triple(world, usd, at),
      blockchain: {
        name: CHAINS[first.chain] ?? first.chain,
        icon: `https://static.coinstats.app/portfolio_images/${first.chain}_dark.png`,
      },
      chain: first.chain,
      investments: positions.map((position) => investment(world, position, at)),
      walletAddress: wallet,
    };
  });
}

export function registerPortfolioDefiRoute(api: SandboxApi, deps: SandboxDeps): void {
  const { world, clock } = deps;
  api.get('/portfolio/defi', deps.metered('GET /portfolio/defi'), (c) => {
    const selection = selectPortfolios(c, world, deps.state.portfolioEdits);
    const now = clock.now();
    const list = protocols(world, selection.portfolios, now);
    const usd = selection.portfolios
      .flatMap((p) => p.defi)
      .reduce((sum, p) => sum + p.amount * shownPrice(world, p.coinId, now), 0);
    return c.json({ totalAssets: triple(world, usd, now), protocols: list });
  });
}
