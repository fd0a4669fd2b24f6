import { nodeCrypto } from '../../lib/node-crypto';
import type { ParsedInput } from '../../../shared/contract';
import { fail, ok, type Envelope } from '../../../shared/envelope';
import { CsvReadError, readCsv, type CsvTable } from '../../../shared/import/csv-read';
import { fingerprints, occurrenceOf, rowKey, sameTransaction } from '../../../shared/import/fingerprint';
import { guessMapping, mapRow, previewRows, type MappedRow } from '../../../shared/import/mapping';
import type { ImportPlan, ImportPreview } from '../../../shared/import/types';
import { draftBody } from '../../../shared/transaction-body';
import { costOf } from '../../api/costs';
import type { ImportJournal } from '../../cache/import-journal-repo';
import type { DomainDeps } from '../deps';
import type { Reads } from '../../reads';
import { said, saidBecause } from '../../../shared/i18n/say';
import { cannotSend } from '../write-outcome';
import { portfolioTransactions } from './at-service';
import { resolveCoins } from './coins';

// Planning an import: the file read with the user's column choice, every row checked as a new transaction's
// draft is, duplicates skipped (sent before, per the journal; or listed by the portfolio), and the rest priced and
// written to the journal as a planned job, in date order (a sale after the buys it sells). Nothing is sent here.

/** What one row costs to send: the cost table's price of POST /portfolio/transaction (no multiplier). */
export const rowCost = () => costOf('POST /portfolio/transaction').credits;

function tableOf(text: string): { ok: true; table: CsvTable } | { ok: false; envelope: Envelope<never> } {
  try {
    return { ok: true, table: readCsv(text) };
  } catch (error) {
    if (!(error instanceof CsvReadError)) throw error;
    return {
      ok: false,
      envelope: fail({
        code: 'invalid_input',
        ...(error.problem
          ? said({ id: 'outcomes.notCsvBecause', values: error.problem })
          : said({ id: 'outcomes.notCsv', values: { problem: error.message } })),
        issues: [{ path: 'text', message: error.message }],
      }),
    };
  }
}

export function previewImport(input: ParsedInput<'import:preview'>, now: number): Envelope<ImportPreview> {
  const read = tableOf(input.text);
  if (!read.ok) return read.envelope;
  const { table } = read;
  const guess = guessMapping(table.header, table.delimiter);
  const mapping = input.mapping ?? guess.mapping;
  const context = { portfolioId: 'preview', currency: input.currency ?? 'USD', now };
  return ok(
    {
      template: guess.template,
      delimiter: table.delimiter,
      header: table.header,
      rowCount: table.rows.length,
      guess: input.mapping ? { ...guess, mapping: input.mapping, missing: [] } : guess,
      rows: mapping ? previewRows(table, mapping, context) : [],
    },
    { source: 'cache', fetchedAt: now, stale: false, credits: 0, demo: false },
  );
}

/** Said when the portfolio's transactions could not be read: only the journal then guards against duplicates. */
function warningOf(listed: Listed): Pick<ImportPlan, 'warning' | 'warningSay'> {
  if (listed.ok) return { warning: null };
  const { message, say } = saidBecause({ id: 'outcomes.planWarning' }, listed);
  return { warning: message, warningSay: say };
}

type Valid = Extract<MappedRow, { ok: true }>;
type Listed = Awaited<ReturnType<typeof portfolioTransactions>>;

/** The valid rows told apart: sent by an earlier import, queued in another, listed by the portfolio, or to send. */
function sortRows(valid: Valid[], listed: Listed, known: ReturnType<ImportJournal['knownFingerprints']>) {
  const keys = valid.map((row) => rowKey(row.draft));
  const prints = fingerprints(keys);
  const atService = new Map<string, number>();
  const matches = (index: number) => {
    const key = keys[index] ?? '';
    if (!listed.ok) return 0;
    let n = atService.get(key);
    if (n === undefined) {
      const body = draftBody(valid[index]!.draft);
      n = listed.rows.filter((tx) => sameTransaction(body, tx)).length;
      atService.set(key, n);
    }
    return n;
  };
  let alreadyImported = 0;
  let alreadyAtService = 0;
  let queuedElsewhere = 0;
  const toSend: { line: number; fingerprint: string; draft: Valid['draft'] }[] = [];
  valid.forEach((row, index) => {
    const fingerprint = prints[index] ?? '';
    const before = known.get(fingerprint);
    if (before === 'sent') alreadyImported += 1;
    else if (before !== undefined) queuedElsewhere += 1;
    else if (occurrenceOf(fingerprint) <= matches(index)) alreadyAtService += 1;
    else toSend.push({ line: row.line, fingerprint, draft: row.draft });
  });
  return { toSend, alreadyImported, alreadyAtService, queuedElsewhere };
}

export async function planImport(
  deps: DomainDeps,
  runner: Pick<Reads, 'read'>,
  journal: ImportJournal,
  input: ParsedInput<'import:plan'>,
): Promise<Envelope<ImportPlan>> {
  const session = deps.session();
  const blocked = session.mode === 'gateway' ? cannotSend(session, { what: 'import' }) : null;
  if (blocked) return fail(blocked);
  const read = tableOf(input.text);
  if (!read.ok) return read.envelope;
  const { table } = read;
  const { mapping, portfolioId, currency } = input;
  const now = deps.clock.now();
  const template = guessMapping(table.header, table.delimiter).template;
  const texts = table.rows.map((row) => (row.cells[mapping.coin] ?? '').trim());
  const looked = await resolveCoins(runner, texts, template === 'coinstats');
  if (!looked.ok) return fail(looked.error);
  const coinOf = (text: string) => looked.coins.get(text)?.coinId ?? null;
  const mapped = table.rows.map((row) => mapRow(row, mapping, { portfolioId, currency, now, coinOf }));
  const valid = mapped.filter((row): row is Valid => row.ok);
  const listed = await portfolioTransactions(runner, portfolioId, currency);
  const sorted = sortRows(valid, listed, journal.knownFingerprints(portfolioId));
  const { toSend, alreadyImported, alreadyAtService, queuedElsewhere } = sorted;
  // Date order, the file's order among equal dates: a sale is sent after the buys that it sells from.
  toSend.sort((a, b) => a.draft.date - b.draft.date || a.line - b.line);

  const jobId = nodeCrypto().randomUUID();
  journal.createJob(
    { id: jobId, portfolioId, currency, fileName: input.fileName, createdAt: now },
    toSend.map((row) => ({ line: row.line, fingerprint: row.fingerprint, body: draftBody(row.draft) })),
  );
  const perRow = rowCost();
  const credits = perRow * toSend.length;
  const coins = [...looked.coins].map(([text, coin]) => ({ text, ...coin }));
  return ok(
    {
      jobId,
      fileName: input.fileName,
      portfolioId,
      currency,
      rowsInFile: table.rows.length,
      toSend: toSend.length,
      alreadyImported,
      alreadyAtService,
      queuedElsewhere,
      invalid: mapped.flatMap((row) =>
        row.ok ? [] : [{ line: row.line, problems: row.problems, ...(row.says ? { says: row.says } : {}) }],
      ),
      coins,
      cost: {
        perRow,
        credits,
        explanation: `${toSend.length} rows x ${perRow} credits for POST /portfolio/transaction`,
      },
      planCredits: looked.credits + (listed.ok ? listed.credits : 0),
      ...warningOf(listed),
    },
    {
      source: 'live',
      fetchedAt: now,
      stale: false,
      credits: looked.credits + (listed.ok ? listed.credits : 0),
      demo: session.demo,
    },
  );
}
