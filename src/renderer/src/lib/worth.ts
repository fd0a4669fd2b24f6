/**
 * A transaction's value without the direction the service signs it with (the amount carries that): what the
 * transaction tables show under "Value then", and the CSV export writes.
 */
export const unsigned = (value: number | null): number | null => (value === null ? null : Math.abs(value));
