import { BOOKING_MESSAGES } from '@/lib/shared/survey/text';
import { initialRequestDetails, requestDetailsReducer, type RequestDetailsState } from './request-details-state';

const at = (patch: Partial<RequestDetailsState> = {}): RequestDetailsState => ({ ...initialRequestDetails, ...patch });

describe("the visitor's request page state", () => {
  it('opens with every step closed and nothing said', () => {
    expect(initialRequestDetails).toEqual({ adding: false, added: null, cancelling: false, changing: null, changed: null, focusBack: null });
  });

  it('opens the photo adder, forgetting what the last adding said, and closes it saying how many went', () => {
    const opened = requestDetailsReducer(at({ added: 2 }), { type: 'addPhotos' });
    expect(opened).toEqual(at({ adding: true, added: null }));
    expect(requestDetailsReducer(opened, { type: 'photosAdded', count: 3 })).toEqual(at({ adding: false, added: 3 }));
  });

  it('opens the request cancel step and closes it when the visitor keeps their request', () => {
    const opened = requestDetailsReducer(at(), { type: 'cancelRequest' });
    expect(opened.cancelling).toBe(true);
    expect(requestDetailsReducer(opened, { type: 'keepRequest' }).cancelling).toBe(false);
  });

  it('opens a survey step, forgetting where focus went back to last time', () => {
    expect(requestDetailsReducer(at({ focusBack: 'cancel' }), { type: 'changeSurvey', step: 'move' })).toEqual(at({ changing: 'move', focusBack: null }));
  });

  it('says the survey was moved, or cancelled, and closes the step', () => {
    expect(requestDetailsReducer(at({ changing: 'move' }), { type: 'surveyChanged', cancelled: false })).toEqual(at({ changed: BOOKING_MESSAGES.changed }));
    expect(requestDetailsReducer(at({ changing: 'cancel' }), { type: 'surveyChanged', cancelled: true })).toEqual(at({ changed: BOOKING_MESSAGES.cancelled }));
  });

  it('closes a survey step kept unchanged, giving focus back to the button that opened it', () => {
    expect(requestDetailsReducer(at({ changing: 'cancel' }), { type: 'keepSurvey' })).toEqual(at({ changing: null, focusBack: 'cancel' }));
    expect(requestDetailsReducer(at({ changing: 'move' }), { type: 'keepSurvey' })).toEqual(at({ changing: null, focusBack: 'move' }));
  });

  it('keeps each part apart: a survey change leaves the photos and the cancel step as they were', () => {
    const busy = at({ adding: true, cancelling: true, changing: 'move' });
    expect(requestDetailsReducer(busy, { type: 'surveyChanged', cancelled: false })).toMatchObject({ adding: true, cancelling: true });
  });
});
