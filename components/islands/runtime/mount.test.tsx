/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { BrandCarousel } from '@/components/islands/brand-carousel/brand-carousel';
import { FinanceCalculator } from '@/components/islands/finance-calculator/finance-calculator';
import { LeadDialogs } from '@/components/islands/lead-dialogs/lead-dialogs';
import { QuoteResults } from '@/components/islands/quote-results/quote-results';
import { UrlGenerator } from '@/components/islands/url-generator/url-generator';
import { OPEN_CALLBACK_EVENT } from '@/lib/browser/ui-events';
import { representativeExample } from '@/lib/finance';
import { IslandRoot } from './island-root';
import { ISLANDS, islandNames, type IslandName, type IslandProps } from './islands';
import { mountIslands } from './mount';

/** Each island as a page renders it, with props like the page's. */
const PAGE_ISLANDS: { [N in IslandName]: { component: ComponentType<IslandProps<N>>; props: IslandProps<N> } } = {
  'lead-dialogs': { component: LeadDialogs, props: { phone: '01632 960100', phoneHref: 'tel:+441632960100', termsHref: '/terms/', offersHref: '/offers/', exitIntent: true } },
  'brand-carousel': { component: BrandCarousel, props: { slides: [{ name: 'Vaillant', href: '/brands/vaillant/', colour: '#123456' }], label: 'Brands we install' } },
  'finance-calculator': { component: FinanceCalculator, props: { cashPrice: 250000, idPrefix: 'finance-page', initialMonths: 60, initialDeposit: '0', priceEditable: true } },
  'url-generator': { component: UrlGenerator, props: { idPrefix: 'link', siteUrl: 'https://www.example.co.uk', services: [{ slug: 'boiler-repair', name: 'Boiler repair' }], locations: [{ slug: 'hull', name: 'Hull' }] } },
  'quote-results': {
    component: QuoteResults,
    props: {
      boilerInfo: {},
      included: ['A magnetic system filter'],
      imageFailedText: 'Image failed to load',
      phone: '01632 960100',
      phoneHref: 'tel:+441632960100',
      links: { quote: '/instant-quote/', freeSurvey: '/book-free-survey/', videoSurvey: '/book-video-survey/', finance: '/boiler-finance/' },
      financeRepresentative: representativeExample(),
    },
  },
};

function root<N extends IslandName>(name: N) {
  const { component, props } = PAGE_ISLANDS[name];
  return <IslandRoot key={name} name={name} component={component} props={props} />;
}

/**
 * The page's HTML as the server renders it: the islands deep in a tree beside other parts, as in
 * a real page, so an id that depends on where a component stands would come out otherwise when
 * the island is started at the root of a tree of its own.
 */
function serve(names: readonly IslandName[]): void {
  document.body.innerHTML = renderToString(
    <div>
      <header>Header</header>
      <main>
        <p>Copy</p>
        <section>{names.map(root)}</section>
      </main>
    </div>,
  );
}

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error');
});
afterEach(() => {
  errors.mockRestore();
  document.documentElement.removeAttribute('data-islands');
});

describe('the islands runtime', () => {
  it('knows how to start every island it lists', async () => {
    for (const name of islandNames()) expect(await ISLANDS[name]()).toBe(PAGE_ISLANDS[name].component);
  });

  it.each(islandNames())('hydrates %s from the server HTML without a mismatch', async (name) => {
    serve([name]);
    const root = document.querySelector(`[data-island="${name}"]`);
    const drawn = root?.firstElementChild;
    await act(() => mountIslands());
    // React (in development) reports any text or attribute that differs from the server's, ids included.
    expect(errors).not.toHaveBeenCalled();
    // Hydrated, not drawn again: the server's elements are the island's own.
    expect(root?.firstElementChild).toBe(drawn);
  });

  it('starts islands that work: the dialogs answer a request, a form reacts to what is typed', async () => {
    serve(['lead-dialogs', 'finance-calculator']);
    await act(() => mountIslands());
    expect(document.documentElement).toHaveAttribute('data-islands', 'ready');
    const request = new CustomEvent(OPEN_CALLBACK_EVENT, { cancelable: true });
    await act(async () => {
      window.dispatchEvent(request);
    });
    expect(request.defaultPrevented).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Request a callback' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Price in pounds, including VAT'), { target: { value: 'lots' } });
    expect(screen.getByText('Enter the price in pounds, for example 2306')).toBeInTheDocument();
    expect(screen.getByLabelText('Price in pounds, including VAT')).toHaveAccessibleDescription('Enter the price in pounds, for example 2306');
  });

  it('starts each root once, and the others when one cannot start', async () => {
    serve(['url-generator']);
    document.body.insertAdjacentHTML('afterbegin', '<div data-island="no-such-island" data-props="{}"></div>');
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await act(() => mountIslands());
    await act(() => mountIslands());
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(warnings).toHaveBeenCalledWith('No island is called "no-such-island"');
    warnings.mockRestore();
    expect(errors).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Town'), { target: { value: 'hull' } });
    expect(screen.getByRole('textbox', { name: /link/i })).toHaveValue('https://www.example.co.uk/boiler-repair-in-hull/');
  });
});
