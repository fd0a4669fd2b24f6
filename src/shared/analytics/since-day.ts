// The time machine's "what changed since": the holdings on a past day against today's, per coin, split into what
// the quantity did (bought, sold, received) and what the price did. For each coin,
//   change = now - then = q1*p1 - q0*p0 = (q1 - q0)*p1  [quantity move: what was added or taken, at today's price]
//                                       + q0*(p1 - p0)  [price move: the coins held then, repriced]
// The price move is taken as the rest, so the two always add up to the change and a coin whose quantity did not
// move has a quantity move of exactly 0. Coins are matched by symbol: the snapshot names no coin id.

export interface HeldThen {
  symbol: string;
  quantity: number;
  valueUsd: number;
  /** Per unit then; from value / quantity when absent. */
  priceUsd: number | null;
}

export interface HeldNow {
  symbol: string;
  count: number;
  /** Per unit now, USD. */
  price: number;
  value: number;
}

export interface CoinSince {
  symbol: string;
  quantityThen: number;
  quantityNow: number;
  valueThen: number;
  valueNow: number;
  change: number;
  quantityMove: number;
  priceMove: number;
}

export interface ChangeSince {
  /** Largest change (either way) first. */
  coins: CoinSince[];
  valueThen: number;
  valueNow: number;
  change: number;
  quantityMove: number;
  priceMove: number;
}

const unitPrice = (value: number, quantity: number, price: number | null): number =>
  price !== null && price > 0 ? price : quantity !== 0 ? value / quantity : 0;

/** Holdings on a past day (`then`) against today's (`now`), both in USD. */
export function changeSince(then: readonly HeldThen[], now: readonly HeldNow[]): ChangeSince {
  const coins = new Map<
    string,
    { q0: number; p0: number | null; v0: number; q1: number; p1: number | null; v1: number }
  >();
  const entry = (symbol: string) => {
    const key = symbol.toUpperCase();
    const found = coins.get(key) ?? { q0: 0, p0: null, v0: 0, q1: 0, p1: null, v1: 0 };
    coins.set(key, found);
    return found;
  };
  for (const h of then) {
    const e = entry(h.symbol);
    e.q0 += h.quantity;
    e.v0 += h.valueUsd;
    e.p0 = unitPrice(e.v0, e.q0, h.priceUsd);
  }
  for (const h of now) {
    const e = entry(h.symbol);
    e.q1 += h.count;
    e.v1 += h.value;
    e.p1 = unitPrice(e.v1, e.q1, h.price);
  }
  const rows = [...coins].map(([symbol, e]): CoinSince => {
    const p0 = e.p0 ?? e.p1 ?? 0;
    // A coin no longer held has no price today: its whole change is the quantity that left.
    const p1 = e.p1 ?? p0;
    const change = e.v1 - e.v0;
    const quantityMove = (e.q1 - e.q0) * p1;
    return {
      symbol,
      quantityThen: e.q0,
      quantityNow: e.q1,
      valueThen: e.v0,
      valueNow: e.v1,
      change,
      quantityMove,
      // Equals q0 * (p1 - p0) when values are quantity times price; the rounding of the service's figures lands here.
      priceMove: change - quantityMove,
    };
  });
  rows.sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.symbol.localeCompare(b.symbol));
  const sum = (pick: (c: CoinSince) => number) => rows.reduce((total, c) => total + pick(c), 0);
  return {
    coins: rows,
    valueThen: sum((c) => c.valueThen),
    valueNow: sum((c) => c.valueNow),
    change: sum((c) => c.change),
    quantityMove: sum((c) => c.quantityMove),
    priceMove: sum((c) => c.priceMove),
  };
}
