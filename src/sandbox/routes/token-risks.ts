// GET /token-risks (5000 credits): contract risk findings for a coin (`coinId`) or a contract
// (`contractAddress` + `chain`), optionally `sortBy=severity`, in the documented shape (coinstats.app/docs/openapi/
// token-risks): results of {title, key, value, subtitle, note, description, severity}, a score and the provider
// links. No data is an empty list, not an error.
import type { SandboxApi } from '../core/env';
import { ApiError } from '../core/errors';
import { enumQuery, optionalQuery } from '../core/params';
import { createRng, deriveSeed, noise } from '../core/prng';
import type { CoinFacts } from '../data/coin-catalog';
import { findCoin, type World } from '../data/world';
import type { SandboxDeps } from '../deps';
import { coinNotFound } from './coins';

// Severities as the documentation orders them for sortBy=severity: critical -> high -> medium -> low -> minor.
const SEVERITIES = ['critical', 'high', 'medium', 'low', 'minor'] as const;
type Severity = (typeof SEVERITIES)[number];

interface Finding {
  key: string;
  title: string;
  subtitle: string;
  /** The plain-English line a UI shows. */
  note: string;
  description: string;
  severity: Severity;
}

const FINDINGS: readonly Finding[] = [
  {
    key: 'risk_blacklist',
    title: 'Blacklist',
    subtitle: 'The owner can block addresses from transferring',
    note: 'Dev can block certain wallets from trading',
    description: 'A privileged role can add addresses to a list that may not send or receive the token.',
    severity: 'high',
  },
  {
    key: 'risk_pausable',
    title: 'Pausable',
    subtitle: 'An admin role can pause all transfers',
    note: 'Dev has a freeze button for all trades',
    description: 'The contract has a pause switch that stops every transfer until it is released.',
    severity: 'medium',
  },
  {
    key: 'risk_upgradeable',
    title: 'Upgradeable proxy',
    subtitle: 'The contract logic can be replaced by its admin',
    note: 'Rules can change after you buy',
    description: 'The token sits behind a proxy whose implementation the admin can swap at any time.',
    severity: 'medium',
  },
  {
    key: 'risk_centralized_mint',
    title: 'Centralized Mint',
    subtitle: 'New tokens can be minted by a privileged role',
    note: 'Dev can print new tokens anytime',
    description: 'A privileged role can mint without limit, diluting every holder.',
    severity: 'critical',
  },
  {
    key: 'risk_cooldown',
    title: 'Cooldown checks',
    subtitle: 'Transfers are rate limited per address',
    note: 'You need to wait before sending again',
    description:
      'The transfer function refuses a second transfer from the same address within a cooldown period.',
    severity: 'low',
  },
  {
    key: 'risk_approval_event',
    title: 'Approval event not emitted',
    subtitle: 'Approvals do not emit the standard event',
    note: 'Approvals are not recorded on-chain',
    description: 'The approve function changes allowances without emitting Approval, which breaks indexers.',
    severity: 'minor',
  },
];

/** One finding as the service answers it: `value` "true" when the risk is present. */
function answer(finding: Finding, present: boolean): Record<string, string> {
  return { ...finding, value: present ? 'true' : 'false' };
}

/** Coins with a contract get every finding, 2-4 of them present (seeded); native coins have no risk data. */
function findingsFor(world: World, coin: CoinFacts): { finding: Finding; present: boolean }[] {
  if (coin.contractAddresses.length === 0) return [];
  const rng = createRng(deriveSeed(world.seed, 'token-risks', coin.id));
  const present = new Set(rng.shuffle(FINDINGS).slice(0, rng.int(2, 4)));
  // Detected risks first, the default order of the documentation.
  return FINDINGS.map((finding) => ({ finding, present: present.has(finding) })).sort(
    (a, b) => Number(b.present) - Number(a.present),
  );
}

/** 0-100, higher is riskier: the weight of the present findings. */
function scoreOf(found: readonly { finding: Finding; present: boolean }[]): number {
  const weight: Readonly<Record<Severity, number>> = { critical: 40, high: 25, medium: 15, low: 6, minor: 2 };
  return Math.min(
    100,
    found.reduce((sum, { finding, present }) => sum + (present ? weight[finding.severity] : 0), 0),
  );
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
    const found = coin ? findingsFor(deps.world, coin) : [];
    if (sortBy === 'severity') {
      found.sort((a, b) => SEVERITIES.indexOf(a.finding.severity) - SEVERITIES.indexOf(b.finding.severity));
    }
    // The documented answer; score and the flags are absent when there is no risk data for the token.
    return c.json({
      results: found.map(({ finding, present }) => answer(finding, present)),
      ...(found.length > 0
        ? {
            score: scoreOf(found),
            marketEndorsed: noise(deps.world.seed, 'endorsed', coin?.id ?? '') < 0.3,
            ownershipRenounced: noise(deps.world.seed, 'renounced', coin?.id ?? '') < 0.5,
          }
        : {}),
      risksProviderUrl: 'https://hexens.io/blog/glider-api-new-benchmark-in-smart-contract-security',
      risksProviderLogo: {
        dark: 'https://static.coinstats.app/icons/token_risks_dark.png',
        light: 'https://static.coinstats.app/icons/token_risks_light.png',
      },
      learnMoreUrl: 'https://coinstats.app/blog/risks/',
    });
  });
}
