/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { REVIEW_MESSAGES, REVIEW_TOKEN_HEADER, REVIEW_TOKEN_KEY, starsText, type ReviewInvitation } from '@/lib/shared/contracts/reviews';
import { Review } from './review';
import { REVIEW_PAGE_WORDS } from './review-words';

const TOKEN = `0b8f6a52-3c1d-4e8a-9f2b-5d7c1e9a4b60.${'a'.repeat(20)}_${'B'.repeat(22)}`;
const JOB: ReviewInvitation = { job: { service: 'gas-boiler-installation', town: 'grimsby', month: '2026-10' }, initialName: 'Ada L.', review: null };
const PUBLISHED: ReviewInvitation = {
  ...JOB,
  review: { id: 'r1', stars: 1, service: 'gas-boiler-installation', town: 'grimsby', jobMonth: '2026-10', text: 'Left a mess.', displayName: 'Ada L.', nameStyle: 'initial', submittedAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z', incentive: null, answer: null },
};

const answer = (status: number, body?: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

/** The Worker behind fetch: the invitation, then each write's answer in turn. */
function worker(writes: Array<Response | Error>) {
  const calls: { method: string; init?: RequestInit }[] = [];
  global.fetch = jest.fn(async (_url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, init });
    if (method === 'GET') return answer(200, JOB);
    const next = writes.shift();
    if (next instanceof Error) throw next;
    return next ?? answer(500);
  }) as unknown as typeof fetch;
  return calls;
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', `/review/#${TOKEN}`);
});

async function openForm() {
  render(<Review phone="01632 960100" phoneHref="tel:+441632960100" tokenKey={REVIEW_TOKEN_KEY} />);
  return screen.findByRole('textbox', { name: /How did it go/ });
}

it('takes the token out of the address, shows the job, and says each missing answer without sending anything', async () => {
  const calls = worker([]);
  await openForm();
  expect(window.location.hash).toBe('');
  expect(window.sessionStorage.getItem(REVIEW_TOKEN_KEY)).toBe(TOKEN);
  expect((calls[0]?.init?.headers as Record<string, string>)[REVIEW_TOKEN_HEADER]).toBe(TOKEN);
  expect(screen.getByText(/Your job:/).textContent).toBe('Your job: Gas Boiler Installation in Grimsby, finished in October 2026.');
  expect(screen.getByText(REVIEW_PAGE_WORDS.noIncentive)).toBeTruthy();
  expect((screen.getByRole('combobox', { name: 'What we did' }) as HTMLSelectElement).value).toBe('gas-boiler-installation');
  expect(screen.getAllByRole('radio', { name: /stars?$/ }).map((radio) => radio.parentElement?.textContent)).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);

  fireEvent.click(screen.getByRole('button', { name: REVIEW_PAGE_WORDS.send }));
  expect(await screen.findByText(REVIEW_MESSAGES.starsRequired)).toBeTruthy();
  expect(screen.getByText(REVIEW_MESSAGES.textRequired)).toBeTruthy();
  expect(screen.getByText(REVIEW_MESSAGES.consentRequired)).toBeTruthy();
  expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
});

it('keeps everything typed when the send fails or the Worker refuses a field, then publishes a 1-star review and offers to change or delete it', async () => {
  const calls = worker([new TypeError('offline'), answer(400, { error: 'Check the fields', fields: { text: REVIEW_MESSAGES.textTooLong } }), answer(200, PUBLISHED)]);
  const text = await openForm();
  fireEvent.click(screen.getByRole('radio', { name: '1 star' }));
  fireEvent.change(text, { target: { value: 'Left a mess.' } });
  fireEvent.click(screen.getByRole('radio', { name: 'a customer in Grimsby' }));
  fireEvent.click(screen.getByRole('checkbox'));

  fireEvent.click(screen.getByRole('button', { name: REVIEW_PAGE_WORDS.send }));
  expect((await screen.findByRole('alert')).textContent).toBe(REVIEW_PAGE_WORDS.notSent);
  const kept = () => [(screen.getByRole('radio', { name: '1 star' }) as HTMLInputElement).checked, (text as HTMLTextAreaElement).value, (screen.getByRole('radio', { name: 'a customer in Grimsby' }) as HTMLInputElement).checked, (screen.getByRole('checkbox') as HTMLInputElement).checked];
  expect(kept()).toEqual([true, 'Left a mess.', true, true]);

  fireEvent.click(screen.getByRole('button', { name: REVIEW_PAGE_WORDS.send }));
  expect(await screen.findByText(REVIEW_MESSAGES.textTooLong)).toBeTruthy();
  expect(kept()).toEqual([true, 'Left a mess.', true, true]);
  expect(JSON.parse(String(calls.at(-1)?.init?.body))).toEqual({ token: TOKEN, review: { stars: 1, service: 'gas-boiler-installation', text: 'Left a mess.', nameStyle: 'town', consent: true } });

  fireEvent.click(screen.getByRole('button', { name: REVIEW_PAGE_WORDS.send }));
  expect((await screen.findByRole('status')).textContent).toBe(REVIEW_MESSAGES.published);
  expect(screen.getByLabelText(starsText(1))).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: REVIEW_PAGE_WORDS.change }));
  expect(((await screen.findByRole('textbox', { name: /How did it go/ })) as HTMLTextAreaElement).value).toBe('Left a mess.');
  fireEvent.click(screen.getByRole('button', { name: REVIEW_PAGE_WORDS.keepAsIs }));
  fireEvent.click(screen.getByRole('button', { name: REVIEW_PAGE_WORDS.delete }));
  await waitFor(() => expect(document.activeElement?.textContent).toContain(REVIEW_PAGE_WORDS.deleteConfirm));
});
