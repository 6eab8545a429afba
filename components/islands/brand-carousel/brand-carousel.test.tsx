/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BrandCarousel } from './brand-carousel';

// embla measures a laid-out page, which jsdom has not: a stand-in that records the moves asked
// of it and says it can move both ways, as a looping carousel does.
const embla = { scrollPrev: jest.fn(), scrollNext: jest.fn(), canScrollPrev: () => true, canScrollNext: () => true, on: jest.fn(), off: jest.fn() };
embla.on.mockReturnValue(embla);
embla.off.mockReturnValue(embla);
/** The options the carousel was started with, one entry per render. */
const started = jest.fn<[jest.Mock, typeof embla], [unknown]>(() => [jest.fn(), embla]);
jest.mock('embla-carousel-react', () => ({ __esModule: true, default: (options: unknown) => started(options) }));

const slides = ['Worcester Bosch', 'Vaillant', 'Ideal'].map((name) => ({ name, href: `/brands/${name.toLowerCase().replace(/ /g, '-')}/`, colour: '#123456' }));

beforeEach(() => jest.clearAllMocks());

describe('brand carousel', () => {
  it('shows every logo as a link before any script for the carousel has loaded', () => {
    render(<BrandCarousel slides={slides} label="Brands we install" />);
    for (const slide of slides) expect(screen.getByRole('link', { name: new RegExp(slide.name) })).toHaveAttribute('href', slide.href);
    expect(started).not.toHaveBeenCalled();
  });

  it('loads the carousel when a button is pressed and makes that move, with no autoplay', async () => {
    render(<BrandCarousel slides={slides} label="Brands we install" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /next/i })));
    await waitFor(() => expect(embla.scrollNext).toHaveBeenCalledTimes(1));
    expect(started).toHaveBeenCalledWith(expect.objectContaining({ loop: true }));
    expect(started.mock.calls[0]?.[0]).not.toHaveProperty('autoplay');
    expect(embla.scrollPrev).not.toHaveBeenCalled();
  });
});
