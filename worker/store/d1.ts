/** Small helpers for writing D1 statements, shared by the stores. */

/** Most ids in one `IN (...)` list: D1 binds at most 100 values to a statement. */
export const MAX_IDS_PER_QUERY = 90;

/** `?, ?, ?` for a list of values. */
export const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** Splits ids into lists small enough for one statement. */
export function chunks<T>(items: readonly T[], size = MAX_IDS_PER_QUERY): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
