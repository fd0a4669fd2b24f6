// GET /token-risks (5000 credits): contract risk findings for a coin (`coinId`) or a contract
// (`contractAddress` + `chain`), optionally `sortBy=severity`. No data is an empty list, not an error.
import type { SandboxApi } from '../core/env';
import { ApiError } from '../core/errors';
import { enumQuery, optionalQuery } from '../core/params';
import { createRng, deriveSeed } from '../core/prng';
import type { CoinFacts } from '../data/coin-catalog';
import { findCoin, type World } from '../data/world';
import type { SandboxDeps } from '../deps';
import { coinNotFound } from './coins';

const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
type Severity = (typeof SEVERITIES)[number];

const FINDINGS: readonly {
  id: string;
  title: string;
  description: string;
  category: string;
  severity: Severity;
}[] = [
  {
    id: 'blacklist',
    title: 'Blacklist function',
    description: 'The owner can block addresses from transferring.',
    category: 'access-control',
    severity: 'high',
  },
  {
    id: 'pausable',
    title: 'Transfers can be paused',
    description: 'An admin role can pause all transfers.',
    category: 'access-control',
    severity: 'medium',
  },
  {
    id: 'upgradeable',
    title: 'Upgradeable proxy',
    description: 'The contract logic can be replaced by its admin.',
    category: 'upgradeability',
    severity: 'medium',
  },
  {
    id: 'mintable',
    title: 'Mintable supply',
    description: 'New tokens can be minted by a privileged role.',
    category: 'supply',
    severity: 'low',
  },
  {
    id: 'holders',
    title: 'Concentrated holders',
    description: 'The top 10 holders own over 40% of the supply.',
    category: 'distribution',
    severity: 'medium',
  },
  {
    id: 'verified',
    title: 'Verified source code',
    description: 'The contract source is verified on the explorer.',
    category: 'transparency',
    severity: 'info',
  },
];

/** Coins with a contract get 2-4 seeded findings; native coins have no contract risk data. */
function findingsFor(world: World, coin: CoinFacts, chain: string): typeof FINDINGS {
  if (coin.contractAddresses.length === 0) return [];
  const rng = createRng(deriveSeed(world.seed, 'token-risks', coin.id));
  const count = rng.int(2, 4);
  const shuffled = rng.shuffle(FINDINGS);
  return shuffled.slice(0, count).map((finding) => ({ ...finding, id: `${coin.id}-${chain}-${finding.id}` }));
}

export function registerTokenRiskRoutes(api: SandboxApi, deps: SandboxDeps): void {
  api.get('/token-risks', deps.metered('GET /token-risks'), (c) => {
    const coinId = optionalQuery(c, 'coinId', 100);
    const contractAddress = optionalQuery(c, 'contractAddress', 100);
    const chain = optionalQuery(c, 'chain', 50);
    const sortBy =
      c.req.query('sortBy') === undefined ? undefined : enumQuery(c, 'sortBy', ['severity'] as const);
    if (coinId !== undefined && (contractAddress !== undefined || chain !== undefined)) {
      throw new ApiError(400, 'Send either `coinId` or `contractAddress` with `chain`, not both');
    }
    if (coinId === undefined && (contractAddress === undefined || chain === undefined)) {
      throw new ApiError(400, 'Send `coinId`, or both `contractAddress` and `chain`');
    }

    let coin: CoinFacts | undefined;
    if (coinId !== undefined) {
      coin = findCoin(deps.world, coinId);
      if (!coin) throw coinNotFound(coinId);
    } else {
      coin = deps.world.coins.find((candidate) =>
        candidate.contractAddresses.some(
          (entry) =>
            entry.blockchain === chain &&
            entry.contractAddress.toLowerCase() === contractAddress?.toLowerCase(),
        ),
      );
    }
    const results = coin
      ? [...findingsFor(deps.world, coin, chain ?? coin.contractAddresses[0]?.blockchain ?? '')]
      : [];
    if (sortBy === 'severity') {
      results.sort((a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity));
    }
    return c.json({
      coinId: coin?.id ?? null,
      contractAddress: contractAddress ?? coin?.contractAddresses[0]?.contractAddress ?? null,
      chain: chain ?? coin?.contractAddresses[0]?.blockchain ?? null,
      results,
    });
  });
}
