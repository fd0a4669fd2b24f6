import { z } from 'zod';
import { defineChannel, defineEvent } from '../channel';
import { columnMapping } from '../import/mapping';
import type { ImportPlan, ImportPreview, ImportProgress, ImportStatus } from '../import/types';
import { currency, empty, id } from './common';

// Importing past trades into a manual portfolio: read the file (preview, free), plan it (validation, duplicates,
// price; the journal keeps the plan), then send it row by row (start, pause, resume), one POST
// /portfolio/transaction per row. Progress is pushed as `import:progress`.

/** 10 MB of text: a file of far more rows than MAX_IMPORT_ROWS would be refused anyway. */
const fileText = z.string().min(1, 'the file is empty').max(10_000_000, 'the file is larger than 10 MB');
const job = z.strictObject({ jobId: z.string().min(1).max(100) });

export const importChannels = {
  'import:preview': defineChannel<ImportPreview>()(() =>
    z.strictObject({ text: fileText, mapping: columnMapping.optional(), currency: currency.optional() }),
  ),
  'import:plan': defineChannel<ImportPlan>()(() =>
    z.strictObject({
      portfolioId: id,
      currency,
      fileName: z.string().trim().min(1).max(260),
      text: fileText,
      mapping: columnMapping,
    }),
  ),
  /** Starts a planned import, or resumes a paused or interrupted one. */
  'import:start': defineChannel<ImportStatus>()(job),
  'import:pause': defineChannel<ImportStatus>()(job),
  /** Stops for good: rows not sent stay unsent, and a later plan of the same file offers them again. */
  'import:cancel': defineChannel<ImportStatus>()(job),
  /** After the user checked the portfolio: rows of unknown outcome are offered again (sent by the next start). */
  'import:retryUnknown': defineChannel<ImportStatus>()(job),
  'import:status': defineChannel<ImportStatus>()(job),
  'import:list': defineChannel<ImportProgress[]>()(empty),
};

export const importEvents = {
  'import:progress': defineEvent<ImportProgress>(),
};
