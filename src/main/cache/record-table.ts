// The shape the user's own tables share: records found by their id (followed wallets, shared portfolios, alert
// rules), each table adding the writes of its own kind.

export interface RecordTable<T> {
  /** Every record, in the order the user added them. */
  list(): T[];
  get(id: string): T | null;
  /** Whether there was such a record to remove. */
  remove(id: string): boolean;
}
