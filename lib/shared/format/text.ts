/** Small helpers for running text. */

const andList = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** "a", "a and b", "a, b and c": a list said as a sentence says it. */
export function listInWords(items: readonly string[]): string {
  return andList.format(items);
}

/** The first sentence of a passage, ending with its own full stop (never two). */
export function firstSentence(text: string): string {
  const end = text.indexOf('. ');
  const sentence = end === -1 ? text.trim() : text.slice(0, end);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * Fills `{name}` placeholders from `values`, the one template filler for town copy. A name with
 * no value is left as written (so `{{tokens}}` pass through for lib/tokens.ts to fill).
 */
export function fillPlaceholders(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
