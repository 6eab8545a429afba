/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { OPEN_CALLBACK_EVENT, OPEN_EXIT_INTENT_EVENT } from '@/lib/browser/ui-events';
import { LeadDialogs } from './lead-dialogs';

const props = { phone: '01632 960100', phoneHref: 'tel:+441632960100', termsHref: '/terms/', offersHref: '/offers/' };

/** Sends a request as the chrome's behaviours do; true when an island took it. */
async function ask(name: string, detail?: unknown): Promise<boolean> {
  const event = new CustomEvent(name, { cancelable: true, detail });
  await act(async () => {
    window.dispatchEvent(event);
    // The dialog's code arrives by dynamic import.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return event.defaultPrevented;
}

describe('lead dialogs island', () => {
  afterEach(() => document.documentElement.removeAttribute('data-islands'));

  it('renders nothing until asked, then loads and opens the callback dialog', async () => {
    render(<LeadDialogs {...props} exitIntent />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await ask(OPEN_CALLBACK_EVENT)).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Request a callback' })).toBeInTheDocument();
  });

  it('opens the prize draw when asked, but not on the funnels', async () => {
    const { unmount } = render(<LeadDialogs {...props} exitIntent />);
    expect(await ask(OPEN_EXIT_INTENT_EVENT)).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Win a free boiler service' })).toBeInTheDocument();
    unmount();
    render(<LeadDialogs {...props} exitIntent={false} />);
    expect(await ask(OPEN_EXIT_INTENT_EVENT)).toBe(false);
  });

  it('passes the quote a callback was asked for with into the dialog', async () => {
    render(<LeadDialogs {...props} exitIntent />);
    await ask(OPEN_CALLBACK_EVENT, { quote: { reference: 'EH-04HM-ASW9', boiler: { name: 'Vaillant ecoTEC plus 832' }, price: 2199 } });
    expect(await screen.findByText(/We will have your quote EH-04HM-ASW9 in front of us/)).toBeInTheDocument();
  });
});
