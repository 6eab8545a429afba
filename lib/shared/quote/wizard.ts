/**
 * The quote wizard's state machine (docs/product.md §4.1). Pure functions of (step, data): which question each
 * step asks, where Next and Back go, and where a returning visitor resumes.
 */
import type { QuoteData } from './types';

/** The end state for fuels the online quote does not cover (docs/product.md §4.1). */
export const NOT_SUPPORTED_STEP = 99;

export type Screen =
  | 'fuel'
  | 'boilerType'
  | 'postcode'
  | 'homeType'
  | 'conversion'
  | 'cylinder'
  | 'move'
  | 'newLocation'
  | 'bedrooms'
  | 'baths'
  | 'showers'
  | 'radiators'
  | 'waterFlow'
  | 'flue'
  | 'flueWindows'
  | 'summary'
  | 'notSupported';

/** The combi flow: 14 steps (docs/product.md §4.1). */
const COMBI_SCREENS: Screen[] = [
  'fuel',
  'boilerType',
  'postcode',
  'homeType',
  'move',
  'newLocation',
  'bedrooms',
  'baths',
  'showers',
  'radiators',
  'waterFlow',
  'flue',
  'flueWindows',
  'summary',
];

/**
 * The questions in step order. System, regular and back boilers: 16 steps (docs/product.md §4.1), the combi
 * flow with the conversion and cylinder questions asked after the home type. (Built in a function,
 * not at module level, so pages that only price a quote can leave this module out of their bundle.)
 */
function screensFor(data: QuoteData): Screen[] {
  return isCombi(data) ? COMBI_SCREENS : [...COMBI_SCREENS.slice(0, 4), 'conversion', 'cylinder', ...COMBI_SCREENS.slice(4)];
}

/** The answer each question records (cylinder, summary and the end state record none). */
const ANSWER_FIELD: Partial<Record<Screen, keyof QuoteData>> = {
  fuel: 'fuelType',
  boilerType: 'boilerType',
  postcode: 'postcode',
  homeType: 'homeType',
  conversion: 'wantCombiConversion',
  move: 'wantDifferentLocation',
  newLocation: 'newLocation',
  bedrooms: 'bedroomCount',
  baths: 'bathtubCount',
  showers: 'showerCount',
  radiators: 'radiatorCount',
  waterFlow: 'waterFlow',
  flue: 'flueLocation',
  flueWindows: 'isFlueAwayFromWindows',
};

/** How an answer is held when it is not its option value: a yes-no answer as a boolean, a count as a number. */
type Kind = 'yesNo' | 'count';
type KindOf<T> = T extends boolean ? 'yesNo' : T extends number ? 'count' : never;

/**
 * The answers held other than as their option values, with their kind. Held to the answers' schema
 * (lib/shared/quote/answers.ts): every boolean and every number answer must be listed, and nothing else.
 */
const FIELD_KIND: Partial<Record<keyof QuoteData, Kind>> = {
  wantCombiConversion: 'yesNo',
  wantDifferentLocation: 'yesNo',
  isFlueAwayFromWindows: 'yesNo',
  bedroomCount: 'count',
  bathtubCount: 'count',
  showerCount: 'count',
} satisfies { [K in keyof QuoteData as KindOf<NonNullable<QuoteData[K]>> extends never ? never : K]-?: KindOf<NonNullable<QuoteData[K]>> };

/** Whether a question is answered by choosing one of its options. */
export function isChoiceScreen(screen: Screen): boolean {
  return screen !== 'postcode' && screen in ANSWER_FIELD;
}

/** A question's answer in the form of its option values: "yes"/"no" for yes-no questions, digits for counts. */
export function answerValue(screen: Screen, data: QuoteData): string | undefined {
  const field = ANSWER_FIELD[screen];
  const value = field ? data[field] : undefined;
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/**
 * The data after choosing an option (`value` as in `answerValue`). Choosing the current boiler
 * type again undoes an earlier combi conversion.
 */
export function chooseAnswer(data: QuoteData, screen: Screen, value: string): QuoteData {
  const field = ANSWER_FIELD[screen];
  if (!field) return data;
  const kind = FIELD_KIND[field];
  const answer = kind === 'yesNo' ? value === 'yes' : kind === 'count' ? Number(value) : value;
  const next = { ...data, [field]: answer } as QuoteData;
  if (screen === 'boilerType') delete next.wantCombiConversion;
  return next;
}

const isCombi = (data: QuoteData) => data.boilerType === 'combi';

/** How many steps this flow has: 14 for a combi, 16 otherwise (docs/product.md §4.1). */
export function totalSteps(data: QuoteData): number {
  return screensFor(data).length;
}

/** The question shown at a step for this data. */
export function screenAt(step: number, data: QuoteData): Screen {
  if (step === NOT_SUPPORTED_STEP) return 'notSupported';
  const screens = screensFor(data);
  return screens[step] ?? 'fuel';
}

/** The step that asks a question in this flow (for "Change" links on the summary). */
export function stepOf(screen: Screen, data: QuoteData): number {
  return screensFor(data).indexOf(screen);
}

/**
 * Where Next goes from each question, by name (docs/product.md §4.1): the following question of
 * the flow unless a rule says otherwise. A conversion to a combi changes the flow itself, so it
 * carries the new answers with it.
 */
function nextScreen(screen: Screen, data: QuoteData): { screen: Screen; data: QuoteData } | 'done' {
  const go = (to: Screen) => ({ screen: to, data });
  switch (screen) {
    case 'notSupported':
      return go('notSupported');
    case 'fuel':
      if (data.fuelType && data.fuelType !== 'mains-gas') return go('notSupported');
      break;
    case 'conversion':
      // Now a combi: the combi flow resumes after the home type, skipping the cylinder question.
      if (data.wantCombiConversion) return { screen: 'homeType', data: { ...data, boilerType: 'combi' } };
      break;
    case 'move':
      if (!data.wantDifferentLocation) return go('bedrooms');
      break;
    case 'flue':
      // A roof flue has no windows to keep away from.
      if (data.flueLocation === 'roof') return go('summary');
      break;
    case 'summary':
      return 'done';
  }
  const screens = screensFor(data);
  return go(screens[screens.indexOf(screen) + 1] ?? 'summary');
}

/** The step number of a question in the flow of `data`; the end state has its own number. */
function stepFor(screen: Screen, data: QuoteData): number {
  return screen === 'notSupported' ? NOT_SUPPORTED_STEP : stepOf(screen, data);
}

/** Where Next goes from `step` (docs/product.md §4.1). `done` is true when the last step is left. */
export function nextStep(step: number, data: QuoteData): { step: number; data: QuoteData; done: boolean } {
  const next = nextScreen(screenAt(step, data), data);
  if (next === 'done') return { step, data, done: true };
  return { step: stepFor(next.screen, next.data), data: next.data, done: false };
}

/**
 * The steps a visitor passes through from the start with this data, to the summary or the
 * not-supported end. Next only ever moves on in the flow, but for one answer: a conversion to a
 * combi, chosen and not yet taken with Next, leads back to the home type, a step already passed.
 * The path ends there, on the conversion question where that visitor stands. So a path never holds
 * a step twice, its steps rise, and each is a question of this data's own flow.
 */
export function pathOf(data: QuoteData): number[] {
  const path = [0];
  let current = { step: 0, data, done: false };
  for (;;) {
    current = nextStep(current.step, current.data);
    if (current.done || path.includes(current.step)) return path;
    path.push(current.step);
  }
}

/**
 * Where Back goes: the question before this one on the visitor's path, the exact reverse of Next
 * (docs/product.md §4.1, "Decision (Back)": the original combi rule "from 8 to 6" would skip a
 * question the visitor saw, so it is not copied). The path's steps rise, so pressing Back again
 * and again always reaches step 0 and never shows a question twice, whatever is chosen on the way.
 */
export function previousStep(step: number, data: QuoteData): number {
  return pathOf(data).findLast((earlier) => earlier < step) ?? 0;
}

/**
 * Where Next goes from `step`: straight back to the summary when the visitor came from it to change
 * an answer (`editing`) and every later question is still answered, else as `nextStep`, still editing.
 */
export function nextFrom(step: number, data: QuoteData, editing: boolean): { step: number; data: QuoteData; done: boolean; editing: boolean } {
  if (editing && canSkipToEnd(step, data)) return { step: stepOf('summary', data), data, done: false, editing: false };
  return { ...nextStep(step, data), editing };
}

/** The questions the summary lists, in order: each question on the visitor's path that records an answer. */
export function summaryScreens(data: QuoteData): Screen[] {
  return pathOf(data)
    .map((step) => screenAt(step, data))
    .filter((screen) => screen in ANSWER_FIELD);
}

/** Whether the question at a step has an answer, so Next can be pressed. */
export function isAnswered(screen: Screen, data: QuoteData): boolean {
  return screen in ANSWER_FIELD ? answerValue(screen, data) !== undefined : true;
}

/** Where a returning visitor picks up: the first unanswered step on their path, else the summary. */
export function resumeStep(data: QuoteData): number {
  const path = pathOf(data);
  if (path.includes(NOT_SUPPORTED_STEP)) return NOT_SUPPORTED_STEP;
  return path.find((step) => !isAnswered(screenAt(step, data), data)) ?? (path[path.length - 1] as number);
}

/**
 * True when the path reaches the summary and every step on it from `step` is already answered
 * (edit and jump back). A path that stops short (the not-supported end, or a conversion not yet
 * taken with Next) never skips.
 */
export function canSkipToEnd(step: number, data: QuoteData): boolean {
  const path = pathOf(data);
  const from = path.indexOf(step);
  if (from < 0 || path.at(-1) !== stepOf('summary', data)) return false;
  return path.slice(from).every((s) => isAnswered(screenAt(s, data), data));
}
