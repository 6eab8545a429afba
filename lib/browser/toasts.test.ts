/** @jest-environment jsdom */
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@/lib/ui-config';
import { TOASTER_ID, showToast } from './toasts';

const toasts = () => Array.from(document.querySelectorAll(`#${TOASTER_ID} li`));

describe('toasts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '';
  });
  afterEach(() => jest.useRealTimers());

  it('shows a message in a polite live region, as an alert for errors, and removes it after its time', () => {
    showToast('success', 'Sent', { description: 'We will call you.' });
    showToast('error', 'Failed');
    const [sent, failed] = toasts();
    expect(sent).toHaveAttribute('role', 'status');
    expect(sent).toHaveTextContent('SentWe will call you.');
    expect(failed).toHaveAttribute('role', 'alert');
    expect(document.querySelector(`#${TOASTER_ID} ol`)).toHaveAttribute('aria-live', 'polite');
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(toasts()).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
  });

  it('keeps a toast for the time asked, and the close button removes it at once', () => {
    showToast('info', 'Long', { duration: TOAST_DURATION_MS * 2 });
    jest.advanceTimersByTime(TOAST_DURATION_MS);
    expect(toasts()).toHaveLength(1);
    toasts()[0]?.querySelector<HTMLButtonElement>('button[aria-label="Close notification"]')?.click();
    expect(toasts()).toHaveLength(0);
  });

  it(`shows at most ${TOAST_MAX_VISIBLE} at a time, the newest`, () => {
    for (let i = 1; i <= TOAST_MAX_VISIBLE + 2; i += 1) showToast('info', `Message ${i}`);
    expect(toasts().map((toast) => toast.textContent?.replace('×', ''))).toEqual(
      Array.from({ length: TOAST_MAX_VISIBLE }, (_, i) => `Message ${i + 3}`),
    );
  });
});
