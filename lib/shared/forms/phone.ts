/**
 * UK phone numbers (docs/product.md §5): the callback form accepts `+44`, a digit 1-9, then 8 or 9 more
 * digits, and tidies what the visitor types into that form as they type.
 */

const VALID_UK = /^\+44[1-9]\d{8,9}$/;
/** Separators people type inside phone numbers. */
const SEPARATORS = /[\s\-.()]/g;

/** True for `+44`, a digit 1-9, then 8 or 9 more digits, and nothing else. */
export function isValidUkPhone(value: string): boolean {
  return VALID_UK.test(value);
}

function withoutTrunkZero(rest: string): string {
  return rest.startsWith('0') ? rest.slice(1) : rest;
}

/**
 * Tidies a typed number: separators dropped, `00` → `+`, a `0` straight after `44` dropped,
 * a leading `0` → `+44`, a leading `44` gains `+`, 10 or more digits without `44` get `+44`;
 * anything else stays as typed.
 */
export function normaliseUkPhone(input: string): string {
  const compact = input.replace(SEPARATORS, '');
  if (compact.startsWith('00')) return normaliseUkPhone(`+${compact.slice(2)}`);
  if (compact.startsWith('+44')) return `+44${withoutTrunkZero(compact.slice(3))}`;
  if (compact.startsWith('44')) return `+44${withoutTrunkZero(compact.slice(2))}`;
  if (compact.startsWith('0')) return `+44${compact.slice(1)}`;
  if (/^\d{10,}$/.test(compact)) return `+44${compact}`;
  return input;
}

/**
 * Normalises while the visitor types, keeping the caret where they expect it: after the same
 * digits as before (normalising only changes the start of the number and removes separators).
 */
export function normaliseUkPhoneAtCaret(input: string, caret: number): { value: string; caret: number } {
  // A lone "0" may be the start of "00" (international): wait for the next character.
  if (input.replace(SEPARATORS, '') === '0') return { value: input, caret };
  const value = normaliseUkPhone(input);
  if (value === input) return { value, caret };
  let digitsAfter = (input.slice(caret).match(/\d/g) ?? []).length;
  let position = value.length;
  while (position > 0 && digitsAfter > 0) {
    position -= 1;
    if (/\d/.test(value[position] ?? '')) digitsAfter -= 1;
  }
  return { value, caret: position };
}

/** A `tel:` link for a UK number as displayed ("01632 960100" → "tel:+441632960100"). */
export function telHref(displayNumber: string): string {
  return `tel:${normaliseUkPhone(displayNumber)}`;
}

/** A WhatsApp link for a UK mobile number as displayed ("07700 900123" → "https://wa.me/447700900123"). */
export function whatsappHref(displayNumber: string): string {
  return `https://wa.me/${normaliseUkPhone(displayNumber).replace(/^\+/, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/**
 * A UK number in national form, grouped as people write it: "+447700900123" → "07700 900123",
 * "+441632960100" → "01632 960100", "+442079460000" → "020 7946 0000", "+441134960000" →
 * "0113 496 0000". Anything that is not a UK number is returned as given.
 */
export function displayUkPhone(phone: string): string {
  const normalised = normaliseUkPhone(phone.trim());
  if (!/^\+44\d{9,10}$/.test(normalised)) return phone.trim();
  const national = `0${normalised.slice(3)}`;
  const groups = national.startsWith('02') ? [3, 4] : /^(01\d1|011\d|03|08|09)/.test(national) ? [4, 3] : [5];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    parts.push(national.slice(at, at + size));
    at += size;
  }
  return [...parts, national.slice(at)].join(' ');
}
