/**
 * One typical finished quote, shared by the bench (the results page it measures) and the tests
 * that need a whole set of answers: a 3-bedroom semi with a combi, as the wizard would save it.
 */
import type { QuoteData } from './types';

export const TYPICAL_QUOTE: QuoteData = {
  fuelType: 'mains-gas',
  boilerType: 'combi',
  postcode: 'DN31 1AB',
  homeType: 'semi-detached',
  wantDifferentLocation: false,
  bedroomCount: 3,
  bathtubCount: 1,
  showerCount: 0,
  radiatorCount: '10-15',
  waterFlow: 'average',
  flueLocation: 'wall',
  isFlueAwayFromWindows: true,
};
