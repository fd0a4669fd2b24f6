import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../../src/sandbox/app';
import { serveSandbox, type RunningSandbox } from '../../../src/sandbox/server';
import { START } from './harness';

// A 1,000-row import into the sandbox's manual portfolio by the whole app in a child process, killed (SIGKILL) twice
// with a write under way, then finished by a new app on the same files: every row reaches the service exactly once,
// within the plan's rate, and importing the file again sends nothing. The kills are placed, not timed: once while
// a write is held before the service has it (the row must be sent again), once after the service carried it out
// but before its answer left (the row must not be sent again).

const ROOT = resolve(import.meta.dirname, '../../..');
const CHILD = join(import.meta.dirname, 'fixtures', 'import-child.ts');
const ROWS = 1_000;
const COINS = ['bitcoin', 'ethereum', 'solana'];
/** DEGEN, the premium account's plan: 30 requests a second. */
const PLAN_RATE = 30;

let dir: string;
let sandbox: Sandbox;
let server: RunningSandbox;
const writes: { at: number; status: number }[] = [];
/** The write to hold (by its number among all writes), and whether the service carries it out first. */
let hold: { nth: number; carriedOut: boolean; reached: () => void; released: Promise<void> } | null = null;
let arrivals = 0;
/** The note of the row each held write carried, in order. */
const heldRows: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'folio-import-'));
  sandbox = createSandbox({ seed: 7, now: START });
  // The sandbox as it is, with each transaction write's arrival and answer noted.
  const recorded: Sandbox = {
    ...sandbox,
    app: {
      fetch: async (request: Request) => {
        const write =
          request.method === 'POST' && new URL(request.url).pathname === '/v1/portfolio/transaction';
        const held = write && hold?.nth === (arrivals += 1) ? hold : null;
        if (held) heldRows.push(((await request.clone().json()) as { notes: string }).notes);
        if (held && !held.carriedOut) {
          held.reached();
          await held.released;
          // Its sender is gone: the service never sees it.
          return new Response(null, { status: 503 });
        }
        const at = Date.now();
        const response = await sandbox.app.fetch(request);
        if (write) writes.push({ at, status: response.status });
        if (held?.carriedOut) {
          held.reached();
          await held.released;
        }
        return response;
      },
    } as Sandbox['app'],
  };
  server = await serveSandbox(recorded, 0);
  const lines = ['date,coin,side,amount,price,fee,note'];
  for (let i = 0; i < ROWS; i += 1) {
    const date = new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString();
    lines.push(`${date},${COINS[i % 3]},buy,${(i + 1) / 1000},${100 + i},,row ${i}`);
  }
  writeFileSync(join(dir, 'trades.csv'), `${lines.join('\r\n')}\r\n`);
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

interface ChildRun {
  lines: { kind: string; value: Record<string, unknown> }[];
  signal: NodeJS.Signals | null;
}

/** Runs the child app; with `holdAt`, SIGKILLs it while that write is held (see `hold`). */
async function runChild(action: string, holdAt?: { nth: number; carriedOut: boolean }): Promise<ChildRun> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CHILD, join(dir, 'data'), `${server.url}/v1`, join(dir, 'trades.csv'), action],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | null>((done) =>
    child.on('exit', (_code, signal) => done(signal)),
  );
  if (holdAt) {
    let release = () => {};
    const released = new Promise<void>((done) => (release = done));
    hold = {
      ...holdAt,
      released,
      reached: () => {
        child.kill('SIGKILL');
        void exited.then(release);
      },
    };
  }
  const run: ChildRun = { lines: [], signal: null };
  for await (const line of createInterface({ input: child.stdout })) {
    const space = line.indexOf(' ');
    run.lines.push({
      kind: line.slice(0, space),
      value: JSON.parse(line.slice(space + 1)) as Record<string, unknown>,
    });
  }
  run.signal = await exited;
  hold = null;
  if (!holdAt && !run.lines.some((l) => l.kind === 'done')) throw new Error(stderr);
  return run;
}

const imported = () =>
  sandbox.state.portfolioEdits.addedTxs.filter((tx) => tx.note?.startsWith('row ')).map((tx) => tx.note);
/** Rows 0 to `count` - 1, in the file's order. */
const firstRows = (count: number) => Array.from({ length: count }, (_, i) => `row ${i}`);
const rowNumber = (note: string | undefined) => Number(note?.slice('row '.length));

describe('importing 1,000 past trades, killed in the middle', () => {
  it('sends every row once within the plan rate, survives the kill, and sends nothing on a re-import', async () => {
    const first = await runChild('start', { nth: 300, carriedOut: false });
    expect(first.signal).toBe('SIGKILL');
    const plan = first.lines.find((l) => l.kind === 'plan')?.value;
    expect(plan).toMatchObject({ rowsInFile: ROWS, toSend: ROWS, invalid: [], cost: { credits: ROWS * 4 } });
    expect(first.lines.filter((l) => l.kind === 'progress').length).toBeGreaterThan(10);
    // The held write never reached the service; every row before it did, once. Which row the 300th write carried
    // is not fixed (a write the service turns away for the rate is sent again), so the row is read from the write.
    const killedAt = rowNumber(heldRows[0]);
    expect(killedAt).toBeGreaterThan(0);
    expect(imported()).toEqual(firstRows(killedAt));

    const second = await runChild('resume', { nth: 600, carriedOut: true });
    expect(second.signal).toBe('SIGKILL');
    expect(second.lines.find((l) => l.kind === 'jobs')?.value).toMatchObject([{ state: 'interrupted' }]);
    // The resumed run sent the row held before, and went on up to the held write, carried out with its answer lost.
    const lostAnswerAt = rowNumber(heldRows[1]);
    expect(lostAnswerAt).toBeGreaterThan(killedAt);
    expect(lostAnswerAt).toBeLessThan(ROWS - 1);
    expect(imported()).toEqual(firstRows(lostAnswerAt + 1));

    const third = await runChild('resume');
    expect(third.lines.find((l) => l.kind === 'done')?.value).toMatchObject({
      state: 'done',
      sent: ROWS,
      refused: 0,
      unknown: 0,
      pending: 0,
    });
    expect(third.lines.filter((l) => l.kind === 'progress').length).toBeGreaterThan(10);

    // 0 duplicates, 0 rows lost: each row's note is at the service exactly once.
    const notes = imported();
    expect(notes).toHaveLength(ROWS);
    expect(new Set(notes).size).toBe(ROWS);

    // Within the plan's rate: the sandbox refused none, and no second saw more than the plan allows.
    expect(writes.filter((w) => w.status !== 200)).toEqual([]);
    expect(writes).toHaveLength(ROWS);
    const busiest = Math.max(
      ...writes.map((w) => writes.filter((o) => o.at >= w.at && o.at < w.at + 1000).length),
    );
    expect(busiest).toBeLessThanOrEqual(PLAN_RATE);

    // Importing the same file again: everything is known, nothing is sent.
    const writesBefore = writes.length;
    const replan = third.lines.find((l) => l.kind === 'replan')?.value;
    expect(replan).toMatchObject({ toSend: 0, alreadyImported: ROWS, cost: { credits: 0 } });
    expect(writes.length).toBe(writesBefore);
    expect(imported()).toHaveLength(ROWS);
  }, 120_000);
});
