// Built-in accounts, plans and share tokens. Plain data: the mutable part (credits used) is in state.

export type PlanName = 'FREE' | 'STARTER' | 'DEGEN';

export interface Plan {
  name: PlanName;
  monthlyCredits: number;
  requestsPerSecond: number;
  /** Premium plans may have their portfolios read through share tokens (service.md 4.3 rule 3). */
  premium: boolean;
}

export const PLANS: Readonly<Record<PlanName, Plan>> = {
  FREE: { name: 'FREE', monthlyCredits: 20_000, requestsPerSecond: 2, premium: false },
  STARTER: { name: 'STARTER', monthlyCredits: 1_000_000, requestsPerSecond: 30, premium: false },
  DEGEN: { name: 'DEGEN', monthlyCredits: 5_000_000, requestsPerSecond: 30, premium: true },
};

export type AccountId = 'free' | 'starter' | 'premium';

export interface Account {
  id: AccountId;
  plan: Plan;
  apiKey: string;
  bearerToken: string;
}

export const ACCOUNTS: readonly Account[] = [
  { id: 'free', plan: PLANS.FREE, apiKey: 'sandbox-free-key', bearerToken: 'sandbox-free-token' },
  { id: 'starter', plan: PLANS.STARTER, apiKey: 'sandbox-starter-key', bearerToken: 'sandbox-starter-token' },
  { id: 'premium', plan: PLANS.DEGEN, apiKey: 'sandbox-premium-key', bearerToken: 'sandbox-premium-token' },
];

export function accountById(id: AccountId): Account {
  const account = ACCOUNTS.find((candidate) => candidate.id === id);
  if (!account) throw new RangeError(`no sandbox account ${id}`);
  return account;
}

export function accountByApiKey(key: string): Account | undefined {
  return ACCOUNTS.find((account) => account.apiKey === key);
}

export function accountByBearer(token: string): Account | undefined {
  return ACCOUNTS.find((account) => account.bearerToken === token);
}

export interface ShareToken {
  token: string;
  owner: AccountId;
  /** Which of the owner's portfolios the token opens (see data/portfolios.ts); `large`: the 1,000-holding one. */
  portfolioSlot: number | 'large';
  passcode?: string;
}

export const SHARE_TOKENS: readonly ShareToken[] = [
  { token: 'sandbox-share-premium', owner: 'premium', portfolioSlot: 0 },
  { token: 'sandbox-share-free', owner: 'free', portfolioSlot: 0 },
  { token: 'sandbox-share-locked', owner: 'premium', portfolioSlot: 1, passcode: '2468' },
  { token: 'sandbox-share-large', owner: 'premium', portfolioSlot: 'large' },
];
