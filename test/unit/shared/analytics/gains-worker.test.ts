import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createGainsClient,
  type GainsClient,
  type GainsPort,
} from '../../../../src/shared/analytics/gains-channel';
import { GAINS_PAGE_ROWS, type GainsReply } from '../../../../src/shared/analytics/gains-job';
import {
  gainSummary,
  realizedGains,
  reconcileRealized,
  type LotTransaction,
} from '../../../../src/shared/analytics';
import { hundredThousandTransactions } from '../../../bench/scenarios/analytics-data';

// The realized-gains report made in the renderer's Web Worker (src/renderer/src/lib/gains.worker.ts, run here in a
// Node thread, every message copied as between a page and its worker) against the same report made in place, and
// both against realizedGains called directly: the screen and the CSV must not depend on where it ran.

const root = join(__dirname, '..', '..', '..', '..');
const HOST = join(root, 'test', 'support', 'web-worker-thread.mjs');
const MODULE = pathToFileURL(join(root, 'src', 'renderer', 'src', 'lib', 'gains.worker.ts')).href;

const open: GainsClient[] = [];
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});

function threadPort(reply: (r: GainsReply) => void, failed: () => void): GainsPort {
  const worker = new Worker(HOST, { workerData: { module: MODULE } });
  worker.on('message', reply);
  worker.on('error', failed);
  return { post: (request) => worker.postMessage(request), close: () => void worker.terminate() };
}

const client = (inWorker: boolean) => {
  const made = createGainsClient(inWorker ? threadPort : null);
  open.push(made);
  return made;
};

/** The transactions as the store holds them after `pages` pages of 100 were read. */
const pages = (all: LotTransaction[], count: number) => all.slice(0, count * 100);

describe('the realized-gains report off the screen’s thread', () => {
  it('gives the same figures and rows in the worker as in place, and as realizedGains itself', async () => {
    const txs = hundredThousandTransactions(5_000);
    const options = { method: 'fifo' as const, longTermDays: 365 };
    const worker = client(true);
    const inPlace = client(false);
    // Pages arrive one by one, then a burst; the report counts every one of them.
    for (const p of [1, 2, 3, 50]) {
      worker.sync(pages(txs, p));
      inPlace.sync(pages(txs, p));
    }
    const [a, b] = await Promise.all([worker.report(options, 1234), inPlace.report(options, 1234)]);
    expect(worker.where()).toBe('worker');
    expect(a).toEqual(b);
    const direct = realizedGains(txs, options);
    if (!direct.ok || !a.ok) throw new Error('both should make a report');
    expect(a.transactions).toBe(5_000);
    expect(a.summary).toEqual(gainSummary(direct.disposals));
    expect(a.reconciliation).toEqual(reconcileRealized(txs, options, direct, 1234));
    expect(a.disposalCount).toBe(direct.disposals.length);
    expect(a.disposals).toEqual(direct.disposals.slice(0, GAINS_PAGE_ROWS));
    // The CSV's every sale and a later page of open lots, on request.
    expect(await worker.rows('disposals', 0, Infinity)).toEqual(direct.disposals);
    expect(await worker.rows('openLots', 200, GAINS_PAGE_ROWS)).toEqual(direct.openLots.slice(200, 300));
    expect(Math.abs(a.summary.total.gain - gainSummary(direct.disposals).total.gain)).toBeLessThan(1e-6);
  });

  it('starts over when the pages are read again, and refuses an oversold sale the same way', async () => {
    const txs = hundredThousandTransactions(600);
    const worker = client(true);
    worker.sync(pages(txs, 6));
    // Read again from the start (a refresh): new rows, not a continuation of those sent.
    const again = txs.map((t) => ({ ...t }));
    const oversold: LotTransaction = { ...again[0]!, id: 'big', type: 'Sell', count: -1e9, totalWorth: -1 };
    worker.sync([...again.slice(0, 10), oversold]);
    const answer = await worker.report({ method: 'fifo' }, null);
    expect(answer).toEqual(realizedGains([...again.slice(0, 10), oversold], { method: 'fifo' }));
    expect(answer.ok).toBe(false);
  });

  it('falls back to computing in place when the worker cannot start, losing no request', async () => {
    const txs = hundredThousandTransactions(1_000);
    const broken = (_reply: (r: GainsReply) => void, failed: () => void): GainsPort => {
      setTimeout(failed, 5);
      return { post: () => undefined, close: () => undefined };
    };
    const made = createGainsClient(broken);
    open.push(made);
    made.sync(txs);
    const answer = await made.report({ method: 'hifo' }, null);
    expect(made.where()).toBe('in-place');
    const direct = realizedGains(txs, { method: 'hifo' });
    if (!direct.ok || !answer.ok) throw new Error('both should make a report');
    expect(answer.summary).toEqual(gainSummary(direct.disposals));
  });
});
