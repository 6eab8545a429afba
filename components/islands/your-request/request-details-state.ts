/**
 * What the visitor has open on their request's page, and what it last said: adding photos (and how
 * many went), cancelling the request, moving or cancelling their survey (and the message once it
 * is done, or which button takes focus back when they keep it). The steps themselves (add-photos,
 * cancel-step, survey-change) load on first use and report here. Pure, tested without React.
 */
import { BOOKING_MESSAGES } from '@/lib/shared/survey/text';

/** Moving the survey to another window, or cancelling it. */
export type SurveyStep = 'move' | 'cancel';

export interface RequestDetailsState {
  /** The photo adder is open. */
  adding: boolean;
  /** How many photos the last adding sent, said until the next one opens. */
  added: number | null;
  /** The request's cancel step is open. */
  cancelling: boolean;
  /** The survey step open, if any. */
  changing: SurveyStep | null;
  /** What was said once the survey was moved or cancelled. */
  changed: string | null;
  /** The button to give focus back to once the survey step closes unchanged (it is drawn again first). */
  focusBack: SurveyStep | null;
}

export type RequestDetailsAction =
  | { type: 'addPhotos' }
  | { type: 'photosAdded'; count: number }
  | { type: 'cancelRequest' }
  | { type: 'keepRequest' }
  | { type: 'changeSurvey'; step: SurveyStep }
  /** The survey was moved, or (`cancelled`) cancelled. */
  | { type: 'surveyChanged'; cancelled: boolean }
  | { type: 'keepSurvey' };

export const initialRequestDetails: RequestDetailsState = { adding: false, added: null, cancelling: false, changing: null, changed: null, focusBack: null };

export function requestDetailsReducer(state: RequestDetailsState, action: RequestDetailsAction): RequestDetailsState {
  switch (action.type) {
    case 'addPhotos':
      return { ...state, adding: true, added: null };
    case 'photosAdded':
      return { ...state, adding: false, added: action.count };
    case 'cancelRequest':
      return { ...state, cancelling: true };
    case 'keepRequest':
      return { ...state, cancelling: false };
    case 'changeSurvey':
      return { ...state, changing: action.step, focusBack: null };
    case 'surveyChanged':
      return { ...state, changing: null, changed: action.cancelled ? BOOKING_MESSAGES.cancelled : BOOKING_MESSAGES.changed };
    case 'keepSurvey':
      return { ...state, changing: null, focusBack: state.changing };
  }
}
