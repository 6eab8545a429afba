/** Small helpers for writing D1 statements, shared by the stores. */

/**
 * Most ids one statement takes: bound as one JSON array read by `json_each` (IN_JSON), so a
 * statement's size never grows with them. A thousand ids (UUIDs) are about 40 KB, far under D1's
 * 2 MB for a value, and R2 lists and deletes a thousand keys a call.
 */
export const MAX_IDS_PER_LIST = 1000;

/** The values of the JSON array bound in its place, for `... IN (${IN_JSON})`. */
export const IN_JSON = 'SELECT value FROM json_each(?)';

/** Values (ids, phones, emails) as the JSON array IN_JSON reads. */
export const jsonList = (values: readonly string[]): string => JSON.stringify(values);

/** `?, ?, ?` for a list of values. */
export const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** Splits items into lists of at most `size` (ids for one statement, keys for one R2 call). */
export function chunks<T>(items: readonly T[], size = MAX_IDS_PER_LIST): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
