import { createStore, type StoreApi } from 'zustand/vanilla';
import type { GainsAnswer } from '../../../shared/analytics/gains-job';
import type { Disposal, LotOptions, LotTransaction, OpenLot } from '../../../shared/analytics';
import type { GainsClient } from '../lib/gains-client';

// The realized-gains report as the screen holds it: what the job sent back for the transactions read so far and
// the user's lot settings. The job (a worker where there is one) keeps the full lists; rows past the first page,
// and every sale for the CSV export, are asked for when wanted.

export interface GainsQuestion {
  rows: readonly LotTransaction[];
  options: LotOptions;
  serviceRealized: number | null;
}

export interface GainsState {
  /** The last answer, for `question`; null until one arrives. */
  answer: GainsAnswer | null;
  question: GainsQuestion | null;
  /** True while an answer to a newer question is being made. */
  computing: boolean;
  /** Where the last answer was made: off the screen's thread, or in place where no worker could start. */
  where: 'worker' | 'in-place' | null;
}

export interface GainsStore extends StoreApi<GainsState> {
  /** Asks for the report of `question` unless it is the one asked last; the answer lands in the state. */
  compute(question: GainsQuestion): void;
  /** True when the state's answer is the report of `question`. */
  answers(question: GainsQuestion): boolean;
  disposals(offset: number, limit: number): Promise<Disposal[]>;
  openLots(offset: number, limit: number): Promise<OpenLot[]>;
}

const sameQuestion = (a: GainsQuestion | null, b: GainsQuestion) =>
  a !== null &&
  a.rows === b.rows &&
  a.options.method === b.options.method &&
  a.options.longTermDays === b.options.longTermDays &&
  a.options.transfersOut === b.options.transfersOut &&
  a.serviceRealized === b.serviceRealized;

/** `client` is made on first use: a store nobody asks for a report starts no worker. */
export function createGainsStore(client: () => GainsClient): GainsStore {
  const store = createStore<GainsState>()(() => ({
    answer: null,
    question: null,
    computing: false,
    where: null,
  }));
  let made: GainsClient | null = null;
  const job = () => (made ??= client());
  let asked: GainsQuestion | null = null;
  return {
    ...store,
    compute(question) {
      if (sameQuestion(asked, question)) return;
      asked = question;
      store.setState({ computing: true });
      job().sync(question.rows);
      void job()
        .report(question.options, question.serviceRealized)
        .then((answer) => {
          // An answer to a question asked before the last one is not shown: the last one's is on its way.
          if (asked === question)
            store.setState({ answer, question, computing: false, where: job().where() });
        });
    },
    answers: (question) => sameQuestion(store.getState().question, question),
    disposals: (offset, limit) => job().rows('disposals', offset, limit),
    openLots: (offset, limit) => job().rows('openLots', offset, limit),
  };
}
