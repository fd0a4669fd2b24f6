// XIRR as spreadsheets define it: the yearly rate r at which the dated cash flows are worth nothing today,
//   sum of amount_i / (1 + r) ^ ((date_i - date_0) / 365 days) = 0.
// Solved in x = ln(1 + r), where the sum is smooth for every x: a bracket is found first, then Newton's steps are
// taken inside it, with a halving of the bracket whenever a step would leave it or not shrink it enough.
import { DAY_MS, YEAR_DAYS } from './time';

/** One dated cash flow from the investor's side: negative money put in, positive money taken out. */
export interface CashFlow {
  at: number;
  amount: number;
}

export type XirrFailure = 'no-flows' | 'no-sign-change' | 'no-convergence' | 'bad-input';

export type XirrResult =
  | { ok: true; rate: number; iterations: number }
  | { ok: false; reason: XirrFailure; message: string; iterations: number };

export const XIRR_MAX_ITERATIONS = 100;

/** x stays where e^(x t) is a finite double for every flow's t. */
const EXP_LIMIT = 700;

function fail(reason: XirrFailure, message: string, iterations = 0): XirrResult {
  return { ok: false, reason, message, iterations };
}

interface Prepared {
  amounts: Float64Array;
  years: Float64Array;
  scale: number;
}

function prepare(flows: readonly CashFlow[]): Prepared | XirrResult {
  if (flows.length === 0) return fail('no-flows', 'There are no cash flows to compute a return from.');
  let first = Infinity;
  let scale = 0;
  let hasIn = false;
  let hasOut = false;
  for (const f of flows) {
    if (!Number.isFinite(f.at) || !Number.isFinite(f.amount)) {
      return fail(
        'bad-input',
        `A cash flow (${f.amount} at ${f.at}) is not a finite amount at a valid date.`,
      );
    }
    first = Math.min(first, f.at);
    scale += Math.abs(f.amount);
    if (f.amount < 0) hasIn = true;
    if (f.amount > 0) hasOut = true;
  }
  if (!hasIn || !hasOut) {
    return fail(
      'no-sign-change',
      'The cash flows all go one way (money only in, or only out), so no rate makes them balance.',
    );
  }
  const amounts = new Float64Array(flows.length);
  const years = new Float64Array(flows.length);
  flows.forEach((f, i) => {
    amounts[i] = f.amount;
    years[i] = (f.at - first) / (DAY_MS * YEAR_DAYS);
  });
  return { amounts, years, scale };
}

/** Net present value at x = ln(1 + r) and its derivative in x, in one pass. */
function npv(p: Prepared, x: number): { f: number; df: number } {
  let f = 0;
  let df = 0;
  const { amounts, years } = p;
  for (let i = 0; i < amounts.length; i++) {
    const t = years[i] ?? 0;
    const v = (amounts[i] ?? 0) * Math.exp(-x * t);
    f += v;
    df -= t * v;
  }
  return { f, df };
}

/** The yearly money-weighted rate of `flows`, or why there is none; at most 100 evaluations of the sum. */
export function xirr(flows: readonly CashFlow[]): XirrResult {
  const p = prepare(flows);
  if ('ok' in p) return p;
  let span = 0;
  for (const t of p.years) span = Math.max(span, t);
  const limit = span > 0 ? Math.min(EXP_LIMIT, EXP_LIMIT / span) : EXP_LIMIT;
  const tolerance = 1e-12 * p.scale;
  let iterations = 0;
  const at = (x: number) => {
    iterations++;
    return npv(p, x);
  };

  // Bracket: widen around r = 0 on both sides until the sum changes sign; the root nearest 0 is the one found.
  const f0 = at(0).f;
  if (Math.abs(f0) <= tolerance) return { ok: true, rate: 0, iterations };
  let up = { x: 0, f: f0 };
  let down = { x: 0, f: f0 };
  let bracket: { lo: number; hi: number; fLo: number } | null = null;
  for (let step = 0.05; step / 2 < limit; step *= 2) {
    const x = Math.min(step, limit);
    const fUp = at(x).f;
    if (Math.sign(fUp) !== Math.sign(up.f)) {
      bracket = { lo: up.x, hi: x, fLo: up.f };
      break;
    }
    up = { x, f: fUp };
    const fDown = at(-x).f;
    if (Math.sign(fDown) !== Math.sign(down.f)) {
      bracket = { lo: -x, hi: down.x, fLo: fDown };
      break;
    }
    down = { x: -x, f: fDown };
  }
  if (!bracket) {
    return fail(
      'no-convergence',
      'No yearly rate between -100 % and the largest representable one balances these cash flows.',
      iterations,
    );
  }
  return refine(at, bracket, tolerance, () => iterations);
}

/** Newton inside [lo, hi] (Numerical Recipes' rtsafe): a halving whenever a step would leave the bracket or fail to
 * halve the previous step. */
function refine(
  at: (x: number) => { f: number; df: number },
  bracket: { lo: number; hi: number; fLo: number },
  tolerance: number,
  count: () => number,
): XirrResult {
  let { lo, hi, fLo } = bracket;
  let x = (lo + hi) / 2;
  let dx = hi - lo;
  let { f, df } = at(x);
  while (count() < XIRR_MAX_ITERATIONS) {
    if (Math.abs(f) <= tolerance) break;
    if (Math.sign(f) === Math.sign(fLo)) [lo, fLo] = [x, f];
    else hi = x;
    const outside = ((x - hi) * df - f) * ((x - lo) * df - f) > 0;
    const dxOld = dx;
    if (outside || Math.abs(2 * f) > Math.abs(dxOld * df)) {
      dx = (hi - lo) / 2;
      x = lo + dx;
    } else {
      dx = f / df;
      x -= dx;
    }
    if (Math.abs(dx) <= 1e-15 * Math.max(1, Math.abs(x))) break;
    ({ f, df } = at(x));
  }
  if (Math.abs(f) <= tolerance || Math.abs(dx) <= 1e-15 * Math.max(1, Math.abs(x))) {
    return { ok: true, rate: Math.expm1(x), iterations: count() };
  }
  return fail(
    'no-convergence',
    `The rate did not settle within ${XIRR_MAX_ITERATIONS} steps; the cash flows may allow more than one rate.`,
    count(),
  );
}
