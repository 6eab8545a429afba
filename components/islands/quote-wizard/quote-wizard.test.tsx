/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QUOTE_QUESTIONS } from '@/content/quote-questions';
import { readSavedQuote } from '@/lib/browser/quote/reader';
import { QUOTE_STORAGE_KEY } from '@/lib/browser/quote/storage';
import { loadQuoteReader } from '@/lib/browser/quote/load-reader';
import { TYPICAL_QUOTE } from '@/lib/shared/quote/typical';
import { QuoteWizard } from './quote-wizard';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
// The reader of saved quotes, watched: a first visit with nothing saved must not load it.
jest.mock('@/lib/browser/quote/load-reader', () => {
  const actual = jest.requireActual<typeof import('@/lib/browser/quote/load-reader')>('@/lib/browser/quote/load-reader');
  return { loadQuoteReader: jest.fn(actual.loadQuoteReader) };
});

const links = { results: '/boiler-results/', freeSurvey: '/book-free-survey/', lpg: '/lpg-boiler-installation/', oil: '/oil-boiler-installation/', heatPumps: '/heat-pump-installation/' };

async function open() {
  await act(async () => {
    render(<QuoteWizard questions={QUOTE_QUESTIONS} coveredDistricts={['DN31', 'HU1']} phone="01632 960100" phoneHref="tel:+441632960100" links={links} />);
  });
}

const question = () => screen.getAllByRole('heading', { level: 2 })[0];
const next = () => screen.getByRole('button', { name: 'Next' });

beforeEach(() => {
  jest.mocked(loadQuoteReader).mockClear();
  window.localStorage.clear();
  Element.prototype.scrollIntoView = jest.fn();
});

describe('the quote wizard', () => {
  it('asks one question at a time: Next waits for an answer, then moves on with focus on the new question', async () => {
    await open();
    expect(question()).toHaveTextContent(QUOTE_QUESTIONS.fuel.title);
    expect(next()).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: /Mains gas/ }));
    fireEvent.click(next());
    expect(question()).toHaveTextContent(QUOTE_QUESTIONS.boilerType.title);
    expect(question()).toHaveFocus();
    expect(screen.getByText('Step 2 of 16')).toBeInTheDocument();
  });

  it('ends at the not-supported screen for oil, with the way to an oil survey', async () => {
    await open();
    fireEvent.click(screen.getByRole('radio', { name: /Oil/ }));
    fireEvent.click(next());
    expect(question()).toHaveTextContent(QUOTE_QUESTIONS.notSupported.title);
    expect(screen.getByRole('link', { name: 'Oil boilers' })).toHaveAttribute('href', links.oil);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(question()).toHaveTextContent(QUOTE_QUESTIONS.fuel.title);
  });

  it('saves each answer in this browser and picks up where the visitor left off', async () => {
    await open();
    fireEvent.click(screen.getByRole('radio', { name: /Mains gas/ }));
    fireEvent.click(next());
    fireEvent.click(screen.getByRole('radio', { name: /^Combi/ }));
    expect(JSON.parse(window.localStorage.getItem(QUOTE_STORAGE_KEY) ?? '{}').quoteData).toEqual({ fuelType: 'mains-gas', boilerType: 'combi' });
    // Nothing was saved when the visitor came: the reader of saved quotes (and zod) never loaded.
    expect(loadQuoteReader).not.toHaveBeenCalled();
    document.body.innerHTML = '';
    await open();
    expect(question()).toHaveTextContent(QUOTE_QUESTIONS.postcode.title);
    expect(loadQuoteReader).toHaveBeenCalledTimes(1);
  });

  it('opens a finished quote saved in the old shape and keeps its reference while the answers stay the same', async () => {
    const ticket = { reference: 'EH-04HM-ASW9', issuedOn: '2026-11-23' };
    window.localStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify({ quoteData: { ...TYPICAL_QUOTE, isFlueAwayFromWindows: 'yes' }, calculation: null, ...ticket }));
    await open();
    expect(question()).toHaveTextContent(QUOTE_QUESTIONS.summary.title);
    expect(JSON.parse(window.localStorage.getItem(QUOTE_STORAGE_KEY) ?? '{}')).toMatchObject({ quoteData: { isFlueAwayFromWindows: true }, ...ticket });
  });

  it('lets the visitor change one answer from the summary and go straight back to it', async () => {
    window.localStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify({ quoteData: TYPICAL_QUOTE }));
    await open();
    expect(question()).toHaveTextContent(QUOTE_QUESTIONS.summary.title);
    fireEvent.click(screen.getByRole('button', { name: /^Change bedrooms/ }));
    expect(question()).toHaveTextContent(QUOTE_QUESTIONS.bedrooms.title);
    fireEvent.click(screen.getByRole('radio', { name: '4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and return to summary' }));
    expect(question()).toHaveTextContent(QUOTE_QUESTIONS.summary.title);
    expect(readSavedQuote(window.localStorage)?.bedroomCount).toBe(4);
  });

  it('goes back to the start, one question at a time, from "convert to a combi" selected without Next', async () => {
    window.localStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify({ quoteData: { fuelType: 'mains-gas', boilerType: 'system', postcode: 'DN31 1AB', homeType: 'detached' } }));
    await open();
    expect(question()).toHaveTextContent(QUOTE_QUESTIONS.conversion.title);
    fireEvent.click(screen.getByRole('radio', { name: /^Yes, convert to a combi/ }));
    const shown = [];
    for (let press = 0; press < 6 && screen.queryByRole('button', { name: 'Back' }); press += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      shown.push(question()?.textContent);
    }
    expect(shown).toEqual([QUOTE_QUESTIONS.homeType.title, QUOTE_QUESTIONS.postcode.title, QUOTE_QUESTIONS.boilerType.title, QUOTE_QUESTIONS.fuel.title]);
  });

  it('keeps a postcode it cannot read as typed and says what is wrong', async () => {
    window.localStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify({ quoteData: { fuelType: 'mains-gas', boilerType: 'combi' } }));
    await open();
    const postcode = screen.getByLabelText('Postcode');
    fireEvent.change(postcode, { target: { value: 'DN3' } });
    fireEvent.keyDown(postcode, { key: 'Enter' });
    expect(postcode).toHaveValue('DN3');
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    expect(question()).toHaveTextContent(QUOTE_QUESTIONS.postcode.title);
  });
});
