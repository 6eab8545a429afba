/** Small helpers for running text. */

const andList = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** "a", "a and b", "a, b and c": a list said as a sentence says it. */
export function listInWords(items: readonly string[]): string {
  return andList.format(items);
}
