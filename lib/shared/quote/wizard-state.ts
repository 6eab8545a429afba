/**
 * The wizard screen's own state: where the visitor is, their answers, what they are typing as a
 * postcode and its error, whether they came from the summary to change one answer, and a counter
 * of moves (focus follows a move, not the first load). The rules of which step comes next are in
 * wizard.ts; this reducer only records what the screen did. Pure, tested without React.
 */
import type { QuoteData } from './types';
import { chooseAnswer, resumeStep, type Screen } from './wizard';

export interface WizardState {
  step: number;
  data: QuoteData;
  postcodeInput: string;
  postcodeError: string | null;
  /** The visitor came from the summary to change one answer. */
  editing: boolean;
  /** Set after a move so focus goes to the new question (not on first load). */
  moved: number;
  /** The browser's saved answers (if any) have been taken in; only then are answers saved back. */
  ready: boolean;
}

export type WizardAction =
  /** The answers saved in this browser, or null when there are none. */
  | { type: 'restore'; data: QuoteData | null }
  | { type: 'choose'; screen: Screen; value: string }
  | { type: 'setPostcode'; postcode: string | undefined }
  | { type: 'postcodeInput'; value: string }
  | { type: 'go'; step: number; data?: QuoteData; editing?: boolean }
  | { type: 'postcodeError'; message: string }
  | { type: 'reset' };

export const initialWizardState: WizardState = { step: 0, data: {}, postcodeInput: '', postcodeError: null, editing: false, moved: 0, ready: false };

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'restore':
      if (!action.data) return { ...state, ready: true };
      return { ...state, data: action.data, postcodeInput: action.data.postcode ?? '', step: resumeStep(action.data), ready: true };
    case 'choose':
      return { ...state, data: chooseAnswer(state.data, action.screen, action.value) };
    case 'setPostcode':
      return { ...state, data: { ...state.data, postcode: action.postcode } };
    case 'postcodeInput':
      return { ...state, postcodeInput: action.value, postcodeError: null };
    case 'postcodeError':
      return { ...state, postcodeError: action.message };
    case 'go':
      return { ...state, step: action.step, data: action.data ?? state.data, editing: action.editing ?? false, moved: state.moved + 1 };
    case 'reset':
      return { ...initialWizardState, moved: state.moved + 1, ready: state.ready };
  }
}
