/**
 * The server render is what the static export writes into /leads/index.html: it must hold no
 * lead and ask the API for nothing (Node has no session, and the HTML is public).
 */
import { renderToString } from 'react-dom/server';
import { routes } from '@/lib/routes';
import { LeadInbox } from './lead-inbox';

describe('the lead inbox in the built HTML', () => {
  it('only says the inbox is opening, and fetches nothing', () => {
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    const html = renderToString(<LeadInbox path={routes.leadInbox} />);
    expect(html).toContain('Opening the inbox…');
    expect(html).not.toMatch(/<a\b|<form\b|Sign in/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
