/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { formatGbp } from '@/content/format';
import { representativeExample } from '@/lib/finance';
import { formatPence } from '@/lib/shared/format/money';
import { calculateQuote, totalWith } from '@/lib/shared/quote/calculate';
import { readSavedQuote } from '@/lib/browser/quote/reader';
import { QUOTE_STORAGE_KEY, encodeShareParam, writeQuote } from '@/lib/browser/quote/storage';
import { loadQuoteReader } from '@/lib/browser/quote/load-reader';
import { TYPICAL_QUOTE } from '@/lib/shared/quote/typical';
import { QUOTE_MARK_ATTRIBUTE } from './quote-mark';
import { QuoteResults } from './quote-results';

// The reader of saved quotes, watched: a visitor with nothing to read must not load it.
jest.mock('@/lib/browser/quote/load-reader', () => {
  const actual = jest.requireActual<typeof import('@/lib/browser/quote/load-reader')>('@/lib/browser/quote/load-reader');
  return { loadQuoteReader: jest.fn(actual.loadQuoteReader) };
});

const links = { quote: '/instant-quote/', freeSurvey: '/book-free-survey/', videoSurvey: '/book-video-survey/', finance: '/boiler-finance/' };

const results = (
  <QuoteResults boilerInfo={{}} included={['A magnetic system filter']} imageFailedText="Image failed to load" phone="01632 960100" phoneHref="tel:+441632960100" links={links} financeRepresentative={representativeExample()} />
);

async function open() {
  await act(async () => {
    render(results);
  });
  // A saved quote or a share link is read by a module loaded on demand.
  await waitFor(() => expect(screen.queryByText('Loading your quote…')).toBeNull());
}

beforeEach(() => {
  jest.mocked(loadQuoteReader).mockClear();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/boiler-results/');
});

describe('quote results', () => {
  it('sends a visitor with no quote to the wizard, without loading the reader of saved quotes', async () => {
    await open();
    expect(screen.getByRole('heading', { name: 'You have not got a quote yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start your quote' })).toHaveAttribute('href', links.quote);
    expect(loadQuoteReader).not.toHaveBeenCalled();
  });

  it('says so, with our number, when the reader of a saved quote cannot be loaded', async () => {
    writeQuote(window.localStorage, TYPICAL_QUOTE);
    jest.mocked(loadQuoteReader).mockRejectedValueOnce(new Error('offline'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await open();
      expect(screen.getByRole('alert')).toHaveTextContent('Sorry, your quote did not load. Reload the page to try again, or call us on 01632 960100.');
    } finally {
      warn.mockRestore();
    }
  });

  it('shows the standard and premium boilers at their fitted prices, with a reference that stays with the saved quote', async () => {
    writeQuote(window.localStorage, TYPICAL_QUOTE);
    await open();
    const calculation = calculateQuote(TYPICAL_QUOTE);
    if (!calculation) throw new Error('the typical quote prices');
    for (const boiler of calculation.recommendedBoilers) {
      const card = screen.getByRole('article', { name: boiler.name });
      expect(within(card).getByText(formatGbp(totalWith(calculation, boiler)))).toBeInTheDocument();
    }
    expect(loadQuoteReader).toHaveBeenCalledTimes(1);
    const reference = screen.getByTestId('quote-reference').textContent;
    expect(reference).toMatch(/^EH-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(JSON.parse(window.localStorage.getItem(QUOTE_STORAGE_KEY) ?? '{}').reference).toBe(reference);
  });

  it('carries the quote and the chosen boiler into the booking links', async () => {
    writeQuote(window.localStorage, TYPICAL_QUOTE);
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

  it("gives the representative example, under those words, beside the visitor's own finance example", async () => {
    writeQuote(window.localStorage, TYPICAL_QUOTE);
    await open();
    const finance = screen.getByRole('region', { name: 'Spread the cost' });
    const figure = (title: string, term: string) =>
      within(finance).getByRole('heading', { name: title }).parentElement?.querySelector(`[data-finance="${term}"]`)?.textContent;
    const representative = representativeExample();
    expect(figure('Representative example', 'Cash price')).toBe(formatPence(representative.cashPrice));
    expect(figure('Representative example', 'Deposit')).toBe(formatPence(representative.deposit));
    expect(figure('Representative example', 'Monthly payment')).toBe(`${representative.months} payments of ${formatPence(representative.monthly)}`);
    expect(figure('Representative example', 'Total amount payable')).toBe(formatPence(representative.totalPayable));
    expect(figure('Representative example', 'Representative APR')).toBe(`${representative.aprPercent}% APR`);
    // The visitor's own example stays, priced at their quote's offer price.
    expect(figure('Your example', 'Cash price')).toBe(screen.getByTestId('offer-price').textContent);
    expect(figure('Your example', 'Monthly payment')).toMatch(/^\d+ payments of £/);
  });
});

describe('the static HTML, before the quote is read', () => {
  let root: Root | null = null;
  let page: HTMLElement;

  /** The page as the server wrote it, marked as its inline script would mark it. */
  function staticPage(marked: boolean): HTMLElement {
    if (marked) document.documentElement.setAttribute(QUOTE_MARK_ATTRIBUTE, '');
    page = document.createElement('div');
    page.innerHTML = renderToString(results);
    document.body.append(page);
    return page;
  }

  async function hydrate() {
    await act(async () => {
      root = hydrateRoot(page, results);
    });
  }

  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    page.remove();
    document.documentElement.removeAttribute(QUOTE_MARK_ATTRIBUTE);
  });

  it('holds the way to the wizard and "Loading your quote…", each hidden by the page\'s mark when it does not apply', () => {
    const html = within(staticPage(false));
    const empty = html.getByRole('heading', { name: 'You have not got a quote yet' }).parentElement;
    expect(empty).toHaveTextContent('Your prices appear here once you have answered the questions in our instant quote.');
    expect(within(empty!).getByRole('link', { name: 'Start your quote' })).toHaveAttribute('href', links.quote);
    expect(empty).toHaveClass(`[html[${QUOTE_MARK_ATTRIBUTE}]_&]:hidden`);
    expect(html.getByRole('status')).toHaveTextContent('Loading your quote…');
    expect(html.getByRole('status')).toHaveClass(`[html:not([${QUOTE_MARK_ATTRIBUTE}])_&]:hidden`);
    expect(loadQuoteReader).not.toHaveBeenCalled();
  });

  it('with no quote to read, keeps the very element the page painted, drops "Loading", and loads no reader', async () => {
    const painted = within(staticPage(false)).getByText(/Your prices appear here/);
    await hydrate();
    await waitFor(() => expect(screen.queryByText('Loading your quote…')).toBeNull());
    expect(screen.getByText(/Your prices appear here/)).toBe(painted);
    expect(painted.parentElement).not.toHaveClass('[html[data-has-quote]_&]:hidden');
    expect(loadQuoteReader).not.toHaveBeenCalled();
  });

  it('with a saved quote, replaces "Loading your quote…" with the quote, and the way to the wizard is gone', async () => {
    writeQuote(window.localStorage, TYPICAL_QUOTE);
    staticPage(true);
    await hydrate();
    expect(await screen.findByRole('heading', { name: 'Your recommended boilers' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your quote…')).toBeNull();
    expect(screen.queryByText(/Your prices appear here/)).toBeNull();
  });
});

describe('arriving from the wizard (rendered in the browser, where no script marked the page)', () => {
  it('says the quote is loading, never that there is none, until it shows', async () => {
    writeQuote(window.localStorage, TYPICAL_QUOTE);
    act(() => {
      render(results);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your quote…');
    expect(screen.getByRole('status')).not.toHaveClass('[html:not([data-has-quote])_&]:hidden');
    expect(screen.queryByText(/Your prices appear here/)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Your recommended boilers' })).toBeInTheDocument();
  });
});
