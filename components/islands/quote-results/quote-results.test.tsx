/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { formatGbp } from '@/content/format';
import { calculateQuote, totalWith } from '@/lib/quote/calculate';
import { QUOTE_STORAGE_KEY, encodeShareParam, readSavedQuote, saveQuote } from '@/lib/quote/storage';
import { TYPICAL_QUOTE } from '@/lib/quote/typical';
import { QuoteResults } from './quote-results';

const links = { quote: '/instant-quote/', freeSurvey: '/book-free-survey/', videoSurvey: '/book-video-survey/', finance: '/boiler-finance/' };

async function open() {
  await act(async () => {
    render(<QuoteResults boilerInfo={{}} included={['A magnetic system filter']} imageFailedText="Image failed to load" phone="01632 960100" phoneHref="tel:+441632960100" links={links} />);
  });
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/boiler-results/');
});

describe('quote results', () => {
  it('sends a visitor with no quote to the wizard', async () => {
    await open();
    expect(screen.getByRole('heading', { name: 'You have not got a quote yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start your quote' })).toHaveAttribute('href', links.quote);
  });

  it('shows the standard and premium boilers at their fitted prices, with a reference that stays with the saved quote', async () => {
    saveQuote(window.localStorage, TYPICAL_QUOTE);
    await open();
    const calculation = calculateQuote(TYPICAL_QUOTE);
    if (!calculation) throw new Error('the typical quote prices');
    for (const boiler of calculation.recommendedBoilers) {
      const card = screen.getByRole('article', { name: boiler.name });
      expect(within(card).getByText(formatGbp(totalWith(calculation, boiler)))).toBeInTheDocument();
    }
    const reference = screen.getByTestId('quote-reference').textContent;
    expect(reference).toMatch(/^EH-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(JSON.parse(window.localStorage.getItem(QUOTE_STORAGE_KEY) ?? '{}').reference).toBe(reference);
  });

  it('carries the quote and the chosen boiler into the booking links', async () => {
    saveQuote(window.localStorage, TYPICAL_QUOTE);
    await open();
    const survey = () => new URL(screen.getByRole('link', { name: 'Book a free survey' }).getAttribute('href') ?? '', 'https://example.co.uk');
    expect(survey().searchParams.get('option')).toBe('standard');
    expect(survey().searchParams.get('q')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Premium/ }));
    expect(survey().searchParams.get('option')).toBe('premium');
  });

  it('opens a shared quote from its link and keeps it in this browser', async () => {
    const shared = { ...TYPICAL_QUOTE, bedroomCount: 4 };
    window.history.replaceState(null, '', `/boiler-results/?q=${encodeShareParam(shared)}`);
    await open();
    expect(screen.getByRole('heading', { name: 'Your recommended boilers' })).toBeInTheDocument();
    expect(readSavedQuote(window.localStorage)).toEqual(shared);
  });
});
