import { MAX_PLACES, type DiarySettings } from '@/lib/shared/survey/booking';
import { DIARY_SETTINGS_ERRORS, WEEKDAYS, blockOf, diarySettingsReducer, gridOf, initialDiarySettings, placesOf, weeklyOf, type DiarySettingsState } from './diary-settings-state';

const SETTINGS: DiarySettings = { weekly: { 1: { morning: 2, afternoon: 1 }, 6: { morning: 1 } }, blocks: [], openedHolidays: [] };
const at = (patch: Partial<DiarySettingsState> = {}): DiarySettingsState => ({ ...initialDiarySettings(SETTINGS), ...patch });

describe('the diary settings state', () => {
  it('opens with a box for every weekday and window, holding the places set (0 where none), and nothing said', () => {
    const state = initialDiarySettings(SETTINGS);
    expect(Object.keys(state.grid)).toEqual(WEEKDAYS.map(([day]) => day));
    expect(state.grid['1']).toEqual({ morning: '2', afternoon: '1', 'late-afternoon': '0' });
    expect(state.grid['3']).toEqual({ morning: '0', afternoon: '0', 'late-afternoon': '0' });
    expect(state).toMatchObject({ gridError: '', date: '', blockWindow: '', reason: '', dateError: '', said: null, busy: false });
  });

  it('keeps what is typed in one box, leaving the others', () => {
    const state = diarySettingsReducer(at(), { type: 'places', day: '1', window: 'morning', text: 'two' });
    expect(state.grid['1']).toEqual({ morning: 'two', afternoon: '1', 'late-afternoon': '0' });
    expect(state.grid['6']).toEqual(at().grid['6']);
  });

  it('keeps the block being written', () => {
    let state = diarySettingsReducer(at(), { type: 'block', field: 'date', value: '2026-12-04' });
    state = diarySettingsReducer(state, { type: 'blockWindow', window: 'afternoon' });
    state = diarySettingsReducer(state, { type: 'block', field: 'reason', value: 'Dentist' });
    expect(state).toMatchObject({ date: '2026-12-04', blockWindow: 'afternoon', reason: 'Dentist' });
  });

  it("says each form's refusal beside that form only, and forgets it once the form passes", () => {
    const refused = diarySettingsReducer(at(), { type: 'refused', form: 'places', error: DIARY_SETTINGS_ERRORS.places });
    expect(refused).toMatchObject({ gridError: DIARY_SETTINGS_ERRORS.places, dateError: '' });
    const both = diarySettingsReducer(refused, { type: 'refused', form: 'block', error: DIARY_SETTINGS_ERRORS.date });
    expect(both).toMatchObject({ gridError: DIARY_SETTINGS_ERRORS.places, dateError: DIARY_SETTINGS_ERRORS.date });
    expect(diarySettingsReducer(both, { type: 'refused', form: 'places', error: '' })).toMatchObject({ gridError: '', dateError: DIARY_SETTINGS_ERRORS.date });
  });

  it('while a change is on its way, waits with nothing said; then says its answer', () => {
    const sending = diarySettingsReducer(at({ said: { tone: 'success', text: 'Saved' } }), { type: 'sending' });
    expect(sending).toMatchObject({ busy: true, said: null });
    const failed = diarySettingsReducer(sending, { type: 'answered', said: { tone: 'error', text: 'The inbox could not be reached' } });
    expect(failed).toMatchObject({ busy: false, said: { tone: 'error', text: 'The inbox could not be reached' } });
    expect(diarySettingsReducer(sending, { type: 'answered', said: null })).toMatchObject({ busy: false, said: null });
  });

  it('clears the block form once a block is made, and keeps it after any other answer', () => {
    const writing = at({ date: '2026-12-04', blockWindow: 'morning', reason: 'Van', busy: true });
    expect(diarySettingsReducer(writing, { type: 'answered', said: { tone: 'success', text: 'Blocked' }, blocked: true })).toMatchObject({ date: '', blockWindow: '', reason: '' });
    expect(diarySettingsReducer(writing, { type: 'answered', said: { tone: 'error', text: 'No' } })).toMatchObject({ date: '2026-12-04', blockWindow: 'morning', reason: 'Van' });
  });
});

describe('what the diary settings send', () => {
  it('reads a box as a whole number of places from 0 to the most, an empty box as 0', () => {
    expect(placesOf('')).toBe(0);
    expect(placesOf(' 3 ')).toBe(3);
    expect(placesOf(String(MAX_PLACES))).toBe(MAX_PLACES);
    expect(placesOf(String(MAX_PLACES + 1))).toBeNull();
    expect(placesOf('two')).toBeNull();
    expect(placesOf('1.5')).toBeNull();
    expect(placesOf('-1')).toBeNull();
  });

  it('sends only the windows with places, by weekday', () => {
    const grid = diarySettingsReducer(at(), { type: 'places', day: '6', window: 'morning', text: '' }).grid;
    expect(weeklyOf(grid)).toEqual({ weekly: { 1: { morning: 2, afternoon: 1 } } });
    expect(weeklyOf(gridOf({ weekly: {}, blocks: [], openedHolidays: [] }))).toEqual({ weekly: {} });
  });

  it('sends nothing while any box holds no whole number of places', () => {
    expect(weeklyOf(diarySettingsReducer(at(), { type: 'places', day: '5', window: 'late-afternoon', text: 'lots' }).grid)).toBeNull();
  });

  it('blocks a whole day without a window, with the reason only when one is given, and nothing without a date', () => {
    expect(blockOf({ date: '2026-12-04', blockWindow: '', reason: '  ' })).toEqual({ date: '2026-12-04' });
    expect(blockOf({ date: '2026-12-04', blockWindow: 'afternoon', reason: ' Surveyor at the dentist ' })).toEqual({ date: '2026-12-04', window: 'afternoon', reason: 'Surveyor at the dentist' });
    expect(blockOf({ date: '', blockWindow: 'afternoon', reason: 'Dentist' })).toBeNull();
  });
});
