import {
  createGainsJob,
  lotFields,
  type GainsAnswer,
  type GainsReply,
  type GainsRequest,
  type GainsTable,
} from './gains-job';
import type { Disposal, LotOptions, LotTransaction, OpenLot } from './lots';

// The screen's side of the realized-gains job (gains-job.ts), whatever carries the messages: a Web Worker in the
// renderer (lib/gains-client.ts), or the job itself in place where there is none. The transactions cross a page
// at a time as they are read, never all at once, and a burst of pages is sent in slices that leave the screen's
// thread free between them.

/** Transactions per message: one slice of a burst; the bench times its copy against the 16 ms frame. */
export const POST_ROWS = 1_000;
/** A burst of pages is sent for at most this long before the screen's thread gets a turn. */
const SLICE_MS = 4;

export interface GainsPort {
  post(request: GainsRequest): void;
  close(): void;
}

export interface GainsClient {
  /** Where the job runs: in a worker, or in place after none could start. */
  readonly where: () => 'worker' | 'in-place';
  /** Brings the job's transactions up to `rows`: only those not sent before cross; other rows start it over. */
  sync(rows: readonly LotTransaction[]): void;
  report(options: LotOptions, serviceRealized: number | null): Promise<GainsAnswer>;
  rows(table: 'disposals', offset: number, limit: number): Promise<Disposal[]>;
  rows(table: 'openLots', offset: number, limit: number): Promise<OpenLot[]>;
  close(): void;
}

export function inPlacePort(reply: (r: GainsReply) => void): GainsPort {
  const job = createGainsJob();
  return {
    post: (request) => {
      const answer = job.handle(request);
      if (answer) reply(answer);
    },
    close: () => undefined,
  };
}

type Pending = { request: GainsRequest; resolve: (reply: GainsReply) => void };
/** A request made when its turn comes: a slice's rows are copied out only then, not all at once. */
type Queued = () => GainsRequest;

/** The port a client talks through; `failed` switches it to the job in place. Null: there is none to open. */
export type OpenPort = (reply: (r: GainsReply) => void, failed: () => void) => GainsPort | null;

/** A client of the job behind `open`, or of the job in place when `open` gives no port (or none is given). */
export function createGainsClient(open: OpenPort | null = null): GainsClient {
  const pending = new Map<number, Pending>();
  let queue: Queued[] = [];
  let sent: readonly LotTransaction[] = [];
  let count = 0;
  let nextId = 1;
  let draining = false;
  const reply = (r: GainsReply) => {
    pending.get(r.id)?.resolve(r);
    pending.delete(r.id);
  };
  const drain = () => {
    if (draining) return;
    draining = true;
    const step = () => {
      const start = performance.now();
      while (queue.length > 0 && performance.now() - start < SLICE_MS) port.post((queue.shift() as Queued)());
      if (queue.length > 0) setTimeout(step, 0);
      else draining = false;
    };
    step();
  };
  // A worker that cannot start (a policy, a missing file) leaves the report to the in-place job: it gets the rows
  // sent so far and every request not answered yet, so nothing asked for is lost.
  const fallBack = () => {
    port.close();
    port = inPlacePort(reply);
    where = 'in-place';
    const waiting = [...pending.values()].map(
      (p): Queued =>
        () =>
          p.request,
    );
    queue = [() => ({ kind: 'reset' }), ...slices(sent, count), ...waiting];
    drain();
  };
  const worker = open?.(reply, fallBack) ?? null;
  let port: GainsPort = worker ?? inPlacePort(reply);
  let where: 'worker' | 'in-place' = worker ? 'worker' : 'in-place';
  const ask = (request: GainsRequest & { id: number }) =>
    new Promise<GainsReply>((resolve) => {
      pending.set(request.id, { request, resolve });
      queue.push(() => request);
      drain();
    });
  return {
    where: () => where,
    sync(rows) {
      const continues =
        count <= rows.length && (count === 0 || (rows[0] === sent[0] && rows[count - 1] === sent[count - 1]));
      if (!continues) {
        queue.push(() => ({ kind: 'reset' }));
        count = 0;
      }
      queue.push(...slices(rows, rows.length, count));
      sent = rows;
      count = rows.length;
      drain();
    },
    async report(lotOptions, serviceRealized) {
      const r = await ask({ kind: 'compute', id: nextId++, options: lotOptions, serviceRealized });
      if (r.kind !== 'report') throw new Error('The gains job answered a report request with rows.');
      return r.answer;
    },
    async rows(table: GainsTable, offset: number, limit: number) {
      const r = await ask({ kind: 'rows', id: nextId++, table, offset, limit });
      if (r.kind !== 'rows') throw new Error('The gains job answered a rows request with a report.');
      return r.rows as Disposal[] & OpenLot[];
    },
    close: () => port.close(),
  };
}

/** Rows `from`..`to` of `rows` as append requests of POST_ROWS each, holding only the fields lots need. */
function slices(rows: readonly LotTransaction[], to: number, from = 0): Queued[] {
  const out: Queued[] = [];
  for (let at = from; at < to; at += POST_ROWS) {
    const end = Math.min(to, at + POST_ROWS);
    out.push(() => ({ kind: 'append', rows: rows.slice(at, end).map(lotFields) }));
  }
  return out;
}
