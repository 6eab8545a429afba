import { messages } from '@/content/messages';
import { BOILERS } from '@/content/boilers';
import { calculateQuote, pickModel, totalWith } from './calculate';
import type { Boiler, QuoteData } from './types';
import { sizeBoiler } from '@/lib/shared/quote/sizing';

const base: QuoteData = { fuelType: 'mains-gas', boilerType: 'combi', postcode: 'DN31 1AB' };

describe('calculateQuote: when it answers', () => {
  it.each([
    ['nothing', {}],
    ['no fuel', { boilerType: 'combi', postcode: 'DN31 1AB' }],
    ['no boiler type', { fuelType: 'mains-gas', postcode: 'DN31 1AB' }],
    ['no postcode', { fuelType: 'mains-gas', boilerType: 'combi' }],
  ] as [string, QuoteData][])('returns null with %s', (_label, data) => {
    expect(calculateQuote(data)).toBeNull();
  });

  it('gives no result and only logs, never throws, when reading the answers fails (docs/product.md §8)', () => {
    const failure = new Error('storage gone');
    const broken = { ...base, get radiatorCount(): QuoteData['radiatorCount'] { throw failure; } } as QuoteData;
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(calculateQuote(broken)).toBeNull();
      expect(log).toHaveBeenCalledWith('Quote calculation failed', failure);
    } finally {
      log.mockRestore();
    }
  });

  it('returns null when the catalogue has no boiler of the sized type', () => {
    const onlyCombis = BOILERS.filter((b) => b.type === 'combi');
    expect(calculateQuote({ ...base, boilerType: 'regular' }, onlyCombis)).toBeNull();
  });

  it('defaults to the content catalogue', () => {
    expect(calculateQuote(base)?.recommendedBoilers[0]).toEqual(expect.objectContaining({ type: 'combi', category: 'standard' }));
  });
});

describe('sizing (docs/product.md §9)', () => {
  it.each([
    // combi: flow first, then bedrooms, then radiators
    ['combi, fast flow', { boilerType: 'combi', waterFlow: 'fast' }, 'combi', 35],
    ['combi, 4 bedrooms, slow flow', { boilerType: 'combi', bedroomCount: 4, waterFlow: 'slow' }, 'combi', 35],
    ['combi, 5 bedrooms, no flow', { boilerType: 'combi', bedroomCount: 5 }, 'combi', 35],
    ['combi, average flow', { boilerType: 'combi', waterFlow: 'average', radiatorCount: '15+' }, 'combi', 30],
    ['combi, slow flow', { boilerType: 'combi', waterFlow: 'slow', radiatorCount: '0-9' }, 'combi', 30],
    ['combi, no flow, 0-9 radiators', { boilerType: 'combi', radiatorCount: '0-9', bedroomCount: 3 }, 'combi', 25],
    ['combi, no flow, 10-15 radiators', { boilerType: 'combi', radiatorCount: '10-15' }, 'combi', 30],
    ['combi, no flow, 15+ radiators', { boilerType: 'combi', radiatorCount: '15+' }, 'combi', 35],
    ['combi, nothing deciding: radiators taken as 0-9', { boilerType: 'combi' }, 'combi', 25],
    // back boiler sized as a combi
    ['back boiler, fast flow', { boilerType: 'back', waterFlow: 'fast' }, 'combi', 35],
    ['back boiler, 10-15 radiators', { boilerType: 'back', radiatorCount: '10-15' }, 'combi', 30],
    // busy homes: a combi or back boiler becomes a system
    ['combi, 2 baths → system', { boilerType: 'combi', bathtubCount: 2, waterFlow: 'average' }, 'system', 25],
    ['combi, 2 showers → system', { boilerType: 'combi', showerCount: 2, radiatorCount: '15+' }, 'system', 30],
    ['back boiler, 3 baths → system', { boilerType: 'back', bathtubCount: 3 }, 'system', 18],
    ['combi, 1 bath and 1 shower stays combi', { boilerType: 'combi', bathtubCount: 1, showerCount: 1 }, 'combi', 25],
    // system and regular
    ['system, 10-15 radiators and slow flow', { boilerType: 'system', radiatorCount: '10-15', waterFlow: 'slow' }, 'system', 30],
    ['system, fast flow', { boilerType: 'system', waterFlow: 'fast', radiatorCount: '0-9' }, 'system', 30],
    ['system, average flow', { boilerType: 'system', waterFlow: 'average', radiatorCount: '15+' }, 'system', 25],
    ['system, slow flow, 0-9 radiators', { boilerType: 'system', waterFlow: 'slow', radiatorCount: '0-9' }, 'system', 18],
    ['system, slow flow, 15+ radiators', { boilerType: 'system', waterFlow: 'slow', radiatorCount: '15+' }, 'system', 30],
    ['system, slow flow, no radiators: taken as 0-9', { boilerType: 'system', waterFlow: 'slow' }, 'system', 18],
    ['regular, no flow, 0-9 radiators', { boilerType: 'regular', radiatorCount: '0-9' }, 'regular', 18],
    ['regular, no flow, 10-15 radiators', { boilerType: 'regular', radiatorCount: '10-15' }, 'regular', 25],
    ['regular, no flow, 15+ radiators', { boilerType: 'regular', radiatorCount: '15+' }, 'regular', 30],
    ['regular, nothing deciding', { boilerType: 'regular', bedroomCount: 5 }, 'regular', 18],
    ['regular stays regular with 3 baths', { boilerType: 'regular', bathtubCount: 3, waterFlow: 'average' }, 'regular', 25],
  ] as [string, QuoteData, string, number][])('%s', (_label, data, type, kw) => {
    expect(sizeBoiler(data)).toEqual(expect.objectContaining({ type, kw }));
  });
});

describe('model selection', () => {
  /** A catalogue of its own, so adding a boiler to content/boilers.ts (docs/content.md "Add a boiler") leaves these rules' tests as they are. */
  const model = (type: Boiler['type'], category: Boiler['category'], kw: number, price: number): Boiler => ({ ...BOILERS[0]!, id: `${type}-${category}-${kw}`, type, category, kw, price });
  const catalogue = [
    model('system', 'standard', 18, 1200),
    model('system', 'standard', 24, 1300),
    model('combi', 'premium', 26, 1500),
    model('combi', 'premium', 32, 1600),
    model('regular', 'standard', 27, 1349),
    model('regular', 'premium', 15, 1749),
    model('regular', 'premium', 30, 1989),
    model('combi', 'standard', 25, 1000),
    model('combi', 'standard', 35, 1200),
  ];

  it('picks the smallest model of the type and category with at least the kW needed', () => {
    expect(pickModel(catalogue, 'system', 'standard', 16)?.kw).toBe(18);
    expect(pickModel(catalogue, 'combi', 'premium', 30)?.kw).toBe(32);
    expect(pickModel(catalogue, 'regular', 'standard', 18)?.kw).toBe(27);
    expect(pickModel(catalogue, 'combi', 'standard', 25)?.kw).toBe(25);
  });

  it('falls back to the largest model when none is big enough', () => {
    expect(pickModel(catalogue, 'combi', 'standard', 40)?.kw).toBe(35);
    expect(pickModel(catalogue, 'regular', 'premium', 99)?.kw).toBe(30);
  });

  it('recommends a standard and a premium boiler of the sized type and prices from the standard', () => {
    const calc = calculateQuote({ ...base, boilerType: 'combi', waterFlow: 'fast' });
    expect(calc?.recommendedBoilers.map((b) => [b.type, b.category, b.kw])).toEqual([
      ['combi', 'standard', 35],
      ['combi', 'premium', 36],
    ]);
    expect(calc?.pricing.basePrice).toBe(calc?.recommendedBoilers[0].price);
  });

  it('uses a given catalogue', () => {
    const catalogue: Boiler[] = [
      { id: 's', name: 'S', kw: 40, price: 1500, type: 'combi', category: 'standard', imageUrl: '/images/x.png' },
      { id: 'p', name: 'P', kw: 40, price: 2000, type: 'combi', category: 'premium', imageUrl: '/images/x.png' },
    ];
    const calc = calculateQuote(base, catalogue);
    expect(calc?.recommendedBoilers.map((b) => b.id)).toEqual(['s', 'p']);
    expect(calc && totalWith(calc, calc.recommendedBoilers[1])).toBe(2000 + 360);
  });
});

describe('costs (docs/product.md §9)', () => {
  const price = (data: QuoteData) => calculateQuote({ ...base, ...data })?.pricing;

  it.each([
    ['a straight swap', { boilerType: 'combi' }, 360],
    ['a combi conversion', { boilerType: 'combi', wantCombiConversion: true }, 1000],
    ['replacing a back boiler', { boilerType: 'back' }, 1000],
    ['a system boiler swap', { boilerType: 'system' }, 360],
    ['a conversion declined', { boilerType: 'regular', wantCombiConversion: false }, 360],
  ] as [string, QuoteData, number][])('labour for %s', (_label, data, cost) => {
    expect(price(data)?.labourCost).toBe(cost);
  });

  it.each([
    ['same', 0],
    ['same-room', 395],
    ['same-floor', 695],
    ['another-floor', 795],
    ['loft-attic', 795],
  ] as [QuoteData['newLocation'], number][])('moving the boiler to %s costs %i', (newLocation, cost) => {
    expect(price({ wantDifferentLocation: true, newLocation })?.locationCost).toBe(cost);
  });

  it('charges nothing for a stale new location after answering "no" to moving', () => {
    expect(price({ wantDifferentLocation: false, newLocation: 'loft-attic' })?.locationCost).toBe(0);
    expect(price({ newLocation: 'loft-attic' })?.locationCost).toBe(0);
  });

  it.each([
    ['unanswered', {}, 0],
    ['wall', { flueLocation: 'wall' }, 150],
    ['wall, away from windows', { flueLocation: 'wall', isFlueAwayFromWindows: true }, 150],
    ['wall, near a window or door', { flueLocation: 'wall', isFlueAwayFromWindows: false }, 300],
    ['roof', { flueLocation: 'roof', homeType: 'detached' }, 500],
    ['roof of a bungalow', { flueLocation: 'roof', homeType: 'bungalow' }, 400],
    ['roof, a stale window answer ignored', { flueLocation: 'roof', isFlueAwayFromWindows: false }, 500],
  ] as [string, QuoteData, number][])('flue: %s', (_label, data, cost) => {
    expect(price(data)?.flueCost).toBe(cost);
  });

  it('totals boiler, labour, location and flue, and writes the breakdown in whole pounds', () => {
    const calc = calculateQuote({
      ...base,
      boilerType: 'regular',
      wantCombiConversion: true,
      wantDifferentLocation: true,
      newLocation: 'same-floor',
      flueLocation: 'wall',
      isFlueAwayFromWindows: false,
      radiatorCount: '10-15',
    });
    // A conversion turns the type to combi in the wizard; here the engine sizes what it is given.
    const boiler = calc?.recommendedBoilers[0];
    expect(calc?.pricing).toEqual({
      basePrice: boiler?.price,
      labourCost: 1000,
      locationCost: 695,
      flueCost: 300,
      totalPrice: (boiler?.price ?? 0) + 1000 + 695 + 300,
    });
    expect(calc?.breakdown.location).toBe('£695');
    expect(calc?.breakdown.flue).toBe('£300');
    expect(calc?.breakdown.labour).toBe('£1,000');
    expect(calc?.breakdown.total).toMatch(/^£\d,\d{3}$/);
    expect(calculateQuote(base)?.breakdown.location).toBe('£0');
  });

  it('the cheapest Worcester Bosch combi swap with a wall flue is £1,700', () => {
    const calc = calculateQuote({ ...base, radiatorCount: '0-9', flueLocation: 'wall', isFlueAwayFromWindows: true });
    expect(calc?.recommendedBoilers[0].name).toContain('Worcester Bosch');
    expect(calc?.breakdown.total).toBe('£1,700');
  });
});

describe('the restriction (docs/product.md §8)', () => {
  it.each([
    ['combi with 2 baths', { boilerType: 'combi', bathtubCount: 2 }],
    ['combi with 2 showers', { boilerType: 'combi', showerCount: 2 }],
    ['back boiler with 2 showers', { boilerType: 'back', showerCount: 3 }],
  ] as [string, QuoteData][])('is added for a %s, word for word', (_label, data) => {
    expect(calculateQuote({ ...base, ...data })?.restrictions).toEqual([messages.combiRestriction]);
    expect(messages.combiRestriction).toBe(
      'Combi boiler not suitable with 2+ baths or showers that need to be used simultaneously. We recommend a system or regular boiler instead.',
    );
  });

  it.each([
    ['combi with one bath and one shower', { boilerType: 'combi', bathtubCount: 1, showerCount: 1 }],
    ['system with 3 baths', { boilerType: 'system', bathtubCount: 3 }],
    ['regular with 2 showers', { boilerType: 'regular', showerCount: 2 }],
  ] as [string, QuoteData][])('is not added for a %s', (_label, data) => {
    expect(calculateQuote({ ...base, ...data })?.restrictions).toEqual([]);
  });
});
