import type { Handlers, ParsedInput } from '../../shared/contract';
import { transactionDraft, type ShownTransaction } from '../../shared/contract/manage';
import { fail, type AppError } from '../../shared/envelope';
import { draftBody, type TransactionBody } from '../../shared/transaction-body';
import { manageCalls } from '../api/manage';
import type { DomainDeps } from './deps';
import { said, saidBecause } from '../../shared/i18n/say';
import { at, outcome, readToSettle, writeOnce, type Deed, type Written } from './write-outcome';

// Transactions of a manual portfolio. The service has one transaction write (POST /portfolio/transaction): a count,
// positive in and negative out, an optional price per coin and a note; no fee field, no edit, no delete. So a fee
// is carried in the price (it raises what a buy cost, lowers what a sale brought) and said in the note, and an edit
// or a delete is a correcting transaction that reverses the shown one at its own date and price, which brings the
// holdings and the value back exactly (docs/manage-portfolios.md). draftBody is shared: the form reads it back.
export { draftBody };

type Channel = 'manage:addTransaction' | 'manage:editTransaction' | 'manage:deleteTransaction';

/** A draft's kind as the catalogue's sentences select it, new and edited. */
const KIND = {
  buy: 'buy',
  sell: 'sell',
  'transfer-in': 'transferIn',
  'transfer-out': 'transferOut',
} as const;
const EDITED = {
  buy: 'editedBuy',
  sell: 'editedSell',
  'transfer-in': 'editedTransferIn',
  'transfer-out': 'editedTransferOut',
} as const;

/** A shown transaction's correcting entry, named by its count and coin (data, as the page shows them). */
const ofShown = (what: 'correction' | 'reversal', shown: ShownTransaction): Deed => ({
  what,
  amount: String(shown.count),
  coin: shown.coinId,
});

/** The correcting transaction: the same coin, date and price, the opposite count. */
export function reversalBody(shown: ShownTransaction, why: 'edit' | 'reverse'): TransactionBody {
  const price = Math.abs(shown.totalWorth / shown.count);
  const day = shown.date.slice(0, 10);
  return {
    portfolioId: shown.portfolioId,
    coinId: shown.coinId,
    count: -shown.count,
    ...(price > 0 ? { price } : {}),
    currency: shown.currency,
    date: Date.parse(shown.date),
    notes: `Correction (${why}): reverses ${shown.count} ${shown.coinId} of ${day}`,
  };
}

/** The draft field a reversal's figure comes from, named as the shown transaction names it. */
const SHOWN_FIELD: Record<string, string> = { amount: 'count', price: 'totalWorth' };

/**
 * A reversal passes the very limits a new transaction's draft does (count, price, date, coin), since the shown
 * transaction it is made from comes from the page: 1e308 coins or a date in 2030 are refused, nothing sent.
 */
export function reversalProblem(body: TransactionBody, now: number): AppError | null {
  const out = body.count < 0;
  const priced = body.price !== undefined;
  const parsed = transactionDraft.safeParse({
    portfolioId: body.portfolioId,
    kind: priced ? (out ? 'sell' : 'buy') : out ? 'transfer-out' : 'transfer-in',
    coinId: body.coinId,
    amount: Math.abs(body.count),
    ...(priced ? { price: body.price } : {}),
    currency: body.currency,
    date: body.date,
  });
  const wrong = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const field = String(issue.path[0] ?? '');
        return { field: SHOWN_FIELD[field] ?? field, message: issue.message };
      });
  if (body.date > now + 60_000) wrong.push({ field: 'date', message: 'is in the future' });
  if (wrong.length === 0) return null;
  const problems = wrong.map((w) => `${w.field}: ${w.message}`).join('; ');
  return {
    code: 'invalid_input',
    ...said({ id: 'outcomes.cannotReverse', values: { problems } }),
    issues: wrong.map((w) => ({ path: `original.${w.field}`, message: w.message })),
  };
}

const sameCount = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/** Is a transaction like `body` in the portfolio now? null when the portfolio cannot be read. */
async function present(
  deps: DomainDeps,
  body: TransactionBody,
): Promise<{ found: boolean | null; credits: number }> {
  const call = manageCalls.transactionsOfCoin(body.portfolioId, body.coinId, body.currency);
  const read = await readToSettle(deps.session(), call);
  if (!read.ok) return { found: null, credits: 0 };
  const found = read.value.data.rows.some(
    (row) =>
      row.coinData?.identifier === body.coinId &&
      typeof row.coinData.count === 'number' &&
      sameCount(row.coinData.count, body.count) &&
      Date.parse(row.date) === body.date,
  );
  return { found, credits: read.credits };
}

/** One transaction write: done, refused (an error: nothing happened), or unsure and then read again. */
const write = (deps: DomainDeps, body: TransactionBody, what: Deed): Promise<Written> =>
  writeOnce(deps, manageCalls.addTransaction(body), {
    what,
    done: () => ({ text: said({ id: 'outcomes.recorded', values: what }), portfolioId: body.portfolioId }),
    async settle(lost) {
      deps.log.warn('transaction write unsure; reading again', { code: lost.code });
      return { ...(await present(deps, body)), portfolioId: body.portfolioId };
    },
  });

function tooLate(deps: DomainDeps, date: number): AppError | null {
  if (date <= deps.clock.now() + 60_000) return null;
  return {
    code: 'invalid_input',
    ...said({ id: 'outcomes.futureDate' }),
    issues: [{ path: 'date', message: 'is in the future' }],
  };
}

// Reverse first, then add: when the second write fails the old entry is gone and the new one is still in the
// user's form (state `partial`), rather than both standing side by side.
async function edit(deps: DomainDeps, { original, draft }: ParsedInput<'manage:editTransaction'>) {
  const late = tooLate(deps, draft.date);
  if (late) return fail(late);
  if (original.portfolioId !== draft.portfolioId) {
    return fail({ code: 'invalid_input', ...said({ id: 'outcomes.editElsewhere' }) });
  }
  const reversal = reversalBody(original, 'edit');
  const wrong = reversalProblem(reversal, deps.clock.now());
  if (wrong) return fail(wrong);
  const undo = await write(deps, reversal, ofShown('correction', original));
  if (!undo.happened) return undo.outcome;
  const redo = await write(deps, draftBody(draft), { what: EDITED[draft.kind] });
  const credits =
    (undo.outcome.ok ? undo.outcome.value.credits : 0) + (redo.outcome.ok ? redo.outcome.value.credits : 0);
  if (redo.happened) {
    return outcome(at(deps), 'done', said({ id: 'outcomes.edited' }), draft.portfolioId, credits);
  }
  const reason = redo.outcome.ok ? redo.outcome.value : redo.outcome.error;
  const half = saidBecause({ id: 'outcomes.editHalfDone' }, reason);
  return outcome(at(deps), 'partial', half, draft.portfolioId, credits);
}

export function transactionHandlers(deps: DomainDeps): Pick<Handlers, Channel> {
  return {
    async 'manage:addTransaction'(draft) {
      const late = tooLate(deps, draft.date);
      if (late) return fail(late);
      const what: Deed = { what: KIND[draft.kind], amount: String(draft.amount), coin: draft.coinId };
      return (await write(deps, draftBody(draft), what)).outcome;
    },

    async 'manage:deleteTransaction'({ original }) {
      const reversal = reversalBody(original, 'reverse');
      const wrong = reversalProblem(reversal, deps.clock.now());
      if (wrong) return fail(wrong);
      return (await write(deps, reversal, ofShown('reversal', original))).outcome;
    },

    'manage:editTransaction': (input) => edit(deps, input),
  };
}
