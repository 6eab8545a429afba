/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { REMOVAL_REASON_TEXT, type StaffReview } from '@/lib/shared/contracts/reviews';
import { routes } from '@/lib/routes';
import { FakeInboxServer, openAt } from '../fake-inbox-server';
import { LeadInbox } from '../lead-inbox';

const review = (id: string, stars: number, text: string, submittedAt: string): StaffReview => ({
  id,
  leadId: `lead-${id}`,
  stars,
  service: 'gas-boiler-installation',
  town: 'grimsby',
  jobMonth: '2026-10',
  text,
  displayName: 'Ada L.',
  submittedAt,
  updatedAt: submittedAt,
  incentive: null,
  answer: null,
  removed: null,
  answeredBy: null,
});

let server: FakeInboxServer;

beforeEach(async () => {
  server = new FakeInboxServer();
  server.install();
  server.on('GET', 'reviews', () => ({ status: 200, body: [review('r2', 1, 'Left a mess.', '2026-11-20T10:00:00Z'), review('r1', 5, 'Tidy work.', '2026-11-02T10:00:00Z')] }));
  server.on('POST', /^reviews\/r2\/remove$/, (request) => ({ status: 200, body: { ...review('r2', 1, 'Left a mess.', '2026-11-20T10:00:00Z'), removed: { ...(request.body as { reason: 'abusive' }), note: null, at: '2026-11-25T10:00:00Z', by: 'staff key' } } }));
  openAt('?view=reviews');
  render(<LeadInbox path={routes.leadInbox} />);
  await screen.findByText('2 reviews published, 0 removed.');
});

it('lists the reviews newest first with their stars, and removes one only once a policy reason is chosen', async () => {
  const items = screen.getAllByRole('article');
  expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['★☆☆☆☆ Ada L.', '★★★★★ Ada L.']);
  const first = items[0]?.closest('li') as HTMLElement;
  await act(async () => fireEvent.click(within(first).getByRole('button', { name: 'Remove review' })));
  expect(within(first).getByText('Choose the policy reason it is removed for.')).toBeTruthy();
  expect(server.sent('POST', /remove$/)).toHaveLength(0);

  fireEvent.change(within(first).getByRole('combobox', { name: /Remove it/ }), { target: { value: 'abusive' } });
  await act(async () => fireEvent.click(within(first).getByRole('button', { name: 'Remove review' })));
  expect(server.sent('POST', /remove$/)[0]?.body).toEqual({ reason: 'abusive' });
  expect(await within(first).findByText(new RegExp(`by staff key: ${REMOVAL_REASON_TEXT.abusive}`))).toBeTruthy();
  expect(screen.getByText('1 review published, 1 removed.')).toBeTruthy();
});
