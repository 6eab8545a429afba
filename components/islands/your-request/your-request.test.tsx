/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { GUARD, mockWebhook, sentBody, type WebhookMock } from '@/components/islands/lead-forms/test-support';
import { formatLongDate } from '@/lib/shared/time/dates';
import { MIN_FILL_MS, OUTBOX_KEY, OUTBOX_MESSAGES, type PendingLead } from '@/lib/browser/outbox/outbox';
import { REQUEST_MESSAGES, REQUEST_STAGES, REQUEST_STAGE_TEXT, REQUEST_TOKEN_HEADER, REQUEST_TOKEN_KEY, holdsUntilText, priceAmount, priceHeadline, type RequestView } from '@/lib/shared/contracts/your-request';
import { YourRequest } from './your-request';

// Judging and redrawing a photo needs the browser's image decoder, which jsdom has not (the e2e
// test runs the real thing): here every file chosen is a JPEG as it is.
jest.mock('@/components/islands/booking-form/prepare-photo', () => ({
  preparePhoto: async (file: File, kind: string) => ({ photo: { kind, type: 'jpeg', blob: file }, drawn: false }),
}));

const ID = '0b8f6a52-3c1d-4e8a-9f2b-5d7c1e9a4b60';
const TOKEN = `${ID}.${'a'.repeat(20)}_${'B'.repeat(22)}`;
const PHONE = '01632 960100';
const HOURS = 'Monday to Friday 8am to 6pm, Saturday 9am to 1pm';

const VIEW: RequestView = {
  id: ID,
  what: 'Your free home survey',
  receivedAt: '2026-11-26T14:05:00.000Z',
  stage: 'received',
  next: 'We will call you by 6pm on Friday 27 November 2026 to agree the survey.',
  quote: { reference: 'EH-7K2P-9QX', option: 'Premium', boiler: 'Worcester Bosch Greenstar 4000 30kW', pricePence: 180000, offerPricePence: 162000, offerPercent: 10, validUntil: '2026-12-26' },
  price: null,
  when: 'Wednesday 2 December 2026, 8am to 12pm',
  installationDate: '2026-12-14',
  photos: [
    { n: 1, label: 'Your boiler', addedLater: false },
    { n: 2, label: 'The flue outside', addedLater: true },
  ],
  photosLeft: 3,
  takesPhotos: true,
  booking: null,
};

/** A fetch answer as the page reads one. */
function answer(status: number, body?: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
    blob: async () => new Blob(['photo'], { type: 'image/jpeg' }),
  } as Response;
}

type Route = (init: RequestInit | undefined) => Response | Promise<Response>;

/** The Worker behind fetch: the view's answers in turn (the last repeats), photos, and the cancel. */
function worker({ views = [answer(200, VIEW)], photo = () => answer(200), cancel = () => answer(200, { cancelled: true }) }: { views?: Array<Response | Error>; photo?: Route; cancel?: Route } = {}) {
  let view = 0;
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/your-request') {
      const next = views[Math.min(view++, views.length - 1)];
      if (next instanceof Error) throw next;
      return next as Response;
    }
    if (url.startsWith('/api/your-request/photos/')) return photo(init);
    if (url === '/api/your-request/cancel') return cancel(init);
    throw new Error(`unexpected ${url}`);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const viewCalls = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([url]) => url === '/api/your-request');

let created: string[];
let revoked: string[];

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', `/your-request/#${TOKEN}`);
  created = [];
  revoked = [];
  URL.createObjectURL = jest.fn(() => {
    const url = `blob:test/${created.length + 1}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
});
afterEach(() => jest.restoreAllMocks());

function open() {
  return render(<YourRequest phone={PHONE} phoneHref="tel:+441632960100" officeHours={HOURS} />);
}

/** Axe's checks that hold without a layout engine (jsdom draws nothing: contrast is checked in Chromium). */
async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
}

describe('the visitor’s request page', () => {
  it('without a token in the address says where the page opens from, and asks nothing of the Worker', async () => {
    const fetchMock = worker();
    window.history.replaceState(null, '', '/your-request/');
    open();
    expect(await screen.findByText(REQUEST_MESSAGES.noToken)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+441632960100');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with a token that cannot be one says the same, and asks nothing', async () => {
    const fetchMock = worker();
    window.history.replaceState(null, '', `/your-request/#${ID}.short`);
    open();
    expect(await screen.findByText(REQUEST_MESSAGES.noToken)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the request with the token in its header, never cached, showing that it is loading meanwhile', async () => {
    const fetchMock = worker();
    open();
    expect(screen.getByRole('status')).toHaveTextContent(REQUEST_MESSAGES.loading);
    expect(await screen.findByRole('heading', { level: 2, name: VIEW.what })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/your-request', { headers: { [REQUEST_TOKEN_HEADER]: TOKEN }, cache: 'no-store' });
  });

  it('404: says it cannot find the request, with the phone', async () => {
    worker({ views: [answer(404, { error: REQUEST_MESSAGES.notFound })] });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REQUEST_MESSAGES.notFound);
    expect(within(alert).getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+441632960100');
  });

  it('410: says the request no longer exists', async () => {
    worker({ views: [answer(410)] });
    open();
    expect(await screen.findByText(REQUEST_MESSAGES.gone)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('429: says to wait, and tries again when asked', async () => {
    const fetchMock = worker({ views: [answer(429), answer(200, VIEW)] });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUEST_MESSAGES.tooMany);
    fireEvent.click(screen.getByRole('button', { name: REQUEST_MESSAGES.tryAgain }));
    expect(await screen.findByRole('heading', { level: 2, name: VIEW.what })).toBeInTheDocument();
    expect(viewCalls(fetchMock)).toHaveLength(2);
  });

  it('no answer: says so plainly, and "Try again" reads it again', async () => {
    const fetchMock = worker({ views: [new TypeError('Failed to fetch'), answer(200, VIEW)] });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REQUEST_MESSAGES.unreachable);
    expect(within(alert).getByRole('link', { name: PHONE })).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: REQUEST_MESSAGES.tryAgain }));
    expect(await screen.findByRole('heading', { level: 2, name: VIEW.what })).toBeInTheDocument();
    expect(viewCalls(fetchMock)).toHaveLength(2);
  });

  it('a server error is a failure to load too, not a request that does not exist', async () => {
    worker({ views: [answer(500)] });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUEST_MESSAGES.unreachable);
  });

  it('shows what they asked for and when (UK time), where it stands, the quote, the dates, the phone and hours', async () => {
    worker();
    const { container } = open();
    await screen.findByRole('heading', { level: 2, name: VIEW.what });
    expect(screen.getByText(/You asked on/)).toHaveTextContent('You asked on Thursday 26 November 2026 at 14:05 (UK time).');
    expect(screen.getByText(REQUEST_STAGE_TEXT.received)).toBeInTheDocument();
    expect(screen.getByText(VIEW.next)).toBeInTheDocument();
    const quote = screen.getByRole('region', { name: 'Your quote' });
    expect(quote).toHaveTextContent('EH-7K2P-9QX');
    expect(quote).toHaveTextContent('Worcester Bosch Greenstar 4000 30kW (Premium option)');
    expect(quote).toHaveTextContent(`${priceAmount(162000)} with the 10% offer, ${priceAmount(180000)} before it, including VAT`);
    expect(quote).toHaveTextContent(`Valid until${formatLongDate('2026-12-26')}`);
    expect(screen.getByText(VIEW.when as string)).toBeInTheDocument();
    expect(screen.getByText(formatLongDate('2026-12-14'))).toBeInTheDocument();
    const call = screen.getByRole('region', { name: 'Questions about your request' });
    expect(within(call).getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+441632960100');
    expect(call).toHaveTextContent(HOURS);
    await screen.findByRole('img', { name: 'The flue outside' });
    await expectNoAxeViolations(container);
  });

  it.each(REQUEST_STAGES)('says the stage "%s" in words, with what happens next', async (stage) => {
    const next = `Next for ${stage}.`;
    worker({ views: [answer(200, { ...VIEW, stage, next })] });
    open();
    expect(await screen.findByText(REQUEST_STAGE_TEXT[stage])).toBeInTheDocument();
    expect(screen.getByText(next)).toBeInTheDocument();
  });

  it('a confirmed price: its headline, and how long it holds', async () => {
    const price = { state: 'confirmed', pence: 162000, quotedPence: 162000, reason: null, at: '2026-11-27T10:00:00.000Z', holdsUntil: '2026-12-26' } as const;
    worker({ views: [answer(200, { ...VIEW, stage: 'price-confirmed', price })] });
    const { container } = open();
    const headline = priceHeadline(price, priceAmount(162000), holdsUntilText('2026-12-26'));
    expect(await screen.findByRole('heading', { level: 2, name: headline })).toBeInTheDocument();
    expect(headline).toBe('Your fixed price is confirmed: £1,620, holds until 26 December 2026');
    expect(screen.getByText(`This price holds until ${holdsUntilText('2026-12-26')}.`)).toBeInTheDocument();
    expect(screen.queryByText(/Why it changed/)).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('a changed price: its headline, the reason, what the quote said, and how long it holds', async () => {
    const price = { state: 'changed', pence: 175000, quotedPence: 162000, reason: 'Your flue needs moving to meet the regulations.', at: '2026-11-27T10:00:00.000Z', holdsUntil: '2026-12-26' } as const;
    worker({ views: [answer(200, { ...VIEW, stage: 'price-confirmed', price })] });
    open();
    expect(await screen.findByRole('heading', { level: 2, name: priceHeadline(price, priceAmount(175000), holdsUntilText('2026-12-26')) })).toBeInTheDocument();
    expect(screen.getByText(`Why it changed: ${price.reason}`)).toBeInTheDocument();
    expect(screen.getByText(`Your quote said ${priceAmount(162000)}.`)).toBeInTheDocument();
    expect(screen.getByText(`This price holds until ${holdsUntilText('2026-12-26')}.`)).toBeInTheDocument();
  });

  it('a request without a quote or dates shows neither', async () => {
    worker({ views: [answer(200, { ...VIEW, what: 'Your callback', quote: null, when: null, installationDate: null, photos: [], takesPhotos: false, photosLeft: 0 })] });
    open();
    await screen.findByRole('heading', { level: 2, name: 'Your callback' });
    expect(screen.queryByRole('region', { name: 'Your quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your photos' })).not.toBeInTheDocument();
    expect(screen.queryByText('Date you asked for')).not.toBeInTheDocument();
  });
});

describe('the token: out of the address, kept for the tab', () => {
  const OTHER = `${'1c9e7b63-4d2e-4f9b-8a3c-6e8d2f0b5c71'}.${'c'.repeat(43)}`;
  /** The tokens the view was read with, in order. */
  const readWith = (fetchMock: jest.Mock) => viewCalls(fetchMock).map(([, init]) => (init as RequestInit).headers as Record<string, string>).map((headers) => headers[REQUEST_TOKEN_HEADER]);

  it('opened from the link: keeps the token for the tab, takes it out of the address, and reads the request with it', async () => {
    const fetchMock = worker();
    const replace = jest.spyOn(window.history, 'replaceState');
    open();
    expect(await screen.findByRole('heading', { level: 2, name: VIEW.what })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(REQUEST_TOKEN_KEY)).toBe(TOKEN);
    expect(window.location.href).toBe('http://localhost/your-request/');
    expect(window.location.hash).toBe('');
    expect(replace).toHaveBeenCalledWith(null, '', '/your-request/');
    expect(readWith(fetchMock)).toEqual([TOKEN]);
  });

  it('a reload (the address without the token) reads the request with the token kept for the tab', async () => {
    const first = open();
    expect(await screen.findByRole('heading', { level: 2, name: VIEW.what })).toBeInTheDocument();
    first.unmount();
    expect(window.location.hash).toBe('');
    const fetchMock = worker();
    open();
    expect(await screen.findByRole('heading', { level: 2, name: VIEW.what })).toBeInTheDocument();
    expect(readWith(fetchMock)).toEqual([TOKEN]);
  });

  it('a link opened in a fresh page with a new token replaces the one kept', async () => {
    window.sessionStorage.setItem(REQUEST_TOKEN_KEY, TOKEN);
    window.history.replaceState(null, '', `/your-request/#${OTHER}`);
    const fetchMock = worker();
    open();
    expect(await screen.findByRole('heading', { level: 2, name: VIEW.what })).toBeInTheDocument();
    expect(readWith(fetchMock)).toEqual([OTHER]);
    expect(window.sessionStorage.getItem(REQUEST_TOKEN_KEY)).toBe(OTHER);
    expect(window.location.hash).toBe('');
  });

  it('a new link opened in the same tab (a new fragment) replaces the token kept, leaves the address and reads that request', async () => {
    const fetchMock = worker({ views: [answer(200, VIEW), answer(200, { ...VIEW, what: 'Your boiler repair' })] });
    open();
    expect(await screen.findByRole('heading', { level: 2, name: VIEW.what })).toBeInTheDocument();
    act(() => {
      window.location.hash = `#${OTHER}`;
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your boiler repair' })).toBeInTheDocument();
    expect(readWith(fetchMock)).toEqual([TOKEN, OTHER]);
    expect(window.sessionStorage.getItem(REQUEST_TOKEN_KEY)).toBe(OTHER);
    expect(window.location.hash).toBe('');
  });

  it('another fragment (an in-page anchor) is left in the address, and the token kept still opens the request', async () => {
    window.sessionStorage.setItem(REQUEST_TOKEN_KEY, TOKEN);
    window.history.replaceState(null, '', '/your-request/#main');
    const fetchMock = worker();
    open();
    expect(await screen.findByRole('heading', { level: 2, name: VIEW.what })).toBeInTheDocument();
    expect(readWith(fetchMock)).toEqual([TOKEN]);
    expect(window.location.hash).toBe('#main');
  });

  it('a fragment that is not valid percent-encoding is no token, and breaks nothing', async () => {
    window.history.replaceState(null, '', '/your-request/#%E0%A4%A');
    const fetchMock = worker();
    open();
    expect(await screen.findByText(REQUEST_MESSAGES.noToken)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('where the browser keeps nothing for the tab, the address still loses the token and the page keeps it for this visit ("Try again" reads with it)', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const fetchMock = worker({ views: [new TypeError('Failed to fetch'), answer(200, VIEW)] });
    open();
    fireEvent.click(await screen.findByRole('button', { name: REQUEST_MESSAGES.tryAgain }));
    expect(await screen.findByRole('heading', { level: 2, name: VIEW.what })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(readWith(fetchMock)).toEqual([TOKEN, TOKEN]);
  });
});

describe('by keyboard', () => {
  /** What Tab reaches, in order: the page sets no positive tabindex, so it is the document's order. */
  const tabStops = (container: HTMLElement) =>
    [...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]')]
      .filter((element) => element.tabIndex >= 0)
      .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.id);

  it('reaches, in reading order, the phone, adding photos and cancelling; the cancel step offers "Yes" before "Keep"', async () => {
    worker();
    const { container } = open();
    await screen.findByRole('img', { name: 'The flue outside' });
    expect([...container.querySelectorAll('[tabindex]')].every((element) => Number(element.getAttribute('tabindex')) <= 0)).toBe(true);
    expect(tabStops(container)).toEqual([REQUEST_MESSAGES.addPhotos, PHONE, REQUEST_MESSAGES.cancelConfirm]);
    fireEvent.click(screen.getByRole('button', { name: REQUEST_MESSAGES.cancelConfirm }));
    await screen.findByRole('button', { name: REQUEST_MESSAGES.cancelYes });
    expect(tabStops(container)).toEqual([REQUEST_MESSAGES.addPhotos, PHONE, REQUEST_MESSAGES.cancelConfirm, REQUEST_MESSAGES.cancelYes, REQUEST_MESSAGES.cancelKeep]);
  });
});

describe('their photos', () => {
  it('fetches each with the token in its header into a blob address, shows it with its label, marks those added later, and lets them go on leaving', async () => {
    const fetchMock = worker();
    const view = open();
    expect(await screen.findByRole('img', { name: 'Your boiler' })).toHaveAttribute('src', expect.stringMatching(/^blob:test\//));
    expect(screen.getByRole('img', { name: 'The flue outside' })).toHaveAttribute('src', expect.stringMatching(/^blob:test\//));
    for (const n of [1, 2]) expect(fetchMock).toHaveBeenCalledWith(`/api/your-request/photos/${n}`, expect.objectContaining({ headers: { [REQUEST_TOKEN_HEADER]: TOKEN }, cache: 'no-store' }));
    const items = screen.getAllByRole('figure');
    expect(items[0]).not.toHaveTextContent(REQUEST_MESSAGES.addedLater);
    expect(items[1]).toHaveTextContent(REQUEST_MESSAGES.addedLater);
    view.unmount();
    expect(revoked.sort()).toEqual([...created].sort());
    expect(created).toHaveLength(2);
  });

  it('a photo that does not come says so, in its place', async () => {
    worker({ photo: () => answer(404) });
    open();
    expect(await screen.findAllByText(REQUEST_MESSAGES.photoNotShown)).toHaveLength(2);
  });

  it('a request that has all its photos says so and offers no more', async () => {
    worker({ views: [answer(200, { ...VIEW, photosLeft: 0 })] });
    open();
    expect(await screen.findByText(REQUEST_MESSAGES.tooManyPhotos(0))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REQUEST_MESSAGES.addPhotos })).not.toBeInTheDocument();
  });
});

describe('adding photos', () => {
  let webhook: WebhookMock;
  beforeEach(() => {
    webhook = mockWebhook();
  });

  /** Opens the photo adder, moves the clock past the spam guard's wait (as a person choosing photos would), and chooses `names`. */
  async function choose(...names: string[]) {
    await screen.findByRole('heading', { level: 2, name: VIEW.what });
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    fireEvent.click(screen.getByRole('button', { name: REQUEST_MESSAGES.addPhotos }));
    const input = await screen.findByLabelText('Add photos');
    expect(input).toHaveFocus();
    clock.mockReturnValue(now + MIN_FILL_MS + 1);
    const files = names.map((name) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' }));
    await act(async () => fireEvent.change(input, { target: { files } }));
    await waitFor(() => expect(screen.getByText(/photos added\.$/)).toBeInTheDocument());
  }

  const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: REQUEST_MESSAGES.sendPhotos })));

  it('sends them through the outbox with the token and the guard, then thanks them and shows the request again', async () => {
    const after = { ...VIEW, photos: [...VIEW.photos, { n: 3, label: 'Your gas meter', addedLater: true }, { n: 4, label: 'Your boiler', addedLater: true }], photosLeft: 1 };
    const fetchMock = worker({ views: [answer(200, VIEW), answer(200, after)] });
    webhook.mockResolvedValue({ status: 201, body: after });
    open();
    await choose('meter.jpg', 'boiler.jpg');
    await send();
    expect(await screen.findByText(REQUEST_MESSAGES.photosAdded(2))).toBeInTheDocument();
    expect(webhook).toHaveBeenCalledTimes(1);
    expect(webhook.mock.calls[0]?.[0]).toBe('/api/your-request/photos');
    const form = webhook.mock.calls[0]?.[1] as FormData;
    expect(form.getAll('photo')).toHaveLength(2);
    expect(sentBody(webhook)).toEqual({ token: TOKEN, leadId: expect.any(String), guard: GUARD });
    expect(await screen.findByText(REQUEST_MESSAGES.tooManyPhotos(1))).toBeInTheDocument();
    expect(viewCalls(fetchMock)).toHaveLength(2);
    // Delivered: nothing left in the outbox.
    expect(JSON.parse(window.localStorage.getItem(OUTBOX_KEY) ?? '[]')).toEqual([]);
    expect(screen.getByText(REQUEST_MESSAGES.photosAdded(2))).toHaveFocus();
  });

  it('keeps them to send again when they do not arrive, and says so', async () => {
    worker();
    webhook.mockResolvedValue(undefined);
    open();
    await choose('boiler.jpg');
    await send();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We have kept your photos and will send them again automatically');
    expect(alert).toHaveTextContent(OUTBOX_MESSAGES.urgent);
    const kept = JSON.parse(window.localStorage.getItem(OUTBOX_KEY) ?? '[]') as PendingLead[];
    expect(kept).toHaveLength(1);
    expect(kept[0]?.url).toBe('/api/your-request/photos');
    expect(kept[0]?.payload.token).toBe(TOKEN);
    expect(screen.queryByText(REQUEST_MESSAGES.photosAdded(1))).not.toBeInTheDocument();
  });

  it('a refusal says why', async () => {
    worker();
    webhook.mockResolvedValue({ status: 400, body: { error: 'You have sent us all the photos we need.' } });
    open();
    await choose('boiler.jpg');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(OUTBOX_MESSAGES.refusedTitle('You have sent us all the photos we need.'));
  });

  it('asks for a photo before sending none', async () => {
    worker();
    open();
    await screen.findByRole('heading', { level: 2, name: VIEW.what });
    fireEvent.click(screen.getByRole('button', { name: REQUEST_MESSAGES.addPhotos }));
    await screen.findByLabelText('Add photos');
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent(REQUEST_MESSAGES.noPhotosChosen);
    expect(webhook).not.toHaveBeenCalled();
  });

  it('takes no more than the request has room for', async () => {
    worker({ views: [answer(200, { ...VIEW, photosLeft: 1 })] });
    open();
    await choose('one.jpg', 'two.jpg');
    expect(screen.getByText('1 of 1 photos added.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(REQUEST_MESSAGES.tooManyPhotos(1));
  });
});

describe('cancelling', () => {
  async function askToCancel() {
    await screen.findByRole('heading', { level: 2, name: VIEW.what });
    fireEvent.click(screen.getByRole('button', { name: REQUEST_MESSAGES.cancelConfirm }));
    const region = await screen.findByRole('region', { name: `${REQUEST_MESSAGES.cancelConfirm}?` });
    return region;
  }

  it('asks first, moving focus to the question; "Keep my request" closes it and returns focus', async () => {
    const fetchMock = worker();
    const { container } = open();
    const region = await askToCancel();
    await waitFor(() => expect(region).toHaveFocus());
    expect(region).toHaveTextContent(REQUEST_MESSAGES.cancelExplain);
    await expectNoAxeViolations(container);
    fireEvent.click(within(region).getByRole('button', { name: REQUEST_MESSAGES.cancelKeep }));
    expect(screen.queryByRole('region', { name: `${REQUEST_MESSAGES.cancelConfirm}?` })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: REQUEST_MESSAGES.cancelConfirm })).toHaveFocus();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/your-request/cancel')).toBe(false);
  });

  it('cancels with the token as JSON, then says it is done and that the request no longer exists', async () => {
    const cancel = jest.fn(() => answer(200, { cancelled: true }));
    worker({ cancel });
    open();
    const region = await askToCancel();
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: REQUEST_MESSAGES.cancelYes })));
    expect(cancel).toHaveBeenCalledWith({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: TOKEN }), cache: 'no-store' });
    const done = await screen.findByText(REQUEST_MESSAGES.cancelled);
    expect(done.parentElement).toHaveFocus();
    expect(screen.getByText(REQUEST_MESSAGES.gone)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: VIEW.what })).not.toBeInTheDocument();
  });

  it('a cancel that fails says so, with the phone, and leaves everything as it was', async () => {
    worker({ cancel: () => answer(500) });
    open();
    const region = await askToCancel();
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: REQUEST_MESSAGES.cancelYes })));
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent(REQUEST_MESSAGES.cancelFailed);
    expect(within(alert).getByRole('link', { name: PHONE })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: VIEW.what })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: REQUEST_MESSAGES.cancelYes })).toBeEnabled();
  });

  it('a cancel with no answer fails the same way', async () => {
    worker({ cancel: () => Promise.reject(new TypeError('Failed to fetch')) });
    open();
    const region = await askToCancel();
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: REQUEST_MESSAGES.cancelYes })));
    expect(await within(region).findByRole('alert')).toHaveTextContent(REQUEST_MESSAGES.cancelFailed);
  });

  it('a request erased meanwhile: the page says it no longer exists', async () => {
    worker({ cancel: () => answer(410) });
    open();
    const region = await askToCancel();
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: REQUEST_MESSAGES.cancelYes })));
    expect(await screen.findByText(REQUEST_MESSAGES.gone)).toBeInTheDocument();
    expect(screen.queryByText(REQUEST_MESSAGES.cancelled)).not.toBeInTheDocument();
  });
});
