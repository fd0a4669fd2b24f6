import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Api } from '../../../shared/contract';
import type { AppError, Envelope } from '../../../shared/envelope';
import { splitCsv } from '../../../shared/import/csv-read';
import type { ImportPlan, ImportPreview, ImportProgress, ImportStatus } from '../../../shared/import/types';
import { choiceOf, mappingOf, type ColumnChoice } from '../lib/import-columns';
import { createResource, NO_QUERY, type ResourceStore } from './resource';

// Importing past trades into a manual portfolio, step by step: a file read (free), its columns chosen with a
// preview of the first rows (free), the plan (invalid rows, duplicates, the price; it reads the portfolio), then the
// job that main runs row by row. The journal in main is the truth about a job: this store shows it and asks again.

export type ImportStep = 'file' | 'columns' | 'plan' | 'job';
export type ImportBusy = 'reading' | 'checking' | 'starting' | 'pausing' | 'cancelling' | 'retrying';

export interface ImportFlow {
  /** The portfolio imported into; null while no import is open. */
  portfolioId: string | null;
  currency: string;
  step: ImportStep;
  fileName: string | null;
  text: string | null;
  preview: ImportPreview | null;
  /** The first data rows' cells as the file writes them, shown under the column choice. */
  sample: string[][];
  choice: ColumnChoice | null;
  plan: ImportPlan | null;
  /** The plan was made in demo mode: its credits are the simulated account's. */
  planDemo: boolean;
  status: ImportStatus | null;
  busy: ImportBusy | null;
  error: AppError | null;
}

const CLOSED: ImportFlow = {
  portfolioId: null,
  currency: 'USD',
  step: 'file',
  fileName: null,
  text: null,
  preview: null,
  sample: [],
  choice: null,
  plan: null,
  planDemo: false,
  status: null,
  busy: null,
  error: null,
};

/** Rows shown under the column choice. */
const SAMPLE_ROWS = 3;

/** The first rows' cells, read from the head of the file only (a 10 MB file need not be split twice). */
export function sampleOf(text: string, delimiter: ',' | ';'): string[][] {
  for (const head of [text.slice(0, 64_000), text]) {
    try {
      return splitCsv(head, delimiter)
        .slice(1, 1 + SAMPLE_ROWS)
        .map((row) => row.cells);
    } catch {
      // The head cut a quoted field in two: the whole file then, which the preview read already.
    }
  }
  return [];
}

export function createImportStores(api: Api) {
  const jobs = createResource((_: typeof NO_QUERY) => api.import.list());
  const flow = createStore<ImportFlow>()(() => ({ ...CLOSED }));
  return { jobs, flow, actions: importActions(api, flow, jobs) };
}

export type ImportStores = ReturnType<typeof createImportStores>;
export type ImportActions = ImportStores['actions'];

/** Jobs the user may want to go on with: stopped by a pause, an error or a restart, or still running. */
export const unfinished = (job: ImportProgress) =>
  job.state === 'running' || job.state === 'paused' || job.state === 'interrupted';

type Jobs = ResourceStore<ImportProgress[], typeof NO_QUERY>;

/** Runs one call with `busy` set; the answer's value, or null after its error was put on screen. */
async function callWith<T>(
  flow: StoreApi<ImportFlow>,
  busy: ImportBusy | null,
  send: () => Promise<Envelope<T>>,
): Promise<T | null> {
  flow.setState({ busy, error: null });
  const answer = await send().catch((reason: unknown): Envelope<T> => ({
    ok: false,
    error: { code: 'internal', message: String(reason) },
  }));
  flow.setState({ busy: null, ...(answer.ok ? {} : { error: answer.error }) });
  return answer.ok ? answer.value : null;
}

/** A planned job that will not be started: cancelled, so that it lists nothing as waiting (free, local). */
function dropPlan(api: Api, flow: StoreApi<ImportFlow>) {
  const plan = flow.getState().plan;
  if (plan) void api.import.cancel({ jobId: plan.jobId });
  flow.setState({ plan: null });
}

/** The steps before the job: the file read, the column choice with its preview, and the plan. */
function fileSteps(api: Api, flow: StoreApi<ImportFlow>) {
  const set = (patch: Partial<ImportFlow>) => flow.setState(patch);
  // A preview answer about an older choice than the one on screen is dropped.
  let previewSeq = 0;
  return {
    async chooseFile(fileName: string, text: string) {
      const { currency } = flow.getState();
      const preview = await callWith(flow, 'reading', () => api.import.preview({ text, currency }));
      if (!preview) return;
      set({
        step: 'columns',
        fileName,
        text,
        preview,
        choice: choiceOf(preview.guess, preview.delimiter),
        sample: sampleOf(text, preview.delimiter),
      });
    },
    /** A new column choice: the first rows are read through it again (free) once it is complete. */
    async choose(choice: ColumnChoice) {
      const { text, currency } = flow.getState();
      set({ choice });
      const mapping = mappingOf(choice);
      if (!text || !mapping) return;
      previewSeq += 1;
      const mine = previewSeq;
      const answer = await api.import.preview({ text, currency, mapping });
      if (mine !== previewSeq) return;
      set(answer.ok ? { preview: answer.value, error: null } : { error: answer.error });
    },
    /** Checks every row and prices the import; nothing is sent. */
    async check() {
      const { portfolioId, currency, fileName, text, choice } = flow.getState();
      const mapping = choice && mappingOf(choice);
      if (!portfolioId || !fileName || !text || !mapping) return;
      dropPlan(api, flow);
      let demo = false;
      const plan = await callWith(flow, 'checking', async () => {
        const answer = await api.import.plan({ portfolioId, currency, fileName, text, mapping });
        demo = answer.ok && answer.meta.demo;
        return answer;
      });
      if (plan) set({ plan, planDemo: demo, step: 'plan' });
    },
  };
}

/**
 * Main's push: counts move at once; the listed refused and unknown rows are read when they change. True when
 * a job this store saw running has stopped with rows sent since it last said so: the portfolio changed.
 */
function progressOf(api: Api, flow: StoreApi<ImportFlow>, jobs: Jobs) {
  // Rows each job had sent when this session first saw it running, then when it last stopped with rows sent.
  const sentAtRead = new Map<string, number>();
  return (p: ImportProgress): boolean => {
    const base = sentAtRead.get(p.jobId);
    if (p.state === 'running' && base === undefined) sentAtRead.set(p.jobId, p.sent);
    const changed = p.state !== 'running' && base !== undefined && p.sent > base;
    if (changed) sentAtRead.set(p.jobId, p.sent);
    // The listed job's counts move at once; the list is read again (free) when a job appears or changes state.
    const listed = jobs.getState().value?.find((job) => job.jobId === p.jobId);
    if (!listed || listed.state !== p.state) void jobs.reload();
    else
      jobs.setState((prev) => ({
        value: prev.value?.map((job) => (job.jobId === p.jobId ? p : job)) ?? null,
      }));
    const shown = flow.getState().status;
    if (!shown || shown.jobId !== p.jobId) return changed;
    const changedState = shown.state !== p.state;
    flow.setState({ status: { ...shown, ...p } });
    if (changedState || p.refused !== shown.refused || p.unknown !== shown.unknown) {
      void api.import.status({ jobId: p.jobId }).then((answer) => {
        if (answer.ok && flow.getState().status?.jobId === p.jobId) flow.setState({ status: answer.value });
      });
    }
    return changed;
  };
}

function importActions(api: Api, flow: StoreApi<ImportFlow>, jobs: Jobs) {
  const reloadJobs = () => jobs.reload();
  const set = (patch: Partial<ImportFlow>) => flow.setState(patch);
  const call = <T>(busy: ImportBusy | null, send: () => Promise<Envelope<T>>) => callWith(flow, busy, send);

  const jobCall = async (busy: ImportBusy, send: (jobId: string) => Promise<Envelope<ImportStatus>>) => {
    const jobId = flow.getState().status?.jobId ?? flow.getState().plan?.jobId;
    if (!jobId) return;
    const status = await call(busy, () => send(jobId));
    if (status) set({ status, step: 'job', plan: null });
    void reloadJobs();
  };

  const showJob = async (jobId: string) => {
    const status = await call(null, () => api.import.status({ jobId }));
    if (status) set({ status, step: 'job', portfolioId: status.portfolioId });
  };

  /** Another file into the same portfolio (after a job ended, or from the columns step). */
  const newFile = () => {
    const { portfolioId, currency, step } = flow.getState();
    if (step === 'plan') dropPlan(api, flow);
    flow.setState({ ...CLOSED, portfolioId, currency });
  };

  return {
    /** Opens the import of `portfolioId`: the job it shows when there is one for it, else a new file. */
    open(portfolioId: string, currency: string, jobId?: string) {
      const now = flow.getState();
      if (jobId) {
        flow.setState({ ...CLOSED, portfolioId, currency, step: 'job' });
        void showJob(jobId);
      } else if (now.portfolioId !== portfolioId) {
        flow.setState({ ...CLOSED, portfolioId, currency });
      }
    },
    close() {
      if (flow.getState().step === 'plan') dropPlan(api, flow);
      flow.setState({ ...CLOSED });
    },
    ...fileSteps(api, flow),
    newFile,
    back() {
      const { step } = flow.getState();
      if (step === 'plan') {
        dropPlan(api, flow);
        set({ step: 'columns', error: null });
      } else if (step === 'columns') {
        newFile();
      }
    },
    /** Starts the planned job, or resumes a paused or interrupted one. */
    start: () => jobCall('starting', (jobId) => api.import.start({ jobId })),
    pause: () => jobCall('pausing', (jobId) => api.import.pause({ jobId })),
    cancel: () => jobCall('cancelling', (jobId) => api.import.cancel({ jobId })),
    /** Rows of unknown outcome go again: back to pending, then the job resumes. */
    async retryUnknown() {
      await jobCall('retrying', (jobId) => api.import.retryUnknown({ jobId }));
      if (!flow.getState().error) await jobCall('starting', (jobId) => api.import.start({ jobId }));
    },
    showJob,
    progress: progressOf(api, flow, jobs),
  };
}
