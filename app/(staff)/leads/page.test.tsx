/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticSignIn } from '@/components/staff/sign-in-view';
import LeadInboxPage from './page';

describe('the lead inbox page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('draws the sign-in form in its HTML, unable to send, saying that signing in needs JavaScript where it is off', () => {
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    document.body.innerHTML = renderToString(<LeadInboxPage />);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Staff key')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(document.querySelector('noscript')?.textContent).toContain('Signing in needs JavaScript, which is turned off in your browser.');
    // The island's own first words stay out of sight until it draws a view.
    expect(screen.getByText('Opening the inbox…').closest('#inbox')).toHaveClass('not-has-[h2,button]:hidden');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('gives the form up once the island draws a view of its own, and not before', async () => {
    render(
      <>
        <StaticSignIn island="inbox" />
        <div id="inbox">
          <p role="status">Opening the inbox…</p>
        </div>
      </>,
    );
    const island = document.getElementById('inbox')!;
    act(() => island.append(document.createElement('div')));
    expect(screen.getByLabelText('Staff key')).toBeInTheDocument();
    act(() => island.insertAdjacentHTML('beforeend', '<section><h2>Sign in</h2></section>'));
    await waitFor(() => expect(screen.queryByLabelText('Staff key')).not.toBeInTheDocument());
  });

  it('gives it up at once where the island has drawn already', () => {
    render(
      <>
        <StaticSignIn island="inbox" />
        <div id="inbox">
          <button type="button">Try again</button>
        </div>
      </>,
    );
    expect(screen.queryByLabelText('Staff key')).not.toBeInTheDocument();
  });
});
