import { initialWizardState, wizardReducer, type WizardState } from './wizard-state';
import { resumeStep } from './wizard';

const at = (patch: Partial<WizardState> = {}): WizardState => ({ ...initialWizardState, ...patch });

describe('the wizard screen state', () => {
  it('restores saved answers at the step they resume from, with the postcode in its box, without counting a move', () => {
    const data = { fuelType: 'mains-gas', boilerType: 'combi', postcode: 'DN31 1AA' } as const;
    const state = wizardReducer(at(), { type: 'restore', data });
    expect(state).toMatchObject({ data, postcodeInput: 'DN31 1AA', step: resumeStep(data), moved: 0, ready: true });
  });

  it('is ready to save once the browser had nothing saved, and not before', () => {
    expect(initialWizardState.ready).toBe(false);
    expect(wizardReducer(at(), { type: 'restore', data: null })).toEqual({ ...initialWizardState, ready: true });
  });

  it('records an answer through the wizard rules, without moving', () => {
    const state = wizardReducer(at(), { type: 'choose', screen: 'fuel', value: 'mains-gas' });
    expect(state.data.fuelType).toBe('mains-gas');
    expect(state.step).toBe(0);
    expect(state.moved).toBe(0);
  });

  it('clears the postcode error as the visitor types, and keeps what they typed', () => {
    const withError = wizardReducer(at({ postcodeInput: 'DN3' }), { type: 'postcodeError', message: 'Enter a full postcode' });
    expect(withError.postcodeError).toBe('Enter a full postcode');
    const typing = wizardReducer(withError, { type: 'postcodeInput', value: 'DN31' });
    expect(typing).toMatchObject({ postcodeInput: 'DN31', postcodeError: null });
  });

  it('counts every move, so focus follows it, and leaves editing unless the move says so', () => {
    const editing = wizardReducer(at(), { type: 'go', step: 5, editing: true });
    expect(editing).toMatchObject({ step: 5, editing: true, moved: 1 });
    const back = wizardReducer(editing, { type: 'go', step: 16 });
    expect(back).toMatchObject({ step: 16, editing: false, moved: 2 });
  });

  it('starts again from nothing but still counts the move', () => {
    const state = wizardReducer(at({ step: 7, data: { fuelType: 'mains-gas' }, postcodeInput: 'HU1', moved: 3, ready: true }), { type: 'reset' });
    expect(state).toEqual({ ...initialWizardState, moved: 4, ready: true });
  });

  it('sets the postcode answer without touching the others', () => {
    const state = wizardReducer(at({ data: { fuelType: 'mains-gas' } }), { type: 'setPostcode', postcode: 'S1 2AB' });
    expect(state.data).toEqual({ fuelType: 'mains-gas', postcode: 'S1 2AB' });
  });
});
