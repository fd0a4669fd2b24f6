import type { AppError } from '../../../shared/envelope';
import type { Reads } from '../../reads';

// The coins a file names, as the service's coin ids. Files write ids (bitcoin) or tickers (BTC; CoinStats' own
// template has a "Coin Symbol" column). Ids are looked up 50 at a time; a ticker alone, and several coins share
// one, so it is read as the coin of the best rank and the plan shows each reading (BTC -> bitcoin) before
// anything is sent. Lookups go through the read table: cached answers cost nothing.

export interface ResolvedCoin {
  coinId: string;
  name: string | null;
  /** The coin list's ticker and icon, so the plan shows which coin a guess picked. */
  symbol: string;
  icon: string | null;
}

const ID = /^[a-z0-9][a-z0-9._-]*$/;
const SYMBOL = /^[A-Za-z0-9.$-]{1,20}$/;
const BATCH = 50;

export async function resolveCoins(
  runner: Pick<Reads, 'read'>,
  texts: readonly string[],
  preferSymbols: boolean,
): Promise<{ ok: true; coins: Map<string, ResolvedCoin>; credits: number } | { ok: false; error: AppError }> {
  const coins = new Map<string, ResolvedCoin>();
  let credits = 0;
  const distinct = [...new Set(texts.map((t) => t.trim()).filter(Boolean))];
  const asIds = distinct.filter((t) => ID.test(t.toLowerCase()) && !(preferSymbols && t === t.toUpperCase()));
  for (let i = 0; i < asIds.length; i += BATCH) {
    const batch = asIds.slice(i, i + BATCH);
    const read = await runner.read('coins:list', {
      coinIds: batch.map((t) => t.toLowerCase()),
      limit: BATCH,
    });
    if (!read.ok) return { ok: false, error: lookupFailed(read.error) };
    credits += read.meta.credits;
    for (const text of batch) {
      const coin = read.value.find((c) => c.id === text.toLowerCase());
      if (coin) coins.set(text, { coinId: coin.id, name: coin.name, symbol: coin.symbol, icon: coin.icon });
    }
  }
  for (const text of distinct.filter((t) => !coins.has(t) && SYMBOL.test(t))) {
    const read = await runner.read('coins:list', { symbol: text.toUpperCase(), limit: 10 });
    if (!read.ok) return { ok: false, error: lookupFailed(read.error) };
    credits += read.meta.credits;
    const best = read.value
      .filter((c) => c.symbol.toUpperCase() === text.toUpperCase())
      .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity))[0];
    if (best) coins.set(text, { coinId: best.id, name: best.name, symbol: best.symbol, icon: best.icon });
  }
  return { ok: true, coins, credits };
}

const lookupFailed = (error: AppError): AppError => ({
  ...error,
  message: `The file's coins could not be looked up, so nothing was planned: ${error.message}`,
});
