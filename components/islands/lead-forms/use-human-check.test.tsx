/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BOOKING_FORMS } from '@/content/booking-forms';
import { HUMAN_CHECK_FIELD, TURNSTILE_TEST_SITE_KEYS } from '@/lib/shared/forms/human-check';
import type { HumanCheck, HumanCheckOptions } from '@/lib/browser/human-check';
import { OUTBOX_KEY } from '@/lib/browser/outbox/outbox';
import { BookingForm } from '@/components/islands/booking-form/booking-form';
import AddPhotos from '@/components/islands/your-request/add-photos';
import { mockWebhook, renderPastSpamWait, sentBody, type WebhookMock } from './test-support';

// A build with a site key; the widget itself stands in (lib/browser/human-check.test.ts tests it).
jest.mock('@/lib/config', () => {
  const actual = jest.requireActual<typeof import('@/lib/config')>('@/lib/config');
  return { ...actual, siteConfig: { ...actual.siteConfig, turnstileSiteKey: '1x00000000000000000000BB' } };
});
const created: { container: HTMLElement; options: HumanCheckOptions; check: HumanCheck & { [key: string]: jest.Mock } }[] = [];
let minted = 0;
jest.mock('@/lib/browser/human-check', () => ({
  createHumanCheck: (container: HTMLElement, options: HumanCheckOptions) => {
    const check = { start: jest.fn(), remove: jest.fn(), token: jest.fn(async () => `token-${(minted += 1)}`) };
    created.push({ container, options, check });
    return check;
  },
}));

let webhook: WebhookMock;

beforeEach(() => {
  created.length = 0;
  minted = 0;
  window.localStorage.clear();
  window.history.replaceState(null, '', '/book-a-repair/');
  webhook = mockWebhook();
});
afterEach(() => jest.restoreAllMocks());

const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: BOOKING_FORMS['book-a-repair'].submitLabel })));

describe("a lead form's human check", () => {
  it('loads nothing with the form; on its first use, renders one widget inside the form with the site key', async () => {
    await renderPastSpamWait(() => render(<BookingForm {...BOOKING_FORMS['book-a-repair']} source="book-a-repair" phone="01632 960100" phoneHref="tel:+441632960100" />));
    await act(async () => undefined);
    expect(created).toHaveLength(0);
    await act(async () => fireEvent.focusIn(screen.getByLabelText(/^Full name/)));
    await act(async () => fireEvent.input(screen.getByLabelText(/^Email/), { target: { value: 'a' } }));
    expect(created).toHaveLength(1);
    const [widget] = created;
    expect(widget?.options.siteKey).toBe(TURNSTILE_TEST_SITE_KEYS.passesInvisible);
    expect(widget?.check.start).toHaveBeenCalledTimes(1);
    const form = screen.getByRole('button', { name: BOOKING_FORMS['book-a-repair'].submitLabel }).closest('form');
    expect(form?.contains(widget?.container ?? null)).toBe(true);
    // Empty unless Cloudflare shows its checkbox, and never inside the spam guard's hidden, aria-hidden field.
    expect(widget?.container.closest('[aria-hidden]')).toBeNull();
  });

  it('sends a fresh token with each send, never keeping it on the device', async () => {
    webhook.mockResolvedValueOnce(undefined).mockResolvedValue({ status: 201, body: { id: 'x', receivedAt: '2026-11-26T10:00:00Z', confirmation: false, verified: true } });
    await renderPastSpamWait(() => render(<BookingForm {...BOOKING_FORMS['book-a-repair']} source="book-a-repair" phone="01632 960100" phoneHref="tel:+441632960100" />));
    fireEvent.change(screen.getByLabelText(/^Full name/), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '07700 900123' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Postcode/), { target: { value: 'dn31 1ab' } });
    fireEvent.change(screen.getByLabelText(/What is the boiler doing/), { target: { value: 'No hot water' } });
    await submit();
    expect(sentBody(webhook)).toMatchObject({ name: 'Ada Lovelace', [HUMAN_CHECK_FIELD]: 'token-1' });
    expect(window.localStorage.getItem(OUTBOX_KEY)).not.toContain('token-');
    await submit();
    expect(sentBody(webhook, 1)).toMatchObject({ name: 'Ada Lovelace', [HUMAN_CHECK_FIELD]: 'token-2' });
  });

  it("is never on the visitor's own page: its photos go with their request's token only", async () => {
    render(<AddPhotos token="t" photosLeft={3} phone="01632 960100" phoneHref="tel:+441632960100" onSent={() => undefined} />);
    await act(async () => fireEvent.focusIn(screen.getByLabelText(/photos/i)));
    expect(created).toHaveLength(0);
    expect(document.querySelector('[data-human-check]')).toBeNull();
  });
});
