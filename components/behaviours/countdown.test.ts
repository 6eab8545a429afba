/** @jest-environment jsdom */
import { COUNTDOWN_PLACEHOLDER } from '@/lib/countdown';
import { initCountdown } from './countdown';

describe('countdown behaviour', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fills the placeholder with the time left to Tuesday midnight in London and ticks every second', () => {
    const element = document.createElement('span');
    element.textContent = COUNTDOWN_PLACEHOLDER;
    // Monday 23 November 2026, 23:59:58 GMT: two seconds to go.
    jest.setSystemTime(new Date('2026-11-23T23:59:58Z'));
    const stop = initCountdown(element);
    expect(element.textContent).toBe('0d 00h 00m 02s');
    jest.advanceTimersByTime(1000);
    expect(element.textContent).toBe('0d 00h 00m 01s');
    jest.advanceTimersByTime(1000);
    // At zero it starts the next week.
    expect(element.textContent).toBe('7d 00h 00m 00s');
    stop();
    jest.advanceTimersByTime(5000);
    expect(element.textContent).toBe('7d 00h 00m 00s');
  });

  it('counts to midnight in London in summer time, whatever the clock it is given', () => {
    const element = document.createElement('span');
    // Monday 15 June 2026, 22:00 UTC is 23:00 in London (BST): one hour to go.
    const stop = initCountdown(element, () => new Date('2026-06-15T22:00:00Z'));
    expect(element.textContent).toBe('0d 01h 00m 00s');
    stop();
  });
});
