import { formatGbp } from '@/content/format';
import { calculateQuote, totalWith } from '@/lib/shared/quote/calculate';
import { quoteLead } from '@/lib/shared/quote/lead';
import { offerPrice } from '@/lib/shared/quote/offer-price';
import { issueQuote } from '@/lib/shared/quote/reference';
import { encodeShareParam } from '@/lib/shared/quote/share-link';
import { TYPICAL_QUOTE } from '@/lib/shared/quote/typical';
import { chosenQuote, initialQuoteView, quoteViewReducer, type ReadyQuote } from './quote-view-state';

const calculation = calculateQuote(TYPICAL_QUOTE);
if (!calculation) throw new Error('the typical quote prices');
const ticket = issueQuote(new Date('2026-11-30T10:00:00Z'));
const QUOTE: ReadyQuote = { data: TYPICAL_QUOTE, calculation, ticket, offerEnds: 'Sunday 6 December 2026' };
const PAGE = { origin: 'https://example.co.uk', pathname: '/boiler-results/' };
const [standard, premium] = calculation.recommendedBoilers;

describe('the results screen state', () => {
  it('opens on the standard boiler, with the copy button having said nothing', () => {
    expect(initialQuoteView).toEqual({ option: 'standard', copied: '' });
  });

  it('records the boiler picked and what the copy button said, each alone', () => {
    const premiumPicked = quoteViewReducer(initialQuoteView, { type: 'choose', option: 'premium' });
    expect(premiumPicked).toEqual({ option: 'premium', copied: '' });
    expect(quoteViewReducer(premiumPicked, { type: 'copied', said: 'Link copied' })).toEqual({ option: 'premium', copied: 'Link copied' });
  });
});

describe('what the results show for the boiler picked', () => {
  it("prices the standard boiler: its total, its lines and this week's offer on it", () => {
    const shown = chosenQuote(QUOTE, 'standard', PAGE);
    expect(shown.total).toBe(totalWith(calculation, standard));
    expect(shown.lines[0]).toEqual([`Boiler (${standard.name})`, formatGbp(standard.price)]);
    expect(shown.lines.map(([label]) => label)).toEqual([`Boiler (${standard.name})`, 'Labour (like-for-like swap)', 'Moving the boiler', 'Flue']);
    expect(shown.offer).toEqual(offerPrice(totalWith(calculation, standard)));
    expect(shown.lead).toEqual(quoteLead(TYPICAL_QUOTE, ticket, 'standard'));
  });

  it('follows the premium boiler when it is picked, and says the labour of a conversion as such', () => {
    const shown = chosenQuote(QUOTE, 'premium', PAGE);
    expect(shown.total).toBe(totalWith(calculation, premium));
    expect(shown.lines[0]).toEqual([`Boiler (${premium.name})`, formatGbp(premium.price)]);
    expect(shown.lead).toEqual(quoteLead(TYPICAL_QUOTE, ticket, 'premium'));
    const conversion = { ...TYPICAL_QUOTE, wantCombiConversion: true };
    const converted = calculateQuote(conversion);
    if (!converted) throw new Error('a conversion prices');
    expect(chosenQuote({ ...QUOTE, data: conversion, calculation: converted }, 'standard', PAGE).lines[1]).toEqual(['Labour (conversion)', converted.breakdown.labour]);
  });

  it('shares the same link for either boiler, on this page, and carries the boiler picked into the booking links', () => {
    const param = encodeShareParam(TYPICAL_QUOTE, ticket);
    const standardShown = chosenQuote(QUOTE, 'standard', PAGE);
    const premiumShown = chosenQuote(QUOTE, 'premium', PAGE);
    expect(standardShown.shareUrl).toBe(`https://example.co.uk/boiler-results/?q=${param}`);
    expect(premiumShown.shareUrl).toBe(standardShown.shareUrl);
    expect(standardShown.bookingQuery).toBe(`?q=${param}&option=standard`);
    expect(premiumShown.bookingQuery).toBe(`?q=${param}&option=premium`);
  });
});
