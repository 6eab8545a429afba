/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { OPEN_CALLBACK_EVENT, announceIslandsReady } from '@/lib/browser/ui-events';
import { QuoteCallbackButton } from './quote-callback-button';

describe('"Request a callback" button', () => {
  afterEach(() => document.documentElement.removeAttribute('data-islands'));

  it('asks the dialog host to open, with the quote when there is one', () => {
    announceIslandsReady();
    const asked = jest.fn((event: Event) => event.preventDefault());
    window.addEventListener(OPEN_CALLBACK_EVENT, asked);
    const quote = { reference: 'EH-04HM-ASW9' } as Parameters<typeof QuoteCallbackButton>[0]['quote'];
    render(
      <QuoteCallbackButton phoneHref="tel:+441632960100" quote={quote}>
        Request a callback
      </QuoteCallbackButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request a callback' }));
    expect(asked).toHaveBeenCalledTimes(1);
    expect((asked.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ quote });
    window.removeEventListener(OPEN_CALLBACK_EVENT, asked);
  });
});
