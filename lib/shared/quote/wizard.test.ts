import type { QuoteData } from './types';
import { initialWizardState, wizardReducer, type WizardState } from './wizard-state';
import { readSavedQuote, saveQuote } from '@/lib/browser/quote/reader';
import {
  NOT_SUPPORTED_STEP,
  answerValue,
  canSkipToEnd,
  chooseAnswer,
  isAnswered,
  isChoiceScreen,
  nextFrom,
  nextStep,
  pathOf,
  previousStep,
  resumeStep,
  screenAt,
  stepOf,
  summaryScreens,
  totalSteps,
  type Screen,
} from './wizard';
import { QUOTE_QUESTIONS } from '@/content/quote-questions';

const gas: QuoteData = { fuelType: 'mains-gas' };
const combi: QuoteData = { ...gas, boilerType: 'combi' };
const system: QuoteData = { ...gas, boilerType: 'system' };

const next = (step: number, data: QuoteData) => nextStep(step, data).step;

describe('nextStep, every boiler type (docs/product.md §4.1)', () => {
  it('goes to the not-supported end state for a fuel other than mains gas', () => {
    for (const fuelType of ['lpg', 'oil', 'electric'] as const) {
      expect(nextStep(0, { fuelType })).toEqual({ step: NOT_SUPPORTED_STEP, data: { fuelType }, done: false });
    }
    expect(NOT_SUPPORTED_STEP).toBe(99);
  });

  it('advances 0 → 1 → 2 → 3 → 4 for mains gas', () => {
    expect([0, 1, 2, 3].map((s) => next(s, combi))).toEqual([1, 2, 3, 4]);
    expect([0, 1, 2, 3].map((s) => next(s, system))).toEqual([1, 2, 3, 4]);
  });

  it('stays at 99', () => {
    expect(nextStep(99, { fuelType: 'oil' })).toEqual({ step: 99, data: { fuelType: 'oil' }, done: false });
  });
});

describe('nextStep, combi', () => {
  it('step 4 goes to 5 when moving the boiler, else 6', () => {
    expect(next(4, { ...combi, wantDifferentLocation: true })).toBe(5);
    expect(next(4, { ...combi, wantDifferentLocation: false })).toBe(6);
    expect(next(5, combi)).toBe(6);
  });

  it('steps 6 to 10 advance by one', () => {
    expect([6, 7, 8, 9, 10].map((s) => next(s, combi))).toEqual([7, 8, 9, 10, 11]);
  });

  it('step 11 goes to 13 for a roof flue, else 12; 12 goes to 13', () => {
    expect(next(11, { ...combi, flueLocation: 'roof' })).toBe(13);
    expect(next(11, { ...combi, flueLocation: 'wall' })).toBe(12);
    expect(next(12, combi)).toBe(13);
  });

  it('step 13 ends the wizard', () => {
    expect(nextStep(13, combi).done).toBe(true);
    expect([0, 4, 11, 12].some((s) => nextStep(s, combi).done)).toBe(false);
  });
});

describe('nextStep, system, regular and back', () => {
  for (const boilerType of ['system', 'regular', 'back'] as const) {
    const data: QuoteData = { ...gas, boilerType };
    it(`${boilerType}: a conversion at step 4 makes it a combi and returns to step 3`, () => {
      expect(nextStep(4, { ...data, wantCombiConversion: true })).toEqual({
        step: 3,
        data: { ...data, wantCombiConversion: true, boilerType: 'combi' },
        done: false,
      });
      expect(next(4, { ...data, wantCombiConversion: false })).toBe(5);
    });

    it(`${boilerType}: 5 → 6, 6 → 7 or 8, 7 → 8, 8 to 12 by one, 13 → 14 or 15, 14 → 15, 15 ends`, () => {
      expect(next(5, data)).toBe(6);
      expect(next(6, { ...data, wantDifferentLocation: true })).toBe(7);
      expect(next(6, { ...data, wantDifferentLocation: false })).toBe(8);
      expect(next(7, data)).toBe(8);
      expect([8, 9, 10, 11, 12].map((s) => next(s, data))).toEqual([9, 10, 11, 12, 13]);
      expect(next(13, { ...data, flueLocation: 'roof' })).toBe(15);
      expect(next(13, { ...data, flueLocation: 'wall' })).toBe(14);
      expect(next(14, data)).toBe(15);
      expect(nextStep(15, data).done).toBe(true);
      expect(nextStep(13, data).done).toBe(false);
    });
  }
});

describe('totalSteps', () => {
  it('is 14 for a combi and 16 otherwise', () => {
    expect(totalSteps(combi)).toBe(14);
    expect(totalSteps(system)).toBe(16);
    expect(totalSteps({ ...gas, boilerType: 'regular' })).toBe(16);
    expect(totalSteps({ ...gas, boilerType: 'back' })).toBe(16);
    expect(totalSteps({})).toBe(16);
  });

  it('has a question for every step of each flow, ending with the summary', () => {
    expect(screenAt(13, combi)).toBe('summary');
    expect(screenAt(15, system)).toBe('summary');
    expect(screenAt(4, combi)).toBe('move');
    expect(screenAt(4, system)).toBe('conversion');
    expect(screenAt(11, combi)).toBe('flue');
    expect(screenAt(13, system)).toBe('flue');
    expect(screenAt(99, system)).toBe('notSupported');
    expect(stepOf('radiators', combi)).toBe(9);
    expect(stepOf('radiators', system)).toBe(11);
  });
});

/** Walks forward from 0 with Next, then back with Back, and expects the exact reverse. */
function walk(data: QuoteData): { forward: number[]; backward: number[] } {
  const forward = [0];
  let state = { step: 0, data, done: false };
  for (let i = 0; i < 40; i += 1) {
    state = nextStep(state.step, state.data);
    if (state.done || state.step === NOT_SUPPORTED_STEP) {
      if (state.step === NOT_SUPPORTED_STEP) forward.push(state.step);
      break;
    }
    forward.push(state.step);
  }
  const backward = [forward[forward.length - 1] as number];
  let step = backward[0] as number;
  for (let i = 0; i < 40 && step !== 0; i += 1) {
    step = previousStep(step, state.data);
    backward.push(step);
  }
  return { forward, backward };
}

describe('previousStep retraces every forward path', () => {
  const variants: QuoteData[] = [];
  for (const boilerType of ['combi', 'system', 'regular', 'back'] as const) {
    for (const wantDifferentLocation of [true, false]) {
      for (const flueLocation of ['roof', 'wall'] as const) {
        variants.push({ ...gas, boilerType, wantDifferentLocation, flueLocation, wantCombiConversion: false });
      }
    }
  }
  it.each(variants.map((v) => [JSON.stringify(v), v]))('%s', (_label, data) => {
    const { forward, backward } = walk(data as QuoteData);
    expect(backward).toEqual([...forward].reverse());
  });

  it('returns from the not-supported step to the fuel question', () => {
    const { forward, backward } = walk({ fuelType: 'oil' });
    expect(forward).toEqual([0, 99]);
    expect(backward).toEqual([99, 0]);
  });

  it('after a conversion, retraces the combi path the visitor is now on', () => {
    const converted = nextStep(4, { ...system, wantCombiConversion: true }).data;
    expect(converted.boilerType).toBe('combi');
    const { forward, backward } = walk({ ...converted, wantDifferentLocation: false, flueLocation: 'wall' });
    expect(backward).toEqual([...forward].reverse());
    expect(previousStep(3, converted)).toBe(2);
  });

  it('goes back from 8 to 7 when the boiler moves, and from 6 to 4 (combi) when it does not', () => {
    expect(previousStep(8, { ...system, wantDifferentLocation: true })).toBe(7);
    expect(previousStep(8, { ...system, wantDifferentLocation: false })).toBe(6);
    expect(previousStep(6, { ...combi, wantDifferentLocation: false })).toBe(4);
    expect(previousStep(13, { ...combi, flueLocation: 'roof' })).toBe(11);
    expect(previousStep(15, { ...system, flueLocation: 'roof' })).toBe(13);
  });
});

describe('resuming and answering', () => {
  it('resumes at the first unanswered question, or the summary when all are answered', () => {
    expect(resumeStep({})).toBe(0);
    expect(resumeStep({ ...combi, postcode: 'DN31 1AB' })).toBe(3);
    const complete: QuoteData = {
      ...combi,
      postcode: 'DN31 1AB',
      homeType: 'detached',
      wantDifferentLocation: false,
      bedroomCount: 3,
      bathtubCount: 1,
      showerCount: 1,
      radiatorCount: '10-15',
      waterFlow: 'average',
      flueLocation: 'roof',
    };
    expect(resumeStep(complete)).toBe(13);
    expect(canSkipToEnd(6, complete)).toBe(true);
    expect(canSkipToEnd(6, { ...complete, flueLocation: 'wall' })).toBe(false);
    expect(resumeStep({ fuelType: 'lpg' })).toBe(99);
  });

  it('knows when a question has an answer', () => {
    expect(isAnswered('baths', { bathtubCount: 0 })).toBe(true);
    expect(isAnswered('conversion', { wantCombiConversion: false })).toBe(true);
    expect(isAnswered('move', {})).toBe(false);
    expect(pathOf({ fuelType: 'oil' })).toEqual([0, 99]);
  });
});

describe('answers as option values', () => {
  it('records yes-no answers as booleans and counts as numbers, and reads them back as option values', () => {
    let data = chooseAnswer(system, 'move', 'yes');
    expect(data.wantDifferentLocation).toBe(true);
    expect(answerValue('move', data)).toBe('yes');
    data = chooseAnswer(data, 'move', 'no');
    expect(data.wantDifferentLocation).toBe(false);
    expect(answerValue('move', data)).toBe('no');
    data = chooseAnswer(data, 'bedrooms', '3');
    expect(data.bedroomCount).toBe(3);
    expect(answerValue('bedrooms', data)).toBe('3');
    data = chooseAnswer(data, 'baths', '0');
    expect(data.bathtubCount).toBe(0);
    expect(isAnswered('baths', data)).toBe(true);
    data = chooseAnswer(data, 'radiators', '10-15');
    expect(data.radiatorCount).toBe('10-15');
    data = chooseAnswer(data, 'flueWindows', 'no');
    expect(data.isFlueAwayFromWindows).toBe(false);
    expect(answerValue('flueWindows', data)).toBe('no');
  });

  it('leaves the data alone for a screen that records no answer', () => {
    expect(chooseAnswer(system, 'cylinder', 'yes')).toBe(system);
    expect(answerValue('summary', system)).toBeUndefined();
    expect(isAnswered('cylinder', {})).toBe(true);
  });

  it('undoes a combi conversion when the boiler type is chosen again', () => {
    const converted: QuoteData = { ...system, wantCombiConversion: true };
    expect(chooseAnswer(converted, 'boilerType', 'regular')).toEqual({ ...gas, boilerType: 'regular' });
    expect(chooseAnswer(converted, 'homeType', 'detached').wantCombiConversion).toBe(true);
  });

  it('offers options on every question but the typed postcode', () => {
    expect(isChoiceScreen('postcode')).toBe(false);
    expect(isChoiceScreen('fuel')).toBe(true);
    expect(isChoiceScreen('flueWindows')).toBe(true);
    expect(isChoiceScreen('summary')).toBe(false);
  });

  it('asks conversion and cylinder after the home type, only off the combi path', () => {
    expect([3, 4, 5, 6].map((step) => screenAt(step, system))).toEqual(['homeType', 'conversion', 'cylinder', 'move']);
    expect([3, 4].map((step) => screenAt(step, combi))).toEqual(['homeType', 'move']);
    expect(screenAt(15, system)).toBe('summary');
    expect(screenAt(13, combi)).toBe('summary');
  });
});

describe('Back from every state a visitor can reach', () => {
  /** Answers whose choice changes the path get every option; the rest one, which is enough to move on. */
  const FLOW_SCREENS = new Set<Screen>(['fuel', 'boilerType', 'conversion', 'move', 'flue']);
  const optionsOf = (screen: Screen) => (QUOTE_QUESTIONS as Record<string, { options?: { value: string }[] }>)[screen]?.options?.map((option) => option.value) ?? [];

  /**
   * What a visitor can do on a screen, and the state it leaves, as the island does it
   * (components/islands/quote-wizard/quote-wizard.tsx) through the screen's reducer: select an
   * answer without pressing Next, type or clear the postcode, press Next once answered, press Back,
   * press Change on the summary, or reload the page (the answers are saved on every change).
   */
  function moves(state: WizardState): [string, WizardState][] {
    const { step, data, editing } = state;
    const screen = screenAt(step, data);
    const out: [string, WizardState][] = [];
    if (screen === 'postcode') {
      out.push(['type a postcode', wizardReducer(state, { type: 'setPostcode', postcode: 'DN31 1AB' })]);
      out.push(['clear the postcode', wizardReducer(state, { type: 'setPostcode', postcode: undefined })]);
    }
    if (isChoiceScreen(screen)) {
      const options = optionsOf(screen);
      for (const value of FLOW_SCREENS.has(screen) ? options : options.slice(0, 1)) out.push([`select ${value}`, wizardReducer(state, { type: 'choose', screen, value })]);
    }
    if (screen !== 'notSupported' && isAnswered(screen, data)) {
      const next = nextFrom(step, data, editing);
      if (!next.done) out.push(['Next', wizardReducer(state, { type: 'go', step: next.step, data: next.data, editing: next.editing })]);
    }
    if (screen === 'summary') {
      for (const target of summaryScreens(data)) out.push([`Change ${target}`, wizardReducer(state, { type: 'go', step: stepOf(target, data), editing: true })]);
    }
    if (step > 0) out.push(['Back', wizardReducer(state, { type: 'go', step: previousStep(step, data) })]);
    out.push(['reload', wizardReducer(initialWizardState, { type: 'restore', data: savedAndRead(data) })]);
    return out;
  }

  /** The answers as the wizard saves them in the browser on every change, and reads them back on a reload. */
  function savedAndRead(data: QuoteData): QuoteData | null {
    const items = new Map<string, string>();
    const storage = () => ({ getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) });
    saveQuote(storage, data);
    return readSavedQuote(storage);
  }

  /** Where the visitor stands and what they answered (in a set order): what Back and Next read. */
  const keyOf = ({ step, data, editing }: WizardState) => JSON.stringify([step, editing, Object.entries(data).filter(([, value]) => value !== undefined).sort()]);

  /** Every state reachable from a fresh start, each with one way the visitor got there. */
  function reachable(): Map<string, { state: WizardState; how: string[] }> {
    const start = wizardReducer(initialWizardState, { type: 'restore', data: null });
    const seen = new Map([[keyOf(start), { state: start, how: [] as string[] }]]);
    const queue = [start];
    // A read index, not queue.shift(): shifting a queue of thousands is quadratic.
    for (let read = 0; read < queue.length; read += 1) {
      const state = queue[read]!;
      const { how } = seen.get(keyOf(state))!;
      for (const [action, after] of moves(state)) {
        const key = keyOf(after);
        if (seen.has(key)) continue;
        seen.set(key, { state: after, how: [...how, action] });
        queue.push(after);
      }
    }
    return seen;
  }

  const states = [...reachable().values()];

  it('reaches every screen of both flows, answers selected and not yet submitted, and changes from the summary', () => {
    expect(new Set(states.map(({ state }) => screenAt(state.step, state.data))).size).toBe(17);
    // A conversion selected on the conversion question, not yet taken with Next.
    expect(states.some(({ state }) => state.data.wantCombiConversion && state.data.boilerType !== 'combi' && screenAt(state.step, state.data) === 'homeType')).toBe(true);
    expect(states.some(({ state }) => state.editing)).toBe(true);
  });

  it('from every one, pressing Back again and again reaches step 0 without showing a screen twice', () => {
    // One assertion over every walk (an expect per step made this test take seconds).
    const loops: string[] = [];
    for (const { state, how } of states) {
      const shown = [screenAt(state.step, state.data)];
      let current = state;
      while (current.step !== 0) {
        current = wizardReducer(current, { type: 'go', step: previousStep(current.step, current.data) });
        const screen = screenAt(current.step, current.data);
        if (shown.includes(screen) || shown.length > 20) {
          loops.push(`${how.join(', ')}; then Back: ${[...shown, screen].join(' → ')}`);
          break;
        }
        shown.push(screen);
      }
    }
    expect(loops).toEqual([]);
  });

  it('always stands on a question its answers lead to', () => {
    const lost = states.filter(({ state }) => !pathOf(state.data).includes(state.step)).map(({ state, how }) => `${how.join(', ')}: step ${state.step}`);
    expect(lost).toEqual([]);
  });

  it('after "convert to a combi" at step 4, Back goes 3, 2, 1, 0', () => {
    const atFour: QuoteData = { ...system, postcode: 'DN31 1AB', homeType: 'detached', wantCombiConversion: true };
    const converted = nextStep(4, atFour);
    expect(converted.step).toBe(3);
    const path = [3];
    while (path.at(-1) !== 0) path.push(previousStep(path.at(-1)!, converted.data));
    expect(path).toEqual([3, 2, 1, 0]);
  });

  it('with "convert to a combi" selected and Next not pressed, Back goes 3, 2, 1, 0, and a reload returns to the question', () => {
    const selected = chooseAnswer({ ...system, postcode: 'DN31 1AB', homeType: 'detached' }, 'conversion', 'yes');
    const path = [4];
    while (path.at(-1) !== 0 && path.length < 10) path.push(previousStep(path.at(-1)!, selected));
    expect(path.map((step) => screenAt(step, selected))).toEqual(['conversion', 'homeType', 'postcode', 'boilerType', 'fuel']);
    expect(resumeStep(selected)).toBe(4);
    expect(canSkipToEnd(4, selected)).toBe(false);
  });
});
