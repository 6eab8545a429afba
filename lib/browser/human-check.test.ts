/** @jest-environment jsdom */
import { HUMAN_CHECK_ACTION, TURNSTILE_ORIGIN, TURNSTILE_SCRIPT_URL, TURNSTILE_TEST_SITE_KEYS } from '@/lib/shared/forms/human-check';
import { HUMAN_CHECK_FRESH_MS, HUMAN_CHECK_WAIT_MS, createHumanCheck, loadTurnstile, offScreenHumanCheck, pageAllowsHumanCheck, type Turnstile, type TurnstileRenderOptions } from './human-check';

const SITE_KEY = TURNSTILE_TEST_SITE_KEYS.passesInvisible;

/** A stand-in for Turnstile's API: the test mints tokens and errors when it chooses. */
function fakeTurnstile() {
  const widgets: { container: HTMLElement; options: TurnstileRenderOptions }[] = [];
  const resets: string[] = [];
  const removed: string[] = [];
  const api: Turnstile = {
    render: (container, options) => {
      widgets.push({ container, options });
      return `widget-${widgets.length}`;
    },
    reset: (id) => resets.push(id),
    remove: (id) => removed.push(id),
  };
  const last = () => {
    const widget = widgets.at(-1);
    if (!widget) throw new Error('No widget rendered');
    return widget.options;
  };
  return { api, widgets, resets, removed, mint: (token: string) => last().callback(token), fail: () => last()['error-callback']('300010'), expire: () => last()['expired-callback']() };
}

/** Lets promises settle (fake timers do not run them). */
const settle = () => jest.advanceTimersByTimeAsync(0);

function scripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script')].filter((script) => script.src === TURNSTILE_SCRIPT_URL);
}

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '<form><div id="check"></div></form>';
  delete window.turnstile;
});
afterEach(() => jest.useRealTimers());

const container = () => document.getElementById('check') as HTMLElement;

describe('loadTurnstile', () => {
  it('adds the script once however often it is asked, and resolves to the API once it has loaded', async () => {
    const first = loadTurnstile();
    const second = loadTurnstile();
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.async).toBe(true);
    const { api } = fakeTurnstile();
    window.turnstile = api;
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(api);
    await expect(second).resolves.toBe(api);
    await expect(loadTurnstile()).resolves.toBe(api);
    expect(scripts()).toHaveLength(1);
  });

  it('resolves to null when the script does not load (blocked, offline), and tries again when asked again', async () => {
    const first = loadTurnstile();
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(first).resolves.toBeNull();
    expect(scripts()).toHaveLength(0);
    void loadTurnstile();
    expect(scripts()).toHaveLength(1);
  });

  it('waits for a script another bundle added rather than adding it again', async () => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT_URL;
    document.head.append(script);
    const loaded = loadTurnstile();
    expect(scripts()).toHaveLength(1);
    const { api } = fakeTurnstile();
    window.turnstile = api;
    script.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBe(api);
  });
});

describe('pageAllowsHumanCheck', () => {
  const withPolicy = (policy: string) => {
    document.head.innerHTML = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  };

  it('is true where the page policy lets Turnstile script in, or there is no policy', () => {
    expect(pageAllowsHumanCheck()).toBe(true);
    withPolicy(`default-src 'self'; script-src 'self' ${TURNSTILE_ORIGIN}; frame-src ${TURNSTILE_ORIGIN}`);
    expect(pageAllowsHumanCheck()).toBe(true);
  });

  it('is false where it does not (the staff pages, the visitor’s own page)', () => {
    withPolicy("default-src 'self'; script-src 'self' 'sha256-abc'");
    expect(pageAllowsHumanCheck()).toBe(false);
    withPolicy("default-src 'none'");
    expect(pageAllowsHumanCheck()).toBe(false);
  });
});

describe('createHumanCheck', () => {
  function setUp(options: { siteKey?: string | null; allowed?: boolean } = {}) {
    const turnstile = fakeTurnstile();
    const load = jest.fn(async () => turnstile.api);
    const check = createHumanCheck(container(), { siteKey: options.siteKey === undefined ? SITE_KEY : options.siteKey, load, allowed: options.allowed ?? true });
    return { turnstile, load, check };
  }

  it('loads nothing until it is first used, then renders one managed widget, shown only if Cloudflare asks, for the lead action', async () => {
    const { turnstile, load, check } = setUp();
    await settle();
    expect(load).not.toHaveBeenCalled();
    check.start();
    check.start();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(turnstile.widgets).toHaveLength(1);
    expect(turnstile.widgets[0]?.container).toBe(container());
    expect(turnstile.widgets[0]?.options).toEqual(
      expect.objectContaining({ sitekey: SITE_KEY, action: HUMAN_CHECK_ACTION, appearance: 'interaction-only', execution: 'render', 'refresh-expired': 'auto', 'response-field': false }),
    );
  });

  it('gives a fresh token for each call, resetting the widget after each to mint the next', async () => {
    const { turnstile, check } = setUp();
    check.start();
    await settle();
    turnstile.mint('token-1');
    await expect(check.token()).resolves.toBe('token-1');
    await settle();
    expect(turnstile.resets).toEqual(['widget-1']);
    const second = check.token();
    await settle();
    turnstile.mint('token-2');
    await expect(second).resolves.toBe('token-2');
    await settle();
    expect(turnstile.resets).toEqual(['widget-1', 'widget-1']);
  });

  it('never hands a token out twice: with none minted since, the next call waits, then is null', async () => {
    const { turnstile, check } = setUp();
    const first = check.token();
    await settle();
    turnstile.mint('token-1');
    await expect(first).resolves.toBe('token-1');
    const second = check.token();
    let answer: string | null | undefined;
    void second.then((token) => (answer = token));
    await jest.advanceTimersByTimeAsync(HUMAN_CHECK_WAIT_MS - 1);
    expect(answer).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(answer).toBeNull();
  });

  it('gives two calls at once a token each', async () => {
    const { turnstile, check } = setUp();
    const first = check.token();
    const second = check.token();
    await settle();
    turnstile.mint('token-1');
    await settle();
    turnstile.mint('token-2');
    await expect(Promise.all([first, second])).resolves.toEqual(['token-1', 'token-2']);
  });

  it('is null after at most HUMAN_CHECK_WAIT_MS when no token comes (a challenge waiting for a tick)', async () => {
    const { check } = setUp();
    let answer: string | null | undefined;
    void check.token().then((token) => (answer = token));
    await jest.advanceTimersByTimeAsync(HUMAN_CHECK_WAIT_MS - 1);
    expect(answer).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(answer).toBeNull();
  });

  it('is null at once when the widget errors, and the next call runs the challenge again', async () => {
    const { turnstile, check } = setUp();
    const first = check.token();
    await settle();
    turnstile.fail();
    await expect(first).resolves.toBeNull();
    const second = check.token();
    await settle();
    expect(turnstile.resets).toEqual(['widget-1']);
    turnstile.mint('token-after-error');
    await expect(second).resolves.toBe('token-after-error');
  });

  it('is null when the script does not load, and asks for it again on the next call', async () => {
    const load = jest.fn(async () => null);
    const check = createHumanCheck(container(), { siteKey: SITE_KEY, load, allowed: true });
    await expect(check.token()).resolves.toBeNull();
    await settle();
    await expect(check.token()).resolves.toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('without a site key, or where the page does not let Turnstile in, loads nothing and is null', async () => {
    for (const options of [{ siteKey: null }, { allowed: false }]) {
      const { load, check } = setUp(options);
      check.start();
      await expect(check.token()).resolves.toBeNull();
      expect(load).not.toHaveBeenCalled();
    }
    expect(scripts()).toHaveLength(0);
  });

  it('swaps a token kept too long, or expired, for a fresh one', async () => {
    const { turnstile, check } = setUp();
    check.start();
    await settle();
    turnstile.mint('old');
    await jest.advanceTimersByTimeAsync(HUMAN_CHECK_FRESH_MS);
    const first = check.token();
    await settle();
    expect(turnstile.resets).toEqual(['widget-1']);
    turnstile.mint('fresh');
    await expect(first).resolves.toBe('fresh');
    await settle();
    turnstile.mint('later');
    turnstile.expire();
    const second = check.token();
    await settle();
    turnstile.mint('renewed');
    await expect(second).resolves.toBe('renewed');
  });

  it('once removed, takes the widget away and answers null', async () => {
    const { turnstile, check } = setUp();
    const pending = check.token();
    await settle();
    check.remove();
    await expect(pending).resolves.toBeNull();
    await settle();
    expect(turnstile.removed).toEqual(['widget-1']);
    await expect(check.token()).resolves.toBeNull();
  });
});

describe('offScreenHumanCheck (the outbox sender\'s)', () => {
  const containers = () => document.querySelectorAll('[data-human-check="outbox"]');

  it('adds nothing until the first ask; then one container off screen, hidden from assistive technology, its widget out of the Tab order', async () => {
    const { api, mint, widgets } = fakeTurnstile();
    const token = offScreenHumanCheck(SITE_KEY);
    await settle();
    expect(containers()).toHaveLength(0);
    expect(scripts()).toHaveLength(0);
    const first = token();
    expect(containers()).toHaveLength(1);
    expect(containers()[0]).toHaveAttribute('aria-hidden', 'true');
    expect(scripts()).toHaveLength(1);
    window.turnstile = api;
    scripts()[0]?.dispatchEvent(new Event('load'));
    await settle();
    expect(widgets[0]?.options.tabindex).toBe(-1);
    mint('token-1');
    await expect(first).resolves.toBe('token-1');
    const second = token();
    await settle();
    mint('token-2');
    await expect(second).resolves.toBe('token-2');
    expect(containers()).toHaveLength(1);
    expect(widgets).toHaveLength(1);
  });

  it('without a site key adds nothing and gives null', async () => {
    await expect(offScreenHumanCheck(null)()).resolves.toBeNull();
    expect(containers()).toHaveLength(0);
    expect(scripts()).toHaveLength(0);
  });
});
