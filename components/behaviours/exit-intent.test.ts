/** @jest-environment jsdom */
import { EXIT_INTENT_FLAG, ISLANDS_NEEDED_EVENT, OPEN_EXIT_INTENT_EVENT, announceIslandsReady } from '@/lib/browser/ui-events';
import { initExitIntent } from './exit-intent';

function leaveThroughTop(): void {
  document.dispatchEvent(new MouseEvent('mouseout', { clientY: -5, relatedTarget: null, bubbles: true }));
}

describe('exit-intent behaviour', () => {
  let shown = 0;
  const onRequest = (event: Event) => {
    event.preventDefault();
    shown += 1;
  };
  beforeEach(() => {
    shown = 0;
    window.sessionStorage.clear();
    window.addEventListener(OPEN_EXIT_INTENT_EVENT, onRequest);
    announceIslandsReady();
  });
  afterEach(() => window.removeEventListener(OPEN_EXIT_INTENT_EVENT, onRequest));

  it('shows the prize draw once per session when the pointer leaves through the top', () => {
    initExitIntent();
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 200, relatedTarget: null, bubbles: true }));
    expect(shown).toBe(0);
    leaveThroughTop();
    leaveThroughTop();
    expect(shown).toBe(1);
    expect(window.sessionStorage.getItem(EXIT_INTENT_FLAG)).toBe('1');
    // A new page in the same session does not show it again.
    initExitIntent();
    leaveThroughTop();
    expect(shown).toBe(1);
  });

  it('never shows over another open dialog', () => {
    initExitIntent();
    document.body.innerHTML = '<dialog open></dialog>';
    leaveThroughTop();
    expect(shown).toBe(0);
    document.body.innerHTML = '';
    leaveThroughTop();
    expect(shown).toBe(1);
  });

  it('waits for the next exit when the dialog island is not listening yet', () => {
    window.removeEventListener(OPEN_EXIT_INTENT_EVENT, onRequest);
    initExitIntent();
    leaveThroughTop();
    expect(window.sessionStorage.getItem(EXIT_INTENT_FLAG)).toBeNull();
    window.addEventListener(OPEN_EXIT_INTENT_EVENT, onRequest);
    leaveThroughTop();
    expect(shown).toBe(1);
  });

  it('before the page has hydrated, asks for the framework and shows once the island listens', () => {
    document.documentElement.removeAttribute('data-islands');
    const asked = jest.fn();
    window.addEventListener(ISLANDS_NEEDED_EVENT, asked);
    initExitIntent();
    leaveThroughTop();
    leaveThroughTop();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(shown).toBe(0);
    announceIslandsReady();
    expect(shown).toBe(1);
    expect(window.sessionStorage.getItem(EXIT_INTENT_FLAG)).toBe('1');
    window.removeEventListener(ISLANDS_NEEDED_EVENT, asked);
  });

  it('never starts on a touch-only device', () => {
    const matchMedia = jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query === '(hover: none)' }) as MediaQueryList);
    initExitIntent();
    leaveThroughTop();
    matchMedia.mockRestore();
    expect(shown).toBe(0);
  });
});
