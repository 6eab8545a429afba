/**
 * The instant quote engine (docs/product.md §3, §4.1, §9): pure TypeScript, no React. This module's exports
 * are the engine's public face; helpers live in the modules beside it.
 */
export type { BoilerType, FuelType, QuoteData, Boiler, QuoteCalculation } from './types';
export { calculateQuote } from './calculate';
export { nextStep, previousStep, totalSteps, NOT_SUPPORTED_STEP } from './wizard';
export { BOILERS } from '@/content/boilers';
