/** Types of the instant quote (docs/product.md §3: quote data, boiler catalogue item, calculated quote). */

import type { BoilerType as CatalogueBoilerType } from '@/content/boiler-types';
import type { CurrentBoilerType } from '@/content/quote-answers';

export type { FuelType, NewLocation, RadiatorCount, WaterFlow } from '@/content/quote-answers';
/** What the wizard holds (docs/product.md §3), inferred from the answers' schema (lib/shared/quote/answers.ts). */
export type { QuoteData } from './answers';
/** The boiler a home has now (the wizard's answer), as against the catalogue's types. */
export type BoilerType = CurrentBoilerType;

/** A boiler in the fixed-price catalogue (docs/product.md §3). */
export interface Boiler {
  id: string;
  name: string;
  kw: number;
  price: number;
  type: CatalogueBoilerType;
  category: 'standard' | 'premium';
  imageUrl: string;
}

export interface QuoteCalculation {
  /** [standard, premium] */
  recommendedBoilers: [Boiler, Boiler];
  pricing: { basePrice: number; labourCost: number; locationCost: number; flueCost: number; totalPrice: number };
  breakdown: { boilerPrice: string; labour: string; location: string; flue: string; total: string };
  restrictions: string[];
}
