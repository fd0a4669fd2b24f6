import type { Say } from '../envelope';
import type { Delimiter } from './csv-read';
import type { MappedRow, MappingGuess, Template } from './mapping';

// What the import channels answer (contract/import.ts). Plain data: it crosses IPC.

export interface ImportPreview {
  template: Template;
  delimiter: Delimiter;
  header: string[];
  rowCount: number;
  /** The columns guessed from the header, or the mapping the call gave. */
  guess: MappingGuess;
  /** The first rows as that mapping reads them (coins as the file writes them: names are looked up by the plan). */
  rows: MappedRow[];
}

export interface ImportPlan {
  jobId: string;
  fileName: string;
  portfolioId: string;
  currency: string;
  rowsInFile: number;
  /** Rows that will be sent, one POST /portfolio/transaction each. */
  toSend: number;
  /** Skipped: sent by an earlier import (the journal says so). */
  alreadyImported: number;
  /** Skipped: the portfolio already lists the same transaction. */
  alreadyAtService: number;
  /** Skipped: waiting in another import of this portfolio that is not finished. */
  queuedElsewhere: number;
  /** Rows that fail validation; nothing of them is sent. */
  invalid: { line: number; problems: string[]; says?: Say[] }[];
  /** How the file's coins were read (BTC -> bitcoin), so a wrong guess shows before anything is sent. */
  coins: { text: string; coinId: string; name: string | null; symbol: string; icon: string | null }[];
  /** The price of sending: "312 rows, 1,248 credits". */
  cost: { perRow: number; credits: number; explanation: string };
  /** What planning itself charged (coin look-ups, reading the portfolio's transactions); often 0 from the cache. */
  planCredits: number;
  /** Set when the portfolio's transactions could not be read: only the journal guards against duplicates then. */
  warning: string | null;
  /** The warning by its catalogue id. */
  warningSay?: Say;
}

/** Why a row was refused or is unsure: English, and by its catalogue id when main said it so. */
export interface LineReason {
  line: number;
  reason: string;
  say?: Say;
}

export type ImportState = 'planned' | 'running' | 'paused' | 'interrupted' | 'done' | 'cancelled';

export interface ImportProgress {
  jobId: string;
  fileName: string;
  portfolioId: string;
  state: ImportState;
  /** Why it stopped (paused by the user, offline, out of credits, ...), or null. */
  stopReason: string | null;
  /** The same sentence by its catalogue id, for the user's language (absent for reasons stored before it). */
  stopSay?: Say;
  total: number;
  sent: number;
  refused: number;
  /** Rows whose outcome could not be learned: check the portfolio, then retry them or leave them. */
  unknown: number;
  pending: number;
  createdAt: number;
}

export interface ImportStatus extends ImportProgress {
  refusedRows: LineReason[];
  unknownRows: LineReason[];
}
