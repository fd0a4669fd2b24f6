import type { Migration } from '../migration';

// Which build checked a cached answer against its schema when it was written, with a digest of the stored text
// (answers-repo.ts). A read of a row that this very build checked, and whose text is unchanged since, serves it
// without checking it again; any other row is checked as before. Rows from before this migration have none.
export const migration007: Migration = {
  name: 'cached answer checks',
  up(db) {
    db.exec('ALTER TABLE cached_answers ADD COLUMN checked TEXT');
  },
};
